/**
 * A YouTube Music user's library through the official YouTube Data API v3
 * (https://developers.google.com/youtube/v3/docs), signed in with the user's Google OAuth token.
 * InnerTube, which the YouTube Music web app reads its library from, refuses third-party OAuth
 * tokens with `400 Request contains an invalid argument` since 2024-11
 * (https://github.com/sigma67/ytmusicapi/issues/676, https://github.com/yt-dlp/yt-dlp/issues/11462),
 * so only the anonymous catalog stays on InnerTube. What the Data API has: the channel's
 * playlists, the liked videos list (`relatedPlaylists.likes`, which holds liked songs), playlist
 * items, subscriptions (how YouTube Music follows an artist: subscribing to the artist's
 * channel), and writes of one id a request: a like (`videos.rate`), a subscription, a playlist,
 * a playlist item added, removed or moved (`playlist-edits.ts`). It has no saved albums and no
 * listening history.
 *
 * Every call is charged to the OAuth client's Google Cloud project, 10,000 units a day by
 * default, reset at midnight Pacific Time; a list costs 1 unit a page, each write 50
 * (https://developers.google.com/youtube/v3/determine_quota_cost): a day's quota likes, follows
 * or adds at most about 200 items.
 */
import type { LibraryPlaylist } from '@segue/core/schemas';
import { PlaylistWriteError } from '../../errors/playlist-write-error';
import type { LibraryFactory, LibraryWriteLimits, PlatformLibrary, WriteRefusal } from '../kit/platform-library';
import { YOUTUBE_DATA_API_URL, type YtMusicUrls } from './settings';
import { PlatformError } from '../../errors/platform-error';
import { createDataApiClient, type WriteOutcome } from './data-api';
import { readContents, readEntries } from './library-entry';
import { ytmusicPlaylistEdits } from './playlist-edits';
import { unknownIds } from '../kit/unknown-ids';
import { thumbnailsCover, type DataPlaylist } from './data-api-schemas';

const playlistUrl = (id: string) => `https://music.youtube.com/playlist?list=${encodeURIComponent(id)}`;

const NO_SUCH_LIST: Record<'albums' | 'history' | 'saveAlbums', string> = {
  albums: 'saved albums',
  history: 'listening history',
  saveAlbums: 'saved albums',
};

/** One id per request, 50 units each (https://developers.google.com/youtube/v3/determine_quota_cost). */
const ONE_AT_50 = { batch: 1, units: 50 };
export const YTMUSIC_WRITE_LIMITS: LibraryWriteLimits = {
  saveTracks: ONE_AT_50, // videos.rate
  saveAlbums: null, // the Data API keeps no saved albums
  followArtists: ONE_AT_50, // subscriptions.insert
  addToPlaylist: ONE_AT_50, // playlistItems.insert
  createPlaylist: ONE_AT_50, // playlists.insert, then its tracks one playlistItems.insert each
  removeFromPlaylist: ONE_AT_50, // playlistItems.delete
  movePlaylistEntry: ONE_AT_50, // playlistItems.update
};

/** The one id a write may carry; more is a programming error, refused before anything is sent. */
function single(ids: readonly string[], kind: keyof LibraryWriteLimits): string | undefined {
  if (ids.length > 1) throw new RangeError(`ytmusic ${kind} takes at most 1 id a request, got ${ids.length}`);
  return ids[0];
}

/** Google's reason for refusing one id, in the interface's words. */
function refusals(id: string, outcome: WriteOutcome): WriteRefusal[] {
  if (outcome.ok) return [];
  const gone = outcome.reasons.some((r) => r === 'videoNotFound' || r === 'publisherNotFound');
  return [{ id, reason: gone ? 'not_found' : 'unavailable' }];
}

function unsupported(what: keyof typeof NO_SUCH_LIST): Promise<never> {
  const list = NO_SUCH_LIST[what];
  return Promise.reject(
    new PlatformError('ytmusic', 'unsupported', `the YouTube Data API has no ${list}`, {
      publicMessage: `YouTube Music accounts are read through the official YouTube Data API v3, which offers no ${list} for YouTube Music (YouTube's own InnerTube API refuses third-party sign-ins)`,
    }),
  );
}

const likedList = (id: string, count: number, owner: string): LibraryPlaylist => ({
  id,
  title: 'Liked Music',
  public: false,
  collaborative: false,
  nb_tracks: count,
  url: playlistUrl(id),
  cover: '',
  checksum: '',
  owner,
});

