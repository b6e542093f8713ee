import type { Album } from '../catalog/model';
import type { Identifier, Included, Resource } from './json-api-document';
import { albumResource, artistResource, artworkId, artworkResource } from './tidal-resources';
import type { TidalView } from './tidal-view';

/**
 * An album reached through a nested include (`albums.coverArt`, `items.albums.artists`): the
 * album resource with `data` on the asked relationships, their resources added to `included`.
 * This is how a client gets a track's cover art, which TIDAL only serves as `artworks`.
 */
export function includedAlbum(view: TidalView, album: Album, nested: ReadonlySet<string>, included: Included): Resource {
  const resource = albumResource(view, album);
  const rels = resource.relationships as Record<string, { data?: Identifier[]; links: Record<string, unknown> }>;
  if (nested.has('coverArt') && rels.coverArt) {
    rels.coverArt = { data: [{ id: artworkId(album.imageSeed), type: 'artworks' }], links: rels.coverArt.links };
    included.add(artworkResource(view, album.imageSeed));
  }
  if (nested.has('artists') && rels.artists) {
    const ids = view.albumArtistIds(album);
    rels.artists = { data: ids.map((id) => ({ id, type: 'artists' })), links: rels.artists.links };
    for (const id of ids) {
      const artist = view.artist(id);
      if (artist) included.add(artistResource(view, artist));
    }
  }
  return resource;
}
