import type { PlatformKey } from '@segue/core';
import type { PlaylistPlatformResult } from '@segue/core/schemas';
import type { GroundTruthRecording } from '@segue/sandbox';
import type { Playlist, Truth } from './ground-truth';

/** Answers of one kind of recording (`GroundTruthRecording.kind`). */
export interface KindScore {
  /** Source entries of this kind. */
  total: number;
  /** Entries whose recording (or its same audio) is listed on the target. */
  onTarget: number;
  returned: number;
  correct: number;
  /** Returned tracks that are another recording (a decoy, another performance, another cut...). */
  wrong: number;
}

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
  /** The same counts per kind of recording; wrong answers count for the entry they stand at. */
  byKind: Map<string, KindScore>;
  /** Entries on the target that were omitted, per kind: what the source showed and why it was left out. */
  missedByKind: Map<string, string[]>;
}

function describe(truth: Truth, track: { id: string; title: string }, target: PlatformKey): string {
  const recording = truth.byListing(target, track.id);
  return `${track.id} "${track.title}" is ${recording ? `${recording.id} (${recording.title} ${recording.version ?? ''}, ${recording.kind})` : 'unknown'}`;
}

/**
 * Scores one platform's result: each returned track must be the listing, on the target, of the
 * recording at its source position or of the same audio (walked in order, so duplicates and
 * order are checked too); each source entry must be either returned or omitted with a reason.
 * Returned tracks are matched to entries in order once the omitted entries are set aside, which
 * tells which entry each wrong track stands for.
 */
export function scorePlaylist(truth: Truth, playlist: Playlist, source: PlatformKey, target: PlatformKey, result: PlaylistPlatformResult): PlaylistScore {
  const entries = playlist.recording_ids.map((id) => truth.recording(id));
  const exists = (r: GroundTruthRecording) => r.expected[target] !== null;
  const onTarget = entries.filter(exists).length;
  const byKind = new Map<string, KindScore>();
  const kindOf = (r: GroundTruthRecording): KindScore => {
    let score = byKind.get(r.kind);
    if (!score) byKind.set(r.kind, (score = { total: 0, onTarget: 0, returned: 0, correct: 0, wrong: 0 }));
    return score;
  };
  for (const r of entries) {
    kindOf(r).total++;
    if (exists(r)) kindOf(r).onTarget++;
  }

  // The entries set aside as omitted (by source listing, duplicates counted), the rest in order.
  const omittedLeft = new Map<string, number>();
  const omittedWhy = new Map<string, string>();
  for (const o of result.omitted) {
    const id = truth.byListing(source, o.source.id)?.id;
    if (id) omittedLeft.set(id, (omittedLeft.get(id) ?? 0) + 1);
    if (id) omittedWhy.set(id, `"${o.source.title}" — ${o.source.artists.join(', ')}: ${o.code}${o.reason ? ` (${o.reason})` : ''}`);
  }
  const answered: number[] = [];
  const omittedAt = new Set<number>();
  entries.forEach((r, i) => {
    const left = omittedLeft.get(r.id) ?? 0;
    if (left > 0) {
      omittedLeft.set(r.id, left - 1);
      omittedAt.add(i);
    } else answered.push(i);
  });

  const wrong: string[] = [];
  const matched = new Set<number>();
  if (answered.length === result.tracks.length) {
    // One track per entry not omitted, in order.
    result.tracks.forEach((track, k) => {
      const i = answered[k]!;
      const entry = entries[i]!;
      const recording = truth.byListing(target, track.id);
      kindOf(entry).returned++;
      if (recording && truth.same(recording, entry)) {
        matched.add(i);
        kindOf(entry).correct++;
      } else {
        kindOf(entry).wrong++;
        wrong.push(describe(truth, track, target));
      }
    });
  } else {
    // Some entries were lost: walk the tracks forward to the entry each one is.
    let cursor = 0;
    for (const track of result.tracks) {
      const recording = truth.byListing(target, track.id);
      let position = -1;
      for (let i = cursor; i < entries.length; i++) {
        if (recording && truth.same(recording, entries[i]!)) {
          position = i;
          break;
        }
      }
      if (position === -1) {
        wrong.push(describe(truth, track, target));
        continue;
      }
      matched.add(position);
      kindOf(entries[position]!).returned++;
      kindOf(entries[position]!).correct++;
      cursor = position + 1;
    }
  }
  let lost = 0;
  let missed = 0;
  const missedByKind = new Map<string, string[]>();
  entries.forEach((recording, i) => {
    if (matched.has(i)) return;
    if (!omittedAt.has(i) && answered.length !== result.tracks.length) lost++;
    if (!exists(recording)) return;
    missed++;
    const why = omittedWhy.get(recording.id);
    if (why) missedByKind.set(recording.kind, [...(missedByKind.get(recording.kind) ?? []), why]);
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
    byKind,
    missedByKind,
  };
}
