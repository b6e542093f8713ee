import { parseMusicUrl, shortLinkHost } from '@segue/core';

/**
 * One key per catalog entity, so that the same track reached through different link forms
 * (country, tracking parameters, embed host) shares a cache entry. Short links, whose target is
 * only known to the server, are keyed by their trimmed text. Null for anything else.
 */
export function linkKey(url: string): string | null {
  const link = parseMusicUrl(url);
  if (link) return `${link.platform}:${link.type}:${link.id}`;
  const trimmed = url.trim();
  return shortLinkHost(trimmed) === null ? null : `short:${trimmed}`;
}
