import { changesRecording, normalizeArtists, normalizeTitle, type TrackInfo } from '@segue/core';

/** Words that name nothing by themselves: a query's "by", credits, "and" (also written "&") and the article artist names drop ("The Weeknd" = "Weeknd"). */
const FILLER = new Set(['the', 'and', 'by', 'feat', 'ft', 'featuring']);

/**
 * The comparable words of a text: folded as the matcher folds titles (marks and case gone,
 * apostrophes and dots joining, `&` read as "and"), split on everything else.
 */
export function textWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !FILLER.has(word));
}

/**
 * How surely a track is what a listener typed ("Paper Tide Crystal Feather", "Paper Tide by
 * Crystal Feather", "Crystal Feather - Paper Tide"), 0..1. Word order and separators do not
 * matter; what does:
 * - every word of the title (without version text and credits) and of the main artist should be
 *   in the text: a missing one lowers the score;
 * - every word of the text should be explained by the track (its full title, any credited
 *   artist, its album): an unexplained one lowers it;
 * - a version that is another recording (live, remix, acoustic…) counts as a missing word unless
 *   the text names it, so "Paper Tide" never confidently finds "Paper Tide (Live)".
 * The score is the words shared over the words either side needs (a Jaccard index of sets).
 */
export function scoreTextQuery(query: string, track: Pick<TrackInfo, 'title' | 'artists' | 'album'>): number {
  const asked = new Set(textWords(query));
  if (asked.size === 0) return 0;
  const title = normalizeTitle(track.title);
  const required = new Set(textWords(title.baseKey));
  const [mainArtist = ''] = normalizeArtists(track.artists.slice(0, 1));
  for (const word of textWords(mainArtist)) required.add(word);

  const versionWords = new Set(textWords(title.stripped.join(' ')));
  for (const tag of title.tags.filter(changesRecording)) {
    // The text names the version (a word of it): nothing more is needed. Otherwise the version
    // stands as a word the text lacks.
    if (![...versionWords].some((word) => asked.has(word))) required.add(`<${tag.kind}>`);
  }

  const explained = new Set([
    ...required,
    ...textWords(track.title),
    ...normalizeArtists(track.artists, track.title).flatMap(textWords),
    ...textWords(track.album ?? ''),
  ]);
  const shared = [...asked].filter((word) => explained.has(word)).length;
  const needed = new Set([...asked, ...required]).size;
  return shared / needed;
}
