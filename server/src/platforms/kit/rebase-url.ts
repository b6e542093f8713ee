/**
 * Paging links come back as absolute URLs (Spotify, Deezer). We follow only their path and
 * query, on the base URL we were configured with, so a link never sends a request (and our
 * token) to another host.
 */
export function rebaseUrl(link: string, baseUrl: string): string {
  const parsed = new URL(link, baseUrl);
  return `${baseUrl}${parsed.pathname}${parsed.search}`;
}
