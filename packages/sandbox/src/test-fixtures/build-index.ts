import type { Album, Artist, CatalogIndex, PlatformKey, Playlist, Recording } from '../catalog/model';

/** Lookups over hand-built fixture catalogs (the seeded generator builds its own). */
export function buildIndex(parts: {
  artists: Artist[];
  albums: Album[];
  recordings: Recording[];
  playlists: Playlist[];
}): CatalogIndex {
  const artists = new Map(parts.artists.map((a) => [a.id, a]));
  const albums = new Map(parts.albums.map((a) => [a.id, a]));
  const recordings = new Map(parts.recordings.map((r) => [r.id, r]));
  const byPlatform = <T>(items: T[], idsOf: (item: T) => [PlatformKey, string | undefined][]) => {
    const map = new Map<string, T>();
    for (const item of items) for (const [p, id] of idsOf(item)) if (id !== undefined) map.set(`${p}:${id}`, item);
    return map;
  };
  const recByPid = byPlatform(parts.recordings, (r) =>
    Object.entries(r.platforms).map(([p, l]) => [p as PlatformKey, l.id]),
  );
  const albumByPid = byPlatform(parts.albums, (a) =>
    Object.entries(a.platforms).map(([p, l]) => [p as PlatformKey, l.id]),
  );
  const artistByPid = byPlatform(parts.artists, (a) =>
    Object.entries(a.platformIds).map(([p, id]) => [p as PlatformKey, id]),
  );
  const playlistByPid = byPlatform(parts.playlists, (p) => [[p.platform, p.platformId]]);
  const byIsrc = new Map<string, Recording[]>();
  for (const rec of parts.recordings) {
    for (const [p, listing] of Object.entries(rec.platforms)) {
      if (!listing.isrc) continue;
      const key = `${p}:${listing.isrc}`;
      byIsrc.set(key, [...(byIsrc.get(key) ?? []), rec]);
    }
  }
  return {
    artist: (id) => artists.get(id),
    album: (id) => albums.get(id),
    recording: (id) => recordings.get(id),
    recordingByPlatformId: (p, id) => recByPid.get(`${p}:${id}`),
    albumByPlatformId: (p, id) => albumByPid.get(`${p}:${id}`),
    artistByPlatformId: (p, id) => artistByPid.get(`${p}:${id}`),
    playlistByPlatformId: (p, id) => playlistByPid.get(`${p}:${id}`),
    recordingsByIsrc: (p, isrc) => byIsrc.get(`${p}:${isrc}`) ?? [],
  };
}
