import { normalizeReleaseDate } from '../release-date';
import { parseIsoDuration } from '../shared/iso-duration';
import { parseWire } from '../shared/parse-wire';
import type { PlatformAlbum, PlatformArtist, PlatformPlaylist, PlatformTrack } from '../types';
import {
  albumAttributesSchema,
  artistAttributesSchema,
  artworkAttributesSchema,
  playlistAttributesSchema,
  trackAttributesSchema,
  type TidalResource,
} from './api';

/** `included` resources by `type:id`. */
export type Included = Map<string, TidalResource>;

export function indexIncluded(...lists: Array<readonly TidalResource[] | undefined>): Included {
  const index: Included = new Map();
  for (const list of lists) for (const r of list ?? []) index.set(`${r.type}:${r.id}`, r);
  return index;
}

/** The identifiers a relationship names (empty when it was not included). */
export function relatedIdentifiers(resource: TidalResource, name: string): Array<{ id: string; type: string }> {
  const data = resource.relationships?.[name]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

/** The canonical web link (`externalLinks` of type TIDAL_SHARING), or the browse URL built from the id. */
function webUrl(kind: string, id: string, links: ReadonlyArray<{ href: string; meta?: { type: string } | undefined }> | null | undefined) {
  return links?.find((l) => l.meta?.type === 'TIDAL_SHARING')?.href ?? links?.[0]?.href ?? `https://tidal.com/browse/${kind}/${id}`;
}

/** The largest-but-reasonable image of an `artworks` resource: 640 px when offered, else the biggest. */
function coverOf(resource: TidalResource, included: Included): string {
  const ref = relatedIdentifiers(resource, 'coverArt')[0];
  const artwork = ref ? included.get(`artworks:${ref.id}`) : undefined;
  if (!artwork) return '';
  const { files } = parseWire('tidal', artworkAttributesSchema, artwork.attributes, 'artwork');
  const sized = [...files].sort((a, b) => (b.meta?.width ?? 0) - (a.meta?.width ?? 0));
  return (sized.find((f) => (f.meta?.width ?? 0) <= 640) ?? sized[0])?.href ?? '';
}

function artistNames(resource: TidalResource, included: Included): string[] {
  return relatedIdentifiers(resource, 'artists')
    .map((ref) => included.get(`artists:${ref.id}`))
    .filter((a) => a !== undefined)
    .map((a) => parseWire('tidal', artistAttributesSchema, a.attributes, 'artist').name);
}

export function toPlatformTrack(track: TidalResource, included: Included, album?: TidalResource): PlatformTrack {
  const a = parseWire('tidal', trackAttributesSchema, track.attributes, 'track');
  const albumRef = relatedIdentifiers(track, 'albums')[0];
  const albumResource = album ?? (albumRef ? included.get(`albums:${albumRef.id}`) : undefined);
  const albumAttributes = albumResource ? parseWire('tidal', albumAttributesSchema, albumResource.attributes, 'album') : undefined;
  const albumId = albumResource?.id ?? albumRef?.id;
  return {
    platform: 'tidal',
    id: track.id,
    // TIDAL keeps version text ("Remastered 2011", "Live") apart from the title.
    title: a.version ? `${a.title} (${a.version})` : a.title,
    artists: artistNames(track, included),
    album: albumAttributes?.title ?? '',
    ...(albumId === undefined ? {} : { albumId }),
    durationMs: parseIsoDuration(a.duration) ?? 0,
    ...(a.isrc ? { isrc: a.isrc.toUpperCase() } : {}),
    explicit: a.explicit ?? false,
    releaseDate: normalizeReleaseDate(albumAttributes?.releaseDate),
    cover: albumResource ? coverOf(albumResource, included) : '',
    // TIDAL's API offers no preview clips.
    preview: '',
    url: webUrl('track', track.id, a.externalLinks),
  };
}

export function toPlatformAlbum(album: TidalResource, included: Included): PlatformAlbum {
  const a = parseWire('tidal', albumAttributesSchema, album.attributes, 'album');
  return {
    platform: 'tidal',
    id: album.id,
    title: a.title,
    artists: artistNames(album, included),
    releaseDate: normalizeReleaseDate(a.releaseDate),
    cover: coverOf(album, included),
    url: webUrl('album', album.id, a.externalLinks),
    ...(a.barcodeId ? { upc: a.barcodeId } : {}),
    ...(a.numberOfItems == null ? {} : { totalTracks: a.numberOfItems }),
  };
}

export function toPlatformArtist(artist: TidalResource): PlatformArtist {
  const a = parseWire('tidal', artistAttributesSchema, artist.attributes, 'artist');
  return { platform: 'tidal', id: artist.id, name: a.name, image: '', url: webUrl('artist', artist.id, a.externalLinks) };
}

export function toPlatformPlaylist(playlist: TidalResource, included: Included, tracks: PlatformTrack[]): PlatformPlaylist {
  const a = parseWire('tidal', playlistAttributesSchema, playlist.attributes, 'playlist');
  return {
    platform: 'tidal',
    id: playlist.id,
    title: a.name,
    description: a.description ?? '',
    owner: '',
    cover: coverOf(playlist, included),
    url: webUrl('playlist', playlist.id, a.externalLinks),
    tracks,
  };
}

/** The tracks a page of identifiers points at, in order; videos and missing resources are skipped. */
export function tracksOfPage(
  identifiers: ReadonlyArray<{ id: string; type: string }>,
  included: Included,
  album?: TidalResource,
): PlatformTrack[] {
  const tracks: PlatformTrack[] = [];
  for (const ref of identifiers) {
    if (ref.type !== 'tracks') continue;
    const resource = included.get(`tracks:${ref.id}`);
    if (resource) tracks.push(toPlatformTrack(resource, included, album));
  }
  return tracks;
}

