import type { PlatformHttp } from '../http/http-types';
import { PlatformError } from '../../errors/platform-error';
import { chunk } from '../kit/chunk';
import { clientCredentialsToken } from '../kit/client-credentials';
import { searchTitle } from '../kit/search-title';
import { uniqueIsrcs } from '../kit/unique-isrcs';
import type { PlatformAdapter, PlatformAlbum, PlatformTrack, PlaylistReadOptions } from '../types';
import { ALBUM_INCLUDE, createTidalApi, PLAYLIST_ITEMS_INCLUDE, TRACK_INCLUDE, type SearchKind, type TidalApi, type TidalResource } from './api';
import {
  hasRelationshipData,
  indexIncluded,
  mapReadable,
  relatedIdentifiers,
  toPlatformAlbum,
  toPlatformArtist,
  toPlatformPlaylist,
  toPlatformTrack,
  tracksOfPage,
  type Included,
} from './mappers';
import type { TidalUrls, TidalCredentials } from './settings';

export interface TidalAdapterOptions {
  baseUrls: Pick<TidalUrls, 'api' | 'auth'>;
  credentials: TidalCredentials;
  http: PlatformHttp;
  /** Catalog region (`countryCode`); availability differs per country. */
  countryCode?: string;
  now?: () => number;
}

/** Values per `filter[...]` the API accepts in one request. */
const FILTER_MAX = 20;
/** What an album's or a playlist's later item pages include. */
const ALBUM_ITEMS_INCLUDE = 'items,items.artists';

/**
 * Follows `links.next` of an items relationship to the end, collecting tracks page by page.
 * Album pages after the first carry neither the album nor its cover: `album` supplies them.
 */
async function readItems(
  api: TidalApi,
  first: TidalResource,
  firstIncluded: Included,
  include: string,
  onPage: PlaylistReadOptions['onPage'],
  album?: PlatformAlbum,
): Promise<PlatformTrack[]> {
  const tracks = tracksOfPage(relatedIdentifiers(first, 'items'), firstIncluded, album);
  onPage?.({ read: tracks.length, total: undefined });
  let next = first.relationships?.items?.links?.next;
  while (next) {
    const page = await api.nextPage(next, include);
    tracks.push(...tracksOfPage(page.data, indexIncluded(page.included), album));
    onPage?.({ read: tracks.length, total: undefined });
    // An empty page ends the list even if a `next` came with it (no endless paging).
    next = page.data.length > 0 ? page.links?.next : undefined;
  }
  return tracks;
}

/** Every page of a filtered track collection. */
async function tracksBy(api: TidalApi, filter: 'isrc' | 'id', values: readonly string[]): Promise<PlatformTrack[]> {
  const tracks: PlatformTrack[] = [];
  let page = await api.tracksBy(filter, values);
  for (;;) {
    const included = indexIncluded(page.included);
    tracks.push(...mapReadable(page.data.filter((r) => r.type === 'tracks'), (r) => toPlatformTrack(r, included)));
    const next = page.data.length > 0 ? page.links?.next : undefined;
    if (!next) return tracks;
    page = await api.nextPage(next, TRACK_INCLUDE, 'track list');
  }
}

/** Albums by id or barcode with their artists and cover, in the order TIDAL lists them. */
async function albumsBy(api: TidalApi, filter: 'id' | 'barcodeId', values: readonly string[]): Promise<PlatformAlbum[]> {
  const albums: PlatformAlbum[] = [];
  for (const batch of chunk(values, FILTER_MAX)) {
    const document = await api.albumsBy(filter, batch, 'artists,coverArt');
    const included = indexIncluded(document.included);
    albums.push(...mapReadable(document.data.filter((r) => r.type === 'albums'), (r) => toPlatformAlbum(r, included)));
  }
  return albums;
}

/** A status that says this API has no `GET /searchResults?filter[query]=` (it came in 2026-08). */
function searchFormMissing(error: unknown): boolean {
  return error instanceof PlatformError && (error.status === 400 || error.status === 404 || error.status === 405);
}

