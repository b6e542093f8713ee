/**
 * Spotify's authorization scopes
 * (https://developer.spotify.com/documentation/web-api/concepts/scopes). The authorize endpoint
 * refuses any other with `error=invalid_scope`.
 */
export const SPOTIFY_SCOPES: ReadonlySet<string> = new Set([
  'ugc-image-upload',
  'user-read-playback-state',
  'user-modify-playback-state',
  'user-read-currently-playing',
  'app-remote-control',
  'streaming',
  'playlist-read-private',
  'playlist-read-collaborative',
  'playlist-modify-private',
  'playlist-modify-public',
  'user-follow-modify',
  'user-follow-read',
  'user-read-playback-position',
  'user-top-read',
  'user-read-recently-played',
  'user-library-modify',
  'user-library-read',
  'user-read-email',
  'user-read-private',
  'user-personalized',
]);

/** Scopes arrive space-separated (`+` or `%20` in the query); Spotify also tolerates commas. */
export function parseScopes(raw: string | null): string[] {
  if (!raw) return [];
  return [...new Set(raw.split(/[\s,]+/).filter(Boolean))];
}
