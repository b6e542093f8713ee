import { parseMusicUrl, shortLinkHost } from '@segue/core';

/** A link Segue can convert: a platform's track, album, artist or playlist, or a platform short link. */
export const isMusicUrl = (text: string): boolean => parseMusicUrl(text.trim()) !== null || shortLinkHost(text.trim()) !== null;

/**
 * The first music link in a piece of text: a whole pasted link, or one inside a sentence
 * (links copied from chats are often surrounded by words and punctuation).
 */
export function findMusicUrlInText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed !== '' && isMusicUrl(trimmed)) return trimmed;
  for (const word of trimmed.split(/\s+/)) {
    const candidate = word.replace(/^[<("'[]+|[>)"'\].,;!?]+$/g, '');
    if (candidate !== '' && isMusicUrl(candidate)) return candidate;
  }
  return null;
}
