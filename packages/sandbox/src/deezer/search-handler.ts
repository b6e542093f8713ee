/**
 * `/search` (tracks), `/search/track|album|artist|playlist` with `q`, `strict=on`, `order` and
 * `index`/`limit` paging (https://developers.deezer.com/api/search).
 */
import type { Album, Artist, Playlist, Recording } from '../catalog/model';
import { playlistChecksum } from './user-objects';
import { imageFields, md5Of } from './deezer-images';
import { DeezerApiError, deezerErrors } from './deezer-errors';
import type { DeezerView } from './deezer-objects';
import { deezerList, deezerPage } from './deezer-paging';
import type { DeezerHandler } from './deezer-request';
import type { DeezerSearchIndex } from './search-index';
import { parseDeezerQuery } from './search-query';

const ORDERS = ['RANKING', 'TRACK_ASC', 'TRACK_DESC', 'ARTIST_ASC', 'ARTIST_DESC', 'ALBUM_ASC', 'ALBUM_DESC', 'RATING_ASC', 'RATING_DESC', 'DURATION_ASC', 'DURATION_DESC'];

function orderTracks(view: DeezerView, tracks: Recording[], order: string): Recording[] {
  if (order === 'RANKING') return tracks;
  const [key, direction] = order.split('_') as [string, string];
  const value = (r: Recording): string | number => {
    const l = r.platforms.deezer;
    if (key === 'TRACK') return l?.title ?? '';
    if (key === 'ARTIST') return l?.artists[0] ?? '';
    if (key === 'ALBUM') return l ? (view.albumOf(l).platforms.deezer?.title ?? '') : '';
    if (key === 'RATING') return view.rank(r);
    return l?.durationMs ?? 0;
  };
  const sign = direction === 'DESC' ? -1 : 1;
  return tracks.slice().sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    return sign * (typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb)));
  });
}

/** The album of search results and of the user's saved albums. */
export function albumItem(view: DeezerView, album: Album): Record<string, unknown> {
  const ref = view.albumRef(album, true);
  const main = view.catalog.index.artist(album.artistIds[0] ?? '');
  const tracks = view.albumTracks(album);
  const { release_date: _date, tracklist, type, ...head } = ref;
  return {
    ...head,
    genre_id: view.genre(album).id,
    nb_tracks: tracks.length,
    record_type: view.recordType(album),
    tracklist,
    explicit_lyrics: tracks.some((t) => t.platforms.deezer?.explicit),
    artist: view.artistRef(main, main?.name ?? '', 'search'),
    type,
  };
}

function playlistItem(view: DeezerView, playlist: Playlist): unknown {
  const id = playlist.platformId;
  const md5 = md5Of(playlist.imageSeed);
  return {
    id: Number(id),
    title: playlist.title,
    public: playlist.public ?? true,
    nb_tracks: playlist.recordingIds.length,
    link: `https://www.deezer.com/playlist/${id}`,
    ...imageFields('picture', 'playlist', `${view.apiBase}/playlist/${id}`, md5),
    checksum: playlistChecksum(playlist),
    tracklist: `${view.apiBase}/playlist/${id}/tracks`,
    creation_date: playlist.createdAt.replace('T', ' ').replace(/Z$/, ''),
    md5_image: md5,
    picture_type: 'playlist',
    user: { id: 1_000_000, name: playlist.ownerName, tracklist: `${view.apiBase}/user/1000000/flow`, type: 'user' },
    type: 'playlist',
  };
}

export function searchHandler(indexFor: () => DeezerSearchIndex): DeezerHandler {
  return ({ view, url, params }) => {
    const type = params[0] || 'track';
    const q = url.searchParams.get('q');
    if (q === null || q.trim() === '') throw new DeezerApiError(deezerErrors.missingParameter('q'));
    const order = (url.searchParams.get('order') ?? 'RANKING').toUpperCase();
    if (!ORDERS.includes(order)) throw new DeezerApiError(deezerErrors.wrongParameter('order'));
    const strict = url.searchParams.get('strict') === 'on';
    const query = parseDeezerQuery(q);
    const index = indexFor();
    const page = deezerPage(url.searchParams);
    const list = <T>(items: T[], render: (item: T) => unknown) => deezerList(items, page, view.apiBase, url, render);
    switch (type) {
      case 'track':
        return list(orderTracks(view, index.searchTracks(query, strict), order), (r: Recording) => view.trackItem(r, 'search'));
      case 'album':
        return list(index.searchAlbums(query, strict), (a: Album) => albumItem(view, a));
      case 'artist':
        return list(index.searchArtists(query, strict), (a: Artist) => view.artist(a, 'search'));
      default:
        return list(index.searchPlaylists(query, strict), (p: Playlist) => playlistItem(view, p));
    }
  };
}
