import { findBestMatch, type PlatformKey } from '@segue/core';
import { expect, it } from 'vitest';
import type { PlatformAdapter } from '../../../src/platforms/types';
import { errorCode, faultCases } from './fault-cases';
import { listedOn, type PlatformSandbox } from './platform-sandbox';

export interface ContractOptions {
  platform: PlatformKey;
  env: () => PlatformSandbox;
  adapter: () => PlatformAdapter;
  /** Ids that do not exist on the platform, for the 404 cases. */
  missing: { track: string; playlist: string };
  /** Endpoint label prefix of the ISRC lookup and requests expected for `n` ISRCs; absent when the platform has none. */
  isrc?: { endpoint: string; requestsFor(n: number): number };
  /** Playlist lengths to read in full (the catalog has 1, 12, 25, 50, 51, 100, 101, 300, ...). */
  playlistLengths: number[];
}

/**
 * The behaviour every adapter owes the conversion engine, checked against the platform's
 * simulator and the catalog's ground truth.
 */
export function adapterContract(o: ContractOptions): void {
  const { platform } = o;
  const recordings = () => listedOn(o.env().catalog, platform);

  it.each(['one artist', 'several artists'])('reads a track with %s', async (kind) => {
    const listing = recordings().find((r) => (r.platforms[platform]!.artists.length > 1) === (kind !== 'one artist'))!.platforms[platform]!;
    const track = await o.adapter().getTrack(listing.id);
    expect(track).toMatchObject({ platform, id: listing.id, explicit: listing.explicit, albumId: listing.albumId });
    expect(track.artists).toEqual(listing.artists);
    expect(Math.abs(track.durationMs - listing.durationMs)).toBeLessThan(1_000);
    expect(track.isrc).toBe(listing.isrc);
    expect(track.url).toMatch(/^https:\/\//);
  });

  it('reads an album with all its tracks', async () => {
    const { catalog } = o.env();
    const album = catalog.albums.find((a) => a.platforms[platform] && a.recordingIds.length > 3)!;
    const read = await o.adapter().getAlbum(album.platforms[platform]!.id);
    const expected = album.recordingIds
      .map((id) => catalog.index.recording(id)?.platforms[platform]?.id)
      .filter((id) => id !== undefined);
    expect(read.title).toBe(album.platforms[platform]!.title);
    expect(read.tracks.map((t) => t.id)).toEqual(expected);
  });

  it('reads an artist', async () => {
    const artist = o.env().catalog.artists.find((a) => a.platformIds[platform])!;
    await expect(o.adapter().getArtist(artist.platformIds[platform]!)).resolves.toMatchObject({ name: artist.name });
  });

  it.each(o.playlistLengths)('reads every page of a %d-track playlist', async (length) => {
    const { catalog } = o.env();
    const playlist = catalog.playlists.find((p) => p.platform === platform && p.recordingIds.length === length)!;
    const pages: number[] = [];
    const read = await o.adapter().getPlaylist(playlist.platformId, { onPage: ({ read: n }) => pages.push(n) });
    expect(read.title).toBe(playlist.title);
    expect(read.tracks.map((t) => t.id)).toEqual(
      playlist.recordingIds.map((id) => catalog.index.recording(id)!.platforms[platform]!.id),
    );
    expect(pages.at(-1)).toBe(length);
  });

  if (o.isrc) {
    const isrc = o.isrc;
    it('looks tracks up by ISRC, batched where the platform allows it', async () => {
      const sample = recordings().filter((r) => r.platforms[platform]!.isrc).slice(0, 45);
      const isrcs = sample.map((r) => r.platforms[platform]!.isrc!);
      const before = o.env().requests(isrc.endpoint);
      const found = await o.adapter().lookupIsrcs([...isrcs, isrcs[0]!.toLowerCase()]);
      expect(o.env().requests(isrc.endpoint) - before).toBe(isrc.requestsFor(isrcs.length));
      for (const rec of sample) {
        const listing = rec.platforms[platform]!;
        expect(found.get(listing.isrc!)?.map((t) => t.id)).toContain(listing.id);
      }
      const none = await o.adapter().lookupIsrcs(['ZZZZZ9900001']);
      expect(none.size).toBe(0);
    });
  } else {
    it('has no ISRC lookup and says so', async () => {
      expect(o.adapter().capabilities.isrcLookup).toBeNull();
      expect(await errorCode(o.adapter().lookupIsrcs(['USUM72409273']))).toBe('unsupported');
    });
  }

  it('finds the recording among decoys when search results go through findBestMatch', async () => {
    const { catalog } = o.env();
    const withDecoys = recordings().filter((r) => catalog.recordings.some((d) => d.decoyOf === r.id && d.platforms[platform]));
    expect(withDecoys.length).toBeGreaterThan(3);
    for (const rec of withDecoys.slice(0, 6)) {
      const other = (['spotify', 'deezer', 'tidal', 'applemusic'] as const).find((p) => p !== platform && rec.platforms[p]);
      const source = rec.platforms[other!]!;
      const query = { title: source.title, artists: source.artists, durationMs: source.durationMs };
      const candidates = await o.adapter().searchTracks(query);
      const match = findBestMatch(query, candidates);
      expect(match.best ? candidates[match.index]?.id : undefined).toBe(rec.platforms[platform]!.id);
    }
  });

  it('searches albums and artists', async () => {
    const { catalog } = o.env();
    const album = catalog.albums.find((a) => a.platforms[platform])!;
    const artistNames = album.artistIds.map((id) => catalog.index.artist(id)!.name);
    const albums = await o.adapter().searchAlbums({ title: album.platforms[platform]!.title, artists: artistNames });
    expect(albums.map((a) => a.id)).toContain(album.platforms[platform]!.id);
    const artists = await o.adapter().searchArtists(artistNames[0]!);
    expect(artists.map((a) => a.name)).toContain(artistNames[0]);
  });

  it('answers unknown ids with not_found and a search without hits with an empty list', async () => {
    expect(await errorCode(o.adapter().getTrack(o.missing.track))).toBe('not_found');
    expect(await errorCode(o.adapter().getPlaylist(o.missing.playlist))).toBe('not_found');
    await expect(o.adapter().searchTracks({ title: 'Qwxzv Plonk Zzyzx', artists: ['Nobody Atall'] })).resolves.toEqual([]);
  });

  faultCases(platform, o.env, () => o.adapter().getTrack(recordings()[2]!.platforms[platform]!.id));
}
