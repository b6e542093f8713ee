import type { PlatformKey } from '@segue/core';
import type { PlaylistPlatformResult } from '@segue/core/schemas';
import type { Playlist, Truth } from './ground-truth';

/** How a converted playlist compares with the ground truth. */
export interface PlaylistScore {
  /** Source entries. */
  total: number;
  /** Entries whose recording is listed on the target. */
  onTarget: number;
  returned: number;
  /** Returned tracks that are the right recording, in the source's order. */
  correct: number;
  /** Returned tracks of another recording (a decoy, a cover...) or unknown to the catalog. */
  wrong: string[];
  omitted: number;
  /** Entries on the target that were omitted. */
  missed: number;
  /** Entries neither returned nor omitted: lost. */
  lost: number;
  precision: number;
  /** Over the entries that exist on the target. */
  recall: number;
}

/**
 * Scores one platform's result: each returned track must be the listing, on the target, of the
 * recording at its source position (walked in order, so duplicates and order are checked too);
 * each source entry must be either returned or omitted with a reason.
 */
export function scorePlaylist(truth: Truth, playlist: Playlist, source: PlatformKey, target: PlatformKey, result: PlaylistPlatformResult): PlaylistScore {
  const entries = playlist.recording_ids.map((id) => truth.recording(id));
  const onTarget = entries.filter((r) => r.platforms[target] !== null).length;
  const wrong: string[] = [];
  const matched = new Set<number>();
  let cursor = 0;
  for (const track of result.tracks) {
    const recording = truth.byListing(target, track.id);
    let position = -1;
    for (let i = cursor; i < entries.length; i++) {
      if (entries[i]!.id === recording?.id) {
        position = i;
        break;
      }
    }
    if (position === -1) {
      wrong.push(`${track.id} "${track.title}" is ${recording ? `${recording.id} (${recording.title} ${recording.version ?? ''})` : 'unknown'}`);
      continue;
    }
    matched.add(position);
    cursor = position + 1;
  }
  const omittedRecordings = result.omitted.map((o) => truth.byListing(source, o.source.id)?.id);
  const omittedLeft = new Map<string, number>();
  for (const id of omittedRecordings) if (id) omittedLeft.set(id, (omittedLeft.get(id) ?? 0) + 1);
  let lost = 0;
  let missed = 0;
  entries.forEach((recording, i) => {
    if (matched.has(i)) return;
    const left = omittedLeft.get(recording.id) ?? 0;
    if (left > 0) {
      omittedLeft.set(recording.id, left - 1);
      if (recording.platforms[target] !== null) missed++;
    } else {
      lost++;
      if (recording.platforms[target] !== null) missed++;
    }
  });
  const correct = matched.size;
  return {
    total: entries.length,
    onTarget,
    returned: result.tracks.length,
    correct,
    wrong,
    omitted: result.omitted.length,
    missed,
    lost,
    precision: result.tracks.length === 0 ? 1 : correct / result.tracks.length,
    recall: onTarget === 0 ? 1 : correct / onTarget,
  };
}
