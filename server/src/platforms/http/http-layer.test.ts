import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../errors/platform-error';
import { createLocalWindows } from './budget-windows';
import { createHttpLayer, type HttpLayer, type HttpLayerOptions } from './http-layer';
import { startTestServer, type TestServer } from './start-test-server';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((x) => x.close()));
});

function layer(options: HttpLayerOptions = {}): { layer: HttpLayer; delays: number[] } {
  const delays: number[] = [];
  const created = createHttpLayer({
    backoff: { baseMs: 1, capMs: 4, retryAfterCapMs: 50 },
    random: () => 0.5,
    onRetry: (event) => delays.push(event.delayMs),
    ...options,
  });
  open.push(created);
  return { layer: created, delays };
}

async function server(handle: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const started = await startTestServer(handle);
  open.push(started);
  return started;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  [status, { 'content-type': 'application/json', ...headers }, JSON.stringify(body)] as const;

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PlatformError)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

describe('createHttpLayer', () => {
  it('retries 5xx until the platform answers, counting every attempt', async () => {
    const srv = await server((_req, res, i) => {
      const [status, headers, body] = i < 2 ? json(503, { error: 'down' }) : json(200, { ok: true });
      res.writeHead(status, headers).end(body);
    });
    const { layer: http } = layer();
    const response = await http.client('spotify', 'app-1').send({ url: `${srv.url}/x` });
    expect(response).toMatchObject({ status: 200, body: { ok: true } });
    expect(srv.hits()).toBe(3);
    expect(http.stats().spotify).toEqual({ requests: 3, retries: 2, failures: 0 });
    expect(http.stats().deezer.requests).toBe(0);
  });

  it('gives up after maxRetries with unavailable and the last status', async () => {
    const srv = await server((_req, res) => res.writeHead(502).end('bad gateway'));
    const { layer: http } = layer({ maxRetries: 2 });
    const error = await failure(http.client('tidal', 'a').send({ url: srv.url }));
    expect(error).toMatchObject({ code: 'unavailable', platform: 'tidal', status: 502 });
    expect(srv.hits()).toBe(3);
    expect(http.stats().tidal.failures).toBe(1);
  });

  it('waits at least Retry-After (seconds or HTTP date), capped', async () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const srv = await server((_req, res, i) => {
      if (i === 0) res.writeHead(429, { 'retry-after': '0' }).end();
      else if (i === 1) res.writeHead(429, { 'retry-after': 'Mon, 23 Nov 2026 12:00:00 GMT' }).end();
      else if (i === 2) res.writeHead(429, { 'retry-after': '3600' }).end();
      else res.writeHead(200).end('{}');
    });
    const { layer: http, delays } = layer({ now: () => now, random: () => 0 });
    await http.client('spotify', 'a').send({ url: srv.url });
    // Full jitter with random 0 alone would retry at once: the 3600 s floor is what waits, capped at 50 ms.
    expect(delays).toEqual([0, 0, 50]);
  });

  it('turns an exhausted 429 into rate_limited with the platform wish', async () => {
    const srv = await server((_req, res) => res.writeHead(429, { 'retry-after': '9' }).end());
    const { layer: http } = layer({ maxRetries: 1 });
    const error = await failure(http.client('spotify', 'a').send({ url: srv.url }));
    expect(error).toMatchObject({ code: 'rate_limited', status: 429, retryAfterMs: 9_000 });
    expect(srv.hits()).toBe(2);
  });

  it('retries what classify says is a failure inside a 200 body (Deezer quota)', async () => {
    const srv = await server((_req, res, i) => {
      const body = i === 0 ? { error: { type: 'Exception', message: 'Quota limit exceeded', code: 4 } } : { id: 3 };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    const { layer: http } = layer();
    const response = await http.client('deezer', 'a').send({
      url: srv.url,
      classify: (r) => ((r.body as { error?: { code?: number } }).error?.code === 4 ? 'rate_limited' : undefined),
    });
    expect(response.body).toEqual({ id: 3 });
    expect(srv.hits()).toBe(2);
  });

  it('lets classify set a waiting floor where the platform sends no Retry-After', async () => {
    const srv = await server((_req, res, i) => res.writeHead(200).end(i === 0 ? '{"error":{"code":4}}' : '{}'));
    const { layer: http, delays } = layer({ random: () => 0 });
    await http.client('deezer', 'a').send({
      url: srv.url,
      classify: (r) => ((r.body as { error?: unknown }).error ? { kind: 'rate_limited', retryAfterMs: 30 } : undefined),
    });
    expect(delays).toEqual([30]);
  });

  it('times out a request that never answers, then reports unavailable', async () => {
    const srv = await server(() => undefined);
    const { layer: http } = layer({ timeoutMs: 60, maxRetries: 1 });
    const error = await failure(http.client('ytmusic', 'a').send({ url: srv.url }));
    expect(error.code).toBe('unavailable');
    expect(error.message).toContain('timed out');
    // Both attempts were made; whether the second reached the server before its timeout depends on load.
    expect(http.stats().ytmusic).toMatchObject({ requests: 2, retries: 1, failures: 1 });
  });

  it('reports a refused connection as unavailable', async () => {
    const srv = await server((_req, res) => res.end());
    const url = srv.url;
    await srv.close();
    const { layer: http } = layer({ maxRetries: 1 });
    const error = await failure(http.client('deezer', 'a').send({ url }));
    expect(error.code).toBe('unavailable');
    expect(http.stats().deezer.requests).toBe(2);
  });

  describe('a write (POST) that may have been applied is never sent twice', () => {
    it('gives up at the first 5xx or timeout, so a track is not added twice', async () => {
      const srv = await server((_req, res, i) => (i === 0 ? res.writeHead(503).end('busy') : res.writeHead(201).end('{}')));
      const { layer: http } = layer({ maxRetries: 3, timeoutMs: 60 });
      const error = await failure(http.client('spotify', 'a').send({ method: 'POST', url: srv.url, json: { uris: ['x'] } }));
      expect(error).toMatchObject({ code: 'unavailable', status: 503 });
      expect(srv.hits()).toBe(1);

      const silent = await server(() => undefined);
      const timedOut = await failure(http.client('deezer', 'a').send({ method: 'POST', url: silent.url }));
      expect(timedOut.message).toContain('timed out');
      expect(http.stats().deezer).toMatchObject({ requests: 1, retries: 0 });
    });

    it('is sent again after a 429, a quota error in the body or a refused connection: the platform did not take it', async () => {
      const srv = await server((_req, res, i) => {
        if (i === 0) return res.writeHead(429, { 'retry-after': '0' }).end();
        if (i === 1) return res.writeHead(200, { 'content-type': 'application/json' }).end('{"error":{"code":4}}');
        return res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":1}');
      });
      const { layer: http } = layer({ maxRetries: 3 });
      const response = await http.client('deezer', 'a').send({
        method: 'POST',
        url: srv.url,
        classify: (r) => ((r.body as { error?: unknown }).error ? 'rate_limited' : undefined),
      });
      expect(response.body).toEqual({ id: 1 });
      expect(srv.hits()).toBe(3);

      const closed = await server((_req, res) => res.end());
      await closed.close();
      await failure(http.client('tidal', 'a').send({ method: 'POST', url: closed.url }));
      expect(http.stats().tidal.requests).toBe(4);
    });

    it('is retried like a read when the request says sending it twice is harmless', async () => {
      const srv = await server((_req, res, i) => (i === 0 ? res.writeHead(502).end() : res.writeHead(200, { 'content-type': 'application/json' }).end('{}')));
      const { layer: http } = layer();
      await http.client('ytmusic', 'a').send({ method: 'POST', idempotent: true, url: srv.url });
      expect(srv.hits()).toBe(2);
    });
  });

  it('retries an invalid JSON body, then reports bad_response', async () => {
    const srv = await server((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"trunc'));
    const { layer: http } = layer({ maxRetries: 1 });
    const error = await failure(http.client('applemusic', 'a').send({ url: srv.url }));
    expect(error.code).toBe('bad_response');
    expect(srv.hits()).toBe(2);
  });

  it('hands 4xx other than 429 back to the adapter without retrying', async () => {
    const srv = await server((_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"e":1}'));
    const { layer: http } = layer();
    const response = await http.client('tidal', 'a').send({ url: srv.url, query: { id: 5, skip: undefined } });
    expect(response).toMatchObject({ status: 404, body: { e: 1 } });
    expect(srv.hits()).toBe(1);
  });

  it('sends query, JSON and form bodies', async () => {
    const seen: string[] = [];
    const srv = await server((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${req.headers['content-type']} ${body}`);
        res.writeHead(200).end('{}');
      });
    });
    const { layer: http } = layer();
    const c = http.client('spotify', 'a');
    await c.send({ url: `${srv.url}/a`, query: { q: 'isrc:X Y', n: 2 } });
    await c.send({ method: 'POST', url: `${srv.url}/b`, json: { a: 1 } });
    await c.send({ method: 'POST', url: `${srv.url}/c`, form: { grant_type: 'client_credentials' } });
    expect(seen).toEqual([
      'GET /a?q=isrc%3AX+Y&n=2 undefined ',
      'POST /b application/json {"a":1}',
      'POST /c application/x-www-form-urlencoded grant_type=client_credentials',
    ]);
  });

  it('opens the circuit when most attempts fail and lets a probe through after a while', async () => {
    let healthy = false;
    const srv = await server((_req, res) => (healthy ? res.writeHead(200).end('{}') : res.writeHead(500).end()));
    const { layer: http } = layer({ maxRetries: 0, breaker: { minimumAttempts: 2, windowMs: 5_000, halfOpenAfterMs: 60 } });
    const c = http.client('spotify', 'app-1');
    expect((await failure(c.send({ url: srv.url }))).status).toBe(500);
    expect((await failure(c.send({ url: srv.url }))).status).toBe(500);
    const open = await failure(c.send({ url: srv.url }));
    expect(open.code).toBe('unavailable');
    expect(open.message).toContain('paused');
    expect(srv.hits()).toBe(2);
    // Another integration of the same platform has its own circuit.
    expect((await failure(http.client('spotify', 'app-2').send({ url: srv.url }))).status).toBe(500);
    healthy = true;
    await new Promise((resolve) => setTimeout(resolve, 80));
    await expect(c.send({ url: srv.url })).resolves.toMatchObject({ status: 200 });
    await expect(c.send({ url: srv.url })).resolves.toMatchObject({ status: 200 });
    expect(srv.hits()).toBe(5);
  });

  it('keeps the circuit closed when only some attempts fail', async () => {
    const srv = await server((_req, res, i) => (i % 3 === 0 ? res.writeHead(503).end() : res.writeHead(200).end('{}')));
    const { layer: http } = layer({ maxRetries: 2, breaker: { minimumAttempts: 2, windowMs: 5_000, halfOpenAfterMs: 60_000 } });
    const c = http.client('tidal', 'a');
    for (let i = 0; i < 12; i++) await expect(c.send({ url: srv.url })).resolves.toMatchObject({ status: 200 });
    expect(http.stats().tidal.retries).toBe(6);
  });

  it('keeps each integration within its concurrency budget', async () => {
    let inFlight = 0;
    let peak = 0;
    const srv = await server((_req, res) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      setTimeout(() => {
        inFlight--;
        res.writeHead(200).end('{}');
      }, 15);
    });
    const { layer: http } = layer({ budgets: { deezer: { concurrency: 2, requests: 100, intervalMs: 1_000 } } });
    const c = http.client('deezer', 'a');
    await Promise.all(Array.from({ length: 6 }, () => c.send({ url: srv.url })));
    expect(peak).toBe(2);
    expect(srv.hits()).toBe(6);
  });

  it('keeps the request budget of an integration across layers counting in the same windows, waiting for the next window', async () => {
    const srv = await server((_req, res) => res.writeHead(200).end('{}'));
    // Two layers on one set of windows stand for two processes on one database.
    const windows = createLocalWindows();
    let t = 1_800_000_000_000;
    let wake: Array<() => void> = [];
    const sleep = () => new Promise<void>((resolve) => wake.push(resolve));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    const nextWindow = async () => {
      t += 1_000;
      for (const resolve of wake.splice(0)) resolve();
      await settle();
    };
    const budgets = { deezer: { concurrency: 4, requests: 3, intervalMs: 1_000 } };
    const [first, second] = [layer({ budgets, windows, now: () => t, sleep }).layer, layer({ budgets, windows, now: () => t, sleep }).layer];
    const sends = Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? first : second).client('deezer', 'app:deezer').send({ url: srv.url })));
    await settle();
    // Three a window for both together.
    expect(srv.hits()).toBe(3);
    await nextWindow();
    expect(srv.hits()).toBe(6);
    await nextWindow();
    await sends;
    expect(srv.hits()).toBe(8);
    expect(first.budgetReadings()).toEqual([expect.objectContaining({ platform: 'deezer', integration: 'app:deezer', limit: 3 })]);
    wake = [];
  });
});
