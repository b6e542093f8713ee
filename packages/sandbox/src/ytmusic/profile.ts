/** YouTube Music's id, title, account, token and link conventions for the shared sandbox code. */
import { youtubeAlbumBrowseId, youtubeAlbumPlaylistId, youtubeChannelId, youtubePlaylistId, youtubeVideoId } from '../ids';
import { titleFeatThenVersion } from '../catalog/platform-title';
import { defineSimulatedPlatform, type WebKind } from '../platform-kit/simulated-platform';
import { randomString } from '../user-state/token-formats';

const WEB_PATH: Record<WebKind, string> = { track: 'watch?v=', playlist: 'playlist?list=', artist: 'channel/', album: 'browse/' };

export const profile = defineSimulatedPlatform({
  key: 'ytmusic',
  ids: {
    track: youtubeVideoId,
    album: youtubeAlbumBrowseId,
    artist: youtubeChannelId,
    playlist: youtubePlaylistId,
    albumPlaylist: youtubeAlbumPlaylistId,
  },
  title: titleFeatThenVersion,
  artists: (main) => [...main],
  wholeSeconds: true,
  isrc: false,
  account: {
    id: youtubeChannelId,
    plans: ['premium', 'free'],
    username: (_id, n) => `@listener${n}`,
  },
  // Google: codes `4/0A…`, access `ya29.…`, refresh `1//0…`.
  secret: (kind) => {
    if (kind === 'code') return `4/0A${randomString(70)}`;
    return kind === 'access' ? `ya29.a0${randomString(160)}` : `1//0${randomString(100)}`;
  },
  webUrl: (kind, id) => `https://music.youtube.com/${WEB_PATH[kind]}${id}`,
});
