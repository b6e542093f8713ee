import { findBestMatch } from '@segue/core';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulator } from '../../../../packages/sandbox/src/applemusic/index';
import type { Credentials } from '../../integrations/credential-schemas';
import { errorCode, faultCases } from '../test-support/fault-cases';
import { listedOn, startPlatformSandbox, type PlatformSandbox } from '../test-support/platform-sandbox';
import type { PlatformAdapter } from '../types';
import { createAppleMusicAdapter } from './adapter';

let env: PlatformSandbox;
let adapter: PlatformAdapter;
let credentials: Credentials<'applemusic'>;

beforeAll(async () => {
  env = await startPlatformSandbox('applemusic', simulator);
  const c = env.sandbox.credentials.applemusic;
  credentials = { team_id: c.team_id!, key_id: c.key_id!, private_key: c.private_key!, storefront: c.storefront ?? 'us' };
  adapter = createAppleMusicAdapter({ baseUrls: { api: env.sandbox.urls.applemusic.api! }, credentials, http: env.http });
});
afterAll(() => env.close());

const recordings = () => listedOn(env.catalog, 'applemusic');

describe('Apple Music adapter', () => {
  it('reads a song', async () => {
    const rec = recordings()[3]!;
    const listing = rec.platforms.applemusic!;
    const track = await adapter.getTrack(listing.id);
    expect(track).toMatchObject({
      platform: 'applemusic',
      id: listing.id,
      title: listing.title,
      durationMs: listing.durationMs,
      explicit: listing.explicit,
      albumId: listing.albumId,
    });
    expect(track.isrc).toBe(listing.isrc);
    expect(track.url).toMatch(/^https:\/\/music\.apple\.com\//);
    expect(track.cover).not.toContain('{w}');
  });

  it('reads an album with all its tracks', async () => {
    const album = env.catalog.albums.find((a) => a.platforms.applemusic && a.recordingIds.length > 3)!;
    const read = await adapter.getAlbum(album.platforms.applemusic!.id);
    const expected = album.recordingIds
      .map((id) => env.catalog.index.recording(id)?.platforms.applemusic?.id)
      .filter((id) => id !== undefined);
    expect(read.title).toBe(album.platforms.applemusic!.title);
    expect(read.tracks.map((t) => t.id)).toEqual(expected);
  });

  it('reads an artist', async () => {
    const artist = env.catalog.artists.find((a) => a.platformIds.applemusic)!;
    await expect(adapter.getArtist(artist.platformIds.applemusic!)).resolves.toMatchObject({ name: artist.name });
  });

  it.each([101, 300])('reads every page of a %d-track playlist', async (length) => {
    const playlist = env.catalog.playlists.find((p) => p.platform === 'applemusic' && p.recordingIds.length === length)!;
    const pages: number[] = [];
    const read = await adapter.getPlaylist(playlist.platformId, { onPage: ({ read: n }) => pages.push(n) });
    expect(read.title).toBe(playlist.title);
    expect(read.tracks.map((t) => t.id)).toEqual(
      playlist.recordingIds.map((id) => env.catalog.index.recording(id)!.platforms.applemusic!.id),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toBe(length);
  });

  it('looks ISRCs up 25 per request', async () => {
    const sample = recordings().filter((r) => r.platforms.applemusic!.isrc).slice(0, 60);
    const isrcs = sample.map((r) => r.platforms.applemusic!.isrc!);
    const before = env.requests('GET /v1/catalog/{sf}/songs');
    const found = await adapter.lookupIsrcs([...isrcs, 'ZZZZZ9900001', isrcs[0]!.toLowerCase()]);
    expect(env.requests('GET /v1/catalog/{sf}/songs') - before).toBe(3);
    for (const rec of sample) {
      const listing = rec.platforms.applemusic!;
      expect(found.get(listing.isrc!)?.map((t) => t.id)).toContain(listing.id);
    }
    expect(found.has('ZZZZZ9900001')).toBe(false);
  });

  it('finds the recording among decoys when search results go through findBestMatch', async () => {
    const withDecoys = recordings().filter((r) =>
      env.catalog.recordings.some((d) => d.decoyOf === r.id && d.platforms.applemusic),
    );
    expect(withDecoys.length).toBeGreaterThan(3);
    for (const rec of withDecoys.slice(0, 6)) {
      const source = rec.platforms.spotify ?? rec.platforms.deezer ?? rec.platforms.tidal!;
      const query = { title: source.title, artists: source.artists, durationMs: source.durationMs };
      const candidates = await adapter.searchTracks(query);
      const match = findBestMatch(query, candidates);
      expect(match.best && candidates[match.index]?.id).toBe(rec.platforms.applemusic!.id);
    }
  });

  it('searches albums and artists', async () => {
    const album = env.catalog.albums.find((a) => a.platforms.applemusic)!;
    const artistNames = album.artistIds.map((id) => env.catalog.index.artist(id)!.name);
    const albums = await adapter.searchAlbums({ title: album.platforms.applemusic!.title, artists: artistNames });
    expect(albums.map((a) => a.id)).toContain(album.platforms.applemusic!.id);
    const artists = await adapter.searchArtists(artistNames[0]!);
    expect(artists.map((a) => a.name)).toContain(artistNames[0]);
  });

  it('answers an unknown id with not_found', async () => {
    expect(await errorCode(adapter.getTrack('999999999'))).toBe('not_found');
    expect(await errorCode(adapter.getPlaylist('pl.00000000000000000000000000000000'))).toBe('not_found');
  });

  it('reports a key Apple does not know as auth_expired, after one fresh token', async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    const bad = createAppleMusicAdapter({
      baseUrls: { api: env.sandbox.urls.applemusic.api! },
      credentials: { ...credentials, private_key: stranger.toString() },
      http: env.http,
    });
    const before = env.requests('GET /v1/catalog/{sf}/songs/{id}');
    expect(await errorCode(bad.getTrack(recordings()[0]!.platforms.applemusic!.id))).toBe('auth_expired');
    expect(env.requests('GET /v1/catalog/{sf}/songs/{id}') - before).toBe(2);
  });

  it('mints a new developer token when Apple refuses an expired one', async () => {
    let calls = 0;
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    const adapterWithStaleClock = createAppleMusicAdapter({
      baseUrls: { api: env.sandbox.urls.applemusic.api! },
      credentials,
      http: env.http,
      // The first token is minted two days ago (expired); the cache checks and re-mints on the real clock.
      now: () => (calls++ === 0 ? twoDaysAgo : Date.now()),
    });
    const id = recordings()[1]!.platforms.applemusic!.id;
    await expect(adapterWithStaleClock.getTrack(id)).resolves.toMatchObject({ id });
  });

  describe('faults', () => {
    faultCases('applemusic', () => env, () => adapter.getTrack(recordings()[2]!.platforms.applemusic!.id));
  });
});
