import type { Album } from '../catalog/model';
import { albumResource } from './album-resource';
import { AppleApiError, appleErrors } from './apple-errors';
import { artistResource } from './artist-resource';
import { MAX_IDS, type AppleHandler, type AppleRequest } from './catalog-handlers';
import { commaList, parseInclude } from './query-params';

function songOf(r: AppleRequest) {
  const song = r.view.song(r.params[0] ?? '');
  if (!song) throw new AppleApiError(appleErrors.notFound());
  return song;
}

function artistsById(r: AppleRequest, ids: readonly string[]) {
  return ids.flatMap((id) => {
    const artist = r.view.artist(id);
    return artist ? [artistResource(r.view, artist)] : [];
  });
}

/** `GET /songs/{id}/albums`: the relationship the song's `relationships.albums.href` names. */
export const getSongAlbums: AppleHandler = (r) => {
  const album = r.view.album(songOf(r).listing.albumId);
  return { data: album ? [albumResource(r.view, album)] : [] };
};

/** `GET /songs/{id}/artists`. */
export const getSongArtists: AppleHandler = (r) => {
  const song = songOf(r);
  return { data: artistsById(r, r.view.songArtistIds(song.recording, song.listing)) };
};

/** `GET /albums/{id}/artists`. */
export const getAlbumArtists: AppleHandler = (r) => {
  const album = r.view.album(r.params[0] ?? '');
  if (!album) throw new AppleApiError(appleErrors.notFound());
  const ids = album.artistIds.map((id) => r.view.catalog.index.artist(id)?.platformIds.applemusic).filter((id): id is string => !!id);
  return { data: artistsById(r, ids) };
};

/** `GET /albums?ids=a,b` or `?filter[upc]=…`: several albums, unknown ones left out. */
export const getAlbums: AppleHandler = (r) => {
  const include = parseInclude(r.query, ['artists', 'tracks', 'genres', 'record-labels']);
  const upcs = commaList(r.query, 'filter[upc]');
  if (upcs !== undefined) {
    if (upcs.length === 0 || upcs.length > 25) {
      throw new AppleApiError(appleErrors.invalidParameter('filter[upc]', 'Value must contain between 1 and 25 items'));
    }
    const wanted = new Set(upcs);
    const albums: Album[] = r.view.catalog.albums.filter((a) => a.platforms.applemusic && wanted.has(a.platforms.applemusic.upc));
    return { data: albums.map((a) => albumResource(r.view, a, include)) };
  }
  const ids = commaList(r.query, 'ids');
  if (ids === undefined) throw new AppleApiError(appleErrors.missingParameter('ids'));
  if (ids.length === 0 || ids.length > MAX_IDS) {
    throw new AppleApiError(appleErrors.invalidParameter('ids', `Value must contain between 1 and ${MAX_IDS} items`));
  }
  return {
    data: ids.flatMap((id) => {
      const album = r.view.album(id);
      return album ? [albumResource(r.view, album, include)] : [];
    }),
  };
};
