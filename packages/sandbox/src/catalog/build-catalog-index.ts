/** Lookups over a catalog's arrays, built once: every simulator request goes through these. */
import { PLATFORM_KEYS } from '@segue/core';
import type { Album, Artist, Catalog, CatalogIndex, PlatformKey, Playlist, Recording } from './model';

type CatalogArrays = Omit<Catalog, 'index'>;
type PerPlatform<T> = Record<PlatformKey, Map<string, T>>;

function perPlatform<T>(): PerPlatform<T> {
  return Object.fromEntries(PLATFORM_KEYS.map((p) => [p, new Map<string, T>()])) as PerPlatform<T>;
}

export function buildCatalogIndex(catalog: CatalogArrays): CatalogIndex {
  const artists = new Map<string, Artist>();
  const albums = new Map<string, Album>();
  const recordings = new Map<string, Recording>();
  const artistsByPlatformId = perPlatform<Artist>();
  const albumsByPlatformId = perPlatform<Album>();
  const recordingsByPlatformId = perPlatform<Recording>();
  const playlistsByPlatformId = perPlatform<Playlist>();
  const byIsrc = perPlatform<Recording[]>();

  for (const artist of catalog.artists) {
    artists.set(artist.id, artist);
    for (const p of PLATFORM_KEYS) {
      const id = artist.platformIds[p];
      if (id !== undefined) artistsByPlatformId[p].set(id, artist);
    }
  }
  for (const album of catalog.albums) {
    albums.set(album.id, album);
    for (const p of PLATFORM_KEYS) {
      const listing = album.platforms[p];
      if (listing) albumsByPlatformId[p].set(listing.id, album);
    }
  }
  for (const recording of catalog.recordings) {
    recordings.set(recording.id, recording);
    for (const p of PLATFORM_KEYS) {
      const listing = recording.platforms[p];
      if (!listing) continue;
      recordingsByPlatformId[p].set(listing.id, recording);
      if (listing.isrc) {
        const isrc = listing.isrc.toUpperCase();
        const list = byIsrc[p].get(isrc);
        if (list) list.push(recording);
        else byIsrc[p].set(isrc, [recording]);
      }
    }
  }
  for (const playlist of catalog.playlists) playlistsByPlatformId[playlist.platform].set(playlist.platformId, playlist);

  return {
    artist: (id) => artists.get(id),
    album: (id) => albums.get(id),
    recording: (id) => recordings.get(id),
    recordingByPlatformId: (platform, id) => recordingsByPlatformId[platform]?.get(id),
    albumByPlatformId: (platform, id) => albumsByPlatformId[platform]?.get(id),
    artistByPlatformId: (platform, id) => artistsByPlatformId[platform]?.get(id),
    playlistByPlatformId: (platform, id) => playlistsByPlatformId[platform]?.get(id),
    // ISRCs compare case-insensitively, as the platforms' ISRC filters do.
    recordingsByIsrc: (platform, isrc) => byIsrc[platform]?.get(isrc.toUpperCase())?.slice() ?? [],
  };
}
