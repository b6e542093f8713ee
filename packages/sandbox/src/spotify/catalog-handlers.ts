/** `GET /v1/tracks/{id}`, `/v1/tracks?ids=`, `/v1/albums/{id}`, `/v1/albums/{id}/tracks`, `/v1/artists/{id}`. */
import type { Album } from '../catalog/model';
import { marketOf, type Json, type SpotifyView } from './spotify-objects';
import { pageRequest, pagingObject } from './spotify-paging';
import { base62Id, checkMarket, type SpotifyHandler } from './spotify-request';
import { spotifyErrors } from './spotify-errors';

export const getTrack: SpotifyHandler = ({ view, url, params, country }) => {
  const id = base62Id(params[0]);
  checkMarket(url.searchParams);
  const recording = view.catalog.index.recordingByPlatformId('spotify', id);
  if (!recording) throw spotifyErrors.notFound();
  return view.track(recording, marketOf(url.searchParams, country));
};

/**
 * Several tracks (https://developer.spotify.com/documentation/web-api/reference/get-several-tracks):
 * at most 50 ids; an id of no track is a `null` in its place, as the recorded multi-get shows.
 */
export const getTracks: SpotifyHandler = ({ view, url, country }) => {
  const ids = (url.searchParams.get('ids') ?? '').split(',').filter((id) => id !== '');
  if (ids.length === 0) throw spotifyErrors.badRequest('invalid request');
  if (ids.length > 50) throw spotifyErrors.badRequest('Too many ids requested');
  checkMarket(url.searchParams);
  return {
    tracks: ids.map((raw) => {
      const recording = view.catalog.index.recordingByPlatformId('spotify', base62Id(raw));
      return recording ? view.track(recording, marketOf(url.searchParams, country)) : null;
    }),
  };
};

function albumOf(view: Parameters<SpotifyHandler>[0]['view'], rawId: string | undefined) {
  const id = base62Id(rawId);
  const album = view.catalog.index.albumByPlatformId('spotify', id);
  if (!album) throw spotifyErrors.notFound();
  return { id, album };
}

export const getAlbum: SpotifyHandler = ({ view, url, params, country }) => {
  checkMarket(url.searchParams);
  return fullAlbum(view, albumOf(view, params[0]).album, marketOf(url.searchParams, country));
};

/** The full album object, embedding its first 50 tracks (also inside saved-album items). */
export function fullAlbum(view: SpotifyView, album: Album, market?: string): Json {
  const id = album.platforms.spotify?.id ?? '';
  const tracks = view.albumTracks(album);
  // The album embeds its first 50 tracks; the rest are read from /albums/{id}/tracks.
  const first = pagingObject(
    tracks,
    { offset: 0, limit: 50 },
    (offset, limit) => `${view.apiBase}/v1/albums/${id}/tracks?offset=${offset}&limit=${limit}`,
    (t) => view.simplifiedTrack(t.recording, t.listing, market),
  );
  const { album_type, total_tracks, ...rest } = view.simplifiedAlbum(album, market);
  return { album_type, total_tracks, ...rest, tracks: first, ...view.albumExtras(album) };
}

export const getAlbumTracks: SpotifyHandler = ({ view, url, params, country }) => {
  checkMarket(url.searchParams);
  const { id, album } = albumOf(view, params[0]);
  return pagingObject(
    view.albumTracks(album),
    pageRequest(url.searchParams, 20, 50),
    (offset, limit) => `${view.apiBase}/v1/albums/${id}/tracks?offset=${offset}&limit=${limit}`,
    (t) => view.simplifiedTrack(t.recording, t.listing, marketOf(url.searchParams, country)),
  );
};

export const getArtist: SpotifyHandler = ({ view, params }) => {
  const id = base62Id(params[0]);
  const artist = view.catalog.index.artistByPlatformId('spotify', id);
  if (!artist) throw spotifyErrors.notFound();
  return view.artist(artist);
};
