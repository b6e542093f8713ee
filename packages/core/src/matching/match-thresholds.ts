/**
 * Score bands of `findBestMatch`. The score is 0.45 title + 0.25 artists + 0.30 duration plus
 * small album, explicit and ISRC signals (see `scorePrepared`), so:
 * - `VERIFIED_THRESHOLD` 0.9 is reached by an exact normalised title with a shared main artist
 *   and a duration within about 7 s, or without a known duration only when the album agrees too.
 *   Every "verified" row of the table tests sits at 0.93 or above, and every known-wrong
 *   candidate that passes the hard rules stays below it.
 * - `REVIEW_THRESHOLD` 0.7 admits one weak signal (fuzzy title, artist spelled differently,
 *   unknown duration, an ISRC that disagrees with the title or duration) but not two.
 */
export const VERIFIED_THRESHOLD = 0.9;
export const REVIEW_THRESHOLD = 0.7;
