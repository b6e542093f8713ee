import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createSecretBox, type SecretBox } from '../../src/crypto/secret-box';
import { runMigrations } from '../../src/db/run-migrations';
import { createServices, type Services } from '../../src/composition/create-services';
import { TEMPLATE_DATABASE } from './global-setup';

export interface TestDatabase {
  pool: pg.Pool;
  url: string;
  /** Built with the platforms' real URLs and no job queue; its change feed runs (see `boot`). */
  services: Services;
  /** The box `services` seal with: a graph built on this database for a test opens what they sealed. */
  box: SecretBox;
  close(): Promise<void>;
}

/** A fresh, migrated database in the suite's PostgreSQL, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const url = adminUrl.replace(/\/[^/]+$/, `/${name}`);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // pool.end() resolves once its clients are told to end, not once their sockets are closed, so
  // the DROP ... WITH (FORCE) below can still reach a closing client: PostgreSQL then sends it
  // 57P01 (terminating connection), which the pool re-emits. That notice is expected here, and
  // unlistened it would be an uncaught exception failing an unrelated test file.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  // Already migrated by the copy; this only confirms there is nothing left to run.
  await runMigrations(pool);
  const box = createSecretBox(randomBytes(32));
  const services = createServices({ pool, box });
  // As `boot` does: the in-process caches work as in a server, invalidations included.
  await services.changes.start();
  return {
    pool,
    url,
    services,
    box,
    close: async () => {
      await services.changes.close();
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
