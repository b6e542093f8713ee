import type { MusicLink } from '../links/music-link';

/**
 * A link as people paste it and what it must parse to; `null` marks a near miss that must be
 * refused (a page type we cannot convert, a malformed id), with `why` saying which.
 */
export type LinkExample =
  | { readonly url: string; readonly expected: MusicLink }
  | { readonly url: string; readonly expected: null; readonly why: string };
