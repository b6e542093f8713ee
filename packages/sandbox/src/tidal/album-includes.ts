import type { Album } from '../catalog/model';
import { setRelationship, type Included, type Resource } from './json-api-document';
import { albumResource, artistResource, artworkId, artworkResource } from './tidal-resources';
import type { TidalView } from './tidal-view';

/**
 * An album reached through a nested include (`albums.coverArt`, `items.albums.artists`): the
 * album resource with `data` on the asked relationships, their resources added to `included`.
 * This is how a client gets a track's cover art, which TIDAL only serves as `artworks`.
 */
export function includedAlbum(view: TidalView, album: Album, nested: ReadonlySet<string>, included: Included): Resource {
  const resource = albumResource(view, album);
  if (nested.has('coverArt')) {
    setRelationship(resource, view.countryCode, 'coverArt', [{ id: artworkId(album.imageSeed), type: 'artworks' }]);
    included.add(artworkResource(view, album.imageSeed));
  }
  if (nested.has('artists')) {
    const ids = view.albumArtistIds(album);
    setRelationship(resource, view.countryCode, 'artists', ids.map((id) => ({ id, type: 'artists' })));
    for (const id of ids) {
      const artist = view.artist(id);
      if (artist) included.add(artistResource(view, artist));
    }
  }
  return resource;
}
