/**
 * `GET /v1/search?q=&type=&limit=&offset=`. The response is keyed by type (`tracks`, `albums`,
 * `artists`, ...), each a paging object whose `href` echoes the query as `query=` with
 * `locale=*`, as the recorded response does; `query=` is therefore accepted as well as `q=`.
 *
 * Limits follow Spotify's February 2026 dev-mode rules (the sandbox's apps are dev-mode apps):
 * `limit` defaults to 5 and may not exceed 10; `offset + limit` stays within 1,000.
 * https://developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide
 */
import { pageRequest, pagingObject } from './spotify-paging';
import { checkMarket, type SpotifyHandler } from './spotify-request';
import { marketOf } from './spotify-objects';
import { spotifyErrors } from './spotify-errors';
import type { SpotifySearchIndex } from './search-index';
import { parseSearchQuery } from './search-query';

export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 10;
const SEARCH_MAX_OFFSET = 1_000;

const TYPES = ['album', 'artist', 'playlist', 'track', 'show', 'episode', 'audiobook'] as const;
type SearchType = (typeof TYPES)[number];

export function searchHandler(indexFor: () => SpotifySearchIndex): SpotifyHandler {
  return ({ view, url, country }) => {
    const query = url.searchParams;
    const q = query.get('q') ?? query.get('query');
    if (!q || q.trim() === '') throw spotifyErrors.badRequest('No search query');
    const rawType = query.get('type');
    if (!rawType) throw spotifyErrors.badRequest('Missing parameter type');
    const types = rawType.split(',').map((t) => t.trim());
    if (types.some((t) => !(TYPES as readonly string[]).includes(t))) throw spotifyErrors.badRequest('Bad search type field');
    checkMarket(query);
    const market = marketOf(query, country);
    const page = pageRequest(query, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_MAX_OFFSET);
    if (page.offset + page.limit > SEARCH_MAX_OFFSET) throw spotifyErrors.badRequest('Invalid offset');

    const terms = parseSearchQuery(q);
    const index = indexFor();
    const href = (type: SearchType) => (offset: number, limit: number) =>
      `${view.apiBase}/v1/search?offset=${offset}&limit=${limit}&query=${encodeURIComponent(q)}&type=${type}&locale=*`;
    const body: Record<string, unknown> = {};
    for (const type of new Set(types as SearchType[])) {
      switch (type) {
        case 'track':
          body.tracks = pagingObject(index.searchTracks(terms), page, href(type), (r) => view.track(r, market));
          break;
        case 'album': {
          const albums = index.searchAlbums(terms);
          // A barcode Spotify cannot resolve comes back as one null item, not an empty list
          // (https://github.com/spotify/web-api/issues/1547).
          const byBarcode = terms.some((t) => t.field === 'upc');
          body.albums =
            byBarcode && albums.length === 0 && page.offset === 0
              ? pagingObject([null], page, href(type), () => null)
              : pagingObject(albums, page, href(type), (a) => view.simplifiedAlbum(a, market));
          break;
        }
        case 'artist':
          body.artists = pagingObject(index.searchArtists(terms), page, href(type), (a) => view.artist(a));
          break;
        default:
          // The sandbox has no podcasts or audiobooks, and its search does not cover playlists.
          body[`${type}s`] = pagingObject([], page, href(type), () => null);
      }
    }
    return body;
  };
}
