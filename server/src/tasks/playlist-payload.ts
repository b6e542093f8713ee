import { roundConfidence, type OmittedTrack, type PlaylistPlatformResult } from '@segue/core/schemas';
import type { PlatformTrack } from '../platforms/types';
import { trackView } from '../matching/api-views';
import type { StoredOutcome } from '../matching/track-outcome';

/** `HH:MM:SS` of a playlist's total (hours are not capped at 23). */
export function formatLongDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** One target's side of a completed playlist: matched tracks in playlist order, the rest omitted with why. */
export function platformResult(sources: readonly PlatformTrack[], outcomes: readonly StoredOutcome[]): PlaylistPlatformResult {
  const tracks: PlaylistPlatformResult['tracks'] = [];
  const omitted: OmittedTrack[] = [];
  let length = 0;
  outcomes.forEach((outcome, i) => {
    const source = sources[i]!;
    if (outcome.kind === 'matched') {
      tracks.push(trackView(outcome.track, outcome.match));
      length += Math.max(0, Math.round(outcome.track.durationMs));
    } else {
      omitted.push({
        source: trackView(source),
        // Outcomes stored before codes existed carry none: `no_match` is what they all were.
        code: outcome.kind === 'failed' ? 'lookup_failed' : (outcome.code ?? 'no_match'),
        reason: outcome.reason,
        ...(outcome.kind === 'omitted' && outcome.best ? { best_candidate: trackView(outcome.best) } : {}),
        ...(outcome.kind === 'omitted' && outcome.confidence !== undefined ? { confidence: roundConfidence(outcome.confidence) } : {}),
      });
    }
  });
  return { tracks, length, omitted };
}
