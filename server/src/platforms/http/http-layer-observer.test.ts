import { afterEach, describe, expect, it } from 'vitest';
import type { Observer } from '../../metrics/observer';
import { createHttpLayer } from './http-layer';
import { startTestServer } from './start-test-server';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((x) => x.close()));
});

function recording() {
  const attempts: string[] = [];
  const retries: string[] = [];
  const observer: Observer = {
    platformAttempt: ({ platform, family, outcome }) => attempts.push(`${platform} ${family} ${outcome}`),
    platformRetry: ({ platform, kind }) => retries.push(`${platform} ${kind}`),
    conversion: () => undefined,
    webhookDelivery: () => undefined,
  };
  return { attempts, retries, observer };
}

describe('the HTTP layer tells the metrics', () => {
  it('every attempt with its endpoint family and outcome, and every retry with its reason', async () => {
    // 429, then 503, then a 200; a 404 for the second call; a hang for the third.
    const server = await startTestServer((req, res, index) => {
      if (req.url?.startsWith('/v1/slow')) return;
      const status = [429, 503, 200][index] ?? 404;
      res.writeHead(status, { 'content-type': 'application/json', ...(status === 429 ? { 'retry-after': '0' } : {}) }).end('{}');
    });
    open.push(server);
    const { attempts, retries, observer } = recording();
    const layer = createHttpLayer({ observer, backoff: { baseMs: 1, capMs: 2, retryAfterCapMs: 5 }, maxRetries: 2, timeoutMs: 5_000 });
    open.push(layer);
    const http = layer.client('spotify', 'integration-1');
    await http.send({ url: `${server.url}/v1/tracks/4uLU6hMCjMI75M1A2tKUQC` });
    await http.send({ url: `${server.url}/v1/search`, query: { q: 'x' } });
    await http.send({ url: `${server.url}/v1/slow/1`, timeoutMs: 50 }).catch(() => undefined);
    expect(attempts.slice(0, 4)).toEqual(['spotify tracks 429', 'spotify tracks 5xx', 'spotify tracks 2xx', 'spotify search 4xx']);
    expect(attempts.slice(4).every((entry) => entry === 'spotify slow timeout')).toBe(true);
    expect(retries.slice(0, 2)).toEqual(['spotify rate_limited', 'spotify unavailable']);
  });

  it('each platform budget: the busiest integration’s requests left in its window, without naming an integration', async () => {
    const server = await startTestServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    open.push(server);
    let now = 1_000_000;
    const layer = createHttpLayer({ budgets: { deezer: { concurrency: 5, requests: 10, intervalMs: 5_000 } }, now: () => now });
    open.push(layer);
    for (let n = 0; n < 3; n++) await layer.client('deezer', 'app-a').send({ url: `${server.url}/track/1` });
    await layer.client('deezer', 'app-b').send({ url: `${server.url}/track/2` });
    expect(layer.budgets()).toEqual([{ platform: 'deezer', integrations: 2, limit: 10, intervalMs: 5_000, remaining: 7, waiting: 0, inFlight: 0, openCircuits: 0 }]);
    now += 5_001;
    expect(layer.budgets()[0]?.remaining).toBe(10);
  });
});
