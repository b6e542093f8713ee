/** What the matcher knows of a track, from any platform. */
export interface TrackInfo {
  /** As the platform titles it, version suffixes included (append TIDAL's `version` and Deezer's `title_version` when they are separate). */
  title: string;
  /** Credited artists, in the platform's order (main artist first). */
  artists: string[];
  /**
   * Only the main artist is named, as in Deezer's search, album and playlist rows, which carry no
   * `contributors`: a guest missing from `artists` may just be unlisted.
   */
  mainArtistOnly?: boolean;
  album?: string;
  durationMs?: number;
  isrc?: string;
  explicit?: boolean;
  /** Release date as precise as the platform gives it: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
  releaseDate?: string;
  /** Position on its album (1-based), and the album's disc it is on. */
  trackNumber?: number;
  discNumber?: number;
  /**
   * A music video or a user upload rather than an audio track (YouTube): its duration may carry
   * an intro or an outro, and it has no album.
   */
  isVideo?: boolean;
}

/** How far a match can be trusted: `verified` is used as is, `review` needs a look, `none` is no match. */
export type MatchBand = 'verified' | 'review' | 'none';

export interface MatchScore {
  /** 0..1; 0 when a hard rule rejects the candidate. */
  score: number;
  /** Human-readable signals, e.g. "isrc equal", "duration +1.4s", "version differs: live vs studio". */
  reasons: string[];
}

export interface MatchResult {
  best: TrackInfo | null;
  /** Index of `best` in the candidates, -1 when there is none. */
  index: number;
  confidence: number;
  band: MatchBand;
  reasons: string[];
}
