import type { Artist } from '../catalog/model';
import type { AppleView } from './apple-catalog-view';
import { artistAttributes } from './song-resource';

/** Apple lists an artist's albums 25 at a time in the relationship. */
const ALBUMS_PAGE = 25;

/** An `artists` resource with the first page of its albums. https://developer.apple.com/documentation/applemusicapi/artists */
export function artistResource(view: AppleView, artist: Artist): Record<string, unknown> {
  const id = artist.platformIds.applemusic!;
  const sf = view.storefront;
  const albums = view.artistAlbums(artist);
  return {
    id,
    type: 'artists',
    href: `/v1/catalog/${sf}/artists/${id}`,
    attributes: artistAttributes(view, artist),
    relationships: {
      albums: {
        href: `/v1/catalog/${sf}/artists/${id}/albums`,
        ...(albums.length > ALBUMS_PAGE ? { next: `/v1/catalog/${sf}/artists/${id}/albums?offset=${ALBUMS_PAGE}` } : {}),
        data: albums.slice(0, ALBUMS_PAGE).map((album) => {
          const albumId = album.platforms.applemusic!.id;
          return { id: albumId, type: 'albums', href: `/v1/catalog/${sf}/albums/${albumId}` };
        }),
      },
    },
  };
}
