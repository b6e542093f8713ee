/**
 * Entries of the liked songs and of a library playlist as Apple lists them: `library-songs`
 * (https://developer.apple.com/documentation/applemusicapi/librarysongs). A song from the Apple
 * Music catalog names it in `playParams.catalogId`; a song the listener uploaded or imported
 * (iCloud Music Library "can include content that's not in the Apple Music Catalog":
 * https://developer.apple.com/documentation/applemusicapi) has none and says `reporting: false`
 * (packages/recorded/data/applemusic/mc-library-album-tracks-last-page.json). A missing
 * `catalogId` alone proves nothing: Apple's own example of the library songs lists songs of a
 * catalog album with `playParams` and no `catalogId` nor `reporting`
 * (gam-library-songs-page.json), so such a song is converted by its tags, not left out. A song
 * Apple will not play for this listener (withdrawn, not licensed in their storefront) comes
 * without `playParams`.
 */
import { z } from 'zod';
import type { LibraryEntry } from '../kit/platform-library';
import { normalizeReleaseDate } from '../release-date';
import type { PlatformTrack } from '../types';
import { libraryUrl } from './library-wire';
import { artworkUrl, catalogUrl, creditedArtists } from './mappers';

const entrySchema = z.object({
  id: z.string(),
  type: z.string(),
  attributes: z.object({
    name: z.string(),
    artistName: z.string().nullish(),
    albumName: z.string().nullish(),
    durationInMillis: z.number().nullish(),
    contentRating: z.string().nullish(),
    releaseDate: z.string().nullish(),
    trackNumber: z.number().int().positive().nullish(),
    discNumber: z.number().int().positive().nullish(),
    artwork: z.object({ url: z.string() }).nullish(),
    playParams: z.object({ catalogId: z.string().nullish(), reporting: z.boolean().nullish() }).nullish(),
  }),
  relationships: z
    .object({ artists: z.object({ data: z.array(z.object({ attributes: z.object({ name: z.string().optional() }).optional() })) }).optional() })
    .optional(),
});

function blankTrack(id: string): PlatformTrack {
  return { platform: 'applemusic', id, title: '', artists: [], album: '', durationMs: 0, explicit: false, releaseDate: '', cover: '', preview: '', url: '' };
}

/** One entry, whatever it is: an item Apple sends without readable attributes is kept, unplayable. */
export function appleLibraryEntry(item: unknown): LibraryEntry {
  const parsed = entrySchema.safeParse(item);
  if (!parsed.success) {
    const id = typeof (item as { id?: unknown } | null)?.id === 'string' ? (item as { id: string }).id : '';
    return { kind: 'track', track: blankTrack(id), playable: false };
  }
  const { id, type, attributes: a, relationships } = parsed.data;
  // A catalog song is its own catalog id; a library song names it, when it has one.
  const catalogId = type === 'songs' ? id : (a.playParams?.catalogId ?? undefined);
  const track: PlatformTrack = {
    platform: 'applemusic',
    // An upload has no catalog id: it converts from its tags, never by id.
    id: catalogId ?? '',
    title: a.name,
    artists: creditedArtists(relationships?.artists, a.artistName ?? ''),
    album: a.albumName ?? '',
    durationMs: a.durationInMillis ?? 0,
    explicit: a.contentRating === 'explicit',
    releaseDate: normalizeReleaseDate(a.releaseDate),
    ...(a.trackNumber ? { trackNumber: a.trackNumber } : {}),
    ...(a.discNumber ? { discNumber: a.discNumber } : {}),
    cover: artworkUrl(a.artwork ?? undefined),
    preview: '',
    url: catalogId ? catalogUrl(undefined, 'song', catalogId) : libraryUrl('songs', id),
  };
  // Without `playParams` the catalog id is gone too: an unplayable catalog song, not an upload
  // (an upload plays, from iCloud, with `playParams` that say it is not reported to the catalog).
  const playable = a.playParams != null;
  const upload = catalogId === undefined && a.playParams?.reporting === false;
  return { kind: upload ? 'local' : 'track', track, playable };
}
