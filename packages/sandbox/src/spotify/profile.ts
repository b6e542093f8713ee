/** Spotify's id, title, account, token and link conventions for the shared sandbox code. */
import { draw, spotifyId } from '../ids';
import { defineSimulatedPlatform } from '../platform-kit/simulated-platform';
import { randomString } from '../user-state/token-formats';
import { spotifyOwnedPlaylists } from './spotify-owned';

export const profile = defineSimulatedPlatform({
  key: 'spotify',
  ids: { track: spotifyId, album: spotifyId, artist: spotifyId, playlist: spotifyId },
  title: ({ title, version }) => (version ? `${title} - ${version}` : title),
  artists: (main, featuring) => [...main, ...featuring],
  upcDigits: 14,
  wholeSeconds: false,
  isrc: true,
  account: {
    // Accounts made since 2019 get a 28-character id like `31l77y2al5lnn7mxfrmd4bpfhqke`.
    id: (random) => `31${draw(random, 'abcdefghijklmnopqrstuvwxyz234567', 26)}`,
    plans: ['premium', 'free'],
    username: (id) => id,
  },
  hiddenPlaylists: spotifyOwnedPlaylists,
  secret: (kind) => (kind === 'access' ? `BQ${randomString(113)}` : `AQ${randomString(kind === 'code' ? 220 : 128)}`),
  webUrl: (kind, id) => `https://open.spotify.com/${kind}/${id}`,
});