export function createTidalAdapter({ baseUrls, credentials, http, countryCode = 'US', now }: TidalAdapterOptions): PlatformAdapter {
  const token = clientCredentialsToken({
    http,
    tokenUrl: `${baseUrls.auth}/v1/oauth2/token`,
    clientId: credentials.client_id,
    clientSecret: credentials.client_secret,
    clientAuth: 'body',
    ...(now ? { now } : {}),
  });
  const api = createTidalApi({ baseUrl: baseUrls.api, countryCode, http, token });

  /**
   * The hits of one kind, in relevance order (`included` is in id order, so the relationship's
   * identifiers give the ranking). JSON:API names them only when included, so the kind always is.
   * Where the current form is missing, the older one with the query as the id answers.
   */
  async function search(text: string, kind: SearchKind): Promise<{ resources: TidalResource[]; included: Included }> {
    let ids: string[];
    let included: Included;
    try {
      const document = await api.search(text, kind);
      const result = Array.isArray(document.data) ? document.data[0] : document.data;
      ids = result ? relatedIdentifiers(result, kind).map((r) => r.id) : [];
      included = indexIncluded(document.included);
    } catch (error) {
      if (!searchFormMissing(error)) throw error;
      const page = await api.searchRelationship(text, kind);
      ids = page.data.filter((r) => r.type === kind).map((r) => r.id);
      included = indexIncluded(page.included);
    }
    const resources = ids.map((id) => included.get(`${kind}:${id}`)).filter((r) => r !== undefined);
    return { resources, included };
  }

  return {
    platform: 'tidal',
    region: countryCode,
    capabilities: {
      isrcLookup: { batchSize: FILTER_MAX },
      search: true,
      playlistRead: true,
      albumRead: true,
      artistRead: true,
      linking: true,
      libraryRead: true,
      playlistWrite: true,
    },

    async getTrack(id) {
      const document = await api.track(id);
      return toPlatformTrack(document.data, indexIncluded(document.included));
    },

    async getAlbum(id) {
      // `filter[id]` reads the album as harmony does; an unknown id is an empty list.
      const document = await api.albumsBy('id', [id], ALBUM_INCLUDE);
      const resource = document.data.find((r) => r.type === 'albums' && r.id === id) ?? document.data.find((r) => r.type === 'albums');
      if (!resource) throw new PlatformError('tidal', 'not_found', `tidal has no album ${id}`, { status: 404 });
      const included = indexIncluded(document.included);
      const album = toPlatformAlbum(resource, included);
      const tracks = await readItems(api, resource, included, ALBUM_ITEMS_INCLUDE, undefined, album);
      return { ...album, tracks };
    },

    async getArtist(id) {
      const document = await api.artist(id);
      return toPlatformArtist(document.data, indexIncluded(document.included));
    },

    async getPlaylist(id, options = {}) {
      const document = await api.playlist(id);
      const included = indexIncluded(document.included);
      const tracks = await readItems(api, document.data, included, PLAYLIST_ITEMS_INCLUDE, options.onPage);
      return toPlatformPlaylist(document.data, included, tracks);
    },

    async lookupIsrcs(isrcs) {
      const found = new Map<string, PlatformTrack[]>();
      for (const batch of chunk(uniqueIsrcs(isrcs), FILTER_MAX)) {
        const requested = new Set(batch);
        for (const track of await tracksBy(api, 'isrc', batch)) {
          if (!track.isrc || !requested.has(track.isrc)) continue;
          found.set(track.isrc, [...(found.get(track.isrc) ?? []), track]);
        }
      }
      return found;
    },

    async searchTracks(query, options = {}) {
      const limit = Math.min(options.limit ?? FILTER_MAX, FILTER_MAX);
      const title = searchTitle(query.title);
      const artist = query.artists[0] ?? '';
      for (const text of [`${title} ${artist}`.trim(), title]) {
        // Search results name tracks without their artists or album; one filter[id] request reads them in full.
        const ids = (await search(text, 'tracks')).resources.slice(0, limit).map((r) => r.id);
        if (ids.length === 0) continue;
        const byId = new Map((await tracksBy(api, 'id', ids)).map((t) => [t.id, t]));
        return ids.map((trackId) => byId.get(trackId)).filter((t) => t !== undefined);
      }
      return [];
    },

    async searchAlbums(query, options = {}) {
      const limit = options.limit ?? 10;
      // A barcode names the release itself. TIDAL stores what the label delivered: UPC-A, EAN-13
      // or GTIN-14 (`00602475093060` in a recorded album), and matches exactly, so ask for each form.
      if (query.upc) {
        const digits = query.upc.replace(/^0+/, '');
        const forms = [...new Set([query.upc, ...[12, 13, 14].map((n) => digits.padStart(n, '0'))])];
        const byBarcode = await albumsBy(api, 'barcodeId', forms);
        if (byBarcode.length > 0) return byBarcode.slice(0, limit);
      }
      const { resources, included } = await search(`${searchTitle(query.title)} ${query.artists[0] ?? ''}`.trim(), 'albums');
      const top = resources.slice(0, limit);
      // Responses that ignore the nested include (older ones) name no artists: read those albums again.
      const bare = top.filter((r) => !hasRelationshipData(r, 'artists')).map((r) => r.id);
      const reread = new Map(bare.length > 0 ? (await albumsBy(api, 'id', bare)).map((a) => [a.id, a]) : []);
      return mapReadable(top, (r) => reread.get(r.id) ?? toPlatformAlbum(r, included));
    },

    async searchArtists(name, options = {}) {
      const { resources, included } = await search(name, 'artists');
      return mapReadable(resources.slice(0, options.limit ?? 10), (r) => toPlatformArtist(r, included));
    },
  };
}
