import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterContract } from '../../../test/support/platforms/adapter-contract';
import { startPlatformSandbox, type PlatformSandbox } from '../../../test/support/platforms/platform-sandbox';
import type { PlatformAdapter } from '../types';
import { createDeezerAdapter } from './adapter';
import { classifyDeezer } from './api';

let env: PlatformSandbox;
let adapter: PlatformAdapter;

beforeAll(async () => {
  env = await startPlatformSandbox('deezer');
  adapter = createDeezerAdapter({ baseUrls: { api: env.sandbox.urls.deezer.api! }, http: env.http });
});
afterAll(() => env.close());

describe('Deezer adapter', () => {
  adapterContract({
    platform: 'deezer',
    env: () => env,
    adapter: () => adapter,
    missing: { track: '1', playlist: '1' },
    isrc: { endpoint: 'GET /track/isrc:{isrc}', requestsFor: (n) => n },
    playlistLengths: [12, 101, 300, 1000],
  });

  it('reads ids beyond 32 bits as exact strings', async () => {
    const playlist = env.catalog.playlists.find((p) => p.platform === 'deezer' && Number(p.platformId) > 2 ** 32)!;
    await expect(adapter.getPlaylist(playlist.platformId)).resolves.toMatchObject({ id: playlist.platformId });
  });

  it('retries the quota (4) and busy (700) codes Deezer sends in 200 bodies', () => {
    const body = (code: number) => ({ status: 200, headers: {}, body: { error: { type: 'Exception', message: 'x', code } } });
    expect(classifyDeezer(body(4))).toEqual({ kind: 'rate_limited', retryAfterMs: 1_000 });
    expect(classifyDeezer(body(700))).toEqual({ kind: 'unavailable' });
    expect(classifyDeezer(body(800))).toBeUndefined();
    expect(classifyDeezer({ status: 200, headers: {}, body: { id: 3 } })).toBeUndefined();
  });

  it('absorbs a quota window: more requests than allowed still all succeed', async () => {
    env.sandbox.setFaults('deezer', { rateLimit: { requests: 6, windowMs: 30 } });
    try {
      const ids = env.catalog.recordings.filter((r) => r.platforms.deezer).slice(0, 12).map((r) => r.platforms.deezer!.id);
      const tracks = await Promise.all(ids.map((id) => adapter.getTrack(id)));
      expect(tracks.map((t) => t.id)).toEqual(ids);
      expect(env.sandbox.stats().platforms.deezer.faults.rateLimited).toBeGreaterThan(0);
    } finally {
      env.sandbox.setFaults('deezer', null);
    }
  });
});
