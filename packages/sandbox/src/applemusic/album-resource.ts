import type { Album } from '../catalog/model';
import type { AppleView } from './apple-catalog-view';
import { albumAttributes, artistAttributes, listedSong } from './song-resource';

/**
 * An `albums` resource with its artists (identifiers, or with their attributes when `include`
 * asks for them) and tracks (songs with attributes and no relationships, as Apple embeds them).
 * https://developer.apple.com/documentation/applemusicapi/albums
 */
export function albumResource(view: AppleView, album: Album, include: ReadonlySet<string> = new Set()): Record<string, unknown> {
  const listing = album.platforms.applemusic!;
  const sf = view.storefront;
  const artistRefs = album.artistIds
    .map((id) => view.catalog.index.artist(id)?.platformIds.applemusic)
    .filter((id): id is string => id !== undefined)
    .map((id) => {
      const ref = { id, type: 'artists', href: `/v1/catalog/${sf}/artists/${id}` };
      const artist = include.has('artists') ? view.artist(id) : undefined;
      return artist ? { ...ref, attributes: artistAttributes(view, artist) } : ref;
    });
  return {
    id: listing.id,
    type: 'albums',
    href: `/v1/catalog/${sf}/albums/${listing.id}`,
    attributes: albumAttributes(view, album),
    relationships: {
      artists: { href: `/v1/catalog/${sf}/albums/${listing.id}/artists`, data: artistRefs },
      tracks: {
        href: `/v1/catalog/${sf}/albums/${listing.id}/tracks`,
        data: view.albumSongs(album).map((song) => listedSong(view, song)),
      },
    },
  };
}
