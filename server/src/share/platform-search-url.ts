import type { PlatformKey } from '@segue/core';

/**
 * Each platform's own web search, as its site builds the address (checked by hand on each site):
 * "search instead" on a share page row the match is not sure of. Only these shapes are ever
 * built, from the page's title and artists, never from a URL a caller gave. Apple Music's search
 * lives under a storefront: the one of the row's own link, else `us`.
 */
const SEARCH: Record<PlatformKey, (query: string, link: string) => string> = {
  spotify: (q) => `https://open.spotify.com/search/${encodeURIComponent(q)}`,
  applemusic: (q, link) => `https://music.apple.com/${/^https:\/\/music\.apple\.com\/([a-z]{2})\//.exec(link)?.[1] ?? 'us'}/search?term=${encodeURIComponent(q)}`,
  deezer: (q) => `https://www.deezer.com/search/${encodeURIComponent(q)}`,
  tidal: (q) => `https://tidal.com/search?q=${encodeURIComponent(q)}`,
  ytmusic: (q) => `https://music.youtube.com/search?q=${encodeURIComponent(q)}`,
};

/** The platform's search for `title` by `artists`. */
export function platformSearchUrl(platform: PlatformKey, title: string, artists: string, link = ''): string {
  const query = [title, artists].filter((part) => part.trim() !== '').join(' ');
  return SEARCH[platform](query, link);
}
