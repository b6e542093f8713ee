/**
 * The scopes a third-party TIDAL app can ask for
 * (https://developer.tidal.com/documentation/authorization/authorization-scopes); `r_usr` and
 * `w_usr` are TIDAL's own apps' and refused here.
 */
export const TIDAL_SCOPES = [
  'user.read',
  'collection.read',
  'collection.write',
  'playlists.read',
  'playlists.write',
  'search.read',
  'search.write',
  'recommendations.read',
  'entitlements.read',
  'playback',
] as const;

export type TidalScope = (typeof TIDAL_SCOPES)[number];

export function isTidalScope(scope: string): scope is TidalScope {
  return (TIDAL_SCOPES as readonly string[]).includes(scope);
}

/** `scope` is space-separated; repeated spaces and an empty value are tolerated. */
export function parseScopes(raw: string | null): string[] {
  return [...new Set((raw ?? '').split(/\s+/).filter(Boolean))];
}
