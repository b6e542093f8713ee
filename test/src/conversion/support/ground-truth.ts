import type { PlatformKey } from '@segue/core';
import { hardPlaylistId, type GroundTruth, type GroundTruthRecording } from '@segue/sandbox';

export type Playlist = GroundTruth['playlists'][number];

/** The sandbox's ground truth with the lookups the conversion checks need. */
export interface Truth {
  raw: GroundTruth;
  recording(id: string): GroundTruthRecording;
  /** The recording a platform's track id belongs to, if any. */
  byListing(platform: PlatformKey, trackId: string): GroundTruthRecording | undefined;
  /** A catalog (not user-owned) playlist of a platform with exactly `size` entries. */
  playlist(platform: PlatformKey, size: number): Playlist;
  /** The platform's playlist of hard cases (`hardPlaylistId`). */
  hardPlaylist(platform: PlatformKey): Playlist;
  /** Whether two recordings are the same music: the same recording, or one's audio released again (`same_as`). */
  same(a: GroundTruthRecording, b: GroundTruthRecording): boolean;
}

export async function fetchTruth(catalogUrl: string): Promise<Truth> {
  const reply = await fetch(catalogUrl);
  if (!reply.ok) throw new Error(`ground truth: HTTP ${reply.status}`);
  const raw = (await reply.json()) as GroundTruth;
  const byId = new Map(raw.recordings.map((r) => [r.id, r]));
  const listings = new Map<string, GroundTruthRecording>();
  for (const recording of raw.recordings) {
    for (const [platform, listing] of Object.entries(recording.platforms)) {
      if (listing) listings.set(`${platform}:${listing.id}`, recording);
    }
  }
  return {
    raw,
    recording(id) {
      const found = byId.get(id);
      if (!found) throw new Error(`no recording ${id} in the ground truth`);
      return found;
    },
    byListing: (platform, trackId) => listings.get(`${platform}:${trackId}`),
    playlist(platform, size) {
      const found = raw.playlists.find((p) => p.platform === platform && p.owner_user_id === null && p.recording_ids.length === size);
      if (!found) throw new Error(`no ${size}-track ${platform} playlist in the ground truth`);
      return found;
    },
    hardPlaylist(platform) {
      const found = raw.playlists.find((p) => p.id === hardPlaylistId(platform));
      if (!found) throw new Error(`no hard-case playlist for ${platform} in the ground truth`);
      return found;
    },
    same: (a, b) => (a.same_as ?? a.id) === (b.same_as ?? b.id),
  };
}
