import type { Album } from '../catalog/model';
import type { AppleView } from './apple-catalog-view';
import { albumAttributes, songResource } from './song-resource';

/**
 * An `albums` resource with its artists (identifiers) and tracks (full song resources, as Apple
 * embeds them). https://developer.apple.com/documentation/applemusicapi/albums
 */
export function albumResource(view: AppleView, album: Album): Record<string, unknown> {
  const listing = album.platforms.applemusic!;
  const sf = view.storefront;
  const artistRefs = album.artistIds
    .map((id) => view.catalog.index.artist(id)?.platformIds.applemusic)
    .filter((id): id is string => id !== undefined)
    .map((id) => ({ id, type: 'artists', href: `/v1/catalog/${sf}/artists/${id}` }));
  return {
    id: listing.id,
    type: 'albums',
    href: `/v1/catalog/${sf}/albums/${listing.id}`,
    attributes: albumAttributes(view, album),
    relationships: {
      artists: { href: `/v1/catalog/${sf}/albums/${listing.id}/artists`, data: artistRefs },
      tracks: {
        href: `/v1/catalog/${sf}/albums/${listing.id}/tracks`,
        data: view.albumSongs(album).map((song) => songResource(view, song)),
      },
    },
  };
}
