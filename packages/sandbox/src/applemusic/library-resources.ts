import type { Album, Artist, Listing, OddEntry, Playlist, Recording } from '../catalog/model';
import { appleArtistName, appleArtwork, appleGenres } from './apple-format';

/** Library artwork: size and template only, no colours (recorded: go-apple-music's library bodies). */
function libraryArtwork(seed: string) {
  const { width, height, url } = appleArtwork(seed);
  return { width, height, url };
}
import type { AppleView } from './apple-catalog-view';
import { libraryId } from './library-ids';

/**
 * The user's library as Apple renders it: `library-*` resources with library ids, hrefs under
 * `/v1/me/library`, `playParams.isLibrary: true` and the catalog id (when there is one) in
 * `playParams.catalogId` (songs) or `playParams.globalId` (playlists). Library resources carry
 * fewer attributes than catalog ones (no isrc, url, previews).
 * https://developer.apple.com/documentation/applemusicapi/librarysongs
 */

/** Seconds precision, `Z` suffix: how Apple writes library dates (`2022-03-10T18:30:56Z`). */
export function appleDate(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A library song. One Apple will not play in the listener's storefront (`Listing.blockedIn`) is
 * still listed, without `playParams`, which Apple documents as present only when the song is
 * available to play (https://developer.apple.com/documentation/applemusicapi/songs/attributes).
 */
export function librarySongResource(view: AppleView, userId: string, song: { recording: Recording; listing: Listing }): Record<string, unknown> {
  const { recording, listing } = song;
  const blocked = listing.blockedIn?.includes(view.storefront.toUpperCase()) === true;
  const id = libraryId('i', userId, recording.id);
  const album = view.album(listing.albumId);
  const rating = listing.explicit ? 'explicit' : recording.decoyKind === 'clean' ? 'clean' : undefined;
  return {
    id,
    type: 'library-songs',
    href: `/v1/me/library/songs/${id}`,
    attributes: {
      albumName: album?.platforms.applemusic?.title ?? '',
      artistName: appleArtistName(listing.artists),
      artwork: libraryArtwork(album?.imageSeed ?? listing.id),
      ...(rating ? { contentRating: rating } : {}),
      discNumber: listing.discNumber,
      durationInMillis: listing.durationMs,
      genreNames: appleGenres(album?.imageSeed ?? listing.id),
      hasLyrics: true,
      name: listing.title,
      ...(blocked ? {} : { playParams: { id, kind: 'song', isLibrary: true, reporting: true, catalogId: listing.id } }),
      releaseDate: album?.releaseDate ?? '2000-01-01',
      trackNumber: listing.trackNumber,
    },
  };
}

export function libraryAlbumResource(view: AppleView, userId: string, album: Album, addedAt: string): Record<string, unknown> {
  const listing = album.platforms.applemusic!;
  const id = libraryId('l', userId, album.id);
  const artists = album.artistIds.map((a) => view.catalog.index.artist(a)?.name ?? '').filter(Boolean);
  return {
    id,
    type: 'library-albums',
    href: `/v1/me/library/albums/${id}`,
    attributes: {
      artistName: appleArtistName(artists),
      artwork: libraryArtwork(album.imageSeed),
      dateAdded: appleDate(addedAt),
      genreNames: appleGenres(album.imageSeed),
      name: listing.title,
      playParams: { id, kind: 'album', isLibrary: true },
      releaseDate: album.releaseDate,
      trackCount: view.albumSongs(album).length,
    },
  };
}

export function libraryArtistResource(userId: string, artist: Artist): Record<string, unknown> {
  const id = libraryId('r', userId, artist.id);
  return { id, type: 'library-artists', href: `/v1/me/library/artists/${id}`, attributes: { name: artist.name } };
}

/** The library id of a playlist in this user's library. */
export function libraryPlaylistId(userId: string, playlist: Playlist): string {
  // A playlist created through the API already has its library id as platform id.
  return playlist.platformId.startsWith('p.') ? playlist.platformId : libraryId('p', userId, playlist.id);
}

/**
 * A `library-playlists` resource. Owned playlists can be edited; a playlist followed from the
 * catalog (or an owned one shared publicly) has a catalog twin, named by `playParams.globalId`.
 * Real responses carry no artwork for most user playlists
 * (https://developer.apple.com/forums/thread/788448), so only catalog twins get one here.
 */
export function libraryPlaylistResource(userId: string, playlist: Playlist, dateAdded: string): Record<string, unknown> {
  const id = libraryPlaylistId(userId, playlist);
  const owned = playlist.ownerUserId === userId;
  const globalId = playlist.platformId.startsWith('pl.') ? playlist.platformId : undefined;
  const isPublic = owned ? playlist.public === true : true;
  return {
    id,
    type: 'library-playlists',
    href: `/v1/me/library/playlists/${id}`,
    attributes: {
      ...(globalId && !owned ? { artwork: libraryArtwork(playlist.imageSeed) } : {}),
      canDelete: owned,
      canEdit: owned,
      dateAdded: appleDate(dateAdded),
      ...(playlist.description ? { description: { standard: playlist.description } } : {}),
      hasCatalog: globalId !== undefined,
      isPublic,
      // Moves when tracks are added (by this API or by a test's edit of the playlist).
      lastModifiedDate: appleDate(playlist.modifiedAt ?? playlist.createdAt),
      name: playlist.title,
      playParams: { id, kind: 'playlist', isLibrary: true, ...(globalId ? { globalId } : {}) },
    },
  };
}

/**
 * A song the listener uploaded to iCloud Music Library (`Playlist.oddEntries` of kind `local`): a
 * `library-songs` resource whose `playParams` name no `catalogId` and say `reporting: false`, since
 * the catalog has no such song (as a recorded upload does:
 * packages/recorded/data/applemusic/mc-library-album-tracks-last-page.json), and with the fields
 * its tags gave (no genre, no artwork).
 */
export function uploadedSongResource(userId: string, playlist: Playlist, at: number, entry: OddEntry): Record<string, unknown> {
  const id = libraryId('i', userId, `${playlist.id}:upload:${at}`);
  return {
    id,
    type: 'library-songs',
    href: `/v1/me/library/songs/${id}`,
    attributes: {
      albumName: entry.album,
      artistName: entry.artist,
      durationInMillis: entry.durationMs,
      genreNames: [],
      hasLyrics: false,
      name: entry.title,
      playParams: { id, kind: 'song', isLibrary: true, reporting: false },
    },
  };
}
