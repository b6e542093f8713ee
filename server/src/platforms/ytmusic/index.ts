import { YTMUSIC_WRITE_LIMITS } from './library';
import { AppError } from '../../errors/app-error';
import { definePlatform } from '../kit/define-platform';
import { createYtMusicAdapter } from './adapter';
import { createYtMusicLibrary } from './library';
import { createYtMusicOAuth } from './oauth';
import { YOUTUBE_DATA_API_URL, YTMUSIC_URLS, ytMusicCredentials, type YtMusicUrls, YTMUSIC_SECRET_FIELDS } from './settings';

const YTMUSIC_NEEDS_CLIENT =
  "YouTube Music accounts cannot be linked for this app: linking needs a Google OAuth client (client_id and client_secret, in a Google Cloud project with the YouTube Data API v3 enabled) on the app's ytmusic integration";

export const ytmusic = definePlatform<'ytmusic', YtMusicUrls, typeof ytMusicCredentials>({
  key: 'ytmusic',
  urls: YTMUSIC_URLS,
  credentials: ytMusicCredentials,
  secretFields: YTMUSIC_SECRET_FIELDS,
  budget: { concurrency: 4, requests: 10, intervalMs: 1_000 },
  // The samples ytmusicapi's live tests read (sigma67/ytmusicapi tests/conftest.py, tests/mixins/test_playlists.py).
  liveProbe: {
    track: { id: 'hpSrLjc5SMs' }, // Oasis, "Wonderwall" (YouTube Music has no ISRCs)
    albumId: 'MPREb_4pL8gzRtw1p', // Eminem, "Revival"
    playlistId: 'PL9tY0BWXOZFu4vlBOzIOmvT6wjYb2jNiV', // a public playlist by Vevo
    search: { title: 'Wonderwall', artists: ['Oasis'] },
  },
  // InnerTube thumbnails: album art on lh3.googleusercontent.com, video frames on i.ytimg.com,
  // artist and channel pictures on yt3.ggpht.com and yt3.googleusercontent.com; the YouTube Data
  // API's playlist thumbnails on i.ytimg.com; the default cover of a song without art on www.gstatic.com.
  imageHosts: ['lh3.googleusercontent.com', 'yt3.googleusercontent.com', 'yt3.ggpht.com', '*.ytimg.com', 'www.gstatic.com'],
  adapter: createYtMusicAdapter,
  library: createYtMusicLibrary,
  libraryWriteLimits: YTMUSIC_WRITE_LIMITS,
  // The Google OAuth client linking needs (its Cloud project with the YouTube Data API v3
  // enabled: accounts are read through it). InnerTube's catalog needs no credentials, so the
  // client arrives as optional credential fields, and an `oauth` base URL (the sandbox serves
  // Google's authorize and token paths on one host) replaces Google's own hosts when configured.
  oauth: ({ baseUrls, credentials }) => {
    const { client_id, client_secret } = credentials;
    if (!client_id || !client_secret) throw new AppError('ENOTSUPPORTED', YTMUSIC_NEEDS_CLIENT);
    return createYtMusicOAuth({
      dataApiUrl: baseUrls.data ?? YOUTUBE_DATA_API_URL,
      client: { client_id, client_secret },
      ...(baseUrls.oauth ? { urls: { authorize: `${baseUrls.oauth}/o/oauth2/v2/auth`, token: `${baseUrls.oauth}/token` } } : {}),
    });
  },
});
