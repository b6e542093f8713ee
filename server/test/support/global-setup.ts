/**
 * One embedded PostgreSQL for the whole server suite; each test file gets its own database in
 * it (see test-database.ts), so files stay isolated without paying for a cluster each. The
 * schema is migrated once, into a template database that each file's database is copied from.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres';
import { runMigrations } from '../../src/db/run-migrations';
import { silentLogger } from '../../src/runtime/logger';

/** Migrated once here; every test database is a copy of it (see test-database.ts). */
export const TEMPLATE_DATABASE = 'segue_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'segue-server-test-'));
  const postgres = await startEmbeddedPostgres(dir, silentLogger);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  // Copying a database needs it free of connections: the pool is closed before any file starts.
  const template = new pg.Pool({ connectionString: postgres.url.replace(/\/[^/]+$/, `/${TEMPLATE_DATABASE}`), max: 1 });
  try {
    await runMigrations(template);
  } finally {
    await template.end();
  }
  project.provide('postgresUrl', postgres.url);
  return async () => {
    await postgres.release();
    await rm(dir, { recursive: true, force: true });
  };
}
