import type { PlatformKey } from '@segue/core';
import type { PlatformAdapter, PlatformTrack } from '../platforms/types';
import { matchTracks, type MatchDeps } from '../matching/match-tracks';
import { targetError } from '../matching/target-error';
import type { StoredOutcome } from '../matching/track-outcome';

/**
 * `matchTracks` on one chunk of a playlist, with a target that fails as a whole (no adapter)
 * failing each track, and outcomes as they are stored between chunks: a failure keeps its
 * reason, not the error object.
 */
export async function matchChunk(
  deps: MatchDeps,
  chunk: readonly PlatformTrack[],
  target: PlatformKey,
  adapter: () => Promise<PlatformAdapter>,
  onDone: (count: number) => void,
): Promise<StoredOutcome[]> {
  try {
    const outcomes = await matchTracks(deps, chunk, target, await adapter(), onDone);
    return outcomes.map((o) => (o.kind === 'failed' ? { kind: 'failed', reason: o.reason } : o));
  } catch (error) {
    const { message } = targetError(error);
    return chunk.map(() => ({ kind: 'failed', reason: message }));
  }
}

/**
 * The outcomes of a whole playlist from its chunks' (in order). A track listed again in a later
 * chunk takes the outcome of its first listing, as a single pass over the playlist gives every
 * listing of a track the same one, so the result is the same however the playlist was cut.
 */
export function joinChunks(tracks: readonly PlatformTrack[], chunks: readonly (readonly StoredOutcome[])[]): StoredOutcome[] {
  const all = chunks.flat();
  const first = new Map<string, number>();
  tracks.forEach((track, i) => {
    if (!first.has(track.id)) first.set(track.id, i);
  });
  return tracks.map((track, i) => all[first.get(track.id) ?? i]!);
}
