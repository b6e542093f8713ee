/**
 * `SEGUE_PUBLIC_URL` as the linking flow uses it (callbacks, the token issuer). With the default
 * public URL and `PORT=0` (tests, benchmarks) the configured URL names port 0, and the real port
 * is only known once the server listens: the first request tells it, from the socket the server
 * accepted it on (never from a header a client controls).
 */
export interface PublicUrl {
  get(): string;
  learnPort(port: number | undefined): void;
}

export function createPublicUrl(configured: string): PublicUrl {
  let current = configured.replace(/\/+$/, '');
  let pending = new URL(current).port === '0';
  return {
    get: () => current,
    learnPort(port) {
      if (!pending || !port) return;
      const url = new URL(current);
      url.port = String(port);
      current = url.toString().replace(/\/+$/, '');
      pending = false;
    },
  };
}
