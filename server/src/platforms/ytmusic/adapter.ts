import type { PlatformHttp } from '../http/http-types';
import { PlatformError } from '../../errors/platform-error';
import { searchTitle } from '../kit/search-title';
import { statusError } from '../kit/status-error';
import type { PlatformAdapter, PlatformAlbumWithTracks, PlatformTrack } from '../types';
import { AUDIO_PLAYLIST, createYtMusicApi, type YtMusicApi } from './api';
import type { ShelfItem } from './innertube-schemas';
import type { PanelEntry, PanelVideo } from './watch-schemas';
import { thumbnailCover, panelToTrack, readHeader, rowToAlbum, rowToArtist, rowToTrack, type RowContext } from './mappers';
import { continuationRows, pageHeader, shelfRows, type ShelfPage } from './page-parts';
import { searchKind } from './search-kind';
import { runsText, summarizeRuns } from './read-runs';
import type { YtMusicUrls } from './settings';

export interface YtMusicAdapterOptions {
  baseUrls: YtMusicUrls;
  /** InnerTube needs no developer credentials. */
  credentials?: unknown;
  http: PlatformHttp;
  /** The clock the InnerTube client version is derived from. */
  now?: () => number;
}

/** The queue entry of one video: a plain entry, or the song or its video counterpart inside a wrapper. */
function queueEntry(entries: readonly PanelEntry[], videoId: string): PanelVideo | undefined {
  for (const entry of entries) {
    const wrapper = entry.playlistPanelVideoWrapperRenderer;
    const candidates = [
      entry.playlistPanelVideoRenderer,
      wrapper?.primaryRenderer?.playlistPanelVideoRenderer,
      ...(wrapper?.counterpart ?? []).map((c) => c.counterpartRenderer.playlistPanelVideoRenderer),
    ];
    const found = candidates.find((video) => video?.videoId === videoId);
    if (found) return found;
  }
  return undefined;
}

/** The album an audio playlist's rows link to, when they all name the same one. */
function albumOfRows(items: readonly ShelfItem[]): string | undefined {
  const ids = new Set<string>();
  for (const item of items) {
    const row = item.musicResponsiveListItemRenderer;
    const runs = (row?.flexColumns ?? []).flatMap((c) => c.musicResponsiveListItemFlexColumnRenderer?.text?.runs ?? []);
    const album = summarizeRuns(runs).album?.id;
    if (album) ids.add(album);
  }
  return ids.size === 1 ? [...ids][0] : undefined;
}

const tracksOf = (items: readonly ShelfItem[], context?: RowContext): PlatformTrack[] =>
  items.map((i) => (i.musicResponsiveListItemRenderer ? rowToTrack(i.musicResponsiveListItemRenderer, context) : undefined)).filter((t) => t !== undefined);

/** Reads rows page after page until the shelf has no continuation. */
async function readShelf(
  api: YtMusicApi,
  first: ShelfPage,
  context: RowContext | undefined,
  onPage?: (progress: { read: number; total: number | undefined }) => void,
): Promise<PlatformTrack[]> {
  const tracks = tracksOf(first.items, context);
  onPage?.({ read: tracks.length, total: undefined });
  let continuation = first.continuation;
  while (continuation) {
    const page = continuationRows(await api.continuation(continuation.token, continuation.legacy));
    tracks.push(...tracksOf(page.items, context));
    onPage?.({ read: tracks.length, total: undefined });
    // A page that brings no rows but the same token again would loop forever.
    continuation = page.items.length > 0 && page.continuation?.token !== continuation.token ? page.continuation : undefined;
  }
  return tracks;
}

