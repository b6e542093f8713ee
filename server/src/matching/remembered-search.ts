import type { PlatformAdapter, PlatformTrack } from '../platforms/types';

/**
 * `adapter` with its track search answered by what an earlier search for the same ISRC found,
 * at no request: `searchMatch` then judges the remembered tracks for the current source track
 * exactly as it judges a fresh answer (matcher, release guard), so a track remembered for
 * another source with that ISRC is returned only if it is this source's recording too. A video
 * search, where the platform has one, answers nothing (what was found is in `tracks`). Every
 * other call goes to the platform.
 */
export function rememberedSearch(adapter: PlatformAdapter, tracks: readonly PlatformTrack[]): PlatformAdapter {
  const remembered: PlatformAdapter = { ...adapter, searchTracks: () => Promise.resolve([...tracks]) };
  if (adapter.searchVideos) remembered.searchVideos = () => Promise.resolve([]);
  return remembered;
}
