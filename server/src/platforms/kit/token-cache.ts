export interface IssuedToken {
  token: string;
  /** When the platform stops accepting it, ms since the epoch. */
  expiresAt: number;
}

export interface TokenSource {
  /** A token valid for at least the safety margin; fetched or minted only when needed. */
  get(): Promise<string>;
  /** Forgets the cached token (after the platform refused it with a 401). */
  invalidate(): void;
}

/**
 * Caches a bearer token until shortly before it expires. Concurrent callers share one fetch, so
 * a burst of requests at startup asks the token endpoint once.
 */
export function createTokenCache(
  issue: () => Promise<IssuedToken>,
  options: { now?: () => number; marginMs?: number } = {},
): TokenSource {
  const now = options.now ?? Date.now;
  const margin = options.marginMs ?? 60_000;
  let current: IssuedToken | undefined;
  let pending: Promise<IssuedToken> | undefined;
  return {
    async get() {
      if (current && current.expiresAt - margin > now()) return current.token;
      pending ??= issue().finally(() => {
        pending = undefined;
      });
      current = await pending;
      return current.token;
    },
    invalidate() {
      current = undefined;
    },
  };
}
