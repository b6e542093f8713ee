import type { Album, Artist, Catalog, Listing, Recording } from '../catalog/model';

/** Apple Music's slice of the ground truth, with the lookups the resources need. */
export interface AppleView {
  catalog: Catalog;
  storefront: string;
  song(id: string): { recording: Recording; listing: Listing } | undefined;
  album(id: string): Album | undefined;
  artist(id: string): Artist | undefined;
  /** The album's songs on Apple Music, in disc/track order. */
  albumSongs(album: Album): { recording: Recording; listing: Listing }[];
  /** Albums on Apple Music that credit the artist, newest first. */
  artistAlbums(artist: Artist): Album[];
  /** Apple artist ids of a listing, matched by name among the recording's credited artists. */
  songArtistIds(recording: Recording, listing: Listing): string[];
}

export function appleView(catalog: Catalog, storefront: string): AppleView {
  const { index } = catalog;
  let albumsByArtist: Map<string, Album[]> | undefined;
  return {
    catalog,
    storefront,
    song(id) {
      const recording = index.recordingByPlatformId('applemusic', id);
      const listing = recording?.platforms.applemusic;
      return recording && listing ? { recording, listing } : undefined;
    },
    album: (id) => index.albumByPlatformId('applemusic', id),
    artist: (id) => index.artistByPlatformId('applemusic', id),
    albumSongs(album) {
      const albumId = album.platforms.applemusic?.id;
      const songs: { recording: Recording; listing: Listing }[] = [];
      for (const recId of album.recordingIds) {
        const recording = index.recording(recId);
        const listing = recording?.platforms.applemusic;
        if (recording && listing && listing.albumId === albumId) songs.push({ recording, listing });
      }
      return songs.sort((a, b) => a.listing.discNumber - b.listing.discNumber || a.listing.trackNumber - b.listing.trackNumber);
    },
    artistAlbums(artist) {
      if (!albumsByArtist) {
        albumsByArtist = new Map();
        for (const album of catalog.albums) {
          if (!album.platforms.applemusic) continue;
          for (const artistId of album.artistIds) albumsByArtist.set(artistId, [...(albumsByArtist.get(artistId) ?? []), album]);
        }
        for (const list of albumsByArtist.values()) list.sort((a, b) => b.releaseDate.localeCompare(a.releaseDate));
      }
      return albumsByArtist.get(artist.id) ?? [];
    },
    songArtistIds(recording, listing) {
      const credited = [...recording.artistIds, ...recording.featuredArtistIds, ...(recording.composerId ? [recording.composerId] : [])]
        .map((id) => index.artist(id))
        .filter((a): a is Artist => a !== undefined && a.platformIds.applemusic !== undefined);
      const ids: string[] = [];
      for (const name of listing.artists) {
        const hit = credited.find((a) => a.name === name);
        if (hit?.platformIds.applemusic && !ids.includes(hit.platformIds.applemusic)) ids.push(hit.platformIds.applemusic);
      }
      // Apple links the main artist even when the credit is written differently.
      if (ids.length === 0 && credited[0]?.platformIds.applemusic) ids.push(credited[0].platformIds.applemusic);
      return ids;
    },
  };
}
