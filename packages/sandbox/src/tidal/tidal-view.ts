import type { Album, Artist, Catalog, Listing, Playlist, Recording } from '../catalog/model';

export interface TidalTrack {
  recording: Recording;
  listing: Listing;
}

/** TIDAL's slice of the ground truth. */
export interface TidalView {
  catalog: Catalog;
  countryCode: string;
  track(id: string): TidalTrack | undefined;
  album(id: string): Album | undefined;
  artist(id: string): Artist | undefined;
  playlist(id: string): Playlist | undefined;
  albumTracks(album: Album): TidalTrack[];
  playlistTracks(playlist: Playlist): TidalTrack[];
  /** TIDAL artist ids credited on a track, by name among the recording's artists. */
  trackArtistIds(track: TidalTrack): string[];
  albumArtistIds(album: Album): string[];
}

export function tidalView(catalog: Catalog, countryCode: string): TidalView {
  const { index } = catalog;
  const trackOf = (recording: Recording | undefined): TidalTrack | undefined => {
    const listing = recording?.platforms.tidal;
    return recording && listing ? { recording, listing } : undefined;
  };
  return {
    catalog,
    countryCode,
    track: (id) => trackOf(index.recordingByPlatformId('tidal', id)),
    album: (id) => index.albumByPlatformId('tidal', id),
    artist: (id) => index.artistByPlatformId('tidal', id),
    playlist: (id) => index.playlistByPlatformId('tidal', id),
    albumTracks(album) {
      const albumId = album.platforms.tidal?.id;
      return album.recordingIds
        .map((id) => trackOf(index.recording(id)))
        .filter((t): t is TidalTrack => t !== undefined && t.listing.albumId === albumId)
        .sort((a, b) => a.listing.discNumber - b.listing.discNumber || a.listing.trackNumber - b.listing.trackNumber);
    },
    playlistTracks(playlist) {
      return playlist.recordingIds.map((id) => trackOf(index.recording(id))).filter((t): t is TidalTrack => t !== undefined);
    },
    trackArtistIds({ recording, listing }) {
      const credited = [...recording.artistIds, ...recording.featuredArtistIds, ...(recording.composerId ? [recording.composerId] : [])]
        .map((id) => index.artist(id))
        .filter((a): a is Artist => a?.platformIds.tidal !== undefined);
      const ids = listing.artists
        .map((name) => credited.find((a) => a.name === name)?.platformIds.tidal)
        .filter((id): id is string => id !== undefined);
      return [...new Set(ids.length > 0 ? ids : credited.slice(0, 1).map((a) => a.platformIds.tidal!))];
    },
    albumArtistIds(album) {
      return album.artistIds.map((id) => index.artist(id)?.platformIds.tidal).filter((id): id is string => id !== undefined);
    },
  };
}
