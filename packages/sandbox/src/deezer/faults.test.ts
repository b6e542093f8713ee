import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema, trackSchema } from './schemas/deezer-wire';
import { startDeezerSandbox, type DeezerTestSandbox } from './schemas/deezer-test-sandbox';

let t: DeezerTestSandbox;
let trackPath = '';
beforeAll(async () => {
  t = await startDeezerSandbox(100);
  trackPath = `/track/${t.catalog.recordings.find((r) => r.platforms.deezer)?.platforms.deezer?.id}`;
});
afterEach(() => t.sandbox.setFaults('deezer', null));
afterAll(() => t.sandbox.close());

describe('Deezer faults', () => {
  it('throttles past the window with the code-4 quota body in an HTTP 200', async () => {
    t.sandbox.setFaults('deezer', { rateLimit: { requests: 50, windowMs: 5_000 } });
    const bodies = [];
    for (let i = 0; i < 51; i++) bodies.push((await t.get(trackPath)).body);
    for (const body of bodies.slice(0, 50)) trackSchema.parse(body);
    const last = await t.get(trackPath);
    expect(last.status).toBe(200);
    expect(errorSchema.parse(last.body).error).toEqual({ type: 'Exception', message: 'Quota limit exceeded', code: 4 });
    // Deezer gives no Retry-After: clients must back off on their own.
    expect(last.headers.get('retry-after')).toBeNull();
    t.advance(5_000);
    trackSchema.parse((await t.get(trackPath)).body);
    expect(t.sandbox.stats().platforms.deezer.faults.rateLimited).toBe(2);
  });

  it('answers forced quota errors and both kinds of server error', async () => {
    t.sandbox.setFaults('deezer', { rateLimitedRate: 1 });
    expect(errorSchema.parse((await t.get(trackPath)).body).error.code).toBe(4);
    t.sandbox.setFaults('deezer', { errorRate: 1 });
    const answers = await Promise.all(Array.from({ length: 16 }, () => t.get(trackPath)));
    const busy = answers.filter((a) => a.status === 200);
    const edge = answers.filter((a) => a.status >= 500);
    expect(busy.length + edge.length).toBe(16);
    for (const a of busy) expect(errorSchema.parse(a.body).error).toEqual({ type: 'Exception', message: 'Service busy', code: 700 });
    for (const a of edge) expect([502, 503]).toContain(a.status);
    expect(busy.length).toBeGreaterThan(0);
    expect(edge.length).toBeGreaterThan(0);
  });

  it('sends malformed bodies, hangs, and delays', async () => {
    t.sandbox.setFaults('deezer', { malformedRate: 1 });
    const broken = await t.get(trackPath);
    expect([broken.status, typeof broken.body]).toEqual([200, 'string']);
    t.sandbox.setFaults('deezer', { hangRate: 1 });
    await expect(fetch(`${t.sandbox.urls.deezer.api}${trackPath}`, { signal: AbortSignal.timeout(100) })).rejects.toThrow(/abort|timeout/i);
    t.sandbox.setFaults('deezer', { latencyMs: 60, jitterMs: 30 });
    const started = performance.now();
    trackSchema.parse((await t.get(trackPath)).body);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});
