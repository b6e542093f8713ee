/**
 * What a library transfer reads from and writes to TIDAL, on real recorded responses: the liked
 * tracks (`userCollectionTracks`), each entry with the date it was liked, its track, artists,
 * album and cover from the nested include, page after page through `links.next`.
 */
import { describe, expect, it } from 'vitest';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { artistNames, doc, find, image640, isoMs, related, sharingUrl, tidal, type JsonApiResource } from '../../../test/support/platforms/tidal-contract';
import { createTidalLibrary } from './library';
import { imageOf, indexIncluded } from './mappers';

const FILE = 'user-collection-tracks-page.json';

let platform: RecordedPlatform | undefined;

async function libraryOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('tidal', routes);
  const userToken = { get: async () => 'tidal-user-token', invalidate: () => undefined };
  return createTidalLibrary({ baseUrls: { api: platform.url, auth: platform.url, login: platform.url }, http: platform.http, userToken });
}

/** What a liked track of the recorded page must become, read from the page itself. */
function expectedEntry(ref: { id: string; type: string; meta?: { addedAt?: string } }) {
  const body = doc(FILE);
  const track = find(body, ref.type, ref.id)!;
  const a = track.attributes!;
  const album = find(body, 'albums', related(track, 'albums')[0]!.id)!;
  return {
    kind: 'track',
    playable: (a.availability as string[]).includes('STREAM'),
    addedAt: ref.meta!.addedAt,
    track: {
      platform: 'tidal',
      id: track.id,
      title: a.version ? `${String(a.title)} (${String(a.version)})` : a.title,
      artists: artistNames(body, track),
      album: album.attributes!.title,
      albumId: album.id,
      durationMs: isoMs(a.duration),
      isrc: String(a.isrc).toUpperCase(),
      explicit: a.explicit,
      releaseDate: album.attributes!.releaseDate,
      cover: image640(body, album, 'coverArt'),
      preview: '',
      url: sharingUrl(track),
    },
  };
}

describe('TIDAL liked tracks, on a recorded collection page', () => {
  it('maps every liked track in collection order with its date, versions in the title, through links.next to the end', async () => {
    const body = doc(FILE);
    const refs = body.data as Array<{ id: string; type: string; meta?: { addedAt?: string } }>;
    const next = new URL(body.links!.next!, 'https://openapi.tidal.com');
    const library = await libraryOn([
      // The page the recorded `links.next` names answers an empty list, which ends the collection.
      route(tidal(FILE), { query: { 'page[cursor]': next.searchParams.get('page[cursor]')! }, body: { data: [], links: {} } }),
      route(tidal(FILE)),
    ]);
    const liked = await library.likedTracks();
    expect(liked).toEqual(refs.map(expectedEntry));
    // As recorded: the included tracks come in id order, the collection newest first.
    expect(liked.map((e) => e.addedAt)).toEqual([...refs.map((r) => r.meta!.addedAt)].sort().reverse());
    expect(liked.filter((e) => e.track.title.endsWith('(VIP)'))).toHaveLength(1);
    const requests = platform!.requests;
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['GET', '/v2/userCollectionTracks/me/relationships/items'],
      ['GET', `/v2${next.pathname}`],
    ]);
    // The include the recorded page was read with, which brings the artists, albums and covers.
    expect(requests[0]!.query.get('include')?.split(',')).toEqual(expect.arrayContaining(['items.artists', 'items.albums.coverArt']));
    expect(requests[1]!.query.get('page[cursor]')).toBe(next.searchParams.get('page[cursor]'));
    expect(requests[0]!.headers.authorization).toBe('Bearer tidal-user-token');
    expect(platform!.unmatched).toEqual([]);
  });

  it('never takes the video cover an album lists beside its picture', () => {
    const body = doc(FILE);
    const included = indexIncluded(body.included);
    const album = (body.included as JsonApiResource[]).find((r) => r.type === 'albums' && related(r, 'coverArt').length > 1)!;
    const [picture, video] = related(album, 'coverArt').map((ref) => find(body, 'artworks', ref.id)!);
    expect([picture!.attributes!.mediaType, video!.attributes!.mediaType]).toEqual(['IMAGE', 'VIDEO']);
    expect(imageOf(album, included, 'coverArt')).toBe(image640(body, album, 'coverArt'));
    // TIDAL promises no order among an album's artworks: with the video named first, the picture still wins.
    const videoFirst = { ...album, relationships: { ...album.relationships, coverArt: { data: [...related(album, 'coverArt')].reverse() } } };
    expect(imageOf(videoFirst, included, 'coverArt')).toBe(image640(body, album, 'coverArt'));
    // With only the video, there is no cover rather than an mp4.
    const videoOnly = { ...album, relationships: { ...album.relationships, coverArt: { data: [related(album, 'coverArt')[1]!] } } };
    expect(imageOf(videoOnly, included, 'coverArt')).toBe('');
  });
});
