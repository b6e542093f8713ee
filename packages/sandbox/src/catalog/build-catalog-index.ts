/** Lookups over a catalog's arrays, built once: every simulator request goes through these. */
import type { Album, Artist, Catalog, CatalogIndex, PlatformKey, Playlist, Recording } from './model';

type CatalogArrays = Omit<Catalog, 'index'>;

function key(platform: PlatformKey, id: string): string {
  return `${platform}:${id}`;
}

export function buildCatalogIndex(catalog: CatalogArrays): CatalogIndex {
  const artists = new Map<string, Artist>();
  const albums = new Map<string, Album>();
  const recordings = new Map<string, Recording>();
  const artistsByPlatformId = new Map<string, Artist>();
  const albumsByPlatformId = new Map<string, Album>();
  const recordingsByPlatformId = new Map<string, Recording>();
  const playlistsByPlatformId = new Map<string, Playlist>();
  const byIsrc = new Map<string, Recording[]>();

  for (const artist of catalog.artists) {
    artists.set(artist.id, artist);
    for (const [platform, id] of Object.entries(artist.platformIds) as [PlatformKey, string][]) {
      artistsByPlatformId.set(key(platform, id), artist);
    }
  }
  for (const album of catalog.albums) {
    albums.set(album.id, album);
    for (const [platform, listing] of Object.entries(album.platforms) as [PlatformKey, { id: string }][]) {
      albumsByPlatformId.set(key(platform, listing.id), album);
    }
  }
  for (const recording of catalog.recordings) {
    recordings.set(recording.id, recording);
    for (const [platform, listing] of Object.entries(recording.platforms) as [PlatformKey, Recording['platforms'][PlatformKey]][]) {
      if (!listing) continue;
      recordingsByPlatformId.set(key(platform, listing.id), recording);
      if (listing.isrc) {
        const k = key(platform, listing.isrc.toUpperCase());
        const list = byIsrc.get(k);
        if (list) list.push(recording);
        else byIsrc.set(k, [recording]);
      }
    }
  }
  for (const playlist of catalog.playlists) playlistsByPlatformId.set(key(playlist.platform, playlist.platformId), playlist);

  return {
    artist: (id) => artists.get(id),
    album: (id) => albums.get(id),
    recording: (id) => recordings.get(id),
    recordingByPlatformId: (platform, id) => recordingsByPlatformId.get(key(platform, id)),
    albumByPlatformId: (platform, id) => albumsByPlatformId.get(key(platform, id)),
    artistByPlatformId: (platform, id) => artistsByPlatformId.get(key(platform, id)),
    playlistByPlatformId: (platform, id) => playlistsByPlatformId.get(key(platform, id)),
    // ISRCs compare case-insensitively, as the platforms' ISRC filters do.
    recordingsByIsrc: (platform, isrc) => byIsrc.get(key(platform, isrc.toUpperCase()))?.slice() ?? [],
  };
}
