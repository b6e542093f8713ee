/** Client-credentials access tokens: issued by the accounts host, checked by the API host. */

/** https://developer.spotify.com/documentation/web-api/tutorials/client-credentials-flow */
export const SPOTIFY_TOKEN_SECONDS = 3_600;

export interface SpotifyTokens {
  issue(clientId: string): string;
  check(token: string): 'valid' | 'expired' | 'unknown';
}

export function createSpotifyTokens(random: () => number, now: () => number): SpotifyTokens {
  const tokens = new Map<string, number>();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return {
    issue() {
      // Real tokens start with `BQ` and run to about 115 characters.
      let token = 'BQ';
      for (let i = 0; i < 113; i++) token += alphabet[Math.floor(random() * alphabet.length)];
      tokens.set(token, now() + SPOTIFY_TOKEN_SECONDS * 1000);
      return token;
    },
    check(token) {
      const expiresAt = tokens.get(token);
      if (expiresAt === undefined) return 'unknown';
      return now() < expiresAt ? 'valid' : 'expired';
    },
  };
}
