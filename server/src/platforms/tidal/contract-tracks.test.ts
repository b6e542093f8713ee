import { describe, expect, it } from 'vitest';
import { route, startRecordedPlatform, type RecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { createTidalApi } from './api';
import { artistNames, doc, find, image640, isoMs, related, sharingUrl, startTidal, tidal, type JsonApiResource } from '../../../test/support/platforms/tidal-contract';
import { indexIncluded, tracksOfPage } from './mappers';

let platform: RecordedPlatform | undefined;

describe('TIDAL tracks, on recorded responses', () => {
  it('reads a track by id with its artists, its album and the album cover, as the body has them', async () => {
    const file = 'track-by-id-with-album-cover.json';
    const body = doc(file);
    const track = body.data as JsonApiResource;
    const albumRef = related(track, 'albums')[0]!;
    const album = find(body, 'albums', albumRef.id)!;
    const started = await startTidal([route(tidal(file))]);
    platform = started.platform;
    const read = await started.adapter.getTrack(track.id);
    expect(read).toEqual({
      platform: 'tidal',
      id: track.id,
      // `version` is null on this track: the title stays as sent.
      title: track.attributes!.title,
      artists: artistNames(body, track),
      // The album's own `version` is already part of its title: not appended twice.
      album: album.attributes!.title,
      albumId: album.id,
      durationMs: isoMs(track.attributes!.duration),
      isrc: String(track.attributes!.isrc).toUpperCase(),
      explicit: track.attributes!.explicit,
      releaseDate: album.attributes!.releaseDate,
      cover: image640(body, album, 'coverArt'),
      preview: '',
      url: sharingUrl(track),
    });
    expect(read.artists).toEqual(['Lukas Graham']);
    expect(read.cover).toMatch(/\/640x640\.jpg$/);
    const request = platform.requests.at(-1)!;
    expect(request.path).toBe(`/v2/tracks/${track.id}`);
    // Without albums.coverArt the album names no artwork and the track has no cover.
    expect(request.query.get('include')?.split(',')).toEqual(expect.arrayContaining(['albums', 'albums.coverArt', 'artists']));
  });
});

describe('TIDAL album item pages, on recorded responses', () => {
  it('maps a whole album page with the album and its cover included (items.albums.coverArt)', async () => {
    const file = 'album-items-whole-album.json';
    const body = doc(file);
    platform = await startRecordedPlatform('tidal', [route(tidal(file))]);
    const api = createTidalApi({
      baseUrl: platform.url,
      countryCode: 'US',
      http: platform.http,
      token: { get: async () => 'recorded-token', invalidate: () => undefined },
    });
    const page = await api.nextPage('/albums/58756127/relationships/items', 'items.albums.coverArt,items.artists');
    const tracks = tracksOfPage(page.data, indexIncluded(page.included));
    const refs = body.data as JsonApiResource[];
    expect(tracks.map((t) => t.id)).toEqual(refs.map((r) => r.id));
    for (const [i, ref] of refs.entries()) {
      const track = find(body, 'tracks', ref.id)!;
      const album = find(body, 'albums', related(track, 'albums')[0]!.id)!;
      expect(tracks[i]).toEqual({
        platform: 'tidal',
        id: track.id,
        title: track.attributes!.title,
        artists: artistNames(body, track),
        album: album.attributes!.title,
        albumId: album.id,
        durationMs: isoMs(track.attributes!.duration),
        isrc: track.attributes!.isrc,
        explicit: track.attributes!.explicit,
        releaseDate: album.attributes!.releaseDate,
        cover: image640(body, album, 'coverArt'),
        preview: '',
        url: sharingUrl(track),
      });
    }
    // The page is whole: no `next`, nothing more asked.
    expect(page.links?.next ?? undefined).toBeUndefined();
    expect(platform.requests).toHaveLength(1);
  });
});
