import { toCanonicalUrl, type PlatformKey } from '@segue/core';
import { TrackConversionSchema } from '@segue/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityConversion } from './conversion.service';
import type { AppError } from '../errors/app-error';
import { integrationFields, listedOnAll, startConversionEnv, type ConversionEnv } from '../../test/support/conversion/conversion-env';

let env: ConversionEnv;

beforeAll(async () => {
  env = await startConversionEnv();
});

afterAll(async () => {
  await env?.close();
});

const trackUrl = (platform: PlatformKey, id: string) => toCanonicalUrl({ platform, type: 'track', id });

async function convert(url: string, target?: 'all' | PlatformKey): Promise<{ result: EntityConversion; platformRequests: number }> {
  const outcome = await env.conversion.convert.convert(env.appId, { url, ...(target ? { target_platform: target } : {}) });
  if (outcome.kind !== 'entity') throw new Error('expected an immediate result');
  return outcome;
}

describe('track conversion', () => {
  it('finds a track on every platform, as the ground truth lists it, and answers the API shape', async () => {
    const rec = listedOnAll(env.catalog).find((r) => r.platforms.spotify!.isrc)!;
    const { result } = await convert(trackUrl('spotify', rec.platforms.spotify!.id));
    expect(TrackConversionSchema.parse(result).entity).toBe('track');
    for (const platform of ['applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic'] as const) {
      expect((result.platforms as Record<string, { id: string }>)[platform]?.id, platform).toBe(rec.platforms[platform]!.id);
    }
    const methods = Object.fromEntries(Object.entries(result.platforms).map(([k, t]) => [k, (t as { match: { method: string } }).match.method]));
    expect(methods.spotify).toBe('same');
    expect(methods.tidal).toBe('isrc');
    expect(methods.ytmusic).toBe('search');
    // `short_url` is the short identifier (the spec's clients build `?u=${short_url}` from it); `share_url` the whole link.
    expect(result.short_url).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(result.share_url).toBe(`https://segue.test/s/${result.short_url}`);
  });

  it('answers a converted track again from the mapping table without a platform call', async () => {
    const rec = listedOnAll(env.catalog)[3]!;
    const url = trackUrl('deezer', rec.platforms.deezer!.id);
    const first = await convert(url);
    expect(first.platformRequests).toBeGreaterThan(0);
    const before = env.requests();
    const second = await convert(url);
    expect(env.requests() - before).toBe(0);
    expect(second.platformRequests).toBe(0);
    // The cached answer is the fresh one, marked as cached: how each pair was matched, and the
    // same confidence to two decimals (the table stores it as a 4-byte real).
    const matches = (result: EntityConversion) =>
      Object.fromEntries(Object.entries(result.platforms).map(([platform, t]) => [platform, (t as { match: Record<string, unknown> }).match]));
    const fresh = matches(first.result);
    const cached = matches(second.result);
    for (const [platform, match] of Object.entries(fresh)) {
      if (match.method === 'same') expect(cached[platform]).toEqual(match);
      else expect(cached[platform], platform).toEqual({ ...match, cached: true });
      expect(String(match.confidence)).toMatch(/^(0|1)(\.\d{1,2})?$/);
    }
    expect(Object.values(fresh).map((m) => m.method).sort()).toEqual(['isrc', 'isrc', 'isrc', 'same', 'search']);
    expect(second.result.short_url).toBe(first.result.short_url);
    expect(second.result.share_url).toBe(first.result.share_url);
  });

  it('honours an explicit target and refuses one the app has no integration for', async () => {
    const rec = listedOnAll(env.catalog)[5]!;
    const { result } = await convert(trackUrl('applemusic', rec.platforms.applemusic!.id), 'deezer');
    expect(Object.keys(result.platforms)).toEqual(['deezer']);
    const other = await env.db.services.apps.create({ name: 'Only Spotify' });
    await env.db.services.integrations.set(other.app.id, 'spotify', integrationFields(env.sandbox, 'spotify'));
    await expect(
      env.conversion.convert.convert(other.app.id, { url: trackUrl('spotify', rec.platforms.spotify!.id), target_platform: 'tidal' }),
    ).rejects.toMatchObject({ code: 'ENOCREDENTIALS' });
    await expect(
      env.conversion.convert.convert(other.app.id, { url: trackUrl('tidal', rec.platforms.tidal!.id) }),
    ).rejects.toMatchObject({ code: 'ENOCREDENTIALS', message: expect.stringContaining('TIDAL') });
  });

  it('converts to and from Deezer on an integration with no credentials (its catalog needs none)', async () => {
    const rec = listedOnAll(env.catalog)[6]!;
    const bare = await env.db.services.apps.create({ name: 'Deezer without an app' });
    await env.db.services.integrations.set(bare.app.id, 'deezer', {});
    await env.db.services.integrations.set(bare.app.id, 'spotify', integrationFields(env.sandbox, 'spotify'));
    const to = await env.conversion.convert.convert(bare.app.id, { url: trackUrl('spotify', rec.platforms.spotify!.id), target_platform: 'deezer' });
    if (to.kind !== 'entity') throw new Error('expected an immediate result');
    expect((to.result.platforms as Record<string, { id: string }>).deezer?.id).toBe(rec.platforms.deezer!.id);
    const from = await env.conversion.convert.convert(bare.app.id, { url: trackUrl('deezer', rec.platforms.deezer!.id), target_platform: 'spotify' });
    if (from.kind !== 'entity') throw new Error('expected an immediate result');
    expect((from.result.platforms as Record<string, { id: string }>).spotify?.id).toBe(rec.platforms.spotify!.id);
  });

  it('reports a target whose platform is down while the others succeed', async () => {
    const rec = listedOnAll(env.catalog)[8]!;
    env.sandbox.setFaults('deezer', { errorRate: 1 });
    try {
      const { result } = await convert(trackUrl('spotify', rec.platforms.spotify!.id));
      expect(result.errors?.deezer).toMatchObject({ error: 'EPLATFORMUNAVAILABLE' });
      expect(result.platforms).not.toHaveProperty('deezer');
      expect((result.platforms as Record<string, { id: string }>).tidal?.id).toBe(rec.platforms.tidal!.id);
    } finally {
      env.sandbox.setFaults('deezer', null);
    }
  });

  it('omits a track absent from the target, never picking a decoy, and remembers the miss with backoff', async () => {
    const rec = env.catalog.recordings.find(
      (r) =>
        r.decoyOf === undefined &&
        r.platforms.spotify &&
        !r.platforms.deezer &&
        env.catalog.recordings.some((d) => d.decoyOf === r.id && d.platforms.deezer),
    ) ?? env.catalog.recordings.find((r) => r.decoyOf === undefined && r.platforms.spotify && !r.platforms.deezer)!;
    const url = trackUrl('spotify', rec.platforms.spotify!.id);
    // Deezer alone asked for, and nothing there: the answer is the miss itself.
    const miss = (): Promise<AppError> => convert(url, 'deezer').then(() => Promise.reject(new Error('expected ENOTFOUND')), (error: AppError) => error);
    const first = await miss();
    expect(first).toMatchObject({ code: 'ENOTFOUND', status: 404, extras: { platform: 'deezer' } });
    expect(first.message).toMatch(/^no Deezer track confidently matches this track: /);

    const calls = async () => {
      const before = env.requests('deezer');
      const again = await miss();
      // A remembered miss answers as the lookup did: no note about the cache or its timing.
      expect({ code: again.code, message: again.message, platform: again.extras.platform }).toEqual({ code: first.code, message: first.message, platform: 'deezer' });
      return env.requests('deezer') - before;
    };
    expect(await calls()).toBe(0);
    env.advance(3_600_000 + 1_000);
    expect(await calls()).toBeGreaterThan(0);
    // The second miss is trusted for 6 h: two hours later there is still no call.
    env.advance(2 * 3_600_000);
    expect(await calls()).toBe(0);
  });
});

