import { searchAlbums, searchArtists, searchRecordings, normalizeWords } from '../platform-kit/listing-search';
import { stableHex } from '../platform-kit/stable-hash';
import { PAGE_SIZE } from './cursor';
import { Included, type Identifier, type Resource } from './json-api-document';
import { TidalApiError, tidalErrors } from './tidal-errors';
import { firstPageLinks, param, paginate, parseFilters, parseInclude, selfLink, type TidalHandler, type TidalRequest } from './tidal-request';
import { ARTIST_INCLUDES, renderAlbum, renderArtist } from './album-handlers';
import { playlistResource } from './tidal-resources';
import { renderTrack, TRACK_INCLUDES } from './track-handlers';

const KINDS = ['tracks', 'albums', 'artists', 'playlists'] as const;
type Kind = (typeof KINDS)[number];
/** Nested paths each kind accepts under it (`albums.coverArt`); others are a 400 as on TIDAL. */
const NESTED: Record<Kind, readonly string[]> = {
  tracks: TRACK_INCLUDES,
  albums: ['artists', 'coverArt'],
  artists: ARTIST_INCLUDES,
  playlists: [],
};
const includesOf = (kinds: readonly Kind[]) => kinds.flatMap((k) => [k, ...NESTED[k].map((n) => `${k}.${n}`)]);

/** The include paths under one kind (`albums.coverArt` → `coverArt`). */
function nestedUnder(include: ReadonlySet<string>, kind: Kind): Set<string> {
  return new Set([...include].filter((p) => p.startsWith(`${kind}.`)).map((p) => p.slice(kind.length + 1)));
}

/** Whether a kind is included, directly or through a nested path (which embeds it). */
function includes(include: ReadonlySet<string>, kind: Kind): boolean {
  return include.has(kind) || [...include].some((p) => p.startsWith(`${kind}.`));
}
const RELATIONSHIPS = ['albums', 'artists', 'playlists', 'topHits', 'tracks', 'videos'] as const;

/** Everything a query finds, per relationship, as identifiers plus a renderer for `included`. */
function hits(
  r: TidalRequest,
  query: string,
  include: ReadonlySet<string>,
): Record<Kind, { ids: Identifier[]; render: (id: string, included: Included) => Resource | undefined }> {
  const { view } = r;
  const words = normalizeWords(query);
  return {
    tracks: {
      ids: searchRecordings(view.catalog, 'tidal', query).map((rec) => ({ id: rec.platforms.tidal!.id, type: 'tracks' })),
      render: (id, included) => {
        const track = view.track(id);
        return track ? renderTrack(r, track, nestedUnder(include, 'tracks'), included) : undefined;
      },
    },
    albums: {
      ids: searchAlbums(view.catalog, 'tidal', query).map((a) => ({ id: a.platforms.tidal!.id, type: 'albums' })),
      render: (id, included) => {
        const album = view.album(id);
        return album ? renderAlbum(r, album, nestedUnder(include, 'albums'), included) : undefined;
      },
    },
    artists: {
      ids: searchArtists(view.catalog, 'tidal', query).map((a) => ({ id: a.platformIds.tidal!, type: 'artists' })),
      render: (id, included) => {
        const artist = view.artist(id);
        return artist ? renderArtist(r, artist, nestedUnder(include, 'artists'), included) : undefined;
      },
    },
    playlists: {
      ids: view.catalog.playlists
        .filter((p) => p.platform === 'tidal' && words.length > 0 && words.every((w) => normalizeWords(p.title).includes(w)))
        .map((p) => ({ id: p.platformId, type: 'playlists' })),
      render: (id) => {
        const playlist = view.playlist(id);
        return playlist ? playlistResource(view, playlist) : undefined;
      },
    },
  };
}

/** The `searchResults` resource: its id is the query itself (the older, still served form). */
function searchResource(r: TidalRequest, query: string, include: ReadonlySet<string>, included: Included): Resource {
  const found = hits(r, query, include);
  const id = query;
  const rels: Record<string, unknown> = {};
  for (const name of RELATIONSHIPS) {
    const path = `/searchResults/${encodeURIComponent(id)}/relationships/${name}`;
    const kind = (KINDS as readonly string[]).includes(name) ? (name as Kind) : undefined;
    if (kind && includes(include, kind)) {
      const first = found[kind].ids.slice(0, PAGE_SIZE);
      for (const ident of first) {
        const resource = found[kind].render(ident.id, included);
        if (resource) included.add(resource);
      }
      rels[name] = { data: first, links: firstPageLinks(path, r.view.countryCode, found[kind].ids.length) };
    }
  }
  const hex = stableHex(`search:${query}`, 32);
  return {
    id,
    type: 'searchResults',
    attributes: { trackingId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` },
    relationships: rels,
  };
}

function checkQuery(query: string, parameter: string): string {
  if (query.trim() === '') throw new TidalApiError(tidalErrors.badParameter(parameter, 'The search query must not be empty'));
  return query;
}

/** `GET /searchResults?filter[query]=…`: the current form, a collection of one searchResults resource. */
export const searchByFilter: TidalHandler = (r) => {
  const include = parseInclude(r.query, includesOf(KINDS));
  const filters = parseFilters(r.query, ['query']);
  const query = checkQuery(r.query.get('filter[query]') ?? (filters.get('query') ?? []).join(','), 'filter[query]');
  const included = new Included();
  return { data: [searchResource(r, query, include, included)], links: { self: selfLink(r) }, ...included.toMember() };
};

/** `GET /searchResults/{query}` (older spec, still used by clients). */
export const searchByPath: TidalHandler = (r) => {
  const include = parseInclude(r.query, includesOf(KINDS));
  const query = checkQuery(param(r, 0), 'id');
  const included = new Included();
  return { data: searchResource(r, query, include, included), links: { self: selfLink(r) }, ...included.toMember() };
};

/** `GET /searchResults/{query}/relationships/{tracks|albums|artists|playlists}` with cursor paging. */
export const searchRelationship: TidalHandler = (r) => {
  const query = checkQuery(param(r, 0), 'id');
  const kind = param(r, 1) as Kind;
  if (!(KINDS as readonly string[]).includes(kind)) {
    if (param(r, 1) === 'topHits' || param(r, 1) === 'videos') return { data: [], links: { self: selfLink(r) } };
    throw new TidalApiError(tidalErrors.notFound());
  }
  const include = parseInclude(r.query, includesOf([kind]));
  const found = hits(r, query, include)[kind];
  const { page, links } = paginate(r, found.ids);
  const included = new Included();
  if (includes(include, kind)) {
    for (const ident of page) {
      const resource = found.render(ident.id, included);
      if (resource) included.add(resource);
    }
  }
  return { data: page, links, ...included.toMember() };
};
