/**
 * Real recorded user-collection pages through the TIDAL library client: the items, their covers
 * and pictures from the nested include, cursor paging by `links.next`.
 */
import { describe, expect, it } from 'vitest';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from '../../../test/support/platforms/recorded-platform';
import { artistNames, coverFile, doc, find, image640, isoMs, related, sharingUrl, tidal, type JsonApiDocument, type JsonApiResource } from '../../../test/support/platforms/tidal-contract';
import { createTidalLibrary } from './library';

let platform: RecordedPlatform | undefined;

async function libraryOn(routes: RecordedRoute[]) {
  platform = await startRecordedPlatform('tidal', routes);
  const userToken = { get: async () => 'tidal-user-token', invalidate: () => undefined };
  return createTidalLibrary({ baseUrls: { api: platform.url, auth: platform.url, login: platform.url }, http: platform.http, userToken });
}

const nextCursor = (file: string): string => (tidal(file).body as { links: { meta: { nextCursor: string } } }).links.meta.nextCursor;

/** The recorded first page; the page its `links.next` points at is empty (the end). */
function firstPageOnly(file: string): RecordedRoute[] {
  const rec = tidal(file);
  const cursor = nextCursor(file);
  return [route(rec, { query: { 'page[cursor]': cursor }, body: { data: [], links: {} } }), route(rec)];
}

type File = { href: string; meta: { width: number; height: number } };

/** The relationship's artwork file at the cover size (`coverFile`), '' without one. */
function coverOf(document: JsonApiDocument, resource: JsonApiResource, relationship: string): string {
  const artwork = related(resource, relationship)[0];
  if (!artwork) return '';
  return coverFile((find(document, 'artworks', artwork.id)?.attributes?.files ?? []) as File[]);
}

/** The collection's resources in its own order; identifiers without a resource are left out. */
function itemsOf(document: JsonApiDocument): JsonApiResource[] {
  return (document.data as JsonApiResource[]).map((ref) => find(document, ref.type, ref.id)).filter((r) => r !== undefined);
}

describe('TIDAL user collections, on recorded responses', () => {
  it('reads the playlist collection with covers, mixes included, an identifier without a resource skipped', async () => {
    const file = 'user-collection-playlists-page.json';
    const body = doc(file);
    const expected = itemsOf(body);
    expect(expected.length).toBe((body.data as unknown[]).length - 1);
    const library = await libraryOn(firstPageOnly(file));
    const { items, total } = await library.playlists();
    expect(total).toBe(expected.length);
    expect(items.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    for (const [i, resource] of expected.entries()) {
      const a = resource.attributes!;
      const cover = coverOf(body, resource, 'coverArt');
      expect(cover).not.toBe('');
      expect(items[i]).toMatchObject({
        id: resource.id,
        title: a.name,
        url: sharingUrl(resource),
        cover,
        public: a.accessType === 'PUBLIC',
        // Mixes carry no item count.
        nb_tracks: a.numberOfItems ?? 0,
        created_at: new Date(String(a.createdAt)).toISOString(),
        checksum: a.lastModifiedAt,
        fans: a.numberOfFollowers,
      });
      if (a.duration) expect(items[i]!.duration_millis).toBe(isoMs(a.duration));
      else expect(items[i]!.duration_millis).toBeUndefined();
      if (a.description) expect(items[i]!.description).toBe(a.description);
    }
    const [first, second] = platform!.requests;
    expect(first!.query.get('include')).toBe('items.coverArt');
    expect(first!.headers.authorization).toBe('Bearer tidal-user-token');
    // The next page is asked as `links.next` says: its cursor, the include kept.
    expect(second!.query.get('page[cursor]')).toBe(nextCursor(file));
    expect(second!.query.get('include')).toBe('items.coverArt,items.owners');
    expect(platform!.requests).toHaveLength(2);
  });

  it('reads the followed artists in collection order with their pictures', async () => {
    const file = 'user-collection-artists-page.json';
    const body = doc(file);
    const expected = itemsOf(body);
    expect(expected).toHaveLength((body.data as unknown[]).length);
    const library = await libraryOn(firstPageOnly(file));
    const artists = await library.artists();
    expect(artists).toEqual(
      expected.map((artist) => ({
        id: artist.id,
        name: artist.attributes!.name,
        url: sharingUrl(artist),
        cover: coverOf(body, artist, 'profileArt'),
      })),
    );
    // One artist has no picture (profileArt data []); the others all have one.
    expect(artists.filter((a) => a.cover === '').map((a) => a.name)).toEqual(['Paul Swoon']);
    expect(platform!.requests[0]!.query.get('include')).toBe('items.profileArt');
  });

  it('reads the saved albums with artists and cover from the page itself, none read again', async () => {
    const file = 'user-collection-albums-page.json';
    const body = doc(file);
    const expected = itemsOf(body);
    expect(expected).toHaveLength((body.data as unknown[]).length);
    const library = await libraryOn(firstPageOnly(file));
    const albums = await library.albums();
    expect(albums).toEqual(
      expected.map((album) => ({
        id: album.id,
        title: album.attributes!.title,
        url: sharingUrl(album),
        release_date: album.attributes!.releaseDate,
        explicit: album.attributes!.explicit,
        track_count: album.attributes!.numberOfItems,
        artists: artistNames(body, album),
        cover: image640(body, album, 'coverArt'),
      })),
    );
    // Every credited artist is named (one album credits four).
    for (const [i, album] of expected.entries()) expect(albums[i]!.artists).toHaveLength(related(album, 'artists').length);
    expect(albums.some((a) => a.explicit)).toBe(true);
    expect(platform!.requests[0]!.query.get('include')).toBe('items.artists,items.coverArt');
    // The page named every album's artists and cover: no album was read again by id.
    expect(platform!.requests.filter((r) => r.path === '/v2/albums')).toEqual([]);
  });
});
