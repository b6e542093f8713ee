/** Access tokens the auth host issued, checked by the api host. */
export interface TokenStore {
  issue(clientId: string, scope: string): { accessToken: string; expiresIn: number };
  check(token: string): 'valid' | 'expired' | 'unknown';
}

/** TIDAL's client-credentials tokens live a day. */
export const TOKEN_LIFETIME_SECONDS = 86_400;

export function createTokenStore(random: () => number, now: () => number): TokenStore {
  const tokens = new Map<string, { expiresAt: number }>();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const randomToken = () => Array.from({ length: 64 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  return {
    issue() {
      const accessToken = randomToken();
      tokens.set(accessToken, { expiresAt: now() + TOKEN_LIFETIME_SECONDS * 1000 });
      return { accessToken, expiresIn: TOKEN_LIFETIME_SECONDS };
    },
    check(token) {
      const entry = tokens.get(token);
      if (!entry) return 'unknown';
      return entry.expiresAt > now() ? 'valid' : 'expired';
    },
  };
}
