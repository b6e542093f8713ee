import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from './schemas/spotify-wire';
import { startSpotifySandbox, type SpotifyTestSandbox } from './schemas/spotify-test-sandbox';

let t: SpotifyTestSandbox;
let trackPath = '';
beforeAll(async () => {
  t = await startSpotifySandbox(100);
  trackPath = `/v1/tracks/${t.catalog.recordings.find((r) => r.platforms.spotify)?.platforms.spotify?.id}`;
});
afterEach(() => t.sandbox.setFaults('spotify', null));
afterAll(() => t.sandbox.close());

describe('Spotify faults', () => {
  it('answers 429 with Retry-After and the rate-limit error past the window', async () => {
    t.sandbox.setFaults('spotify', { rateLimit: { requests: 3, windowMs: 30_000 } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.get(trackPath)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.get(trackPath);
    expect(errorSchema.parse(limited.body).error).toEqual({ status: 429, message: 'API rate limit exceeded' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    t.advance(30_000);
    expect((await t.get(trackPath)).status).toBe(200);
  });

  it('answers forced 429s and 503s with Spotify error bodies', async () => {
    t.sandbox.setFaults('spotify', { rateLimitedRate: 1 });
    const limited = await t.get(trackPath);
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '1']);
    t.sandbox.setFaults('spotify', { errorRate: 1 });
    const down = await t.get(trackPath);
    expect(down.status).toBe(503);
    expect(errorSchema.parse(down.body).error.status).toBe(503);
  });

  it('sends a body that is not JSON', async () => {
    t.sandbox.setFaults('spotify', { malformedRate: 1 });
    const res = await t.get(trackPath);
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
    expect(() => JSON.parse(res.body as string) as unknown).toThrow();
  });

  it('hangs until the client times out, and adds latency', async () => {
    t.sandbox.setFaults('spotify', { hangRate: 1 });
    const url = `${t.sandbox.urls.spotify.api}${trackPath}`;
    await expect(fetch(url, { headers: { authorization: `Bearer ${t.token}` }, signal: AbortSignal.timeout(100) })).rejects.toThrow(/abort|timeout/i);
    t.sandbox.setFaults('spotify', { latencyMs: 80 });
    const started = performance.now();
    expect((await t.get(trackPath)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
    expect(t.sandbox.stats().platforms.spotify.faults.hung).toBe(1);
  });

  it('leaves the accounts host reliable while the API host fails', async () => {
    t.sandbox.setFaults('spotify', { errorRate: 1 });
    const { client_id = '', client_secret = '' } = t.sandbox.credentials.spotify;
    expect((await t.requestToken({ body: { grant_type: 'client_credentials' }, basic: [client_id, client_secret] })).status).toBe(200);
  });
});
