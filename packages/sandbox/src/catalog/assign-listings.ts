/**
 * Puts each recording on the platforms that carry it, with each platform's own title
 * convention, artist credits, duration rounding and ISRC quirks (from its profile); then keeps
 * album listings only where at least one of the album's tracks is listed.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { SeededRandom } from '../seeded-random';
import type { Album, Artist, Listing, PlatformKey, Recording } from './model';
import { profiles } from '../profiles';
import type { PlatformIds } from './platform-ids';

export function listingDuration(random: SeededRandom, platform: PlatformKey, durationMs: number): number {
  if (profiles[platform].wholeSeconds) {
    // Rounded to the second, then off by up to one more second: never more than 1.5 s away.
    return Math.max(1_000, (Math.round(durationMs / 1000) + random.int(-1, 1)) * 1000);
  }
  if (random.chance(0.5)) return durationMs;
  return Math.max(1_000, durationMs + random.int(-2_000, 2_000));
}

export function assignListings(
  random: SeededRandom,
  ids: PlatformIds,
  artists: readonly Artist[],
  albums: readonly Album[],
  recordings: readonly Recording[],
): void {
  const artistName = new Map(artists.map((a) => [a.id, a.name]));
  const nameOf = (id: string): string => artistName.get(id) ?? id;
  const albumById = new Map(albums.map((a) => [a.id, a]));
  const withIsrc = PLATFORM_KEYS.filter((p) => profiles[p].isrc);

  for (const album of albums) {
    for (const platform of PLATFORM_KEYS) {
      const profile = profiles[platform];
      const id = ids.album(platform);
      const playlistId = ids.albumPlaylist(platform);
      album.platforms[platform] = {
        id,
        title: profile.albumTitle?.(album) ?? album.title,
        upc: profile.upcDigits ? album.upc.padStart(profile.upcDigits, '0') : album.upc,
        ...(playlistId ? { playlistId } : {}),
      };
    }
  }

  for (const recording of recordings) {
    const album = albumById.get(recording.albumId);
    if (!album) throw new Error(`recording ${recording.id} has no album`);
    const share = recording.decoyOf ? 0.85 : 0.9;
    let present = PLATFORM_KEYS.filter(() => random.chance(share));
    const minimum = recording.decoyOf ? 2 : 3;
    if (present.length < minimum) present = random.shuffle(PLATFORM_KEYS).slice(0, minimum);

    // A small share of listings disagree on the ISRC (re-registered by another distributor) or lack one.
    const isrcQuirk = random.next();
    const quirkPlatform = random.pick(withIsrc);
    const position = album.recordingIds.indexOf(recording.id);
    const twoDiscs = album.type === 'album' && album.recordingIds.length >= 13;
    const discNumber = twoDiscs && position >= 10 ? 2 : 1;
    const trackNumber = discNumber === 2 ? position - 9 : position + 1;

    const main = recording.artistIds.map(nameOf);
    const featuring = recording.featuredArtistIds.map(nameOf);
    const parts = { title: recording.title, version: recording.version, featuring };
    for (const platform of PLATFORM_KEYS) {
      if (!present.includes(platform)) continue;
      const profile = profiles[platform];
      let isrc: string | undefined = profile.isrc ? recording.isrc : undefined;
      if (platform === quirkPlatform && isrcQuirk < 0.03) isrc = ids.isrc(recording.isrc.slice(0, 2), 2020);
      else if (platform === quirkPlatform && isrcQuirk < 0.04) isrc = undefined;
      const listing: Listing = {
        id: ids.track(platform),
        title: profile.title(parts),
        artists: profile.artists(main, featuring),
        durationMs: listingDuration(random, platform, recording.durationMs),
        explicit: recording.explicit,
        albumId: album.platforms[platform]?.id ?? '',
        trackNumber,
        discNumber,
      };
      if (isrc !== undefined) listing.isrc = isrc;
      recording.platforms[platform] = listing;
    }
  }

  const byId = new Map(recordings.map((r) => [r.id, r]));
  for (const album of albums) {
    for (const platform of PLATFORM_KEYS) {
      if (!album.recordingIds.some((id) => byId.get(id)?.platforms[platform])) delete album.platforms[platform];
    }
  }
}