function toLibraryPlaylist(playlist: DataPlaylist): LibraryPlaylist {
  return {
    id: playlist.id,
    title: playlist.snippet?.title ?? '',
    public: playlist.status?.privacyStatus === 'public',
    collaborative: false,
    nb_tracks: playlist.contentDetails?.itemCount ?? 0,
    url: playlistUrl(playlist.id),
    cover: thumbnailsCover(playlist.snippet?.thumbnails),
    checksum: playlist.etag ?? '',
    owner: playlist.snippet?.channelTitle ?? '',
  };
}

export const createYtMusicLibrary: LibraryFactory<YtMusicUrls> = ({ baseUrls, http, userToken }) => {
  const api = createDataApiClient({ baseUrl: baseUrls.data ?? YOUTUBE_DATA_API_URL, http, userToken });

  // The channel: its liked list's id, and the country region restrictions are read against.
  let channelRead: ReturnType<typeof api.myChannel> | undefined;
  const channel = () => (channelRead ??= api.myChannel('snippet,contentDetails'));
  const country = async () => (await channel())?.snippet?.country ?? undefined;

  const library: PlatformLibrary = {
    writeLimits: YTMUSIC_WRITE_LIMITS,
    ...ytmusicPlaylistEdits(api, ONE_AT_50),
    async playlists() {
      const channel = await api.myChannel('snippet,contentDetails');
      // Playlists belong to a channel: an account without one has none.
      if (!channel) return { total: 0, items: [] };
      const items = (await api.myPlaylists()).map(toLibraryPlaylist);
      const likes = channel.contentDetails?.relatedPlaylists?.likes;
      if (likes) {
        // The liked list is not among `mine=true` playlists; its size is the item list's total.
        const count = await api.playlistItemCount(likes);
        if (count !== undefined) items.unshift(likedList(likes, count, channel.snippet?.title ?? ''));
      }
      return { total: items.length, items };
    },
    albums: () => unsupported('albums'),
    async artists() {
      // Every channel the user subscribes to: YouTube Music lists them as the library's artists.
      return (await api.mySubscriptions()).flatMap((s) => {
        const name = s.snippet.title?.trim();
        const id = s.snippet.resourceId.channelId;
        return name ? [{ id, name, url: `https://music.youtube.com/channel/${encodeURIComponent(id)}`, cover: thumbnailsCover(s.snippet.thumbnails) }] : [];
      });
    },
    history: () => unsupported('history'),
    async likedListId() {
      return (await channel())?.contentDetails?.relatedPlaylists?.likes ?? undefined;
    },
    async likedTracks() {
      const likes = (await channel())?.contentDetails?.relatedPlaylists?.likes;
      return likes ? readEntries(api, likes, await country()) : [];
    },
    async playlistEntries(playlistId) {
      const mine = await channel();
      const { entries, version } = await readContents(api, playlistId, await country());
      // The version of the entries (`playlistVersion`), not the playlist resource's own etag.
      const read = { nb_tracks: entries.length, checksum: version };
      const likes = mine?.contentDetails?.relatedPlaylists?.likes;
      if (playlistId === likes) return { playlist: { ...likedList(likes, entries.length, mine?.snippet?.title ?? ''), ...read }, entries };
      const [found] = await api.playlistsById([playlistId]);
      if (!found) throw new PlatformError('ytmusic', 'not_found', `ytmusic has no playlist ${playlistId}`, { status: 404 });
      return { playlist: { ...toLibraryPlaylist(found), ...read }, entries };
    },
    async saveTracks(trackIds) {
      const id = single(trackIds, 'saveTracks');
      return id === undefined ? [] : refusals(id, await api.like(id));
    },
    saveAlbums: () => unsupported('saveAlbums'),
    async followArtists(artistIds) {
      const id = single(artistIds, 'followArtists');
      return id === undefined ? [] : refusals(id, await api.subscribe(id));
    },
    async addToPlaylist(playlistId, trackIds) {
      const id = single(trackIds, 'addToPlaylist');
      return id === undefined ? [] : refusals(id, await api.addVideo(playlistId, id));
    },
    unknownTracks(trackIds) {
      // YouTube Music track ids are video ids: videos.list reads 50 a call.
      return unknownIds(trackIds, 50, (batch) => api.existingVideos(batch));
    },
    async createPlaylist({ title, description, trackIds, onCreated }) {
      const id = await api.insertPlaylist(title, description ?? '');
      const playlist = { id, url: playlistUrl(id) };
      await onCreated?.(playlist);
      const added: string[] = [];
      try {
        // playlistItems.insert takes one video a call; YouTube Music track ids are video ids.
        for (const videoId of trackIds) {
          await api.insertPlaylistItem(id, videoId);
          added.push(videoId);
        }
      } catch (error) {
        throw new PlaylistWriteError('ytmusic', playlist, added, error);
      }
      return playlist;
    },
  };
  return library;
};
