/**
 * The music the links page offers per platform: a few of each kind the platform carries, picked
 * without randomness, so the same seed always gives the same page. Tracks are originals (no decoys) found on the most
 * platforms, so a right-click has something to convert to wherever the listener is.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { Album, Artist, Catalog, Playlist, PlatformKey, Recording } from '../catalog/model';

export interface PlatformSample {
  tracks: Recording[];
  albums: Album[];
  artists: Artist[];
  playlists: Playlist[];
}

/** `n` items spread evenly over `list` (the catalog is generated artist by artist: its head is one artist's). */
function spread<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  const step = list.length / n;
  return Array.from({ length: n }, (_, i) => list[Math.floor(i * step)]!);
}

export function platformSample(catalog: Catalog, platform: PlatformKey, size = 4): PlatformSample {
  const everywhere = (r: Recording) => PLATFORM_KEYS.filter((p) => r.platforms[p]).length;
  const originals = catalog.recordings.filter((r) => r.platforms[platform] && r.decoyOf === undefined && r.kind === 'plain');
  const tracks = [...spread(originals.filter((r) => everywhere(r) === PLATFORM_KEYS.length), size - 1), ...originals.filter((r) => everywhere(r) < PLATFORM_KEYS.length).slice(0, 1)];
  const albums = spread(catalog.albums.filter((a) => a.platforms[platform] && a.type === 'album'), size);
  const artists = spread(catalog.artists.filter((a) => a.platformIds[platform] && !a.channel), size);
  // Editorial and shared playlists: what a stranger can open (a listener's own may be private).
  const playlists = spread(catalog.playlists.filter((p) => p.platform === platform && p.ownerUserId === undefined && p.public !== false), size);
  return { tracks, albums, artists, playlists };
}
