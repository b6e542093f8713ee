/**
 * `/metrics` of a server and a worker on one database, as an operator scrapes them: a track
 * conversion (and the same again, from the caches), playlist tasks with their webhooks, and a
 * platform answering 429 are each counted, and every scrape parses as the Prometheus text format.
 */
import type { GroundTruth } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPlaylists } from './support/catalog-playlists';
import { startSegueEnv, type SegueEnv } from './support/segue-env';
import type { SegueProcess } from './support/segue-process';
import { scrapeMetrics, type Scrape } from './support/scrape-metrics';
import { sleep, startTask, waitForTasks } from './support/task-checks';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const TOKEN = 'reliability-scrape-token-0123456789';

let env: SegueEnv;
let receiver: WebhookReceiver;
let server: SegueProcess;
let worker: SegueProcess;
let workerUrl: string;

beforeAll(async () => {
  env = await startSegueEnv({ env: { SEGUE_METRICS_TOKEN: TOKEN, SEGUE_METRICS_PORT: '0' } });
  receiver = await startWebhookReceiver(0);
  const { secret } = await env.admin.services.apps.setWebhook(env.apps.a.id, receiver.url);
  receiver.setSecret(secret!);
  worker = await env.start('worker');
  const ready = worker.output().split('\n').find((line) => line.includes('"worker ready"'));
  workerUrl = `http://127.0.0.1:${(JSON.parse(ready!) as { metrics_port: number }).metrics_port}`;
  server = await env.start('server');
});

afterAll(async () => {
  await env?.close();
  await receiver?.close();
});

const convert = (url: string, target: string) =>
  fetch(`${server.url}/v1/entity/convert`, {
    method: 'POST',
    headers: { 'x-segue-public-key': env.apps.a.publicKey, 'content-type': 'application/json' },
    body: JSON.stringify({ url, target_platform: target }),
  });

/** Both processes' scrapes, and a figure summed over them (work lands on either). */
async function scrapeBoth(): Promise<{ server: Scrape; worker: Scrape; sum(name: string, labels?: Record<string, string>): number }> {
  const [fromServer, fromWorker] = await Promise.all([scrapeMetrics(server.url!, TOKEN), scrapeMetrics(workerUrl, TOKEN)]);
  return { server: fromServer, worker: fromWorker, sum: (name, labels) => fromServer.sum(name, labels) + fromWorker.sum(name, labels) };
}

describe('metrics of a server and a worker', () => {
  it('refuses a scrape without the token, on either process', async () => {
    for (const base of [server.url!, workerUrl]) {
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer not-the-token-0123456789' } })).status).toBe(401);
    }
  });

  it('count a conversion, a cached one, a platform 429 and its retry, playlist tasks and their webhook deliveries', async () => {
    const truth = (await (await fetch(env.sandbox.catalogUrl)).json()) as GroundTruth;
    const tracks = truth.recordings.filter((r) => r.kind === 'plain' && r.platforms.spotify && r.expected.deezer).slice(0, 3);
    expect(tracks).toHaveLength(3);

    // Deezer takes one request per 2 s: three conversions at once meet its 429 and wait it out.
    env.sandbox.setFaults('deezer', { rateLimit: { requests: 1, windowMs: 2_000 } });
    const replies = await Promise.all(tracks.map((track) => convert(track.platforms.spotify!.url, 'deezer')));
    env.sandbox.setFaults('deezer', null);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect((await convert(tracks[0]!.platforms.spotify!.url, 'deezer')).status).toBe(200);

    const playlists = (await catalogPlaylists(env.sandbox.catalogUrl, 'spotify', 5, 30)).slice(0, 4);
    const ids: string[] = [];
    for (const playlist of playlists) {
      const started = await startTask(server.url!, env.apps.a.publicKey, playlist, 'tidal');
      expect(started.status).toBe(201);
      ids.push(started.id!);
    }
    await waitForTasks(env, ids, 120_000);
    for (let waited = 0; receiver.distinct().size < ids.length && waited < 60_000; waited += 250) await sleep(250);
    expect(receiver.distinct().size).toBe(ids.length);
    // The delivery is counted once the attempt is logged, just after the receiver answered.
    let scrape = await scrapeBoth();
    for (let waited = 0; scrape.sum('segue_webhook_deliveries_total', { outcome: 'delivered' }) < ids.length && waited < 10_000; waited += 250) {
      await sleep(250);
      scrape = await scrapeBoth();
    }

    // The conversions, answered by the server: three found by ISRC or search, the repeat from the caches.
    expect(scrape.server.sum('segue_conversions_total', { kind: 'track' })).toBe(4);
    expect(scrape.server.sum('segue_conversions_total', { kind: 'track', outcome: 'cache' })).toBe(1);
    expect(scrape.server.sum('segue_http_requests_total', { route: '/v1/entity/convert', method: 'POST', status: '200' })).toBe(4);
    // Deezer's 429s.
    const limited = scrape.server.sum('segue_platform_requests_total', { platform: 'deezer', outcome: '429' });
    expect(limited).toBeGreaterThanOrEqual(1);
    // Each retried (an attempt that was the last one allowed is not).
    const retried = scrape.server.sum('segue_platform_retries_total', { platform: 'deezer', reason: 'rate_limited' });
    expect(retried).toBeGreaterThanOrEqual(1);
    expect(retried).toBeLessThanOrEqual(limited);
    expect(scrape.server.sum('segue_platform_requests_total', { platform: 'spotify', outcome: '2xx' })).toBeGreaterThanOrEqual(3);
    // Endpoint families, never an id.
    const endpoints = new Set(scrape.server.labelSets('segue_platform_requests_total').map((labels) => labels.endpoint));
    for (const endpoint of endpoints) expect(endpoint).toMatch(/^[A-Za-z][A-Za-z_.-]*$/);

    // The playlist tasks' tracks and their webhooks, on whichever process worked them.
    const tracksInTasks = playlists.reduce((total, playlist) => total + playlist.recording_ids.length, 0);
    expect(scrape.sum('segue_conversions_total', { kind: 'playlist_track' })).toBeGreaterThanOrEqual(tracksInTasks);
    expect(scrape.sum('segue_webhook_deliveries_total', { event: 'playlist.conversion.completed', outcome: 'delivered' })).toBe(ids.length);

    // Database-wide figures: every process reports the same.
    for (const one of [scrape.server, scrape.worker]) {
      expect(one.sum('segue_tasks', { kind: 'playlist', state: 'completed' })).toBe(ids.length);
      expect(one.sum('segue_queue_jobs', { queue: 'playlist-conversion', state: 'queued' })).toBe(0);
      expect(one.labelSets('segue_queue_oldest_job_age_seconds').map((labels) => labels.queue)).toContain('webhook-delivery');
      expect(one.sum('segue_change_feed_listening')).toBe(1);
      expect(one.sum('segue_database_metrics_up')).toBe(1);
      expect(one.sum('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    }
    expect(scrape.worker.labelSets('process_cpu_user_seconds_total')[0]).toEqual({ role: 'worker' });
    expect(scrape.server.labelSets('process_cpu_user_seconds_total')[0]).toEqual({ role: 'server' });
    // The server's rate budgets per platform, as gauges.
    expect(scrape.server.labelSets('segue_platform_budget_remaining').map((labels) => labels.platform)).toEqual(expect.arrayContaining(['spotify', 'deezer']));
    const latency = scrape.server.families.find((family) => family.name === 'segue_http_request_duration_seconds');
    expect(latency?.type).toBe('HISTOGRAM');
  });
});
