/**
 * A YouTube Music user's library through the official YouTube Data API v3
 * (https://developers.google.com/youtube/v3/docs), signed in with the user's Google OAuth token.
 * InnerTube, which the YouTube Music web app reads its library from, refuses third-party OAuth
 * tokens with `400 Request contains an invalid argument` since 2024-11
 * (https://github.com/sigma67/ytmusicapi/issues/676, https://github.com/yt-dlp/yt-dlp/issues/11462),
 * so only the anonymous catalog stays on InnerTube. What the Data API has: the channel's
 * playlists, the liked videos list (`relatedPlaylists.likes`, which holds liked songs), playlist
 * items, and creating a playlist then adding one video at a time (50 quota units each). It has
 * no saved albums, followed artists or listening history.
 */
import type { LibraryPlaylist } from '@segue/core/schemas';
import { PlaylistWriteError } from '../../errors/playlist-write-error';
import type { LibraryFactory, PlatformLibrary } from '../kit/platform-library';
import { YOUTUBE_DATA_API_URL, type YtMusicUrls } from './settings';
import { PlatformError } from '../../errors/platform-error';
import { createDataApiClient } from './data-api';
import { unknownIds } from '../kit/unknown-ids';
import { largestThumbnailUrl, type DataPlaylist } from './data-api-schemas';

const playlistUrl = (id: string) => `https://music.youtube.com/playlist?list=${encodeURIComponent(id)}`;

const NO_SUCH_LIST: Record<'albums' | 'artists' | 'history', string> = {
  albums: 'saved albums',
  artists: 'followed artists',
  history: 'listening history',
};

function unsupported(what: keyof typeof NO_SUCH_LIST): Promise<never> {
  const list = NO_SUCH_LIST[what];
  return Promise.reject(
    new PlatformError('ytmusic', 'unsupported', `the YouTube Data API has no ${list}`, {
      publicMessage: `YouTube Music accounts are read through the official YouTube Data API v3, which offers no ${list} for YouTube Music (YouTube's own InnerTube API refuses third-party sign-ins)`,
    }),
  );
}

function toLibraryPlaylist(playlist: DataPlaylist): LibraryPlaylist {
  return {
    id: playlist.id,
    title: playlist.snippet?.title ?? '',
    public: playlist.status?.privacyStatus === 'public',
    collaborative: false,
    nb_tracks: playlist.contentDetails?.itemCount ?? 0,
    url: playlistUrl(playlist.id),
    cover: largestThumbnailUrl(playlist.snippet?.thumbnails),
    checksum: playlist.etag ?? '',
    owner: playlist.snippet?.channelTitle ?? '',
  };
}

export const createYtMusicLibrary: LibraryFactory<YtMusicUrls> = ({ baseUrls, http, userToken }) => {
  const api = createDataApiClient({ baseUrl: baseUrls.data ?? YOUTUBE_DATA_API_URL, http, userToken });

  const library: PlatformLibrary = {
    async playlists() {
      const channel = await api.myChannel('snippet,contentDetails');
      // Playlists belong to a channel: an account without one has none.
      if (!channel) return { total: 0, items: [] };
      const items = (await api.myPlaylists()).map(toLibraryPlaylist);
      const likes = channel.contentDetails?.relatedPlaylists?.likes;
      if (likes) {
        // The liked list is not among `mine=true` playlists; its size is the item list's total.
        const count = await api.playlistItemCount(likes);
        if (count !== undefined) {
          items.unshift({
            id: likes,
            title: 'Liked Music',
            public: false,
            collaborative: false,
            nb_tracks: count,
            url: playlistUrl(likes),
            cover: '',
            checksum: '',
            owner: channel.snippet?.title ?? '',
          });
        }
      }
      return { total: items.length, items };
    },
    albums: () => unsupported('albums'),
    artists: () => unsupported('artists'),
    history: () => unsupported('history'),
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
