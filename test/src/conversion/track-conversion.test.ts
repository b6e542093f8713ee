/**
 * Tracks convert between every ordered pair of the five platforms on a `SEGUE_SANDBOX=1`
 * server, each result checked against the simulators' ground truth: plain titles, non-Latin
 * scripts, remaster conventions and featured artists.
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickRecordings } from './support/pick-recordings';
import { startSandboxServer, type SandboxServer } from './support/sandbox-server';

let env: SandboxServer;

beforeAll(async () => {
  env = await startSandboxServer();
});

afterAll(async () => {
  await env?.close();
});

const pairs: [PlatformKey, PlatformKey][] = PLATFORM_KEYS.flatMap((source) =>
  PLATFORM_KEYS.filter((target) => target !== source).map((target) => [source, target] as [PlatformKey, PlatformKey]),
);

describe.concurrent('track conversion between every pair of platforms', () => {
  it.each(pairs.map(([source, target], salt) => ({ source, target, salt })))('$source → $target', async ({ source, target, salt }) => {
    const cases = pickRecordings(env.truth, source, target, salt);
    for (const { kind, recording } of cases) {
      const from = recording.platforms[source]!;
      const expected = recording.platforms[target]!;
      const result = await env.api.convertTrack(from.url, target);
      const got = result.platforms[target];
      expect(got?.id, `${kind} ${recording.id} "${from.title}" from ${from.url}: got ${got?.title ?? 'nothing'} (${got?.url ?? '-'})`).toBe(expected.id);
      expect(Object.keys(result.platforms)).toEqual([target]);
      expect(got?.match?.method).toMatch(/^(isrc|search|cache)$/);
      expect(result.share_url).toMatch(new RegExp(`/s/${result.short_url}$`));
    }
  });
});

describe('the track conversion answer', () => {
  it('carries the result in data.payload', async () => {
    const recording = env.truth.raw.recordings.find((r) => r.decoy_of === null && r.platforms.tidal !== null && r.platforms.spotify !== null)!;
    const reply = await env.api.send('POST', '/v1/entity/convert', { url: recording.platforms.tidal!.url, target_platform: 'spotify' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 200, message: expect.any(String) });
    expect(reply.body.data).toMatchObject({
      payload: { entity: 'track', platforms: { spotify: { id: recording.platforms.spotify!.id } }, short_url: expect.stringMatching(/^[0-9A-Za-z]{8}$/), share_url: expect.stringMatching(/^https?:\/\/.+\/s\/[0-9A-Za-z]{8}$/) },
    });
  });
});

describe('track conversion to every platform at once', () => {
  it('converts to all five when no target_platform is given', async () => {
    const recording = env.truth.raw.recordings.find(
      (r) => r.decoy_of === null && r.script === 'cjk' && PLATFORM_KEYS.every((p) => r.platforms[p] !== null),
    )!;
    const result = await env.api.convertTrack(recording.platforms.deezer!.url);
    for (const platform of PLATFORM_KEYS) {
      expect(result.platforms[platform]?.id, platform).toBe(recording.platforms[platform]!.id);
    }
    // The source's own track comes back as itself.
    expect(result.platforms.deezer?.match?.method).toBe('same');
  });

  it('gives no track for a platform that does not list the recording', async () => {
    const recording = env.truth.raw.recordings.find(
      (r) => r.decoy_of === null && r.platforms.spotify !== null && r.platforms.tidal === null,
    )!;
    const result = await env.api.convertTrack(recording.platforms.spotify!.url, 'all');
    expect(result.platforms.tidal).toBeUndefined();
    for (const platform of PLATFORM_KEYS) {
      const expected = recording.platforms[platform];
      if (expected) expect(result.platforms[platform]?.id, platform).toBe(expected.id);
    }
  });
});
