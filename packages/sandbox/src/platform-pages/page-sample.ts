/**
 * The music the links page offers per platform: the first few of each kind the platform carries,
 * so the same seed always gives the same page. Tracks are originals (no decoys) found on the most
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

export function platformSample(catalog: Catalog, platform: PlatformKey, size = 4): PlatformSample {
  const everywhere = (r: Recording) => PLATFORM_KEYS.filter((p) => r.platforms[p]).length;
  const originals = catalog.recordings.filter((r) => r.platforms[platform] && r.decoyOf === undefined && r.kind === 'plain');
  const tracks = [...originals.filter((r) => everywhere(r) === PLATFORM_KEYS.length).slice(0, size - 1), ...originals.filter((r) => everywhere(r) < PLATFORM_KEYS.length).slice(0, 1)];
  const albums = catalog.albums.filter((a) => a.platforms[platform] && a.type === 'album').slice(0, size);
  const artists = catalog.artists.filter((a) => a.platformIds[platform] && !a.channel).slice(0, size);
  // Editorial and shared playlists: what a stranger can open (a listener's own may be private).
  const playlists = catalog.playlists.filter((p) => p.platform === platform && p.ownerUserId === undefined && p.public !== false).slice(0, size);
  return { tracks, albums, artists, playlists };
}
