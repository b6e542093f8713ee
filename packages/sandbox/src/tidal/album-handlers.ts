import type { Album, Artist } from '../catalog/model';
import { stableHash } from '../platform-kit/stable-hash';
import { PAGE_SIZE } from './cursor';
import { Included, setRelationship, type Identifier, type Resource } from './json-api-document';
import { albumItemIdentifier, asRows, includeItems } from './item-pages';
import { TidalApiError, tidalErrors } from './tidal-errors';
import { TRACK_INCLUDES } from './track-handlers';
import { firstPageLinks, param, paginate, parseFilters, parseInclude, selfLink, type TidalHandler, type TidalRequest } from './tidal-request';
import { albumResource, artistResource, artworkResource, artworkId } from './tidal-resources';

const ITEMS_INCLUDES = ['items', ...TRACK_INCLUDES.map((p) => `items.${p}`)];
export const ALBUM_INCLUDES = ['artists', 'coverArt', 'providers', ...ITEMS_INCLUDES];
/** Values per filter in one request, as for tracks. */
const MAX_FILTER_VALUES = 20;
const PROVIDERS = [
  { id: '350', name: 'Universal' },
  { id: '1', name: 'Sony' },
  { id: '2', name: 'Warner' },
  { id: '112', name: 'Independent' },
] as const;

function albumOf(r: TidalRequest) {
  const album = r.view.album(param(r, 0));
  if (!album) throw new TidalApiError(tidalErrors.notFound());
  return album;
}

function providerOf(album: Album): Resource {
  const p = PROVIDERS[stableHash(album.id) % PROVIDERS.length] ?? PROVIDERS[0];
  return { id: p.id, type: 'providers', attributes: { name: p.name } };
}

/** An album with `data` on the included relationships (items: first page with its paging links). */
export function renderAlbum(r: TidalRequest, album: Album, include: ReadonlySet<string>, included: Included): Resource {
  const id = album.platforms.tidal!.id;
  const withData: Record<string, Identifier[]> = {};
  if (include.has('artists')) {
    const ids = r.view.albumArtistIds(album);
    withData.artists = ids.map((a) => ({ id: a, type: 'artists' }));
    for (const a of ids) {
      const artist = r.view.artist(a);
      if (artist) included.add(artistResource(r.view, artist));
    }
  }
  if (include.has('coverArt')) {
    withData.coverArt = [{ id: artworkId(album.imageSeed), type: 'artworks' }];
    included.add(artworkResource(r.view, album.imageSeed));
  }
  if (include.has('providers')) {
    const provider = providerOf(album);
    withData.providers = [{ id: provider.id, type: 'providers' }];
    included.add(provider);
  }
  const tracks = r.view.albumTracks(album);
  const firstPage = tracks.slice(0, PAGE_SIZE);
  if ([...include].some((p) => p === 'items' || p.startsWith('items.'))) {
    withData.items = firstPage.map(albumItemIdentifier);
    includeItems(r, asRows(firstPage), include, included);
  }
  const resource = albumResource(r.view, album);
  // Included relationships carry data next to their links; items also the first page's paging links.
  for (const [name, data] of Object.entries(withData)) {
    const links = name === 'items' ? firstPageLinks(`/albums/${id}/relationships/items`, r.view.countryCode, tracks.length) : undefined;
    setRelationship(resource, r.view.countryCode, name, data, links);
  }
  return resource;
}

/** `GET /albums/{id}`: artwork only reaches a client through `include=coverArt`. */
export const getAlbum: TidalHandler = (r) => {
  const include = parseInclude(r.query, ALBUM_INCLUDES);
  const album = albumOf(r);
  const included = new Included();
  const data = renderAlbum(r, album, include, included);
  return { data, links: { self: selfLink(r) }, ...included.toMember() };
};

/** `GET /albums?filter[id]=…` or `filter[barcodeId]=…` (the form harmony recorded). */
export const getAlbums: TidalHandler = (r) => {
  const include = parseInclude(r.query, ALBUM_INCLUDES);
  const filters = parseFilters(r.query, ['id', 'barcodeId']);
  if (filters.size === 0) throw new TidalApiError(tidalErrors.badParameter('filter[id]', 'A filter is required'));
  const albums: Album[] = [];
  for (const [name, values] of filters) {
    if (values.length > MAX_FILTER_VALUES) {
      throw new TidalApiError(tidalErrors.badParameter(`filter[${name}]`, `At most ${MAX_FILTER_VALUES} values are allowed`));
    }
    for (const value of values) {
      const hits =
        name === 'id'
          ? [r.view.album(value)]
          : r.view.catalog.albums.filter((a) => a.platforms.tidal && a.platforms.tidal.upc.replace(/^0+/, '') === value.replace(/^0+/, ''));
      for (const album of hits) if (album && !albums.includes(album)) albums.push(album);
    }
  }
  const { page, links } = paginate(r, albums);
  const included = new Included();
  const data = page.map((album) => renderAlbum(r, album, include, included));
  return { data, links, ...included.toMember() };
};

export const getAlbumItems: TidalHandler = (r) => {
  const include = parseInclude(r.query, ITEMS_INCLUDES);
  const tracks = r.view.albumTracks(albumOf(r));
  const { page, links } = paginate(r, tracks);
  const included = new Included();
  includeItems(r, asRows(page), include, included);
  return { data: page.map(albumItemIdentifier), links, ...included.toMember() };
};

/** `GET /albums/{id}/relationships/artists` (and `coverArt`): the links album resources carry. */
export const getAlbumRelationship: TidalHandler = (r) => {
  const album = albumOf(r);
  const name = param(r, 1);
  const included = new Included();
  const include = parseInclude(r.query, [name]);
  let data: Identifier[];
  if (name === 'artists') {
    data = r.view.albumArtistIds(album).map((id) => ({ id, type: 'artists' }));
    if (include.size > 0) {
      for (const { id } of data) {
        const artist = r.view.artist(id);
        if (artist) included.add(artistResource(r.view, artist));
      }
    }
  } else if (name === 'coverArt') {
    data = [{ id: artworkId(album.imageSeed), type: 'artworks' }];
    if (include.size > 0) included.add(artworkResource(r.view, album.imageSeed));
  } else if (name === 'providers') {
    const provider = providerOf(album);
    data = [{ id: provider.id, type: 'providers' }];
    if (include.size > 0) included.add(provider);
  } else {
    // genres, owners, similarAlbums: links TIDAL gives but the sandbox has nothing behind.
    data = [];
  }
  return { data, links: { self: selfLink(r) }, ...included.toMember() };
};

/** An artist with `data` on `profileArt` when included (its picture is only reachable that way). */
export function renderArtist(r: TidalRequest, artist: Artist, include: ReadonlySet<string>, included: Included): Resource {
  const resource = artistResource(r.view, artist);
  if (include.has('profileArt')) {
    setRelationship(resource, r.view.countryCode, 'profileArt', [{ id: artworkId(artist.imageSeed), type: 'artworks' }]);
    included.add(artworkResource(r.view, artist.imageSeed));
  }
  return resource;
}

export const ARTIST_INCLUDES = ['profileArt'] as const;

export const getArtist: TidalHandler = (r) => {
  const include = parseInclude(r.query, ARTIST_INCLUDES);
  const artist = r.view.artist(param(r, 0));
  if (!artist) throw new TidalApiError(tidalErrors.notFound());
  const included = new Included();
  const data = renderArtist(r, artist, include, included);
  return { data, links: { self: selfLink(r) }, ...included.toMember() };
};
