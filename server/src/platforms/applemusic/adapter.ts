import type { Credentials } from '../../integrations/credential-schemas';
import type { PlatformUrls } from '../../platform-urls';
import type { PlatformHttp } from '../http/http-types';
import { chunk } from '../shared/chunk';
import { parseWire } from '../shared/parse-wire';
import { searchTitle } from '../shared/search-title';
import { uniqueIsrcs } from '../shared/unique-isrcs';
import type { PlatformAdapter, PlatformTrack, PlaylistReadOptions } from '../types';
import { createAppleApi, songSchema, type AppleApi } from './api';
import { appleDeveloperToken } from './auth';
import { toPlatformAlbum, toPlatformArtist, toPlatformPlaylist, toPlatformTrack } from './mappers';

export interface AppleMusicAdapterOptions {
  baseUrls: PlatformUrls['applemusic'];
  credentials: Credentials<'applemusic'>;
  http: PlatformHttp;
  now?: () => number;
}

/** ISRCs per `filter[isrc]` request: Apple documents no number; 25 is what it accepts in practice. */
const ISRC_BATCH = 25;
const SEARCH_MAX = 25;
const TRACK_PAGE = 100;

/** Songs of a track list; music videos in playlists have no song equivalent and are skipped. */
function songsOf(data: ReadonlyArray<{ type: string }>): PlatformTrack[] {
  return data
    .filter((item) => item.type === 'songs')
    .map((item) => toPlatformTrack(parseWire('applemusic', songSchema, item, 'song')));
}

async function allTracks(
  api: AppleApi,
  first: { next?: string; data: ReadonlyArray<{ type: string; attributes?: unknown }> } | undefined,
  fallbackPath: string,
  onPage?: PlaylistReadOptions['onPage'],
): Promise<PlatformTrack[]> {
  // The resource embeds its first page of tracks; without it (or without attributes), ask for the list.
  let page = first && first.data.every((item) => item.attributes !== undefined) ? first : await api.trackPage(fallbackPath, TRACK_PAGE);
  const tracks: PlatformTrack[] = [];
  for (;;) {
    tracks.push(...songsOf(page.data));
    onPage?.({ read: tracks.length, total: undefined });
    if (!page.next) return tracks;
    page = await api.trackPage(page.next, TRACK_PAGE);
  }
}

export function createAppleMusicAdapter({ baseUrls, credentials, http, now }: AppleMusicAdapterOptions): PlatformAdapter {
  const token = appleDeveloperToken(credentials, now ? { now } : {});
  const api = createAppleApi({ baseUrl: baseUrls.api, storefront: credentials.storefront, http, token });

  return {
    platform: 'applemusic',
    capabilities: {
      isrcLookup: { batchSize: ISRC_BATCH },
      search: true,
      playlistRead: true,
      albumRead: true,
      artistRead: true,
      linking: true,
      libraryRead: true,
      playlistWrite: true,
    },

    getTrack: async (id) => toPlatformTrack(await api.song(id)),

    async getAlbum(id) {
      const album = await api.album(id);
      const tracks = await allTracks(api, album.relationships?.tracks, `/albums/${encodeURIComponent(id)}/tracks`);
      return { ...toPlatformAlbum(album), tracks };
    },

    getArtist: async (id) => toPlatformArtist(await api.artist(id)),

    async getPlaylist(id, options = {}) {
      const playlist = await api.playlist(id);
      const path = `/playlists/${encodeURIComponent(id)}/tracks`;
      const tracks = await allTracks(api, playlist.relationships?.tracks, path, options.onPage);
      return toPlatformPlaylist(playlist, tracks);
    },

    async lookupIsrcs(isrcs) {
      const wanted = uniqueIsrcs(isrcs);
      const found = new Map<string, PlatformTrack[]>();
      for (const batch of chunk(wanted, ISRC_BATCH)) {
        const requested = new Set(batch);
        for (const song of await api.songsByIsrc(batch)) {
          const track = toPlatformTrack(song);
          if (!track.isrc || !requested.has(track.isrc)) continue;
          const list = found.get(track.isrc) ?? [];
          list.push(track);
          found.set(track.isrc, list);
        }
      }
      return found;
    },

    async searchTracks(query, options = {}) {
      const limit = Math.min(options.limit ?? SEARCH_MAX, SEARCH_MAX);
      const title = searchTitle(query.title);
      const artist = query.artists[0] ?? '';
      // Apple's `term` is free text; title plus main artist ranks the recording first, and the
      // bare title catches artists credited under another spelling.
      for (const term of [`${title} ${artist}`.trim(), title]) {
        const songs = (await api.search(term, 'songs', limit)).results.songs?.data ?? [];
        if (songs.length > 0) return songs.map(toPlatformTrack);
      }
      return [];
    },

    async searchAlbums(query, options = {}) {
      const limit = Math.min(options.limit ?? 10, SEARCH_MAX);
      const term = `${searchTitle(query.title)} ${query.artists[0] ?? ''}`.trim();
      return ((await api.search(term, 'albums', limit)).results.albums?.data ?? []).map(toPlatformAlbum);
    },

    async searchArtists(name, options = {}) {
      const limit = Math.min(options.limit ?? 10, SEARCH_MAX);
      return ((await api.search(name, 'artists', limit)).results.artists?.data ?? []).map(toPlatformArtist);
    },
  };
}
