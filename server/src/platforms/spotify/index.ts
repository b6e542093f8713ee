import { definePlatform } from '../kit/define-platform';
import { createSpotifyAdapter } from './adapter';
import { createSpotifyLibrary } from './library';
import { createSpotifyOAuth } from './oauth';
import { SPOTIFY_URLS, spotifyCredentials, type SpotifyUrls } from './settings';

export const spotify = definePlatform<'spotify', SpotifyUrls, typeof spotifyCredentials>({
  key: 'spotify',
  urls: SPOTIFY_URLS,
  credentials: spotifyCredentials,
  secretFields: ['client_secret'],
  // Spotify publishes no numbers: this leaves room for a busy server without tripping its limiter.
  budget: { concurrency: 8, requests: 20, intervalMs: 1_000 },
  adapter: createSpotifyAdapter,
  library: createSpotifyLibrary,
  oauth: createSpotifyOAuth,
});
