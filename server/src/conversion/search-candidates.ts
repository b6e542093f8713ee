import { findBestMatch, normalizeTitle, scoreCandidate, type MatchResult, type TrackInfo } from '@segue/core';
import type { PlatformAdapter, PlatformTrack, TrackQuery } from '../platforms/types';
import { trackInfo } from './track-outcome';

export interface SearchResult {
  match: MatchResult;
  candidates: PlatformTrack[];
}

/** The title without version noise and credits ("(2011 Remaster)", "feat. X"), or null when that changes nothing. */
function plainTitle(title: string): string | null {
  const { baseKey } = normalizeTitle(title);
  return baseKey !== '' && baseKey !== title.toLowerCase() ? baseKey : null;
}

function union(into: Map<string, PlatformTrack>, tracks: readonly PlatformTrack[]): void {
  for (const track of tracks) if (!into.has(track.id)) into.set(track.id, track);
}

/**
 * Text search for one source track: the full title with the main artist first; when that gives
 * no verified match, the plain title with every artist and the title with the other credited
 * artists (a duet may be filed under either), in parallel. Every
 * candidate (with `extra` ones, e.g. ISRC hits that failed the sanity check) is scored together.
 * Without `thorough`, only the first form is tried.
 */
export async function searchCandidates(
  adapter: PlatformAdapter,
  source: PlatformTrack,
  extra: readonly PlatformTrack[] = [],
  options: { thorough: boolean } = { thorough: true },
): Promise<SearchResult> {
  const info = trackInfo(source);
  const found = new Map<string, PlatformTrack>();
  union(found, extra);
  const score = (): SearchResult => {
    const candidates = [...found.values()];
    return { match: findBestMatch(info, candidates.map(trackInfo)), candidates };
  };

  const first: TrackQuery = { ...info, artists: source.artists.slice(0, 1) };
  union(found, await adapter.searchTracks(first));
  let result = score();
  if (result.match.band === 'verified' || !options.thorough) return result;

  const plain = plainTitle(source.title);
  const more: TrackQuery[] = [
    ...(plain === null ? [] : [{ title: plain, artists: source.artists, durationMs: source.durationMs }]),
    ...(source.artists.length > 1 ? [{ title: source.title, artists: source.artists.slice(1) }] : []),
  ];
  if (more.length === 0) return result;
  for (const tracks of await Promise.all(more.map((query) => adapter.searchTracks(query)))) union(found, tracks);
  result = score();
  return result;
}

/** The closest candidate and its score, for an omission's report (findBestMatch gives none below review). */
export function closest(source: TrackInfo, candidates: readonly PlatformTrack[]): { best: PlatformTrack; confidence: number } | undefined {
  let top: { best: PlatformTrack; confidence: number } | undefined;
  for (const candidate of candidates) {
    const { score } = scoreCandidate(source, trackInfo(candidate));
    if (top === undefined || score > top.confidence) top = { best: candidate, confidence: score };
  }
  return top;
}
