import type { PlatformHttp } from '../http/http-types';
import { chunk } from '../kit/chunk';
import { searchTitle } from '../kit/search-title';
import { uniqueIsrcs } from '../kit/unique-isrcs';
import type { PlatformAdapter, PlatformTrack, PlaylistReadOptions } from '../types';
import { albumSchema, artistSchema, createAppleApi, itemsOf, songSchema, type AppleApi, type AppleList } from './api';
import { appleDeveloperToken } from './auth';
import { toPlatformAlbum, toPlatformArtist, toPlatformPlaylist, toPlatformTrack, type TrackContext } from './mappers';
import type { AppleMusicUrls, AppleMusicCredentials } from './settings';

export interface AppleMusicAdapterOptions {
  baseUrls: AppleMusicUrls;
  credentials: AppleMusicCredentials;
  http: PlatformHttp;
  now?: () => number;
}

/** ISRCs per `filter[isrc]` request: Apple documents no number; 25 is what it accepts in practice. */
const ISRC_BATCH = 25;
const SEARCH_MAX = 25;
const TRACK_PAGE = 100;

/**
 * The songs of a track list. Playlists hold music videos, which have no song equivalent, and a
 * song Apple sends without its name or artist is left out: one odd item never loses the list.
 */
function songsOf(data: readonly unknown[], context: TrackContext): PlatformTrack[] {
  return itemsOf(songSchema, data)
    .filter((song) => song.type === 'songs')
    .map((song) => toPlatformTrack(song, context));
}

/** Whether a resource in a list came with its attributes (relationships may hold identifiers only). */
const hasAttributes = (item: unknown) => typeof item === 'object' && item !== null && 'attributes' in item;

async function allTracks(
  api: AppleApi,
  first: AppleList | undefined,
  fallbackPath: string,
  context: TrackContext,
  onPage?: PlaylistReadOptions['onPage'],
): Promise<PlatformTrack[]> {
  // The resource embeds its first page of tracks; without it (or without attributes), ask for the list.
  let page = first && first.data.every(hasAttributes) ? first : await api.trackPage(fallbackPath, TRACK_PAGE);
  const tracks: PlatformTrack[] = [];
  for (;;) {
    tracks.push(...songsOf(page.data, context));
    onPage?.({ read: tracks.length, total: undefined });
    // An empty page ends the list even if a `next` came with it (no endless paging).
    if (!page.next || page.data.length === 0) return tracks;
    page = await api.trackPage(page.next, TRACK_PAGE);
  }
}

export function createAppleMusicAdapter({ baseUrls, credentials, http, now }: AppleMusicAdapterOptions): PlatformAdapter {
  const token = appleDeveloperToken(credentials, now ? { now } : {});
  const api = createAppleApi({ baseUrl: baseUrls.api, storefront: credentials.storefront, http, token });
  const storefront = credentials.storefront;
  const context: TrackContext = { storefront };

  return {
    platform: 'applemusic',
    region: storefront,
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

    getTrack: async (id) => toPlatformTrack(await api.song(id), context),

    async getAlbum(id) {
      const album = await api.album(id);
      const albumContext = { storefront, album: { id: album.id, title: album.attributes.name } };
      const tracks = await allTracks(api, album.relationships?.tracks, `/albums/${encodeURIComponent(id)}/tracks`, albumContext);
      return { ...toPlatformAlbum(album, storefront), tracks };
    },

    getArtist: async (id) => toPlatformArtist(await api.artist(id), storefront),

    async getPlaylist(id, options = {}) {
      const playlist = await api.playlist(id);
      const path = `/playlists/${encodeURIComponent(id)}/tracks`;
      const tracks = await allTracks(api, playlist.relationships?.tracks, path, context, options.onPage);
      return toPlatformPlaylist(playlist, tracks, storefront);
    },

    async lookupIsrcs(isrcs) {
      const wanted = uniqueIsrcs(isrcs);
      const found = new Map<string, PlatformTrack[]>();
      for (const batch of chunk(wanted, ISRC_BATCH)) {
        const requested = new Set(batch);
        for (const song of await api.songsByIsrc(batch)) {
          const track = toPlatformTrack(song, context);
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
        const songs = songsOf((await api.search(term, 'songs', limit)).results.songs?.data ?? [], context);
        if (songs.length > 0) return songs;
      }
      return [];
    },

    async searchAlbums(query, options = {}) {
      // A barcode names the release exactly; text search is the fallback when Apple has no such UPC.
      if (query.upc) {
        const byUpc = await api.albumsByUpc(query.upc);
        if (byUpc.length > 0) return byUpc.map((album) => toPlatformAlbum(album, storefront));
      }
      const limit = Math.min(options.limit ?? 10, SEARCH_MAX);
      const term = `${searchTitle(query.title)} ${query.artists[0] ?? ''}`.trim();
      const found = (await api.search(term, 'albums', limit)).results.albums?.data ?? [];
      return itemsOf(albumSchema, found).map((album) => toPlatformAlbum(album, storefront));
    },

    async searchArtists(name, options = {}) {
      const limit = Math.min(options.limit ?? 10, SEARCH_MAX);
      const found = (await api.search(name, 'artists', limit)).results.artists?.data ?? [];
      return itemsOf(artistSchema, found).map((artist) => toPlatformArtist(artist, storefront));
    },
  };
}
