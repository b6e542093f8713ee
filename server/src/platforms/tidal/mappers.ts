import { normalizeReleaseDate } from '../release-date';
import { PlatformError } from '../../errors/platform-error';
import { pickCover } from '../kit/cover-size';
import { parseIsoDuration } from '../kit/iso-duration';
import { parseWire } from '../kit/parse-wire';
import type { PlatformAlbum, PlatformArtist, PlatformPlaylist, PlatformTrack } from '../types';
import {
  albumAttributesSchema,
  artistAttributesSchema,
  artworkAttributesSchema,
  playlistAttributesSchema,
  trackAttributesSchema,
  type ItemMeta,
  type TidalResource,
} from './api';

/** `included` resources by `type:id`. */
export type Included = Map<string, TidalResource>;

export function indexIncluded(...lists: Array<readonly TidalResource[] | null | undefined>): Included {
  const index: Included = new Map();
  for (const list of lists) for (const r of list ?? []) index.set(`${r.type}:${r.id}`, r);
  return index;
}

/** The identifiers a relationship names (empty when it was not included). */
export function relatedIdentifiers(resource: TidalResource, name: string): Array<{ id: string; type: string; meta?: ItemMeta }> {
  const data = resource.relationships?.[name]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

/** Whether the response says who the relationship points at (it does only when included). */
export function hasRelationshipData(resource: TidalResource, name: string): boolean {
  return Boolean(resource.relationships?.[name]?.data);
}

type ExternalLinks = ReadonlyArray<{ href: string; meta?: { type: string } | null | undefined }> | null | undefined;

/**
 * The canonical web link: `externalLinks` of type TIDAL_SHARING, else any tidal.com link, else
 * the browse URL built from the id. The list also carries an artist's Facebook, Instagram and
 * homepage, first (recorded artist, packages/recorded/data/tidal/artist-with-profile-art.json).
 */
function webUrl(kind: string, id: string, links: ExternalLinks): string {
  const sharing = links?.find((l) => l.meta?.type === 'TIDAL_SHARING')?.href;
  const onTidal = links?.find((l) => /^https:\/\/(?:[a-z]+\.)?tidal\.com\//.test(l.href))?.href;
  return sharing ?? onTidal ?? `https://tidal.com/browse/${kind}/${id}`;
}

type ImageFile = { href: string; meta?: { width?: number | undefined; height?: number | undefined } | null | undefined };

/**
 * The file of Segue's cover size among an artwork's fixed sizes (albums 80 to 1280 px, artists
 * 160 to 750 px on resources.tidal.com), by the kit's one rule (`pickCover`).
 */
function pickImage(files: readonly ImageFile[]): string {
  return pickCover(files.map((f) => ({ url: f.href, width: f.meta?.width, height: f.meta?.height })));
}

/**
 * The image of a resource: the `artworks` its relationship (`coverArt`, `profileArt`) names in
 * `included`, else the `imageLinks` attribute older responses carried.
 */
export function imageOf(resource: TidalResource, included: Included, relationship: 'coverArt' | 'profileArt', imageLinks?: readonly ImageFile[] | null): string {
  for (const ref of relatedIdentifiers(resource, relationship)) {
    const artwork = included.get(`artworks:${ref.id}`);
    if (!artwork) continue;
    const parsed = artworkAttributesSchema.safeParse(artwork.attributes);
    // A video cover is no picture: its mp4 files are never an image URL.
    const picture = parsed.success && (parsed.data.mediaType ?? 'IMAGE') === 'IMAGE';
    const href = picture ? pickImage(parsed.data.files) : '';
    if (href) return href;
  }
  return imageLinks ? pickImage(imageLinks) : '';
}

function artistNames(resource: TidalResource, included: Included): string[] {
  return relatedIdentifiers(resource, 'artists')
    .map((ref) => included.get(`artists:${ref.id}`))
    .filter((a) => a !== undefined)
    .map((a) => parseWire('tidal', artistAttributesSchema, a.attributes, 'artist').name);
}

export function toPlatformAlbum(album: TidalResource, included: Included): PlatformAlbum {
  const a = parseWire('tidal', albumAttributesSchema, album.attributes, 'album');
  return {
    platform: 'tidal',
    id: album.id,
    title: a.title,
    artists: artistNames(album, included),
    releaseDate: normalizeReleaseDate(a.releaseDate),
    cover: imageOf(album, included, 'coverArt', a.imageLinks),
    url: webUrl('album', album.id, a.externalLinks),
    ...(a.barcodeId ? { upc: a.barcodeId } : {}),
    ...(a.numberOfItems == null ? {} : { totalTracks: a.numberOfItems }),
  };
}

/**
 * A track. `album` is the album the track was read from (an album's item pages): later pages
 * include neither the album nor its cover, so they come from the album read once. `position` is
 * the item's `meta` there: its track and disc number.
 */
export function toPlatformTrack(track: TidalResource, included: Included, album?: PlatformAlbum, position?: ItemMeta): PlatformTrack {
  const a = parseWire('tidal', trackAttributesSchema, track.attributes, 'track');
  const albumRef = relatedIdentifiers(track, 'albums')[0];
  const albumResource = album ? undefined : albumRef ? included.get(`albums:${albumRef.id}`) : undefined;
  const trackAlbum = album ?? (albumResource ? toPlatformAlbum(albumResource, included) : undefined);
  const albumId = trackAlbum?.id ?? albumRef?.id;
  const artists = artistNames(track, included);
  return {
    platform: 'tidal',
    id: track.id,
    // TIDAL keeps version text ("Remastered 2011", "Live") apart from the title.
    title: a.version ? `${a.title} (${a.version})` : a.title,
    // On an album page whose tracks came without their artists, the album's credit stands in.
    artists: artists.length > 0 || hasRelationshipData(track, 'artists') ? artists : (album?.artists ?? []),
    album: trackAlbum?.title ?? '',
    ...(albumId === undefined ? {} : { albumId }),
    durationMs: parseIsoDuration(a.duration) ?? 0,
    ...(a.isrc ? { isrc: a.isrc.toUpperCase() } : {}),
    explicit: a.explicit ?? false,
    releaseDate: trackAlbum?.releaseDate ?? '',
    ...(position?.trackNumber ? { trackNumber: position.trackNumber } : {}),
    ...(position?.volumeNumber ? { discNumber: position.volumeNumber } : {}),
    cover: trackAlbum?.cover ?? '',
    // TIDAL's API offers no preview clips.
    preview: '',
    url: webUrl('track', track.id, a.externalLinks),
  };
}

export function toPlatformArtist(artist: TidalResource, included: Included = new Map()): PlatformArtist {
  const a = parseWire('tidal', artistAttributesSchema, artist.attributes, 'artist');
  return {
    platform: 'tidal',
    id: artist.id,
    name: a.name,
    image: imageOf(artist, included, 'profileArt', a.imageLinks),
    url: webUrl('artist', artist.id, a.externalLinks),
  };
}

export function toPlatformPlaylist(playlist: TidalResource, included: Included, tracks: PlatformTrack[]): PlatformPlaylist {
  const a = parseWire('tidal', playlistAttributesSchema, playlist.attributes, 'playlist');
  return {
    platform: 'tidal',
    id: playlist.id,
    title: a.name,
    description: a.description ?? '',
    owner: '',
    cover: imageOf(playlist, included, 'coverArt', a.imageLinks),
    url: webUrl('playlist', playlist.id, a.externalLinks),
    tracks,
  };
}

/** Maps each entry, skipping one whose attributes are unreadable (one bad item never sinks a page). */
export function mapReadable<T, R>(items: readonly T[], map: (item: T) => R): R[] {
  const out: R[] = [];
  for (const item of items) {
    try {
      out.push(map(item));
    } catch (error) {
      if (!(error instanceof PlatformError) || error.code !== 'bad_response') throw error;
    }
  }
  return out;
}

/** The tracks a page of identifiers points at, in order; videos and missing resources are skipped. */
export function tracksOfPage(
  identifiers: ReadonlyArray<{ id: string; type: string; meta?: ItemMeta }>,
  included: Included,
  album?: PlatformAlbum,
): PlatformTrack[] {
  const items = identifiers.flatMap((ref) => {
    const resource = ref.type === 'tracks' ? included.get(`tracks:${ref.id}`) : undefined;
    return resource ? [{ resource, meta: ref.meta }] : [];
  });
  // An album's items say where each track sits on it; a playlist's items say nothing of that.
  return mapReadable(items, ({ resource, meta }) => toPlatformTrack(resource, included, album, album ? meta : undefined));
}
