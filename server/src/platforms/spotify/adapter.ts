import type { Credentials } from '../../integrations/credential-schemas';
import type { PlatformUrls } from '../../platform-urls';
import type { PlatformHttp } from '../http/http-types';
import { clientCredentialsToken } from '../shared/client-credentials';
import { searchTitle } from '../shared/search-title';
import { uniqueIsrcs } from '../shared/unique-isrcs';
import type { PlatformAdapter, PlatformTrack } from '../types';
import { createSpotifyApi, SEARCH_LIMIT, type SpotifyPlaylistEntries } from './api';
import { toPlatformAlbum, toPlatformArtist, toPlatformPlaylist, toPlatformTrack, tracksOfEntries } from './mappers';

export interface SpotifyAdapterOptions {
  baseUrls: Pick<PlatformUrls['spotify'], 'api' | 'accounts'>;
  credentials: Credentials<'spotify'>;
  http: PlatformHttp;
  now?: () => number;
}

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
  const api = createSpotifyApi({ baseUrl: baseUrls.api, http, token });

  return {
    platform: 'spotify',
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

    getTrack: async (id) => toPlatformTrack(await api.track(id)),

    async getAlbum(id) {
      const album = await api.album(id);
      const tracks = album.tracks.items.map((t) => toPlatformTrack(t, album));
      let next = album.tracks.next;
      while (next) {
        const page = await api.albumTracks(next);
        tracks.push(...page.items.map((t) => toPlatformTrack(t, album)));
        next = page.next;
      }
      return { ...toPlatformAlbum(album), tracks };
    },

    getArtist: async (id) => toPlatformArtist(await api.artist(id)),

    async getPlaylist(id, options = {}) {
      const playlist = await api.playlist(id);
      // Development-mode apps reportedly get some playlists without their entries; ask for them
      // directly then, so a refusal surfaces as a 403 (`unsupported`) rather than an empty list.
      const embedded = playlist.items ?? playlist.tracks;
      let page: SpotifyPlaylistEntries | undefined =
        embedded && 'items' in embedded ? embedded : await api.playlistEntries(`/playlists/${encodeURIComponent(id)}/items?limit=50`);
      const tracks: PlatformTrack[] = [];
      while (page) {
        tracks.push(...tracksOfEntries(page));
        options.onPage?.({ read: tracks.length, total: page.total });
        page = page.next ? await api.playlistEntries(page.next) : undefined;
      }
      return toPlatformPlaylist(playlist, tracks);
    },

    async lookupIsrcs(isrcs) {
      const found = new Map<string, PlatformTrack[]>();
      for (const isrc of uniqueIsrcs(isrcs)) {
        const hits = (await api.search(`isrc:${isrc}`, 'track', SEARCH_LIMIT)).tracks?.items ?? [];
        const tracks = hits.map((t) => toPlatformTrack(t)).filter((t) => t.isrc === isrc);
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
        if (hits.length > 0) return hits.map((t) => toPlatformTrack(t));
      }
      return [];
    },

    async searchAlbums(query, options = {}) {
      const artist = query.artists[0];
      const q = query.upc
        ? `upc:${query.upc}`
        : `album:${phrase(searchTitle(query.title))}${artist ? ` artist:${phrase(artist)}` : ''}`;
      return ((await api.search(q, 'album', options.limit ?? SEARCH_LIMIT)).albums?.items ?? []).map(toPlatformAlbum);
    },

    async searchArtists(name, options = {}) {
      return ((await api.search(name, 'artist', options.limit ?? SEARCH_LIMIT)).artists?.items ?? []).map(toPlatformArtist);
    },
  };
}
