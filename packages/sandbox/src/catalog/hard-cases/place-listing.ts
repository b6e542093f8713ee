/**
 * Puts one hard-case recording on one platform: the platform's own title convention, credits,
 * duration rounding and ISRC (its `profile.ts`), unless the case says otherwise (a romanised
 * title, a `- Topic` credit, another ISRC, a video). The album's listing on that platform is
 * created with the first of its tracks placed there, so album listings exist only where the
 * album has tracks.
 */
import { profiles } from '../../profiles';
import type { SeededRandom } from '../../seeded-random';
import { listingDuration } from '../assign-listings';
import type { Album, Listing, PlatformKey, Recording } from '../model';
import type { PlatformIds } from '../platform-ids';

export interface PlacementOverrides {
  title?: string;
  artists?: string[];
  /** Another ISRC than the recording's; `null` for none. */
  isrc?: string | null;
  videoType?: Listing['videoType'];
  parts?: Listing['parts'];
  searchAliases?: string[];
  /** Album listing title on this platform, when the platform names the album its own way. */
  albumTitle?: string;
}

export interface PlaceContext {
  random: SeededRandom;
  ids: PlatformIds;
  /** Artist names by id. */
  nameOf(id: string): string;
  album(id: string): Album;
}

function albumListing(context: PlaceContext, album: Album, platform: PlatformKey, title: string | undefined): string {
  const existing = album.platforms[platform];
  if (existing) return existing.id;
  const profile = profiles[platform];
  const playlistId = context.ids.albumPlaylist(platform);
  album.platforms[platform] = {
    id: context.ids.album(platform),
    title: title ?? profile.albumTitle?.(album) ?? album.title,
    upc: profile.upcDigits ? album.upc.padStart(profile.upcDigits, '0') : album.upc,
    ...(playlistId ? { playlistId } : {}),
  };
  return album.platforms[platform].id;
}

export function placeListing(context: PlaceContext, recording: Recording, platform: PlatformKey, overrides: PlacementOverrides = {}): Listing {
  const profile = profiles[platform];
  const album = context.album(recording.albumId);
  const video = overrides.videoType !== undefined;
  const position = album.recordingIds.indexOf(recording.id);
  const twoDiscs = album.type === 'album' && album.recordingIds.length >= 13;
  const discNumber = twoDiscs && position >= 10 ? 2 : 1;
  const main = recording.artistIds.map(context.nameOf);
  const featuring = recording.featuredArtistIds.map(context.nameOf);
  const isrc = overrides.isrc === undefined ? (profile.isrc ? recording.isrc : undefined) : (overrides.isrc ?? undefined);
  const listing: Listing = {
    id: context.ids.track(platform),
    title: overrides.title ?? profile.title({ title: recording.title, version: recording.version, featuring }),
    artists: overrides.artists ?? profile.artists(main, featuring),
    durationMs: listingDuration(context.random, platform, recording.durationMs),
    explicit: recording.explicit,
    // A video belongs to no album: its uploads "album" is the catalog's bookkeeping only.
    albumId: video ? '' : albumListing(context, album, platform, overrides.albumTitle),
    trackNumber: video ? 1 : discNumber === 2 ? position - 9 : position + 1,
    discNumber: video ? 1 : discNumber,
  };
  if (isrc !== undefined) listing.isrc = isrc;
  if (overrides.videoType) listing.videoType = overrides.videoType;
  if (overrides.parts) listing.parts = overrides.parts;
  if (overrides.searchAliases) listing.searchAliases = overrides.searchAliases;
  recording.platforms[platform] = listing;
  return listing;
}
