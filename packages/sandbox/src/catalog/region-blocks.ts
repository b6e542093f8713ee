/**
 * Region-blocked listings (`Listing.blockedIn`): a platform lists the track everywhere but a
 * licence keeps it from playing in a few countries, so a library read there shows it unplayable
 * (Spotify's track relinking and `is_playable`:
 * https://developer.spotify.com/documentation/web-api/concepts/track-relinking). Never `US`, the
 * catalog's region, so no conversion or search answer changes.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { SeededRandom } from '../seeded-random';
import { sample } from './generate-users';
import type { Listing, Playlist, Recording, SandboxUser } from './model';

/** The share of listings blocked somewhere. */
export const BLOCKED_SHARE = 0.015;

const REGIONS = ['GB', 'DE', 'FR', 'SE', 'NL', 'BR', 'JP', 'KR', 'IN', 'CA', 'AU', 'MX', 'PL', 'ES', 'IT'] as const;

/** The catalog's region: conversions and searches run there, and nothing is blocked in it. */
export const CATALOG_REGION = 'US';

function block(listing: Listing, countries: readonly string[]): void {
  listing.blockedIn = [...new Set([...(listing.blockedIn ?? []), ...countries])].filter((c) => c !== CATALOG_REGION).sort();
}

/**
 * Blocks a small share of all listings in one to three countries, then, for `focus` (the mover),
 * a few tracks of each of its platform libraries in its own country on that platform only, so its
 * reads hold entries that will not play there but play elsewhere.
 */
export function assignRegionBlocks(random: SeededRandom, recordings: readonly Recording[], focus?: { user: SandboxUser; playlists: readonly Playlist[] }): void {
  for (const r of recordings) {
    for (const p of PLATFORM_KEYS) {
      const listing = r.platforms[p];
      if (listing && random.chance(BLOCKED_SHARE)) block(listing, sample(random, REGIONS, random.int(1, 3)));
    }
  }
  if (!focus) return;
  const byId = new Map(recordings.map((r) => [r.id, r]));
  const { user, playlists } = focus;
  for (const p of PLATFORM_KEYS) {
    const account = user.accounts[p];
    if (!account) continue;
    const liked = account.savedTracks.map((t) => t.recordingId);
    const listed = playlists.filter((pl) => pl.platform === p && pl.ownerUserId === user.id).flatMap((pl) => pl.recordingIds);
    for (const id of [...sample(random, liked, Math.min(liked.length, random.int(4, 8))), ...sample(random, listed, Math.min(listed.length, random.int(2, 4)))]) {
      const listing = byId.get(id)?.platforms[p];
      if (listing) block(listing, [user.country]);
    }
  }
}
