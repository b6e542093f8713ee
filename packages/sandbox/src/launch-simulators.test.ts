import { afterEach, describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog/generate-catalog';
import type { GroundTruth } from './ground-truth';
import { launchSimulators, type Sandbox } from './launch-simulators';
import type { SimulatorFactory } from './simulator';

const catalog = generateCatalog(3, { recordings: 60 });

/** A one-endpoint platform whose fault answers are easy to recognise. */
const fake: SimulatorFactory = (ctx) => ({
  platform: 'deezer',
  servers: {
    api: (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, path: req.url, self: ctx.url('api') }));
    },
    connect: (_req, res) => res.writeHead(204).end(),
  },
  faults: {
    rateLimited: (_req, res, retryAfter) => res.writeHead(429, { 'retry-after': String(retryAfter) }).end('{"limited":true}'),
    serverError: (_req, res) => res.writeHead(503).end('{"down":true}'),
    malformed: (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[{"id":'),
  },
  credentials: { app_id: '1', secret: 's' },
  endpointOf: (req) => `${req.method} ${(req.url ?? '').replace(/\/\d+/g, '/{id}').split('?')[0]}`,
});

let sandbox: Sandbox | undefined;
let clock = Date.parse('2026-11-23T12:00:00Z');
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function start(): Promise<Sandbox> {
  sandbox = await launchSimulators({ deezer: fake }, { catalog, now: () => clock });
  return sandbox;
}

describe('launchSimulators', () => {
  it('serves each host on a loopback port, the ground truth and the stats', async () => {
    const s = await start();
    expect(s.urls.deezer.api).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(s.urls.deezer.connect).not.toBe(s.urls.deezer.api);
    expect(s.credentials.deezer).toEqual({ app_id: '1', secret: 's' });
    const body = (await (await fetch(`${s.urls.deezer.api}/track/12?x=1`)).json()) as { self: string };
    expect(body.self).toBe(s.urls.deezer.api);
    await fetch(`${s.urls.deezer.api}/track/13`);
    await fetch(`${s.urls.deezer.connect}/oauth`);
    const truth = (await (await fetch(s.catalogUrl)).json()) as GroundTruth;
    expect(truth.recordings).toHaveLength(catalog.recordings.length);
    expect(truth.users.map((u) => u.email)).toEqual(catalog.users.map((u) => u.email));
    const viaHttp = (await (await fetch(`${s.catalogUrl}/__stats`)).json()) as ReturnType<Sandbox['stats']>;
    expect(viaHttp.platforms.deezer.endpoints).toEqual({ 'GET /track/{id}': 2, 'GET /oauth': 1 });
    expect(s.stats().requests).toBe(3);
    s.resetStats();
    expect(s.stats().platforms.deezer.requests).toBe(0);
  });

  it('delays responses by the configured latency', async () => {
    const s = await start();
    s.setFaults('deezer', { latencyMs: 120, jitterMs: 20 });
    const t0 = performance.now();
    expect((await fetch(`${s.urls.deezer.api}/x`)).status).toBe(200);
    // A lower bound only: timers never fire early by more than a millisecond.
    expect(performance.now() - t0).toBeGreaterThanOrEqual(115);
  });

  it('refuses requests past the fixed window with Retry-After until the window ends', async () => {
    const s = await start();
    s.setFaults('deezer', { rateLimit: { requests: 2, windowMs: 10_000 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${s.urls.deezer.api}/x`)).status);
    expect(statuses).toEqual([200, 200, 429]);
    clock += 4_000;
    const limited = await fetch(`${s.urls.deezer.api}/x`);
    expect(limited.headers.get('retry-after')).toBe('6');
    clock += 6_000;
    expect((await fetch(`${s.urls.deezer.api}/x`)).status).toBe(200);
    expect(s.stats().platforms.deezer.faults.rateLimited).toBe(2);
  });

  it('answers shares of 429, 5xx and malformed bodies through the platform responder', async () => {
    const s = await start();
    s.setFaults('deezer', { rateLimitedRate: 1 });
    const r429 = await fetch(`${s.urls.deezer.api}/x`);
    expect([r429.status, r429.headers.get('retry-after')]).toEqual([429, '1']);
    s.setFaults('deezer', { errorRate: 1 });
    expect((await fetch(`${s.urls.deezer.api}/x`)).status).toBe(503);
    s.setFaults('deezer', { malformedRate: 1 });
    await expect((await fetch(`${s.urls.deezer.api}/x`)).json()).rejects.toThrow();
    s.setFaults('deezer', { errorRate: 0.5 });
    const mixed = await Promise.all(Array.from({ length: 40 }, async () => (await fetch(`${s.urls.deezer.api}/x`)).status));
    expect(mixed).toContain(200);
    expect(mixed).toContain(503);
    s.setFaults('deezer', null);
    expect((await fetch(`${s.urls.deezer.api}/x`)).status).toBe(200);
    // Only the API host is faulty: token and login hosts stay reliable.
    s.setFaults('deezer', { errorRate: 1 });
    expect((await fetch(`${s.urls.deezer.connect}/x`)).status).toBe(204);
    s.setFaults('deezer', { errorRate: 1, servers: ['connect'] });
    expect((await fetch(`${s.urls.deezer.connect}/x`)).status).toBe(503);
    expect((await fetch(`${s.urls.deezer.api}/x`)).status).toBe(200);
    expect(s.stats().platforms.deezer.faults).toMatchObject({ rateLimited: 1, malformed: 1 });
  });

  it('hangs requests until the client gives up, and close() ends the ones still open', async () => {
    const s = await start();
    s.setFaults('deezer', { hangRate: 1 });
    await expect(fetch(`${s.urls.deezer.api}/x`, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    const open = fetch(`${s.urls.deezer.api}/y`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((r) => setTimeout(r, 50));
    await s.close();
    expect(await open).toBe('cut');
    expect(s.stats().platforms.deezer.faults.hung).toBe(2);
    // The ports are free: nothing answers there any more.
    await expect(fetch(`${s.urls.deezer.api}/x`)).rejects.toThrow();
    await expect(fetch(s.catalogUrl)).rejects.toThrow();
  });
});
