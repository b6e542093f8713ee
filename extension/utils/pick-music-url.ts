import { parseMusicUrl, shortLinkHost } from '@segue/core';

const isMusic = (text: string) => parseMusicUrl(text) !== null || shortLinkHost(text) !== null;

/**
 * The first music link in a piece of text: a whole pasted link, or one inside a sentence
 * (links copied from chats are often surrounded by words and punctuation).
 */
export function findMusicUrlInText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed !== '' && isMusic(trimmed)) return trimmed;
  for (const word of trimmed.split(/\s+/)) {
    const candidate = word.replace(/^[<("'[]+|[>)"'\].,;!?]+$/g, '');
    if (candidate !== '' && isMusic(candidate)) return candidate;
  }
  return null;
}

/** What a right-click points at: the link under it, a link in the selection, else the page. */
export function pickMusicUrl(info: { linkUrl?: string; selectionText?: string; pageUrl?: string }): string | null {
  for (const candidate of [info.linkUrl, info.selectionText, info.pageUrl]) {
    if (candidate === undefined) continue;
    const found = findMusicUrlInText(candidate);
    if (found !== null) return found;
  }
  return null;
}
