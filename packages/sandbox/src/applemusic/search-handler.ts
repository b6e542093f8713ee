import { searchAlbums, searchArtists, searchRecordings, normalizeWords } from '../platform-kit/listing-search';
import { AppleApiError, appleErrors } from './apple-errors';
import { albumResource } from './album-resource';
import { artistResource } from './artist-resource';
import type { AppleHandler } from './catalog-handlers';
import { playlistResource } from './playlist-resource';
import { commaList, parseLimit, parseOffset } from './query-params';
import { listedSong } from './song-resource';

/** Types Apple's catalog search accepts; the simulator has content for the first four. */
const SEARCH_TYPES = ['songs', 'albums', 'artists', 'playlists', 'music-videos', 'stations', 'curators', 'record-labels', 'apple-curators', 'activities'] as const;

/**
 * `GET /v1/catalog/{sf}/search?term=&types=&limit≤25&offset=`: one group per type with hits,
 * each with its own root-relative `next` (term, types and offset; no limit).
 * https://developer.apple.com/documentation/applemusicapi/search-for-catalog-resources
 */
export const searchCatalog: AppleHandler = (r) => {
  const term = r.query.get('term');
  if (term === null || term.trim() === '') throw new AppleApiError(appleErrors.missingParameter('term'));
  const types = commaList(r.query, 'types');
  if (types === undefined || types.length === 0) throw new AppleApiError(appleErrors.missingParameter('types'));
  for (const type of types) {
    if (!(SEARCH_TYPES as readonly string[]).includes(type)) {
      throw new AppleApiError(appleErrors.invalidParameter('types', `Invalid type '${type}'`));
    }
  }
  const limit = parseLimit(r.query, 5, 25);
  const offset = parseOffset(r.query);
  const { view } = r;
  const { catalog } = view;
  const path = `/v1/catalog/${view.storefront}/search`;
  const results: Record<string, unknown> = {};
  const order: string[] = [];
  const group = <T>(type: string, hits: T[], render: (hit: T) => unknown) => {
    const page = hits.slice(offset, offset + limit);
    if (page.length === 0) return;
    const q = (extra: Record<string, string>) =>
      new URLSearchParams({ ...extra, term: term.trim(), types: type }).toString().replace(/%2C/g, ',');
    results[type] = {
      href: `${path}?${q({ limit: String(limit) })}`,
      ...(offset + limit < hits.length ? { next: `${path}?${q({ offset: String(offset + limit) })}` } : {}),
      data: page.map(render),
    };
    order.push(type);
  };
  for (const type of new Set(types)) {
    if (type === 'songs') {
      group(type, searchRecordings(catalog, 'applemusic', term), (recording) =>
        listedSong(view, { recording, listing: recording.platforms.applemusic! }),
      );
    } else if (type === 'albums') {
      // Search hits carry the album's attributes only (recorded: go-apple-music's search body).
      group(type, searchAlbums(catalog, 'applemusic', term), (album) => {
        const { relationships: _related, ...rest } = albumResource(view, album);
        return rest;
      });
    } else if (type === 'artists') {
      group(type, searchArtists(catalog, 'applemusic', term), (artist) => artistResource(view, artist));
    } else if (type === 'playlists') {
      const words = normalizeWords(term);
      const hits = catalog.playlists.filter((p) => {
        if (p.platform !== 'applemusic') return false;
        const title = new Set(normalizeWords(p.title));
        return words.every((w) => title.has(w));
      });
      // Search hits carry the playlist's attributes only, not its tracks.
      group(type, hits, (playlist) => {
        const { relationships: _tracks, ...rest } = playlistResource(view, playlist);
        return rest;
      });
    }
  }
  return { results, meta: { results: { order, rawOrder: order } } };
};
