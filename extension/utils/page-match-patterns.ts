/**
 * Where the content script runs: the web players and catalog pages of the five platforms. Kept
 * as literals because WXT reads content-script options at build time; a test checks each host
 * against `@segue/core`'s host list.
 */
export const PAGE_MATCH_PATTERNS = [
  'https://music.apple.com/*',
  'https://open.spotify.com/*',
  'https://www.deezer.com/*',
  'https://listen.tidal.com/*',
  'https://tidal.com/*',
  'https://music.youtube.com/*',
];
