import type { Credentials } from '../../integrations/credential-schemas';
import type { PlatformUrls } from '../../platform-urls';
import type { PlatformHttp } from '../http/http-types';
import { chunk } from '../shared/chunk';
import { clientCredentialsToken } from '../shared/client-credentials';
import { searchTitle } from '../shared/search-title';
import { uniqueIsrcs } from '../shared/unique-isrcs';
import type { PlatformAdapter, PlatformTrack, PlaylistReadOptions } from '../types';
import { createTidalApi, type TidalApi, type TidalCollectionDocument, type TidalResource } from './api';
import {
  indexIncluded,
  relatedIdentifiers,
  toPlatformAlbum,
  toPlatformArtist,
  toPlatformPlaylist,
  toPlatformTrack,
  tracksOfPage,
  type Included,
} from './mappers';

export interface TidalAdapterOptions {
  baseUrls: Pick<PlatformUrls['tidal'], 'api' | 'auth'>;
  credentials: Credentials<'tidal'>;
  http: PlatformHttp;
  /** Catalog region (`countryCode`); availability differs per country. */
  countryCode?: string;
  now?: () => number;
}

/** Values per `filter[...]` the API accepts in one request. */
const FILTER_MAX = 20;

/** Follows `links.next` of an items relationship to the end, collecting tracks page by page. */
async function readItems(
  api: TidalApi,
  first: TidalResource,
  firstIncluded: Included,
  include: string,
  onPage: PlaylistReadOptions['onPage'],
  album?: TidalResource,
): Promise<PlatformTrack[]> {
  const tracks = tracksOfPage(relatedIdentifiers(first, 'items'), firstIncluded, album);
  onPage?.({ read: tracks.length, total: undefined });
  let next = first.relationships?.items?.links?.next;
  while (next) {
    const page: TidalCollectionDocument = await api.itemsPage(next, include);
    tracks.push(...tracksOfPage(page.data, indexIncluded(page.included), album));
    onPage?.({ read: tracks.length, total: undefined });
    next = page.links?.next;
  }
  return tracks;
}

/** Every page of a filtered track collection. */
async function tracksBy(api: TidalApi, filter: 'isrc' | 'id', values: readonly string[]): Promise<PlatformTrack[]> {
  const tracks: PlatformTrack[] = [];
  let page = await api.tracksBy(filter, values);
  for (;;) {
    const included = indexIncluded(page.included);
    tracks.push(...page.data.filter((r) => r.type === 'tracks').map((r) => toPlatformTrack(r, included)));
    if (!page.links?.next) return tracks;
    page = await api.itemsPage(page.links.next, 'albums,artists');
  }
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

  async function search(text: string, kind: 'tracks' | 'albums' | 'artists') {
    // JSON:API relationships carry `data` only when included, so the kind is always included.
    const document = await api.search(text, kind);
    const result = document.data[0];
    return { ids: result ? relatedIdentifiers(result, kind).map((r) => r.id) : [], included: indexIncluded(document.included) };
  }

  return {
    platform: 'tidal',
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
      const document = await api.album(id);
      const included = indexIncluded(document.included);
      const tracks = await readItems(api, document.data, included, 'items,items.artists', undefined, document.data);
      return { ...toPlatformAlbum(document.data, included), tracks };
    },

    async getArtist(id) {
      return toPlatformArtist((await api.artist(id)).data);
    },

    async getPlaylist(id, options = {}) {
      const document = await api.playlist(id);
      const included = indexIncluded(document.included);
      const tracks = await readItems(api, document.data, included, 'items,items.artists,items.albums', options.onPage);
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
        // Search results name tracks without their artists; one filter[id] request reads them in full.
        const ids = (await search(text, 'tracks')).ids.slice(0, limit);
        if (ids.length === 0) continue;
        const byId = new Map((await tracksBy(api, 'id', ids)).map((t) => [t.id, t]));
        return ids.map((trackId) => byId.get(trackId)).filter((t) => t !== undefined);
      }
      return [];
    },

    async searchAlbums(query, options = {}) {
      const { ids, included } = await search(`${searchTitle(query.title)} ${query.artists[0] ?? ''}`.trim(), 'albums');
      return ids
        .slice(0, options.limit ?? 10)
        .map((albumId) => included.get(`albums:${albumId}`))
        .filter((r) => r !== undefined)
        .map((r) => toPlatformAlbum(r, included));
    },

    async searchArtists(name, options = {}) {
      const { ids, included } = await search(name, 'artists');
      return ids
        .slice(0, options.limit ?? 10)
        .map((artistId) => included.get(`artists:${artistId}`))
        .filter((r) => r !== undefined)
        .map(toPlatformArtist);
    },
  };
}
