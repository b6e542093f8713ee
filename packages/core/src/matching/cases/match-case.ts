import type { MatchBand, TrackInfo } from '../track-info';

/**
 * One row of the matching table: a source track as one platform titles it, the candidates a
 * search on another platform could return (the right one among decoys, or only wrong ones),
 * the band `findBestMatch` must give and, unless the band is `none`, which candidate must win.
 */
export interface MatchCase {
  name: string;
  source: TrackInfo;
  candidates: TrackInfo[];
  band: MatchBand;
  /** Index of the right candidate; -1 when the band is `none`. */
  index: number;
}

/** A track in one line: title, artist credit(s), duration in seconds, anything else. */
export function t(title: string, artists: string | string[], seconds?: number, extra: Partial<TrackInfo> = {}): TrackInfo {
  return {
    title,
    artists: typeof artists === 'string' ? [artists] : artists,
    ...(seconds === undefined ? {} : { durationMs: Math.round(seconds * 1000) }),
    ...extra,
  };
}

export function verified(name: string, source: TrackInfo, candidates: TrackInfo[], index: number): MatchCase {
  return { name, source, candidates, band: 'verified', index };
}

export function review(name: string, source: TrackInfo, candidates: TrackInfo[], index: number): MatchCase {
  return { name, source, candidates, band: 'review', index };
}

export function none(name: string, source: TrackInfo, candidates: TrackInfo[]): MatchCase {
  return { name, source, candidates, band: 'none', index: -1 };
}
