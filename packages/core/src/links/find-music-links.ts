import { parseMusicUrl } from './parse-music-url';
import { shortLinkHost } from './short-link-host';

// What wraps or ends a link in a sentence but never ends one of the platforms' links:
// "(https://…)", "«https://…»", "https://…!".
const LEADING = /^[(<[{"'«“‘]+/;
const TRAILING = /[)>\]}"'»”’.,;:!?]+$/;

/**
 * The links of supported platforms in a pasted text ("check this out https://open.spotify.com/…"),
 * in order, each once: a track, album, artist or playlist link (the same item twice counts once)
 * or a platform's short link. Nothing else in the text is taken out, so a caller never follows
 * an address the platforms' own hosts did not give. Never throws.
 */
export function findMusicLinks(text: string): string[] {
  if (typeof text !== 'string') return [];
  const found = new Map<string, string>();
  for (const word of text.split(/\s+/)) {
    const token = word.replace(LEADING, '').replace(TRAILING, '');
    if (token === '') continue;
    const link = parseMusicUrl(token);
    if (link) {
      const key = `${link.platform}:${link.type}:${link.id}`;
      if (!found.has(key)) found.set(key, token);
    } else if (shortLinkHost(token) !== null && !found.has(token)) {
      found.set(token, token);
    }
  }
  return [...found.values()];
}
