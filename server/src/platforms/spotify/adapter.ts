import type { PlatformHttp } from '../http/http-types';
import { clientCredentialsToken } from '../kit/client-credentials';
import { searchTitle } from '../kit/search-title';
import { uniqueIsrcs } from '../kit/unique-isrcs';
import type { PlatformAdapter, PlatformTrack } from '../types';
import { createSpotifyApi, SEARCH_LIMIT, type SpotifyPlaylistEntries } from './api';
import { normalizeIsrc, preferPlayable, toPlatformAlbum, toPlatformArtist, toPlatformPlaylist, toPlatformTrack, tracksOfEntries } from './mappers';
import type { SpotifyUrls, SpotifyCredentials } from './settings';

/** The market of integrations stored before markets were asked for. */
export const DEFAULT_MARKET = 'US';

/**
 * The barcode forms to search by: as given, then zero-padded to GTIN-14. Spotify often finds an
 * album only by the 14-digit form (recorded: `upc:602475093060` finds nothing,
 * `upc:00602475093060` the album).
 */
function barcodeForms(upc: string): string[] {
  const digits = upc.trim();
  return [...new Set([digits, digits.padStart(14, '0')])];
}

export interface SpotifyAdapterOptions {
  baseUrls: Pick<SpotifyUrls, 'api' | 'accounts'>;
  /** `market` may be missing: integrations stored before it existed read {@link DEFAULT_MARKET}. */
  credentials: Omit<SpotifyCredentials, 'market'> & { market?: string | undefined };
  http: PlatformHttp;
  now?: () => number;
}

/** Entries per playlist page asked for (the documented maximum). */
const ENTRIES_PAGE = 50;

/** Double quotes end a field filter's phrase; Spotify has no escape for them. */
const phrase = (text: string) => `"${text.replace(/"/g, ' ').trim()}"`;

export function createSpotifyAdapter({ baseUrls, credentials, http, now }: SpotifyAdapterOptions): PlatformAdapter {
  const token = clientCredentialsToken({
    http,
    tokenUrl: `${baseUrls.accounts}/api/token`,
    clientId: credentials.client_id,
    clientSecret: credentials.client_secret,
    clientAuth: 'basic',
    ...(now ? { now } : {}),
  });
  // Stored integrations from before the market setting have none: they read the default market.
  const market = credentials.market ?? DEFAULT_MARKET;
  const api = createSpotifyApi({ baseUrl: baseUrls.api, http, token, market });

  return {
    platform: 'spotify',
    region: market,
    capabilities: {
      // Only through search (`q=isrc:X`): one ISRC per request.
      isrcLookup: { batchSize: 1 },
      search: true,
      playlistRead: true,
      albumRead: true,
      artistRead: true,
      linking: true,
      libraryRead: true,
      playlistWrite: true,
    },

    // A relinked answer keeps the id the link named, so the conversion is keyed as it was asked.
    getTrack: async (id) => toPlatformTrack(await api.track(id), undefined, { keepRequestedId: true }),

    async getAlbum(id) {
      const album = await api.album(id);
      const tracks = album.tracks.items.map((t) => toPlatformTrack(t, album));
      const total = album.tracks.total ?? album.total_tracks ?? Infinity;
      let read = album.tracks.received;
      let next = album.tracks.next;
      // As far as the album's own count: a `next` past it (or an empty page) ends the list.
      while (next && read < total) {
        const page = await api.albumTracks(next);
        tracks.push(...page.items.map((t) => toPlatformTrack(t, album)));
        read += page.received;
        next = page.received > 0 ? page.next : null;
      }
      return { ...toPlatformAlbum(album), tracks };
    },

    getArtist: async (id) => toPlatformArtist(await api.artist(id)),

    async getPlaylist(id, options = {}) {
      const playlist = await api.playlist(id);
      // Later pages are asked by offset at `/playlists/{id}/items`, never through `next`: the
      // real `next` names `/playlists/{id}/tracks` (or, in older answers,
      // `/users/{owner}/playlists/{id}/tracks`), paths development-mode apps are refused since
      // February 2026. Some playlists come without their entries (only a link to them): the
      // first page is then asked the same way, so a refusal surfaces as a 403 (`unsupported`).
      const entries = (offset: number) => api.playlistEntries(`/playlists/${encodeURIComponent(id)}/items?offset=${offset}&limit=${ENTRIES_PAGE}`);
      const embedded = playlist.items ?? playlist.tracks;
      let page: SpotifyPlaylistEntries | undefined = embedded && 'items' in embedded ? embedded : await entries(0);
      const tracks: PlatformTrack[] = [];
      let offset = 0;
      while (page) {
        tracks.push(...tracksOfEntries(page));
        offset += page.received;
        options.onPage?.({ read: tracks.length, total: page.total });
        const more: boolean = page.next !== null && page.received > 0 && (page.total === undefined || offset < page.total);
        page = more ? await entries(offset) : undefined;
      }
      return toPlatformPlaylist(playlist, tracks);
    },

    async lookupIsrcs(isrcs) {
      const found = new Map<string, PlatformTrack[]>();
      for (const isrc of uniqueIsrcs(isrcs)) {
        const hits = (await api.search(`isrc:${isrc}`, 'track', SEARCH_LIMIT)).tracks?.items ?? [];
        const tracks = preferPlayable(hits.filter((t) => normalizeIsrc(t.external_ids?.isrc) === isrc)).map((t) => toPlatformTrack(t));
        if (tracks.length > 0) found.set(isrc, tracks);
      }
      return found;
    },

    async searchTracks(query, options = {}) {
      const limit = options.limit ?? SEARCH_LIMIT;
      const title = searchTitle(query.title);
      const artist = query.artists[0];
      // Field filters first (precise), then the same words unfielded for titles Spotify spells differently.
      const forms = artist
        ? [`track:${phrase(title)} artist:${phrase(artist)}`, `${title} ${artist}`]
        : [`track:${phrase(title)}`, title];
      for (const q of forms) {
        const hits = (await api.search(q, 'track', limit)).tracks?.items ?? [];
        if (hits.length > 0) return preferPlayable(hits).map((t) => toPlatformTrack(t));
      }
      return [];
    },

    async searchAlbums(query, options = {}) {
      const limit = options.limit ?? SEARCH_LIMIT;
      if (query.upc) {
        // Search results are simplified albums without `external_ids`: a hit of a `upc:` search
        // is known to carry the barcode searched for. A miss may come as `"items":[null]`.
        for (const form of barcodeForms(query.upc)) {
          const hits = (await api.search(`upc:${form}`, 'album', limit)).albums?.items ?? [];
          if (hits.length > 0) return preferPlayable(hits).map((album) => ({ ...toPlatformAlbum(album), upc: query.upc }));
        }
        return [];
      }
      const artist = query.artists[0];
      const q = `album:${phrase(searchTitle(query.title))}${artist ? ` artist:${phrase(artist)}` : ''}`;
      return preferPlayable((await api.search(q, 'album', limit)).albums?.items ?? []).map(toPlatformAlbum);
    },

    async searchArtists(name, options = {}) {
      return ((await api.search(name, 'artist', options.limit ?? SEARCH_LIMIT)).artists?.items ?? []).map(toPlatformArtist);
    },
  };
}
