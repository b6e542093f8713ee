import { PAGE_SIZE } from './cursor';
import { Included } from './json-api-document';
import { albumItemIdentifier, includeItems } from './item-pages';
import { TidalApiError, tidalErrors } from './tidal-errors';
import { firstPageLinks, param, paginate, parseInclude, selfLink, type TidalHandler, type TidalRequest } from './tidal-request';
import { albumResource, artistResource, artworkResource, artworkId } from './tidal-resources';

const ALBUM_INCLUDES = ['artists', 'items', 'coverArt', 'items.artists', 'items.albums'] as const;
const ITEMS_INCLUDES = ['items', 'items.artists', 'items.albums'] as const;

function albumOf(r: TidalRequest) {
  const album = r.view.album(param(r, 0));
  if (!album) throw new TidalApiError(tidalErrors.notFound());
  return album;
}

/** `GET /albums/{id}`: artwork only reaches a client through `include=coverArt`. */
export const getAlbum: TidalHandler = (r) => {
  const include = parseInclude(r.query, ALBUM_INCLUDES);
  const album = albumOf(r);
  const id = album.platforms.tidal!.id;
  const included = new Included();
  const withData: Record<string, unknown> = {};
  if (include.has('artists')) {
    const ids = r.view.albumArtistIds(album);
    withData.artists = { data: ids.map((a) => ({ id: a, type: 'artists' })) };
    for (const a of ids) {
      const artist = r.view.artist(a);
      if (artist) included.add(artistResource(r.view, artist));
    }
  }
  if (include.has('coverArt')) {
    withData.coverArt = { data: [{ id: artworkId(album.imageSeed), type: 'artworks' }] };
    included.add(artworkResource(r.view, album.imageSeed));
  }
  const tracks = r.view.albumTracks(album);
  const firstPage = tracks.slice(0, PAGE_SIZE);
  if ([...include].some((p) => p === 'items' || p.startsWith('items.'))) {
    withData.items = { data: firstPage.map(albumItemIdentifier) };
    includeItems(r, firstPage, include, included);
  }
  const resource = albumResource(r.view, album);
  // Relationships that were included carry data and, for items, the paging links of the first page.
  const rels = resource.relationships as Record<string, { links: Record<string, unknown> }>;
  for (const [name, value] of Object.entries(withData)) {
    const links = name === 'items' ? firstPageLinks(`/albums/${id}/relationships/items`, r.view.countryCode, tracks.length) : rels[name]?.links;
    rels[name] = { ...(value as object), links: links ?? {} };
  }
  return { data: resource, links: { self: selfLink(r) }, ...included.toMember() };
};

export const getAlbumItems: TidalHandler = (r) => {
  const include = parseInclude(r.query, ITEMS_INCLUDES);
  const tracks = r.view.albumTracks(albumOf(r));
  const { page, links } = paginate(r, tracks);
  const included = new Included();
  includeItems(r, page, include, included);
  return { data: page.map(albumItemIdentifier), links, ...included.toMember() };
};

export const getArtist: TidalHandler = (r) => {
  parseInclude(r.query, []);
  const artist = r.view.artist(param(r, 0));
  if (!artist) throw new TidalApiError(tidalErrors.notFound());
  return { data: artistResource(r.view, artist), links: { self: selfLink(r) } };
};
