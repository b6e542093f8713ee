import { PLATFORM_KEYS } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroundTruth } from './ground-truth';
import type { Sandbox } from './launch-simulators';
import { startSandbox } from './start-sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5, recordings: 200, faults: { deezer: { errorRate: 1 } } });
});
afterAll(() => sandbox.close());

describe('startSandbox', () => {
  it('starts every platform on its own loopback ports, with credentials', () => {
    const ports = new Set<string>();
    for (const p of PLATFORM_KEYS) {
      expect(sandbox.urls[p].api).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      for (const url of Object.values(sandbox.urls[p])) ports.add(url);
    }
    expect(sandbox.urls.spotify.accounts).toBeDefined();
    expect(Object.keys(sandbox.credentials.spotify).sort()).toEqual(['client_id', 'client_secret']);
    expect(Object.keys(sandbox.credentials.deezer).sort()).toEqual(['app_id', 'secret']);
    expect(ports.size).toBe(Object.values(sandbox.urls).reduce((n, hosts) => n + Object.keys(hosts).length, 0));
  });

  it('serves a ground truth that agrees with what Spotify and Deezer serve', async () => {
    const truth = (await (await fetch(sandbox.catalogUrl)).json()) as GroundTruth;
    expect(truth.seed).toBe(5);
    const r = truth.recordings.find((x) => x.platforms.spotify && x.platforms.deezer);
    expect(r).toBeDefined();
    if (!r) return;
    const { client_id = '', client_secret = '' } = sandbox.credentials.spotify;
    const tokenRes = await fetch(`${sandbox.urls.spotify.accounts}/api/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${client_id}:${client_secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const spotify = (await (await fetch(`${sandbox.urls.spotify.api}/v1/tracks/${r.platforms.spotify?.id}`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as {
      name: string;
      duration_ms: number;
      external_ids: { isrc?: string };
    };
    expect([spotify.name, spotify.duration_ms, spotify.external_ids.isrc ?? null]).toEqual([r.platforms.spotify?.title, r.platforms.spotify?.duration_ms, r.platforms.spotify?.isrc]);
    expect(r.platforms.spotify?.url).toBe(`https://open.spotify.com/track/${r.platforms.spotify?.id}`);

    // The Deezer faults given at start apply until changed.
    const failing = await fetch(`${sandbox.urls.deezer.api}/track/${r.platforms.deezer?.id}`);
    expect(failing.status === 200 ? ((await failing.json()) as { error?: { code: number } }).error?.code : failing.status).toBeOneOf([700, 502, 503]);
    sandbox.setFaults('deezer', null);
    const deezer = (await (await fetch(`${sandbox.urls.deezer.api}/track/${r.platforms.deezer?.id}`)).json()) as { title: string; duration: number; isrc: string };
    expect([deezer.title, deezer.duration * 1000, deezer.isrc || null]).toEqual([r.platforms.deezer?.title, r.platforms.deezer?.duration_ms, r.platforms.deezer?.isrc]);
    expect(truth.playlists.filter((p) => p.platform === 'deezer').map((p) => p.recording_ids.length)).toContain(5_000);
  });

  it('is reproducible: the same seed gives the same catalog ids and client credentials', async () => {
    const again = await startSandbox({ seed: 5, recordings: 200 });
    try {
      expect(again.credentials.spotify).toEqual(sandbox.credentials.spotify);
      expect(again.credentials.deezer).toEqual(sandbox.credentials.deezer);
      expect(again.catalog.playlists.map((p) => p.platformId)).toEqual(sandbox.catalog.playlists.map((p) => p.platformId));
      expect(again.urls.spotify.api).not.toBe(sandbox.urls.spotify.api);
    } finally {
      await again.close();
    }
  });
});
