import type { PlatformKey } from '@segue/core';
import type { GroundTruthRecording } from '@segue/sandbox';
import type { Truth } from './ground-truth';

export type TrackCase = 'plain' | 'non-latin' | 'remaster' | 'featured';

const CASES: Record<TrackCase, (r: GroundTruthRecording) => boolean> = {
  plain: (r) => r.script === 'latin' && r.version === null && r.featured_artists.length === 0,
  // Rotating scripts: Japanese, Korean, Cyrillic, Greek, Arabic, Devanagari titles.
  'non-latin': (r) => r.script !== 'latin',
  // Platforms write versions their own way (`Song - Remastered 2011` on Spotify, `Song
  // (Remastered 2011)` elsewhere) and a decoy of another remaster may sit next to it.
  remaster: (r) => r.version !== null && /remaster/i.test(r.version),
  featured: (r) => r.featured_artists.length > 0,
};

/**
 * A non-decoy recording of the ordinary catalog (kind `plain`: the hard cases are scored by the
 * benches, per kind) listed on both platforms for each kind of case, varied by `salt` so the 20
 * pairs do not all convert the same few tracks.
 */
export function pickRecordings(truth: Truth, source: PlatformKey, target: PlatformKey, salt: number): { kind: TrackCase; recording: GroundTruthRecording }[] {
  const eligible = truth.raw.recordings.filter((r) => r.kind === 'plain' && r.decoy_of === null && r.platforms[source] !== null && r.platforms[target] !== null);
  return (Object.keys(CASES) as TrackCase[]).map((kind) => {
    const matching = eligible.filter(CASES[kind]);
    const recording = matching[(salt * 37 + 11) % matching.length];
    if (!recording) throw new Error(`no ${kind} recording on ${source} and ${target}`);
    return { kind, recording };
  });
}
