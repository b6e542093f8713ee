/**
 * One embedded PostgreSQL for the whole server suite; each test file gets its own database in
 * it (see test-database.ts), so files stay isolated without paying for a cluster each.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { silentLogger } from '../runtime/logger';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'segue-server-test-'));
  const postgres = await startEmbeddedPostgres(dir, silentLogger);
  project.provide('postgresUrl', postgres.url);
  return async () => {
    await postgres.release();
    await rm(dir, { recursive: true, force: true });
  };
}
