import { SPOTIFY_WRITE_LIMITS } from './library-transfer';
import { definePlatform } from '../kit/define-platform';
import { createSpotifyAdapter } from './adapter';
import { createSpotifyLibrary } from './library';
import { createSpotifyOAuth } from './oauth';
import { SPOTIFY_URLS, spotifyCredentials, type SpotifyUrls, SPOTIFY_SECRET_FIELDS } from './settings';

export const spotify = definePlatform<'spotify', SpotifyUrls, typeof spotifyCredentials>({
  key: 'spotify',
  urls: SPOTIFY_URLS,
  credentials: spotifyCredentials,
  secretFields: SPOTIFY_SECRET_FIELDS,
  // Spotify publishes no numbers: this leaves room for a busy server without tripping its limiter.
  budget: { concurrency: 8, requests: 20, intervalMs: 1_000 },
  // Lady Gaga & Bruno Mars, "Die With A Smile" (single, 2024), ISRC USUM72409273 / UPC 602475093060
  // (kellnerd/harmony testdata).
  liveProbe: {
    track: { id: '2plbrEY59IikOBgBGLjaoe', isrc: 'USUM72409273' }, // GET /v1/tracks/{id}
    isrc: 'USUM72409273',
    albumId: '10FLjwfpbxLmW8c25Xyc2N', // the single "Die With A Smile"
    // "Top 40" by the user nederlandse_top_40 (zmb3/spotify test_data/get_playlist_opt.txt): a
    // user-owned public playlist, since Spotify-owned ones answer 404 to apps created after
    // 2024-11-27 (https://developer.spotify.com/blog/2024-11-27-changes-to-the-web-api).
    playlistId: '5lH9NjOeJvctAO92ZrKQNB',
    search: { title: 'Die With A Smile', artists: ['Lady Gaga', 'Bruno Mars'] },
  },
  // Album and artist art on i.scdn.co, playlist mosaics on mosaic.scdn.co, other playlist art on
  // *.spotifycdn.com (image-cdn-ak, thisis-images), as the recorded bodies in packages/recorded
  // show; answers up to 2015 pointed at Spotify's own CloudFront distribution.
  imageHosts: ['*.scdn.co', '*.spotifycdn.com', 'd3rt1990lpmkn.cloudfront.net'],
  adapter: createSpotifyAdapter,
  library: createSpotifyLibrary,
  libraryWriteLimits: SPOTIFY_WRITE_LIMITS,
  oauth: createSpotifyOAuth,
});
