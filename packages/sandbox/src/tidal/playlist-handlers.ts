import { PAGE_SIZE } from './cursor';
import { Included, setRelationship } from './json-api-document';
import { includeItems, playlistItemIdentifier } from './item-pages';
import { playlistRows } from './playlist-rows';
import { TidalApiError, tidalErrors } from './tidal-errors';
import { TRACK_INCLUDES } from './track-handlers';
import { firstPageLinks, param, paginate, parseInclude, selfLink, type TidalHandler, type TidalRequest } from './tidal-request';
import { artworkId, artworkResource, playlistResource } from './tidal-resources';

const ITEMS_INCLUDES = ['items', ...TRACK_INCLUDES.map((p) => `items.${p}`)];
const PLAYLIST_INCLUDES = ['coverArt', ...ITEMS_INCLUDES];

function playlistOf(r: TidalRequest) {
  const playlist = r.view.playlist(param(r, 0));
  if (!playlist) throw new TidalApiError(tidalErrors.notFound());
  return playlist;
}

export const getPlaylist: TidalHandler = (r) => {
  const include = parseInclude(r.query, PLAYLIST_INCLUDES);
  const playlist = playlistOf(r);
  const included = new Included();
  const resource = playlistResource(r.view, playlist);
  if (include.has('coverArt')) {
    setRelationship(resource, r.view.countryCode, 'coverArt', [{ id: artworkId(playlist.imageSeed), type: 'artworks' }]);
    included.add(artworkResource(r.view, playlist.imageSeed));
  }
  if ([...include].some((p) => p === 'items' || p.startsWith('items.'))) {
    const rows = playlistRows(r.view, playlist);
    const first = rows.slice(0, PAGE_SIZE);
    setRelationship(
      resource,
      r.view.countryCode,
      'items',
      first.map((t, i) => playlistItemIdentifier(playlist, t, i)),
      firstPageLinks(`/playlists/${playlist.platformId}/relationships/items`, r.view.countryCode, rows.length),
    );
    includeItems(r, first, include, included);
  }
  return { data: resource, links: { self: selfLink(r) }, ...included.toMember() };
};

/** `GET /playlists/{uuid}/relationships/items`: 20 entries per page, cursor paged. */
export const getPlaylistItems: TidalHandler = (r) => {
  const include = parseInclude(r.query, ITEMS_INCLUDES);
  const playlist = playlistOf(r);
  const { page, offset, links } = paginate(r, playlistRows(r.view, playlist));
  const included = new Included();
  includeItems(r, page, include, included);
  return { data: page.map((t, i) => playlistItemIdentifier(playlist, t, offset + i)), links, ...included.toMember() };
};
