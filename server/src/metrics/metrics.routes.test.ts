import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../composition/create-app';
import { createMetrics, type ProcessMetrics } from '../composition/create-metrics';
import { createServices, type Services } from '../composition/create-services';
import { startJobQueue, type JobQueue } from '../composition/start-job-queue';
import { silentLogger } from '../runtime/logger';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { listenForTest, type TestServer } from '../../test/support/test-server';
import { hasToken } from './metrics.routes';

const TOKEN = 'scrape-token-0123456789abcdef';
const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 1000, bodyLimitBytes: 1024 };

let db: TestDatabase;
let jobs: JobQueue;
let services: Services;
let metrics: ProcessMetrics;
let server: TestServer;
let off: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  jobs = await startJobQueue(db.url, silentLogger);
  await jobs.boss.createQueue('metrics-test');
  await jobs.boss.send('metrics-test', { n: 1 });
  metrics = createMetrics({ token: TOKEN, role: 'server', log: silentLogger });
  services = createServices({ pool: db.pool, box: db.box }, { observer: metrics.observer });
  await services.changes.start();
  metrics.attach({ services, database: { pool: db.pool } } as Parameters<ProcessMetrics['attach']>[0]);
  server = await listenForTest(createApp({ services, pool: db.pool, config, log: silentLogger, metrics }));
  off = await listenForTest(createApp({ services, pool: db.pool, config, log: silentLogger }));
});

afterAll(async () => {
  await server?.close();
  await off?.close();
  await services?.changes.close();
  await jobs?.stop();
  await db?.close();
});

const scrape = (base: string, authorization?: string) => fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is a 404 like any unknown path while SEGUE_METRICS_TOKEN is unset', async () => {
    const reply = await scrape(off.url, `Bearer ${TOKEN}`);
    expect(reply.status).toBe(404);
  });

  it('refuses a request without the token, or with another one, with 401 and a Bearer challenge', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789ab', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const reply = await scrape(server.url, authorization);
      expect(reply.status, String(authorization)).toBe(401);
      expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await reply.json()).toMatchObject({ error: 'EUNAUTHORIZED' });
    }
  });

  it('answers the text format with route templates, never the ids of the paths requested', async () => {
    const taskId = '7938ebaf-fe7a-4788-ad57-290359aca062';
    await fetch(`${server.url}/v1/task/${taskId}`);
    await fetch(`${server.url}/no/such/${taskId}`);
    const reply = await scrape(server.url, `Bearer ${TOKEN}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await reply.text();
    expect(text).toMatch(/segue_http_requests_total\{route="\/v1\/task\/:task_id",method="GET",status="401",role="server"\} 1/);
    expect(text).toMatch(/segue_http_requests_total\{route="unmatched",method="GET",status="404",role="server"\} 1/);
    expect(text).not.toContain(taskId);
    // Process metrics, the change feed, and a queue's depth read from pg-boss's tables.
    expect(text).toMatch(/^process_cpu_user_seconds_total\{role="server"\} /m);
    expect(text).toMatch(/^segue_change_feed_listening\{role="server"\} 1$/m);
    expect(text).toMatch(/^segue_database_metrics_up\{role="server"\} 1$/m);
    expect(text).toMatch(/^segue_queue_jobs\{queue="metrics-test",state="queued",role="server"\} 1$/m);
    expect(text).toMatch(/^segue_queue_oldest_job_age_seconds\{queue="metrics-test",role="server"\} [0-9.e-]+$/m);
  });
});

describe('hasToken', () => {
  it('takes only the exact token after Bearer', () => {
    expect(hasToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasToken(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(hasToken('Bearer', TOKEN)).toBe(false);
    expect(hasToken(undefined, TOKEN)).toBe(false);
  });
});
