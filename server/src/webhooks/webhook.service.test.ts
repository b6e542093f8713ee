import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShortLinkRepository } from '../share/short-link.repository';
import { createTaskRepository } from '../tasks/task.repository';
import { createApp } from '../composition/create-app';
import { silentLogger } from '../runtime/logger';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { listenForTest, type TestServer } from '../../test/support/test-server';
import { registerWebhookJobs } from './webhook-jobs';
import { createWebhookRepository } from './webhook.repository';
import { createWebhookService, WEBHOOK_QUEUE, type DeliveryJob, type WebhookService } from './webhook.service';

interface Received {
  path: string;
  id: string;
  timestamp: number;
  signature: string;
  body: string;
  at: number;
}

let db: TestDatabase;
let boss: PgBoss;
let webhooks: WebhookService;
let receiver: Server;
let receiverUrl: string;
let api: TestServer;
const received: Received[] = [];
/** Failures each path answers with before it answers 200. */
const failuresLeft = new Map<string, number>();

beforeAll(async () => {
  db = await createTestDatabase();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({
        path,
        id: String(req.headers['webhook-id']),
        timestamp: Number(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        body,
        at: Date.now(),
      });
      const left = failuresLeft.get(path) ?? 0;
      failuresLeft.set(path, left - 1);
      res.writeHead(left > 0 ? 500 : 200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  boss = new PgBoss({ connectionString: db.url, max: 3 });
  boss.on('error', () => {});
  await boss.start();
  webhooks = createWebhookService({ pool: db.pool, apps: db.services.apps, tasks: db.services.conversion.tasks, queue: boss, schedule: [1, 2] });
  await registerWebhookJobs(boss, webhooks, silentLogger, { work: true, allowPrivate: true, pollingIntervalSeconds: 0.5 });
  const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 10_000, bodyLimitBytes: 100 * 1024 };
  api = await listenForTest(createApp({ services: { ...db.services, webhooks }, pool: db.pool, config, log: silentLogger }));
}, 60_000);

afterAll(async () => {
  await api?.close();
  await boss?.stop({ graceful: false, timeout: 2_000 });
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
  await db?.close();
});

/** A finished playlist task of the app, written the way the conversion engine writes it. */
async function finishedTask(appId: string, status: 'completed' | 'failed'): Promise<string> {
  const id = randomUUID();
  const shortId = randomUUID().replace(/-/g, '').slice(0, 8);
  const page = { entity: 'playlist' as const, title: 'P', subtitle: '', cover: '', links: {} };
  await createShortLinkRepository(db.pool).insertPlaylist(shortId, { platform: 'spotify', id: '37i9dQZF1DXcBWIGoYBM5M' }, page);
  const tasks = createTaskRepository(db.pool);
  await tasks.create({ id, appId, shortId, url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', sourcePlatform: 'spotify', sourceId: '37i9dQZF1DXcBWIGoYBM5M', targetPlatform: 'deezer' });
  if (status === 'completed') {
    await tasks.complete(id, {
      meta: { entity: 'playlist', title: 'P', owner: 'o', cover: '', url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', short_url: shortId, share_url: `http://x/s/${shortId}`, length: '0 min' },
      platforms: {},
    } as never);
  } else {
    await tasks.fail(id, { platform: 'deezer', error: 'EPLATFORMUNAVAILABLE', message: 'Deezer is unavailable' });
  }
  return id;
}

/** Polls `probe` (every 100 ms, for up to 20 s) until it gives a value. */
function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (value === undefined) throw new Error(`timed out waiting for ${what}`);
      return value;
    },
    { timeout: 20_000, interval: 100 },
  );
}

/**
 * Waits until every delivery job of the message has finished, then gives the attempts they
 * were for. Each attempt queues the next in the transaction that logs it, so once all are
 * finished nothing is left that could post again: no need to wait and watch the receiver.
 */
async function settledAttempts(messageId: string): Promise<number[]> {
  const jobs = await until('every delivery job finished', async () => {
    const found = await boss.findJobs<DeliveryJob>(WEBHOOK_QUEUE, { data: { messageId } });
    return found.length > 0 && found.every((job) => job.state === 'completed') ? found : undefined;
  });
  return jobs.map((job) => job.data.attempt).sort((a, b) => a - b);
}

const verify = (secret: string, entry: Received) =>
  `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64')).update(`${entry.id}.${entry.timestamp}.${entry.body}`).digest('base64')}`;

describe('webhook delivery', () => {
  // The two schedule cases mostly wait out the real 1 s and 2 s backoff of their own app and
  // receiver path: they wait side by side.
  it.concurrent('retries a failing receiver on the schedule with one webhook-id, logs every attempt, then stops', async () => {
    const { app, privateKey } = await db.services.apps.create({ name: 'Retries' });
    const { secret } = await db.services.apps.setWebhook(app.id, `${receiverUrl}/retries`);
    failuresLeft.set('/retries', 2);
    const taskId = await finishedTask(app.id, 'completed');

    const messageId = await webhooks.taskSettled(taskId);
    expect(messageId).toMatch(/^msg_[A-Za-z0-9_-]{24}$/);
    // Settling the same task again (a job re-run after a crash) queues nothing new.
    expect(await webhooks.taskSettled(taskId)).toBeUndefined();

    const hits = await until('three attempts', () => {
      const list = received.filter((entry) => entry.path === '/retries');
      return list.length >= 3 ? list : undefined;
    });
    expect(await settledAttempts(messageId!)).toEqual([1, 2, 3]);
    expect(received.filter((entry) => entry.path === '/retries')).toHaveLength(3);
    expect(new Set(hits.map((entry) => entry.id))).toEqual(new Set([messageId]));
    for (const entry of hits) expect(entry.signature).toBe(verify(secret!, entry));
    expect(new Set(hits.map((entry) => entry.body)).size).toBe(1);

    // The body is the event around the task exactly as GET /v1/task/{id} answers it.
    const body = JSON.parse(hits[0]!.body) as { type: string; timestamp: string; data: unknown };
    expect(body.type).toBe('playlist.conversion.completed');
    const task = await api.call(`/v1/task/${taskId}`, { headers: { 'x-segue-public-key': app.publicKey } });
    expect(body.data).toEqual(task.body);

    const log = await api.call('/v1/app/webhooks/deliveries', { headers: { 'x-segue-key': privateKey! } });
    expect(log.status).toBe(200);
    const rows = (log.body.data as { attempt: number; status_code: number; webhook_id: string; error: string | null; next_attempt_at: string | null; attempted_at: string }[])
      .slice()
      .reverse();
    expect(rows.map((row) => [row.attempt, row.status_code, row.webhook_id])).toEqual([
      [1, 500, messageId],
      [2, 500, messageId],
      [3, 200, messageId],
    ]);
    expect(rows[0]!.error).toBe('answered 500');
    expect(rows[2]!.error).toBeNull();
    // Backoff: the log names each next attempt 1 s, then 2 s after the failed one, and the
    // receiver saw no attempt before it was due.
    const gaps = rows.map((row) => (row.next_attempt_at ? Date.parse(row.next_attempt_at) - Date.parse(row.attempted_at) : null));
    expect(gaps).toEqual([1_000, 2_000, null]);
    expect(hits[1]!.at).toBeGreaterThanOrEqual(Date.parse(rows[0]!.next_attempt_at!) - 100);
    expect(hits[2]!.at).toBeGreaterThanOrEqual(Date.parse(rows[1]!.next_attempt_at!) - 100);
  });

  it.concurrent('gives up after the last scheduled attempt', async () => {
    const { app, privateKey } = await db.services.apps.create({ name: 'Down' });
    await db.services.apps.setWebhook(app.id, `${receiverUrl}/down`);
    failuresLeft.set('/down', 1_000);
    const taskId = await finishedTask(app.id, 'failed');
    const messageId = await webhooks.taskSettled(taskId);
    await until('three failed attempts', () => (received.filter((entry) => entry.path === '/down').length >= 3 ? true : undefined));
    expect(await settledAttempts(messageId!)).toEqual([1, 2, 3]);
    const hits = received.filter((entry) => entry.path === '/down');
    expect(hits).toHaveLength(3);
    expect((JSON.parse(hits[0]!.body) as { type: string }).type).toBe('playlist.conversion.failed');
    const log = await api.call('/v1/app/webhooks/deliveries?limit=2', { headers: { 'x-segue-key': privateKey! } });
    const rows = log.body.data as { attempt: number; next_attempt_at: string | null }[];
    expect(rows.map((row) => [row.attempt, row.next_attempt_at])).toEqual([
      [3, null],
      [2, expect.any(String)],
    ]);
  });

  it('refuses a private address outside sandbox mode and logs why', async () => {
    const { app, privateKey } = await db.services.apps.create({ name: 'Private' });
    await db.services.apps.setWebhook(app.id, `${receiverUrl}/private`);
    const strict = createWebhookService({ pool: db.pool, apps: db.services.apps, tasks: db.services.conversion.tasks, queue: boss, schedule: [] });
    // The message is written without a job: a queued job would be taken by this file's worker,
    // which allows private addresses, and could deliver it first.
    const messageId = `msg_private${randomUUID().slice(0, 8)}`;
    await createWebhookRepository(db.pool).insertMessage({ id: messageId, appId: app.id, event: 'playlist.conversion.completed', body: '{"any":"payload"}', dedupeKey: messageId });
    await strict.deliver({ messageId, attempt: 1 }, { allowPrivate: false });
    expect(received.some((entry) => entry.path === '/private')).toBe(false);
    const log = await api.call('/v1/app/webhooks/deliveries', { headers: { 'x-segue-key': privateKey! } });
    const rows = log.body.data as { error: string; status_code: number | null }[];
    expect(rows[0]!.status_code).toBeNull();
    expect(rows[0]!.error).toMatch(/127\.0\.0\.1, a private or loopback address/);
  });

  it('queues nothing for an app without a webhook', async () => {
    const { app } = await db.services.apps.create({ name: 'No hook' });
    const taskId = await finishedTask(app.id, 'completed');
    expect(await webhooks.taskSettled(taskId)).toBeUndefined();
  });
});

describe('redelivery', () => {
  it('sends a delivered event once more with its webhook-id and body, numbered after the last attempt, and does not retry it', async () => {
    const { app, privateKey } = await db.services.apps.create({ name: 'Again' });
    const other = await db.services.apps.create({ name: 'Not again' });
    await db.services.apps.setWebhook(app.id, `${receiverUrl}/again`);
    const messageId = (await webhooks.enqueueWebhook(app.id, 'playlist.conversion.completed', { n: 1 }))!;
    await until('the first delivery', () => (received.some((entry) => entry.path === '/again') ? true : undefined));
    await settledAttempts(messageId);

    failuresLeft.set('/again', 10);
    await webhooks.redeliver(app.id, messageId);
    // Every job of the message finished, and the failed redelivery queued no retry.
    await until('the redelivery', async () => {
      const jobs = await boss.findJobs<DeliveryJob>(WEBHOOK_QUEUE, { data: { messageId } });
      return jobs.length === 2 && jobs.every((job) => job.state === 'completed') ? true : undefined;
    });
    const hits = received.filter((entry) => entry.path === '/again');
    expect(hits).toHaveLength(2);
    expect(hits[1]!.id).toBe(messageId);
    expect(hits[1]!.body).toBe(hits[0]!.body);
    const log = await api.call('/v1/app/webhooks/deliveries', { headers: { 'x-segue-key': privateKey! } });
    const rows = log.body.data as { attempt: number; status_code: number; next_attempt_at: string | null }[];
    expect(rows.map((row) => [row.attempt, row.status_code, row.next_attempt_at])).toEqual([
      [2, 500, null],
      [1, 200, null],
    ]);

    await expect(webhooks.redeliver(other.app.id, messageId)).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(webhooks.redeliver(app.id, 'msg_unknown')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(webhooks.redeliver(app.id, "'; DROP TABLE apps; --")).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('GET /v1/app/webhooks/deliveries', () => {
  it('needs the private key, and shows one app only its own log', async () => {
    const { app, privateKey } = await db.services.apps.create({ name: 'Other' });
    const withPublic = await api.call('/v1/app/webhooks/deliveries', { headers: { 'x-segue-public-key': app.publicKey } });
    expect(withPublic.status).toBe(401);
    expect(withPublic.body).toMatchObject({ error: 'EUNAUTHORIZED', status: 401 });
    const own = await api.call('/v1/app/webhooks/deliveries', { headers: { 'x-segue-key': privateKey! } });
    expect(own.body).toMatchObject({ status: 200, data: [] });
  });

  it('answers 400 for a bad limit', async () => {
    const { privateKey } = await db.services.apps.create({ name: 'Limits' });
    for (const limit of ['0', '101', 'abc', '1e3']) {
      const reply = await api.call(`/v1/app/webhooks/deliveries?limit=${limit}`, { headers: { 'x-segue-key': privateKey! } });
      expect(reply.body).toMatchObject({ error: 'EBADREQUEST', status: 400 });
    }
  });
});

describe('delivery log retention', () => {
  it('prunes attempts and messages older than the retention period', async () => {
    const { app } = await db.services.apps.create({ name: 'Old' });
    await db.services.apps.setWebhook(app.id, `${receiverUrl}/old`);
    const messageId = await webhooks.enqueueWebhook(app.id, 'playlist.conversion.completed', {});
    await until('the delivery', () => (received.some((entry) => entry.path === '/old') ? true : undefined));
    await until('the log row', async () => ((await db.pool.query('SELECT 1 FROM webhook_deliveries WHERE message_id = $1', [messageId])).rowCount ? true : undefined));
    await db.pool.query(`UPDATE webhook_deliveries SET attempted_at = now() - interval '31 days' WHERE message_id = $1`, [messageId]);
    await db.pool.query(`UPDATE webhook_messages SET created_at = now() - interval '31 days' WHERE id = $1`, [messageId]);
    expect(await webhooks.prune(30)).toBeGreaterThanOrEqual(1);
    expect((await db.pool.query('SELECT 1 FROM webhook_messages WHERE id = $1', [messageId])).rowCount).toBe(0);
  });
});