export function createYtMusicAdapter({ baseUrls, http, now }: YtMusicAdapterOptions): PlatformAdapter {
  const api = createYtMusicApi({ baseUrl: baseUrls.api, http, ...(now ? { now } : {}) });

  /**
   * The album browse id (`MPREb_…`) for an album id in either form. An album's share link gives its
   * audio playlist (`OLAK5uy_…`), which InnerTube does not browse as an album: like ytmusicapi's
   * `get_album_browse_id`, read the id from the share page; failing that, from the album links of
   * the audio playlist's rows (browse-playlist-audio-2025-12.json).
   */
  async function albumBrowseId(id: string): Promise<string> {
    if (!AUDIO_PLAYLIST.test(id)) return id;
    const fromPage = await api.albumBrowseId(id).catch(() => undefined);
    if (fromPage) return fromPage;
    const fromRows = albumOfRows(shelfRows(await api.browse(`VL${id}`, 'album')).items);
    if (!fromRows) throw statusError('ytmusic', 404, 'album');
    return fromRows;
  }

  async function readAlbum(requested: string): Promise<PlatformAlbumWithTracks> {
    const id = await albumBrowseId(requested);
    const response = await api.browse(id, 'album');
    const header = pageHeader(response);
    if (!header) throw statusError('ytmusic', 404, 'album');
    const read = readHeader(header);
    const url = response.microformat?.microformatDataRenderer?.urlCanonical ?? `https://music.youtube.com/browse/${id}`;
    const context: RowContext = { album: { title: read.title, id, artists: read.artists, releaseDate: read.releaseDate, cover: read.cover } };
    const tracks = await readShelf(api, shelfRows(response), context);
    return {
      platform: 'ytmusic',
      id,
      title: read.title,
      artists: read.artists,
      releaseDate: read.releaseDate,
      cover: read.cover,
      url,
      totalTracks: tracks.length,
      tracks,
    };
  }

  return {
    platform: 'ytmusic',
    region: '',
    capabilities: {
      // InnerTube exposes no ISRCs: matching into YouTube Music is by search only.
      isrcLookup: null,
      search: true,
      playlistRead: true,
      albumRead: true,
      artistRead: true,
      linking: true,
      libraryRead: true,
      playlistWrite: true,
    },

    async getTrack(id) {
      const response = await api.next(id);
      const tabs = response.contents.singleColumnMusicWatchNextResultsRenderer.tabbedRenderer.watchNextTabbedResultsRenderer.tabs;
      const panel = tabs[0]?.tabRenderer.content?.musicQueueRenderer.content?.playlistPanelRenderer.contents ?? [];
      const video = queueEntry(panel, id);
      if (!video) throw statusError('ytmusic', 404, 'song');
      return panelToTrack(video);
    },

    getAlbum: readAlbum,

    async getArtist(id) {
      const response = await api.browse(id, 'artist');
      const header = response.header?.musicImmersiveHeaderRenderer ?? response.header?.musicVisualHeaderRenderer;
      if (!header) throw statusError('ytmusic', 404, 'artist');
      return {
        platform: 'ytmusic',
        id,
        name: runsText(header.title.runs),
        image: thumbnailCover(header.thumbnail?.musicThumbnailRenderer?.thumbnail.thumbnails),
        url: `https://music.youtube.com/channel/${id}`,
      };
    },

    async getPlaylist(id, options = {}) {
      const playlistId = id.startsWith('VL') ? id.slice(2) : id;
      if (AUDIO_PLAYLIST.test(playlistId)) {
        // An album's audio playlist has no header of its own: read it as the album it is.
        const album = await readAlbum(playlistId);
        options.onPage?.({ read: album.tracks.length, total: album.tracks.length });
        return {
          platform: 'ytmusic',
          id: playlistId,
          title: album.title,
          description: '',
          owner: album.artists.join(', '),
          cover: album.cover,
          url: `https://music.youtube.com/playlist?list=${playlistId}`,
          tracks: album.tracks,
        };
      }
      const response = await api.browse(`VL${playlistId}`, 'playlist');
      const header = pageHeader(response);
      if (!header) throw statusError('ytmusic', 404, 'playlist');
      const read = readHeader(header);
      const tracks = await readShelf(api, shelfRows(response), undefined, options.onPage);
      return {
        platform: 'ytmusic',
        id: playlistId,
        title: read.title,
        description: read.description || (response.microformat?.microformatDataRenderer?.description ?? ''),
        owner: read.strapline,
        cover: read.cover,
        url: `https://music.youtube.com/playlist?list=${playlistId}`,
        tracks,
      };
    },

    lookupIsrcs() {
      return Promise.reject(new PlatformError('ytmusic', 'unsupported', 'YouTube Music has no ISRC lookup'));
    },

    async searchTracks(query, options = {}) {
      const title = searchTitle(query.title);
      const artist = query.artists[0] ?? '';
      const limit = options.limit ?? 20;
      for (const text of [`${title} ${artist}`.trim(), title]) {
        const tracks = await searchKind(api, { text, filter: 'songs', kind: 'song', limit, map: (row) => rowToTrack(row) });
        if (tracks.length > 0) return tracks;
      }
      return [];
    },

    // An official or lyric video is the only copy of many songs on YouTube Music, and the songs
    // filter never shows it (recorded: search-videos-2026-01.json, the videos filter's rows).
    searchVideos(query, options = {}) {
      const text = `${searchTitle(query.title)} ${query.artists[0] ?? ''}`.trim();
      return searchKind(api, { text, filter: 'videos', kind: 'video', limit: options.limit ?? 20, map: (row) => rowToTrack(row) });
    },

    searchAlbums(query, options = {}) {
      const text = `${searchTitle(query.title)} ${query.artists[0] ?? ''}`.trim();
      return searchKind(api, { text, filter: 'albums', kind: 'album', limit: options.limit ?? 10, map: rowToAlbum });
    },

    searchArtists(name, options = {}) {
      return searchKind(api, { text: name, filter: 'artists', kind: 'artist', limit: options.limit ?? 10, map: rowToArtist });
    },
  };
}
