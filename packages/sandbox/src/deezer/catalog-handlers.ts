/** `/track/{id}`, `/track/isrc:{isrc}`, `/album/{id}` (+ `upc:`), `/album/{id}/tracks`, `/artist/{id}`. */
import type { Album } from '../catalog/model';
import { DeezerApiError, deezerErrors } from './deezer-errors';
import { deezerList, deezerPage } from './deezer-paging';
import { numericId, type DeezerHandler, type DeezerRequest } from './deezer-request';

function noData(): never {
  throw new DeezerApiError(deezerErrors.noData());
}

export const getTrack: DeezerHandler = ({ view, catalog, params }) => {
  const raw = params[0] ?? '';
  if (raw.toLowerCase().startsWith('isrc:')) {
    // One full track even when several carry the ISRC: Deezer picks one, here the first listed.
    const found = catalog.index.recordingsByIsrc('deezer', raw.slice(5))[0];
    return found ? view.track(found) : noData();
  }
  const recording = catalog.index.recordingByPlatformId('deezer', numericId(raw));
  return recording ? view.track(recording) : noData();
};

function albumOf({ catalog, params }: DeezerRequest): Album {
  const raw = params[0] ?? '';
  if (raw.toLowerCase().startsWith('upc:')) {
    const upc = raw.slice(4).replace(/^0+/, '');
    return catalog.albums.find((a) => a.platforms.deezer && a.platforms.deezer.upc.replace(/^0+/, '') === upc) ?? noData();
  }
  // Album id 0 gets its "no data" body with HTTP 404, unlike every other miss (recorded, deezer-python).
  if (/^0+$/.test(raw)) throw new DeezerApiError(deezerErrors.noData(), 404);
  return catalog.index.albumByPlatformId('deezer', numericId(raw)) ?? noData();
}

export const getAlbum: DeezerHandler = (r) => {
  const { view } = r;
  const album = albumOf(r);
  const listing = album.platforms.deezer;
  const tracks = view.albumTracks(album);
  const genre = view.genre(album);
  const ref = view.albumRef(album, true);
  const mainArtist = r.catalog.index.artist(album.artistIds[0] ?? '');
  const { link: _link, share: _share, radio: _radio, ...artist } = view.artistRef(mainArtist, mainArtist?.name ?? '', 'full');
  const explicit = tracks.some((t) => t.platforms.deezer?.explicit);
  return {
    id: ref.id,
    title: ref.title,
    upc: listing?.upc,
    link: ref.link,
    share: view.share('album', listing?.id ?? ''),
    cover: ref.cover,
    cover_small: ref.cover_small,
    cover_medium: ref.cover_medium,
    cover_big: ref.cover_big,
    cover_xl: ref.cover_xl,
    md5_image: ref.md5_image,
    genre_id: genre.id,
    genres: { data: [{ id: genre.id, name: genre.name, picture: `${view.apiBase}/genre/${genre.id}/image`, type: 'genre' }] },
    label: view.label(album),
    nb_tracks: tracks.length,
    duration: tracks.reduce((s, t) => s + Math.round((t.platforms.deezer?.durationMs ?? 0) / 1000), 0),
    fans: (Number(listing?.id) % 20_000) + 10,
    release_date: album.releaseDate,
    record_type: view.recordType(album),
    available: true,
    tracklist: ref.tracklist,
    explicit_lyrics: explicit,
    explicit_content_lyrics: explicit ? 1 : 0,
    explicit_content_cover: explicit ? 1 : 0,
    contributors: album.artistIds.map((id) => {
      const a = r.catalog.index.artist(id);
      return { ...view.artistRef(a, a?.name ?? id, 'full'), role: 'Main' };
    }),
    artist,
    type: 'album',
    tracks: { data: tracks.map((t) => view.trackItem(t, 'tiny')) },
  };
};

export const getAlbumTracks: DeezerHandler = (r) => {
  const album = albumOf(r);
  return deezerList(r.view.albumTracks(album), deezerPage(r.url.searchParams), r.view.apiBase, r.url, (t) => {
    const listing = t.platforms.deezer;
    // Rows of `/album/{id}/tracks` carry the ISRC and positions but no album object (recorded: deezer-python, 2019 and 2025).
    const { album: _album, ...row } = r.view.trackItem(t, 'tiny', { isrc: listing?.isrc ?? '', track_position: listing?.trackNumber, disk_number: listing?.discNumber });
    return row;
  });
};

export const getArtist: DeezerHandler = ({ view, catalog, params }) => {
  const artist = catalog.index.artistByPlatformId('deezer', numericId(params[0]));
  return artist ? view.artist(artist, 'full') : noData();
};
