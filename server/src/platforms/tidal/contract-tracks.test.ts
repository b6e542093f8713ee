import { afterEach, describe, expect, it } from 'vitest';
import { route, type RecordedPlatform } from '../test-support/recorded-platform';
import { artistNames, doc, find, image640, isoMs, related, sharingUrl, startTidal, tidal, type JsonApiResource } from './contract-support';

let platform: RecordedPlatform | undefined;
afterEach(async () => platform?.close());

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
