import type { PlatformAdapter, PlatformTrack } from '../platforms/types';
import { mapLimited } from './map-limited';
import type { SnapshotRepository } from './snapshot.repository';

/**
 * The playlist's tracks with their ISRCs. Some platforms leave the ISRC out of playlist items
 * (Deezer's older `/playlist/{id}/tracks` rows have none, its `/track/{id}` has it): one read per track on
 * the source then lets every ISRC target look the whole playlist up in a few batched requests,
 * instead of two or three searches per track on each target. Tracks read before come from the
 * snapshots; a failed read leaves the track as it was (it is searched).
 */
export async function enrichIsrcs(
  snapshots: SnapshotRepository,
  source: PlatformAdapter,
  tracks: readonly PlatformTrack[],
  freshAfter: Date,
): Promise<PlatformTrack[]> {
  const missing = [...new Set(tracks.filter((t) => t.isrc === undefined).map((t) => t.id))];
  if (missing.length === 0 || source.capabilities.isrcLookup === null) return [...tracks];
  const known = await snapshots.findMany('track', source.platform, missing, freshAfter);
  const unread = missing.filter((id) => known.get(id)?.isrc === undefined);
  const read: PlatformTrack[] = [];
  await mapLimited(unread, 8, async (id) => {
    try {
      read.push(await source.getTrack(id));
    } catch {
      // Searched without an ISRC instead.
    }
  });
  await snapshots.save('track', read);
  const isrcs = new Map<string, string>();
  for (const track of [...known.values(), ...read]) if (track.isrc !== undefined) isrcs.set(track.id, track.isrc);
  return tracks.map((t) => {
    const isrc = t.isrc ?? isrcs.get(t.id);
    return isrc === undefined ? t : { ...t, isrc };
  });
}
