/**
 * Score bands of `findBestMatch`. The score is 0.45 title + 0.25 artists + 0.30 duration plus
 * small album, explicit and ISRC signals (see `scorePrepared`); hard rules (version, title,
 * duration gap, artists) give 0. The bands were set on the table tests (`cases/`):
 * - `VERIFIED_THRESHOLD` 0.9: an equal normalised title with a shared main artist and a duration
 *   within about 7 s reaches it; without a known duration only an equal album lifts it over
 *   (0.88 + 0.03). Verified rows of the table score 0.91 to 1.
 * - `REVIEW_THRESHOLD` 0.7: one weak signal (duration 5-10 s off or unknown, a title only
 *   similar, a radio edit on one side, an ISRC that disagrees with title or duration, artists in
 *   another script, a primary artist credited one way only, a clean or remastered release with
 *   its own ISRC) is capped or falls just under verified; review rows score 0.83 to 0.89. Two
 *   weak signals together fall under 0.7.
 */
export const VERIFIED_THRESHOLD = 0.9;
export const REVIEW_THRESHOLD = 0.7;
