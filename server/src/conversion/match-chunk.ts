import type { PlatformKey } from '@segue/core';
import type { PlatformAdapter, PlatformTrack } from '../platforms/types';
import { matchTracks, type MatchDeps } from './match-tracks';
import { targetError } from './target-error';
import type { StoredOutcome, TrackOutcome } from './track-outcome';

/**
 * Matches the tracks `from`..`to` of a playlist on one target, given the outcomes of the tracks
 * before `from` (earlier chunks). A track listed again after an earlier chunk reuses that
 * outcome, as one pass over the whole playlist would (it looks each track up once), so the
 * result is the same however the playlist is cut. `onDone` counts processed tracks.
 */
export async function matchChunk(
  deps: MatchDeps,
  tracks: readonly PlatformTrack[],
  range: { from: number; to: number; earlier: readonly StoredOutcome[] },
  target: PlatformKey,
  adapter: () => Promise<PlatformAdapter>,
  onDone: (count: number) => void,
): Promise<StoredOutcome[]> {
  const known = new Map<string, StoredOutcome>();
  range.earlier.forEach((outcome, i) => {
    const id = tracks[i]!.id;
    if (!known.has(id)) known.set(id, outcome);
  });
  const chunk = tracks.slice(range.from, range.to);
  const fresh = chunk.filter((track) => !known.has(track.id));
  if (fresh.length < chunk.length) onDone(chunk.length - fresh.length);
  let outcomes: TrackOutcome[];
  try {
    outcomes = await matchTracks(deps, fresh, target, await adapter(), onDone);
  } catch (error) {
    const { message } = targetError(error);
    outcomes = fresh.map(() => ({ kind: 'failed', reason: message, error }));
  }
  // Stored as JSON between chunks: a failure keeps its reason, not the error object.
  const stored = outcomes.map((o): StoredOutcome => (o.kind === 'failed' ? { kind: 'failed', reason: o.reason } : o));
  const found = new Map(fresh.map((track, i) => [track.id, stored[i]!]));
  return chunk.map((track) => known.get(track.id) ?? found.get(track.id)!);
}
