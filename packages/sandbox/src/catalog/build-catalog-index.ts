/** Lookups over a catalog's arrays, built once: every simulator request goes through these. */
import { PLATFORM_KEYS } from '@segue/core';
import type { Album, Artist, Catalog, CatalogIndex, PlatformKey, Playlist, Recording, SandboxUser } from './model';

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
  // Recordings of the same music (`sameAs`), the first edition first.
  const sameGroups = new Map<string, Recording[]>();

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
    if (recording.sameAs !== undefined) {
      const group = sameGroups.get(recording.sameAs);
      if (group) group.push(recording);
      else sameGroups.set(recording.sameAs, [recording]);
    }
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
  const playlists = new Map<string, Playlist>();
  for (const playlist of catalog.playlists) {
    playlists.set(playlist.id, playlist);
    playlistsByPlatformId[playlist.platform].set(playlist.platformId, playlist);
  }
  const users = new Map<string, SandboxUser>();
  const usersByEmail = new Map<string, SandboxUser>();
  const usersByPlatformId = perPlatform<SandboxUser>();
  for (const user of catalog.users) {
    users.set(user.id, user);
    usersByEmail.set(user.email.toLowerCase(), user);
    for (const p of PLATFORM_KEYS) {
      const account = user.accounts[p];
      if (account) usersByPlatformId[p].set(account.id, user);
    }
  }

  const groupKey = (r: Recording): string => r.sameAs ?? r.id;

  return {
    artist: (id) => artists.get(id),
    album: (id) => albums.get(id),
    recording: (id) => recordings.get(id),
    playlist: (id) => playlists.get(id),
    recordingByPlatformId: (platform, id) => recordingsByPlatformId[platform]?.get(id),
    albumByPlatformId: (platform, id) => albumsByPlatformId[platform]?.get(id),
    artistByPlatformId: (platform, id) => artistsByPlatformId[platform]?.get(id),
    playlistByPlatformId: (platform, id) => playlistsByPlatformId[platform]?.get(id),
    // ISRCs compare case-insensitively, as the platforms' ISRC filters do.
    recordingsByIsrc: (platform, isrc) => byIsrc[platform]?.get(isrc.toUpperCase())?.slice() ?? [],
    sameMusic: (a, b) => groupKey(a) === groupKey(b),
    expectedListing(recording, platform) {
      const own = recording.platforms[platform];
      if (own) return { recording, listing: own };
      const key = groupKey(recording);
      const first = recordings.get(key);
      for (const other of [...(first ? [first] : []), ...(sameGroups.get(key) ?? [])]) {
        const listing = other.platforms[platform];
        if (listing) return { recording: other, listing };
      }
      return undefined;
    },
    user: (id) => users.get(id),
    userByEmail: (email) => usersByEmail.get(email.toLowerCase()),
    userByPlatformId: (platform, id) => usersByPlatformId[platform]?.get(id),
    addPlaylist: (playlist) => {
      if (playlists.has(playlist.id) || playlistsByPlatformId[playlist.platform].has(playlist.platformId)) throw new Error(`playlist ${playlist.platform}:${playlist.platformId} exists`);
      playlists.set(playlist.id, playlist);
      playlistsByPlatformId[playlist.platform].set(playlist.platformId, playlist);
    },
    removePlaylist: (playlist) => {
      playlists.delete(playlist.id);
      playlistsByPlatformId[playlist.platform].delete(playlist.platformId);
    },
  };
}
