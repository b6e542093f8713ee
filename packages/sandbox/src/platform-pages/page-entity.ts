/**
 * Which catalog music a platform web address shows: read with `@segue/core`'s link parser (the
 * one the extension reads pages with), then looked up by the platform's own id.
 */
import { parseMusicUrl } from '@segue/core';
import type { Album, Artist, Catalog, Listing, Playlist, PlatformKey, Recording } from '../catalog/model';

export type PageEntity =
  | { type: 'track'; platform: PlatformKey; recording: Recording; listing: Listing; album: Album | undefined }
  | { type: 'album'; platform: PlatformKey; album: Album }
  | { type: 'playlist'; platform: PlatformKey; playlist: Playlist }
  | { type: 'artist'; platform: PlatformKey; artist: Artist };

/** The music at `url`, or null for any other page of the platform (home, search) or an unknown id. */
export function findPageEntity(catalog: Catalog, url: string): PageEntity | null {
  const link = parseMusicUrl(url);
  if (link === null) return null;
  const { platform, id } = link;
  const index = catalog.index;
  switch (link.type) {
    case 'track': {
      const recording = index.recordingByPlatformId(platform, id);
      const listing = recording?.platforms[platform];
      if (!recording || !listing) return null;
      return { type: 'track', platform, recording, listing, album: index.albumByPlatformId(platform, listing.albumId) };
    }
    case 'album': {
      // YouTube Music shares an album as its audio playlist (`OLAK5uy_…`) as often as its browse id.
      const album = index.albumByPlatformId(platform, id) ?? catalog.albums.find((a) => a.platforms[platform]?.playlistId === id);
      return album ? { type: 'album', platform, album } : null;
    }
    case 'playlist': {
      const playlist = index.playlistByPlatformId(platform, id);
      if (playlist) return { type: 'playlist', platform, playlist };
      const album = catalog.albums.find((a) => a.platforms[platform]?.playlistId === id);
      return album ? { type: 'album', platform, album } : null;
    }
    case 'artist': {
      const artist = index.artistByPlatformId(platform, id);
      return artist ? { type: 'artist', platform, artist } : null;
    }
  }
}
