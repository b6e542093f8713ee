import { AppleApiError, appleErrors } from './apple-errors';
import type { AppleView } from './apple-catalog-view';
import { albumResource } from './album-resource';
import { artistResource } from './artist-resource';
import { nextHref, playlistResource, playlistSongs } from './playlist-resource';
import { commaList, parseInclude, parseLimit, parseOffset } from './query-params';
import { listedSong, songResource } from './song-resource';

export interface AppleRequest {
  view: AppleView;
  query: URLSearchParams;
  /** Path captures after the storefront. */
  params: string[];
}

export type AppleHandler = (r: AppleRequest) => unknown;

/** Apple documents at most 300 ids per multi-fetch. */
export const MAX_IDS = 300;
/** ISRCs per `filter[isrc]` request the simulator accepts; Apple documents no number, 25 is what clients batch. */
const MAX_ISRCS = 25;
const SONG_INCLUDES = ['albums', 'artists'] as const;

function param(r: AppleRequest, i: number): string {
  return r.params[i] ?? '';
}

export const getSong: AppleHandler = (r) => {
  const include = parseInclude(r.query, SONG_INCLUDES);
  const song = r.view.song(param(r, 0));
  if (!song) throw new AppleApiError(appleErrors.notFound());
  return { data: [songResource(r.view, song, include)] };
};

export const getSongs: AppleHandler = (r) => {
  const include = parseInclude(r.query, SONG_INCLUDES);
  const isrcs = commaList(r.query, 'filter[isrc]');
  if (isrcs !== undefined) {
    if (isrcs.length === 0) throw new AppleApiError(appleErrors.invalidParameter('filter[isrc]', 'Value must not be empty'));
    if (isrcs.length > MAX_ISRCS) {
      throw new AppleApiError(appleErrors.invalidParameter('filter[isrc]', `Value must contain at most ${MAX_ISRCS} items`));
    }
    const data: unknown[] = [];
    const byIsrc: Record<string, { id: string; type: string; href: string }[]> = {};
    for (const isrc of new Set(isrcs.map((s) => s.toUpperCase()))) {
      for (const recording of r.view.catalog.index.recordingsByIsrc('applemusic', isrc)) {
        const listing = recording.platforms.applemusic;
        if (!listing) continue;
        data.push(songResource(r.view, { recording, listing }, include));
        (byIsrc[isrc] ??= []).push({ id: listing.id, type: 'songs', href: `/v1/catalog/${r.view.storefront}/songs/${listing.id}` });
      }
    }
    // Apple says which songs answered which ISRC in meta.filters.isrc.
    return { data, meta: { filters: { isrc: byIsrc } } };
  }
  const ids = commaList(r.query, 'ids');
  if (ids === undefined) throw new AppleApiError(appleErrors.missingParameter('ids'));
  if (ids.length === 0 || ids.length > MAX_IDS) {
    throw new AppleApiError(appleErrors.invalidParameter('ids', `Value must contain between 1 and ${MAX_IDS} items`));
  }
  const data = ids.flatMap((id) => {
    const song = r.view.song(id);
    return song ? [songResource(r.view, song, include)] : [];
  });
  return { data };
};

function albumOf(r: AppleRequest) {
  const album = r.view.album(param(r, 0));
  if (!album) throw new AppleApiError(appleErrors.notFound());
  return album;
}

const ALBUM_INCLUDES = ['artists', 'tracks', 'genres', 'record-labels'] as const;

export const getAlbum: AppleHandler = (r) => {
  const include = parseInclude(r.query, ALBUM_INCLUDES);
  return { data: [albumResource(r.view, albumOf(r), include)] };
};

export const getAlbumTracks: AppleHandler = (r) => {
  const album = albumOf(r);
  const limit = parseLimit(r.query, 300, 300);
  const offset = parseOffset(r.query);
  const songs = r.view.albumSongs(album);
  const path = `/v1/catalog/${r.view.storefront}/albums/${album.platforms.applemusic!.id}/tracks`;
  return {
    ...nextHref(path, offset + limit, songs.length),
    data: songs.slice(offset, offset + limit).map((s) => listedSong(r.view, s)),
  };
};

function artistOf(r: AppleRequest) {
  const artist = r.view.artist(param(r, 0));
  if (!artist) throw new AppleApiError(appleErrors.notFound());
  return artist;
}

export const getArtist: AppleHandler = (r) => ({ data: [artistResource(r.view, artistOf(r))] });

export const getArtistAlbums: AppleHandler = (r) => {
  const artist = artistOf(r);
  const limit = parseLimit(r.query, 25, 100);
  const offset = parseOffset(r.query);
  const albums = r.view.artistAlbums(artist);
  const path = `/v1/catalog/${r.view.storefront}/artists/${artist.platformIds.applemusic!}/albums`;
  return {
    ...nextHref(path, offset + limit, albums.length),
    data: albums.slice(offset, offset + limit).map((album) => albumResource(r.view, album)),
  };
};

function playlistOf(r: AppleRequest) {
  const playlist = r.view.catalog.index.playlistByPlatformId('applemusic', param(r, 0));
  if (!playlist) throw new AppleApiError(appleErrors.notFound());
  return playlist;
}

export const getPlaylist: AppleHandler = (r) => {
  parseInclude(r.query, ['tracks', 'curator']);
  return { data: [playlistResource(r.view, playlistOf(r))] };
};

export const getPlaylistTracks: AppleHandler = (r) => {
  const playlist = playlistOf(r);
  // https://developer.apple.com/documentation/applemusicapi/get-a-catalog-playlist-s-relationship-directly-by-name
  const limit = parseLimit(r.query, 25, 100);
  const offset = parseOffset(r.query);
  const songs = playlistSongs(r.view, playlist);
  const path = `/v1/catalog/${r.view.storefront}/playlists/${playlist.platformId}/tracks`;
  return {
    ...nextHref(path, offset + limit, songs.length),
    data: songs.slice(offset, offset + limit).map((s) => listedSong(r.view, s)),
  };
};
