import type { Catalog, PlatformKey, Playlist } from '@segue/sandbox';
import type { Pair } from './disjoint-rounds';

/** The catalog playlist (no owner) of `size` entries on each platform: the first run's. */
export function catalogPlaylists(catalog: Catalog, platforms: readonly PlatformKey[], size: number): Map<PlatformKey, Playlist> {
  return new Map(
    platforms.map((platform) => {
      const found = catalog.playlists.find((p) => p.platform === platform && p.ownerUserId === undefined && p.recordingIds.length === size);
      if (!found) throw new Error(`no ${size}-track ${platform} playlist in the catalog`);
      return [platform, found];
    }),
  );
}

/**
 * Playlists for a second run on the server of the first: for each pair, a catalog playlist of
 * the source that the first run did not use, refilled (in this copy of the catalog, before the
 * simulators start) with up to `size` songs that the first run converted into the pair's target
 * from another platform with ISRCs. Songs of the source's own first-run playlist are left out,
 * and those of the reverse pair's second-run playlist: the mapping table answers those (it holds
 * each pair both ways), and this run is about the same songs reaching the target from another
 * platform, as they do on a shared server.
 */
export function refillSecondRun(catalog: Catalog, first: Map<PlatformKey, Playlist>, pairs: readonly Pair[], size: number): Map<string, Playlist> {
  const byId = new Map(catalog.recordings.map((r) => [r.id, r]));
  // Only a source track with an ISRC can meet what was learnt of that ISRC (YouTube Music has none).
  const carriesIsrcs = (platform: PlatformKey) => first.get(platform)?.recordingIds.some((id) => byId.get(id)?.platforms[platform]?.isrc) ?? false;
  const firstIds = new Set([...first.values()].map((p) => p.id));
  const spares = new Map<PlatformKey, Playlist[]>();
  const result = new Map<string, Playlist>();
  for (const { source, target } of pairs) {
    const own = new Set([...(first.get(source)?.recordingIds ?? []), ...(result.get(`${target}>${source}`)?.recordingIds ?? [])]);
    const songs = new Set<string>();
    for (const [platform, playlist] of first) {
      if (platform === source || platform === target || !carriesIsrcs(platform)) continue;
      for (const id of playlist.recordingIds) if (!own.has(id) && byId.get(id)?.platforms[source]) songs.add(id);
    }
    let left = spares.get(source);
    if (!left) {
      left = catalog.playlists.filter((p) => p.platform === source && p.ownerUserId === undefined && !firstIds.has(p.id)).sort((a, b) => b.recordingIds.length - a.recordingIds.length);
      spares.set(source, left);
    }
    const playlist = left.shift();
    if (!playlist) throw new Error(`no spare ${source} playlist left for the second run`);
    playlist.recordingIds = [...songs].slice(0, size);
    playlist.title = `Second run: songs converted to ${target} before`;
    result.set(`${source}>${target}`, playlist);
  }
  return result;
}