describe('album and artist conversion', () => {
  it('finds an album on the other platforms', async () => {
    const album = env.catalog.albums.find((a) => a.recordingIds.length > 3 && a.platforms.spotify && a.platforms.tidal && a.platforms.deezer)!;
    const outcome = await env.conversion.convert.convert(env.appId, {
      url: toCanonicalUrl({ platform: 'spotify', type: 'album', id: album.platforms.spotify!.id }),
    });
    if (outcome.kind !== 'entity' || outcome.result.entity !== 'album') throw new Error('expected an album');
    expect(outcome.result.platforms.tidal?.id, JSON.stringify(outcome.result.errors)).toBe(album.platforms.tidal!.id);
    expect(outcome.result.platforms.deezer?.id).toBe(album.platforms.deezer!.id);
    // Found by its barcode, which the match says; the cached answer keeps method and edition.
    expect(outcome.result.platforms.tidal?.match).toEqual({ method: 'upc', confidence: 1, edition: 'same' });
    const again = await env.conversion.convert.convert(env.appId, {
      url: toCanonicalUrl({ platform: 'spotify', type: 'album', id: album.platforms.spotify!.id }),
    });
    if (again.kind !== 'entity' || again.result.entity !== 'album') throw new Error('expected an album');
    for (const target of ['tidal', 'deezer'] as const) {
      expect(again.result.platforms[target]?.match).toEqual({ ...outcome.result.platforms[target]!.match, cached: true });
    }
  });

  it('finds an artist on the other platforms', async () => {
    const artist = env.catalog.artists.find((a) => a.platformIds.deezer && a.platformIds.spotify && a.platformIds.tidal)!;
    const outcome = await env.conversion.convert.convert(env.appId, {
      url: toCanonicalUrl({ platform: 'deezer', type: 'artist', id: artist.platformIds.deezer! }),
      target_platform: 'spotify',
    });
    if (outcome.kind !== 'entity' || outcome.result.entity !== 'artist') throw new Error('expected an artist');
    expect(outcome.result.platforms.spotify).toMatchObject({ id: artist.platformIds.spotify, name: artist.name });
  });
});

describe('short links', () => {
  it('follows a short link through the resolver before converting', async () => {
    const rec = listedOnAll(env.catalog)[20]!;
    const seen: string[] = [];
    const conversion = env.rebuild({
      resolveShortLink: async (url) => {
        seen.push(url);
        return trackUrl('spotify', rec.platforms.spotify!.id);
      },
    });
    try {
      const outcome = await conversion.convert.convert(env.appId, { url: 'https://spotify.link/AbCdEf123', target_platform: 'deezer' });
      if (outcome.kind !== 'entity') throw new Error('expected a track');
      expect(seen).toEqual(['https://spotify.link/AbCdEf123']);
      expect((outcome.result.platforms as Record<string, { id: string }>).deezer?.id).toBe(rec.platforms.deezer!.id);
    } finally {
      await conversion.close();
    }
  });
});
