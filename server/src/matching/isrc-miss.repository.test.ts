import { toCanonicalUrl, type PlatformKey } from '@segue/core';
import { isAppError } from '../errors/app-error';
import { generateCatalog, type Recording } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformTrack } from '../platforms/types';
import { createIsrcMissRepository } from './isrc-miss.repository';
import { integrationFields, startConversionEnv, type ConversionEnv } from '../../test/support/conversion/conversion-env';

let env: ConversionEnv;
/** Apps beside `env.appId` (Apple Music storefront "us"): another on "us", one on "gb". */
let otherApp: string;
let britishApp: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  // A catalog of this file's own: the last test adds a playlist to it at run time.
  env = await startConversionEnv(undefined, { sendTask: async () => {}, catalog: generateCatalog(7, { recordings: 300 }) });
  const app = async (name: string, storefront: string) => {
    const { app: created } = await env.db.services.apps.create({ name });
    for (const platform of ['applemusic', 'spotify', 'deezer', 'tidal'] as const) {
      const fields = integrationFields(env.sandbox, platform);
      await env.db.services.integrations.set(created.id, platform, platform === 'applemusic' ? { ...fields, storefront } : fields);
    }
    return created.id;
  };
  otherApp = await app('Another converter', 'us');
  britishApp = await app('A British converter', 'gb');
});

afterAll(async () => {
  await env?.close();
});

const SOURCES = ['spotify', 'deezer', 'tidal'] as const;
const used = new Set<string>();

/** An original not used by an earlier test, listed under its own ISRC on every source here. */
function recording(where: (r: Recording) => boolean): Recording {
  const found = env.catalog.recordings.find(
    (r) => !used.has(r.id) && r.decoyOf === undefined && SOURCES.every((p) => r.platforms[p]?.isrc === r.isrc) && where(r),
  );
  if (!found) throw new Error('no such recording in the test catalog');
  used.add(found.id);
  return found;
}

/** Converts the recording's listing on `source` to Apple Music for `appId`: the result and Apple Music's requests. */
async function toApple(appId: string, rec: Recording, source: PlatformKey) {
  const before = env.requests('applemusic');
  const url = toCanonicalUrl({ platform: source, type: 'track', id: rec.platforms[source]!.id });
  let outcome;
  try {
    outcome = await env.conversion.convert.convert(appId, { url, target_platform: 'applemusic' });
  } catch (error) {
    // One target with no match is the 404 ENOTFOUND of that platform.
    if (!isAppError(error) || error.extras.platform !== 'applemusic') throw error;
    return { track: undefined, error: { error: error.code, message: error.message }, calls: env.requests('applemusic') - before };
  }
  if (outcome.kind !== 'entity') throw new Error('expected an immediate result');
  const track = (outcome.result.platforms as Record<string, { id: string; match: { method: string } } | undefined>).applemusic;
  return { track, error: outcome.result.errors?.applemusic, calls: env.requests('applemusic') - before };
}

async function rowsFor(isrc: string) {
  const { rows } = await env.db.pool.query<{ region: string; found: boolean; checks: number }>(
    `SELECT region, found, checks FROM isrc_misses WHERE platform = 'applemusic' AND isrc = $1 ORDER BY region`,
    [isrc],
  );
  return rows;
}

/** A recording's Apple Music listing as the adapter reads it. */
function appleTrack(rec: Recording): PlatformTrack {
  const listing = rec.platforms.applemusic!;
  return {
    platform: 'applemusic',
    id: listing.id,
    title: listing.title,
    artists: listing.artists,
    album: '',
    durationMs: listing.durationMs,
    ...(listing.isrc ? { isrc: listing.isrc } : {}),
    explicit: listing.explicit,
    releaseDate: '',
    cover: '',
    preview: '',
    url: `https://music.apple.com/us/song/${listing.id}`,
  };
}

