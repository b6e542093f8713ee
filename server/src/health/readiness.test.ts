import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../composition/create-app';
import { createServices } from '../composition/create-services';
import { silentLogger } from '../runtime/logger';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { listenForTest } from '../../test/support/test-server';
import { createReadiness } from './readiness';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('GET /readyz', () => {
  it('is 503 naming what is awaited until the job queue and sandbox.json are ready, 200 then, and 503 again once the process stops; /healthz stays 200', async () => {
    const services = createServices({ pool: db.pool, box: db.box });
    await services.changes.start();
    const server = await listenForTest(createApp({ services, pool: db.pool, config: { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 1000, bodyLimitBytes: 1024 }, log: silentLogger }));
    try {
      services.readiness.expect('job_queue');
      services.readiness.expect('sandbox');
      services.readiness.ready('job_queue');
      const waiting = await server.call('/readyz');
      expect(waiting.status).toBe(503);
      expect(waiting.body).toMatchObject({ error: 'EINTERNAL', message: 'not ready: sandbox mode is still writing sandbox.json' });
      expect((await server.call('/healthz')).status).toBe(200);

      services.readiness.ready('sandbox');
      const ready = await server.call('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ data: { status: 'ready', checks: { database: 'ok', change_feed: 'ok', job_queue: 'ok', sandbox: 'ok' } } });

      services.readiness.stop();
      const stopping = await server.call('/readyz');
      expect(stopping.status).toBe(503);
      expect(stopping.body).toMatchObject({ error: 'EINTERNAL', message: 'not ready: stopping (the process is shutting down: send requests to another one)' });
    } finally {
      await server.close();
      await services.changes.close();
    }
  });
});

describe('readiness', () => {
  it('is not ready while the database fails or the change feed is not listening, and says which', async () => {
    let live = false;
    const readiness = createReadiness({ ping: () => Promise.reject(new Error('down')), feedLive: () => live });
    expect(await readiness.report()).toEqual({
      ready: false,
      checks: { database: 'failed', change_feed: 'waiting', job_queue: 'not_used', sandbox: 'not_used' },
      reasons: ['the database is unreachable', 'the change feed is not listening (reconnecting to the database)'],
    });
    live = true;
    const up = createReadiness({ ping: () => Promise.resolve(), feedLive: () => live });
    expect(await up.report()).toMatchObject({ ready: true, reasons: [] });
  });
});
