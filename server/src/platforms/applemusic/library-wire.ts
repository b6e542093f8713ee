/**
 * The user side of the Apple Music API as it arrives: library lists read item by item, and the
 * items of a listening history, which mixes catalog songs, library songs and music videos.
 * https://developer.apple.com/documentation/applemusicapi
 */
import { z } from 'zod';
import { normalizeReleaseDate } from '../release-date';
import type { PlatformTrack } from '../types';
import { songSchema } from './api';
import { artworkUrl, catalogUrl, creditedArtists, toPlatformTrack } from './mappers';

const artworkSchema = z.object({ url: z.string() }).nullish();
/** A page of a library list: the list must be there; its items are read one by one (`itemsOf`). */
export const pageSchema = z.object({
  data: z.array(z.unknown()),
  next: z.string().optional(),
  meta: z.object({ total: z.number().optional() }).optional(),
});

export const libraryPlaylistSchema = z.object({
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    description: z.object({ standard: z.string().optional() }).nullish(),
    isPublic: z.boolean().nullish(),
    dateAdded: z.string().nullish(),
    lastModifiedDate: z.string().nullish(),
    artwork: artworkSchema,
  }),
});
/**
 * A library playlist's version: when it was last changed (`lastModifiedDate`,
 * https://developer.apple.com/documentation/applemusicapi/libraryplaylists/attributes), else when
 * it was added.
 */
export const playlistVersionOf = (a: { lastModifiedDate?: string | null; dateAdded?: string | null }): string => a.lastModifiedDate ?? a.dateAdded ?? '';

export const libraryAlbumSchema = z.object({
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    artistName: z.string(),
    artwork: artworkSchema,
    releaseDate: z.string().nullish(),
    trackCount: z.number().nullish(),
    contentRating: z.string().nullish(),
  }),
});
export const libraryArtistSchema = z.object({ id: z.string(), attributes: z.object({ name: z.string() }) });
/**
 * A `library-songs` item of the listening history: no `url`, no `isrc`, no previews; the catalog
 * song it stands for, when there is one, is `playParams.catalogId`.
 * https://developer.apple.com/documentation/applemusicapi/librarysongs
 */
const librarySongSchema = z.object({
  id: z.string(),
  type: z.literal('library-songs'),
  attributes: z.object({
    name: z.string().min(1),
    artistName: z.string().min(1),
    albumName: z.string().nullish(),
    durationInMillis: z.number().nullish(),
    contentRating: z.string().nullish(),
    releaseDate: z.string().nullish(),
    artwork: artworkSchema,
    playParams: z.object({ catalogId: z.string().nullish() }).nullish(),
  }),
  relationships: z.object({ artists: z.object({ data: z.array(z.object({ attributes: z.object({ name: z.string().optional() }).optional() })) }).optional() }).optional(),
});
/** The storefront in a catalog href (`/v1/catalog/us/songs/1`). */
const storefrontOf = (href: unknown) => (typeof href === 'string' ? /^\/v1\/catalog\/([a-z]{2})\//.exec(href)?.[1] : undefined);
export const createdSchema = z.object({ data: z.array(z.object({ id: z.string() })) });
export const errorSchema = z.object({ errors: z.array(z.object({ title: z.string().optional(), detail: z.string().optional() })) });

/** Apple's web player opens library items under /library/… by their library id. */
export const libraryUrl = (kind: 'playlist' | 'albums' | 'artists' | 'songs', id: string) =>
  `https://music.apple.com/library/${kind}/${encodeURIComponent(id)}`;

/** A history item: a catalog song, or a library song mapped from what it carries; anything else is skipped. */
export function historyTrack(item: unknown): PlatformTrack | undefined {
  const song = songSchema.safeParse(item);
  if (song.success && song.data.type === 'songs') {
    const storefront = storefrontOf((item as { href?: unknown }).href);
    return toPlatformTrack(song.data, storefront === undefined ? {} : { storefront });
  }
  const library = librarySongSchema.safeParse(item);
  if (!library.success) return undefined;
  const { id, attributes: a, relationships } = library.data;
  const catalogId = a.playParams?.catalogId ?? undefined;
  return {
    platform: 'applemusic' as const,
    // The catalog id when Apple names one, so the track converts; else the library id.
    id: catalogId ?? id,
    title: a.name,
    artists: creditedArtists(relationships?.artists, a.artistName),
    album: a.albumName ?? '',
    durationMs: a.durationInMillis ?? 0,
    explicit: a.contentRating === 'explicit',
    releaseDate: normalizeReleaseDate(a.releaseDate),
    cover: artworkUrl(a.artwork ?? undefined),
    preview: '',
    url: catalogId ? catalogUrl(undefined, 'song', catalogId) : libraryUrl('songs', id),
  };
}