describe('ISRCs a target does not list', () => {
  it('are searched once, then answered from memory for other source platforms and apps until the period ends (1 h, then 6 h)', async () => {
    const rec = recording((r) => !r.platforms.applemusic);
    const first = await toApple(env.appId, rec, 'spotify');
    expect(first.error?.error).toBe('ENOTFOUND');
    expect(first.calls).toBeGreaterThan(0);
    expect(await rowsFor(rec.isrc)).toEqual([{ region: 'us', found: false, checks: 1 }]);

    // Another app, another source platform, the same ISRC: no lookup, no search.
    const shared = await toApple(otherApp, rec, 'deezer');
    expect(shared).toMatchObject({ calls: 0, error: { error: 'ENOTFOUND' } });

    env.advance(HOUR + 1_000);
    const expired = await toApple(otherApp, rec, 'tidal');
    expect(expired.error?.error).toBe('ENOTFOUND');
    expect(expired.calls).toBeGreaterThan(0);
    expect(await rowsFor(rec.isrc)).toEqual([{ region: 'us', found: false, checks: 2 }]);

    // Two hours on, the Spotify listing's own miss has run out (1 h), the ISRC's second one (6 h) has not.
    env.advance(2 * HOUR);
    expect(await toApple(env.appId, rec, 'spotify')).toMatchObject({ calls: 0, error: { error: 'ENOTFOUND' } });
  });

  it('are remembered per storefront', async () => {
    const rec = recording((r) => !r.platforms.applemusic);
    expect((await toApple(env.appId, rec, 'spotify')).calls).toBeGreaterThan(0);
    // What the "us" storefront answered says nothing of "gb".
    const british = await toApple(britishApp, rec, 'deezer');
    expect(british.error?.error).toBe('ENOTFOUND');
    expect(british.calls).toBeGreaterThan(0);
    expect(await toApple(otherApp, rec, 'tidal')).toMatchObject({ calls: 0, error: { error: 'ENOTFOUND' } });
    expect((await rowsFor(rec.isrc)).map((r) => r.region)).toEqual(['gb', 'us']);
  });

  it('remember the track a search found under another ISRC, and give it to another source only as a match it passes', async () => {
    const rec = recording((r) => r.platforms.applemusic !== undefined && r.platforms.applemusic.isrc !== r.isrc);
    const first = await toApple(env.appId, rec, 'spotify');
    expect(first.track).toMatchObject({ id: rec.platforms.applemusic!.id, match: { method: 'search' } });
    expect(first.calls).toBeGreaterThan(0);
    expect(await rowsFor(rec.isrc)).toEqual([{ region: 'us', found: true, checks: 1 }]);
    const shared = await toApple(otherApp, rec, 'deezer');
    expect(shared.track).toMatchObject({ id: rec.platforms.applemusic!.id, match: { method: 'search' } });
    expect(shared.calls).toBe(0);
  });

  it('never answer with a remembered track that is not the source recording: that source is searched for', async () => {
    const decoys = env.catalog.recordings.filter((d) => d.decoyOf !== undefined && d.platforms.applemusic && d.decoyKind !== 'clean');
    const rec = recording((r) => r.platforms.applemusic?.isrc === r.isrc && decoys.some((d) => d.decoyOf === r.id));
    const decoy = decoys.find((d) => d.decoyOf === rec.id)!;
    // As if another source with this ISRC had led a search to the decoy (a live take, a cover...).
    const now = new Date(Date.now() + 10 * HOUR);
    await createIsrcMissRepository(env.db.pool).record({ platform: 'applemusic', region: 'us' }, [{ isrc: rec.isrc, asked: 'another question', found: true, tracks: [appleTrack(decoy)] }], now);
    const { track, calls } = await toApple(env.appId, rec, 'spotify');
    expect(calls).toBeGreaterThan(0);
    expect(track).toMatchObject({ id: rec.platforms.applemusic!.id, match: { method: 'search' } });
    expect(track?.id).not.toBe(decoy.platforms.applemusic!.id);
  });

  it('answer "not found" only to the question asked: a source track that reads otherwise is searched for once, then remembered', async () => {
    const rec = recording((r) => r.platforms.applemusic !== undefined && r.platforms.applemusic.isrc !== r.isrc);
    // As if a source listing this ISRC under another title (a translation) had found nothing.
    await createIsrcMissRepository(env.db.pool).record(
      { platform: 'applemusic', region: 'us' },
      [{ isrc: rec.isrc, asked: 'a title no source here has|someone', found: false, tracks: [] }],
      // Ahead of the engine's clock (moved on by earlier tests): in force.
      new Date(Date.now() + 10 * HOUR),
    );
    const asked = await toApple(env.appId, rec, 'spotify');
    expect(asked.calls).toBeGreaterThan(0);
    expect(asked.track).toMatchObject({ id: rec.platforms.applemusic!.id, match: { method: 'search' } });
    const row = await env.db.pool.query<{ found: boolean; asked: string[]; checks: number }>(
      `SELECT found, asked, checks FROM isrc_misses WHERE platform = 'applemusic' AND region = 'us' AND isrc = $1`,
      [rec.isrc],
    );
    // The new question joins the old one; the row's period and checks stay as they were.
    expect(row.rows).toEqual([{ found: true, asked: [expect.stringContaining('|'), 'a title no source here has|someone'], checks: 1 }]);
    // Now found for this question: another app and source asking it are answered from memory.
    const shared = await toApple(otherApp, rec, 'deezer');
    expect(shared).toMatchObject({ calls: 0, track: { id: rec.platforms.applemusic!.id } });
  });

  it('keep the questions and tracks of searches within one period, and start afresh after it', async () => {
    const misses = createIsrcMissRepository(env.db.pool);
    const catalog = { platform: 'applemusic' as const, region: 'zz' };
    const [a, b] = env.catalog.recordings.filter((r) => r.platforms.applemusic).slice(0, 2).map(appleTrack);
    const start = new Date('2030-01-01T00:00:00Z');
    await misses.record(catalog, [{ isrc: 'ZZZZZ0000001', asked: 'one|x', found: false, tracks: [a!] }], start);
    // Two source tracks of one playlist asking differently, within the period.
    await misses.record(
      catalog,
      [
        { isrc: 'ZZZZZ0000001', asked: 'two|x', found: false, tracks: [a!] },
        { isrc: 'ZZZZZ0000001', asked: 'three|x', found: false, tracks: [b!] },
      ],
      new Date(start.getTime() + 60_000),
    );
    let kept = (await misses.findMany(catalog, ['ZZZZZ0000001'])).get('ZZZZZ0000001')!;
    expect(kept).toMatchObject({ found: false, retryAt: new Date(start.getTime() + HOUR) });
    expect([...kept.asked].sort()).toEqual(['one|x', 'three|x', 'two|x']);
    expect(kept.tracks.map((t) => t.id).sort()).toEqual([a!.id, b!.id].sort());

    // After the period, a check replaces what was known and is trusted longer (6 h).
    const later = new Date(start.getTime() + 2 * HOUR);
    await misses.record(catalog, [{ isrc: 'ZZZZZ0000001', asked: 'four|x', found: true, tracks: [b!] }], later);
    kept = (await misses.findMany(catalog, ['ZZZZZ0000001'])).get('ZZZZZ0000001')!;
    expect(kept).toMatchObject({ found: true, asked: ['four|x'], retryAt: new Date(later.getTime() + 6 * HOUR) });
    expect(kept.tracks.map((t) => t.id)).toEqual([b!.id]);
  });

  it('forget an ISRC the lookup finds once its memory has run out, and keep nothing from a failed lookup', async () => {
    const listed = recording((r) => r.platforms.applemusic?.isrc === r.isrc);
    const misses = createIsrcMissRepository(env.db.pool);
    await misses.record({ platform: 'applemusic', region: 'us' }, [{ isrc: listed.isrc, asked: 'another question', found: false, tracks: [] }], new Date(Date.now() - 100 * HOUR));
    const { track } = await toApple(env.appId, listed, 'spotify');
    expect(track).toMatchObject({ id: listed.platforms.applemusic!.id, match: { method: 'isrc' } });
    expect(await rowsFor(listed.isrc)).toEqual([]);

    const absent = recording((r) => !r.platforms.applemusic);
    env.sandbox.setFaults('applemusic', { errorRate: 1 });
    try {
      expect((await toApple(env.appId, absent, 'spotify')).error?.error).toBe('EPLATFORMUNAVAILABLE');
    } finally {
      env.sandbox.setFaults('applemusic', null);
    }
    expect(await rowsFor(absent.isrc)).toEqual([]);
    const again = await toApple(otherApp, absent, 'deezer');
    expect(again.error?.error).toBe('ENOTFOUND');
    expect(again.calls).toBeGreaterThan(0);
  });

  it('cost a playlist of the same songs from another platform only its ISRC batches on Apple Music and TIDAL, with the same tracks found', async () => {
    const first = env.catalog.playlists.find((p) => p.platform === 'spotify' && p.ownerUserId === undefined && p.recordingIds.length === 50)!;
    const run = async (link: { platform: PlatformKey; id: string }, target: 'applemusic' | 'tidal') => {
      const { task_id: taskId } = await env.conversion.tasks.start(env.appId, { ...link, type: 'playlist' }, target);
      await env.conversion.tasks.run(taskId, { finalAttempt: true });
      const view = await env.conversion.tasks.get(env.appId, taskId);
      if (view.kind !== 'task' || view.task.status !== 'completed') throw new Error('expected a completed task');
      return view.task.payload.platforms[target]!;
    };
    // Confirmed matches: an uncertain one (marked review) rests on the source's own release data,
    // which a Deezer playlist row gives less of than a Spotify one.
    const found = (target: 'applemusic' | 'tidal', tracks: { id: string; match?: { band?: string } }[]) =>
      new Set(tracks.filter((t) => t.match?.band !== 'review').map((t) => env.catalog.recordings.find((r) => r.platforms[target]?.id === t.id)?.id));
    const before = { apple: await run({ platform: 'spotify', id: first.platformId }, 'applemusic'), tidal: await run({ platform: 'spotify', id: first.platformId }, 'tidal') };

    // The same songs in a Deezer listener's playlist: other source ids, the same ISRCs.
    const songs = [...new Set(first.recordingIds)].filter((id) => {
      const rec = env.catalog.index.recording(id)!;
      return rec.platforms.spotify?.isrc !== undefined && rec.platforms.deezer?.isrc === rec.platforms.spotify.isrc;
    });
    const listener = env.catalog.users.find((u) => u.accounts.deezer)!;
    const copy = env.sandbox.userState.createPlaylist('deezer', listener.id, { title: 'The same songs', public: true });
    env.sandbox.userState.addTracks(copy, songs);
    const endpoints = (platform: 'applemusic' | 'tidal', prefix: string) =>
      Object.entries(env.sandbox.stats().platforms[platform]?.endpoints ?? {})
        .filter(([label]) => label.startsWith(prefix))
        .reduce((sum, [, n]) => sum + n, 0);
    const searches = () => ({ apple: endpoints('applemusic', 'GET /v1/catalog/{sf}/search'), tidal: endpoints('tidal', 'GET /v2/searchResults') });
    const searchesBefore = searches();
    const appleBefore = env.requests('applemusic');
    const tidalBefore = env.requests('tidal');
    const after = { apple: await run({ platform: 'deezer', id: copy.platformId }, 'applemusic'), tidal: await run({ platform: 'deezer', id: copy.platformId }, 'tidal') };

    expect(searches()).toEqual(searchesBefore);
    expect(env.requests('applemusic') - appleBefore).toBeLessThanOrEqual(Math.ceil(songs.length / 25));
    // TIDAL's token is cached from the first playlist; its batches take 20 ISRCs.
    expect(env.requests('tidal') - tidalBefore).toBeLessThanOrEqual(Math.ceil(songs.length / 20));
    for (const target of ['applemusic', 'tidal'] as const) {
      const expected = [...found(target, before[target === 'applemusic' ? 'apple' : 'tidal'].tracks)].filter((id) => songs.includes(id!));
      expect([...found(target, after[target === 'applemusic' ? 'apple' : 'tidal'].tracks)].sort()).toEqual(expected.sort());
      expect(after[target === 'applemusic' ? 'apple' : 'tidal'].tracks.length + after[target === 'applemusic' ? 'apple' : 'tidal'].omitted.length).toBe(songs.length);
    }
  });
});
