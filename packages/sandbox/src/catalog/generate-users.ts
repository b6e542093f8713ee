/**
 * Sandbox listeners: `listener1@sandbox.segue.test`, ... with an account on most platforms and a
 * library on each (own playlists, followed playlists, saved albums and tracks, followed artists,
 * listening history), all drawn from the catalog with a seeded random.
 */
import { PLATFORM_KEYS } from '@segue/core';
import { uniqueIds } from '../ids';
import { profiles } from '../profiles';
import type { SeededRandom } from '../seeded-random';
import type { Album, Artist, PlatformAccount, PlatformKey, Playlist, Recording, SandboxUser } from './model';
import type { PlatformIds } from './platform-ids';
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES, NOUNS, PLURAL_NOUNS } from './words-latin';

export const USER_COUNT = 6;

/** Which platforms each user lacks, by position: user 3 has no Deezer account, and so on. */
const MISSING: readonly (readonly PlatformKey[])[] = [[], [], ['deezer'], ['tidal'], ['applemusic'], ['ytmusic', 'deezer']];

const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'SE', 'JP', 'BR', 'NL'] as const;

/** Library history is stamped back from this instant, so a seed always yields the same dates. */
export const LIBRARY_NOW = Date.UTC(2026, 10, 20, 18, 0, 0);

export interface GeneratedUsers {
  users: SandboxUser[];
  /** The users' own playlists, to append to `catalog.playlists`. */
  playlists: Playlist[];
}

export interface UserCatalog {
  artists: readonly Artist[];
  albums: readonly Album[];
  recordings: readonly Recording[];
  /** The catalog's public playlists (users follow a few). */
  playlists: readonly Playlist[];
}

export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `k` distinct items in random order; cheap when `k` is small next to the pool (no full shuffle). */
export function sample<T>(random: SeededRandom, pool: readonly T[], k: number): T[] {
  if (k * 2 >= pool.length) return random.shuffle(pool).slice(0, k);
  const taken = new Set<number>();
  const out: T[] = [];
  while (out.length < k) {
    const i = random.int(0, pool.length - 1);
    if (taken.has(i)) continue;
    taken.add(i);
    out.push(pool[i] as T);
  }
  return out;
}

export function playlistTitle(random: SeededRandom, first: string): string {
  const roll = random.next();
  if (roll < 0.3) return `${first}'s ${random.pick(PLURAL_NOUNS)}`;
  if (roll < 0.6) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
  if (roll < 0.8) return `Liked on the ${random.pick(NOUNS)}`;
  return `${random.pick(ADJECTIVES)} ${random.int(2018, 2026)}`;
}

export function generateUsers(random: SeededRandom, ids: PlatformIds, catalog: UserCatalog): GeneratedUsers {
  const unique = uniqueIds();
  const users: SandboxUser[] = [];
  const playlists: Playlist[] = [];
  const ownedCount: Record<string, number> = {};
  const onPlatform = Object.fromEntries(
    PLATFORM_KEYS.map((p) => [
      p,
      {
        recordings: catalog.recordings.filter((r) => r.platforms[p]).map((r) => r.id),
        albums: catalog.albums.filter((a) => a.platforms[p]).map((a) => a.id),
        artists: catalog.artists.filter((a) => a.platformIds[p]).map((a) => a.id),
        // Users follow ordinary playlists, not the 1,000 and 5,000 track archives.
        playlists: catalog.playlists.filter((pl) => pl.platform === p && pl.recordingIds.length <= 300).map((pl) => pl.id),
      },
    ]),
  ) as Record<PlatformKey, { recordings: string[]; albums: string[]; artists: string[]; playlists: string[] }>;

  for (let n = 1; n <= USER_COUNT; n++) {
    const first = random.pick(FIRST_NAMES);
    const displayName = `${first} ${random.pick(LAST_NAMES)}`;
    const email = `listener${n}@sandbox.segue.test`;
    const user: SandboxUser = {
      id: `usr-${String(n).padStart(3, '0')}`,
      email,
      displayName,
      country: n === 1 ? 'US' : random.pick(COUNTRIES),
      imageSeed: `user-${n}-${random.int(0, 1e9)}`,
      accounts: {},
    };
    for (const platform of PLATFORM_KEYS) {
      if (MISSING[n - 1]?.includes(platform)) continue;
      const pool = onPlatform[platform];
      const profile = profiles[platform];
      const id = unique(() => `${platform}:${profile.account.id(random)}`).slice(platform.length + 1);
      const owned: string[] = [];
      const ownedPlaylists = random.int(3, 15);
      for (let k = 0; k < ownedPlaylists; k++) {
        // Mostly small, now and then past a 100-item page so paging is exercised.
        const size = random.chance(0.15) ? random.int(101, 140) : random.int(1, 60);
        // Small catalogs repeat recordings to reach the size, as real playlists may.
        const recordingIds: string[] = [];
        while (recordingIds.length < size && pool.recordings.length > 0) recordingIds.push(...sample(random, pool.recordings, Math.min(size - recordingIds.length, pool.recordings.length)));
        const count = (ownedCount[platform] = (ownedCount[platform] ?? 0) + 1);
        const playlist: Playlist = {
          id: `pls-${platform}-u${String(count).padStart(4, '0')}`,
          platform,
          platformId: profile.ids.userPlaylist?.(random) ?? ids.playlist(platform),
          title: playlistTitle(random, first),
          description: random.chance(0.5) ? '' : `Made by ${first}.`,
          ownerName: displayName,
          recordingIds,
          imageSeed: `${platform}-user-playlist-${count}-${random.int(0, 1e9)}`,
          createdAt: iso(LIBRARY_NOW - random.int(1, 2_000) * 86_400_000 - random.int(0, 86_399) * 1000),
          ownerUserId: user.id,
          public: random.chance(0.7),
          collaborative: false,
        };
        playlists.push(playlist);
        owned.push(playlist.id);
      }
      const followed = sample(random, pool.playlists, Math.min(pool.playlists.length, random.int(1, 4)));
      const dated = <T>(items: string[], gapHours: [number, number], make: (id: string, at: string) => T): T[] => {
        let at = LIBRARY_NOW - random.int(0, 48) * 3_600_000;
        return items.map((item) => {
          at -= random.int(gapHours[0] * 60, gapHours[1] * 60) * 60_000 + random.int(0, 59) * 1000;
          return make(item, iso(at));
        });
      };
      const account: PlatformAccount = {
        id,
        username: profile.account.username(id, n),
        plan: n === 1 ? (profile.account.plans[0] as string) : random.pick(profile.account.plans),
        followers: random.int(0, 250),
        playlistIds: [...owned, ...followed],
        savedAlbums: dated(sample(random, pool.albums, Math.min(pool.albums.length, random.int(5, 40))), [2, 400], (albumId, addedAt) => ({ albumId, addedAt })),
        followedArtistIds: sample(random, pool.artists, Math.min(pool.artists.length, random.int(3, 30))),
        // Plays a few minutes apart (one song after another), with an occasional pause.
        history: dated(
          Array.from({ length: random.int(30, 60) }, () => random.pick(pool.recordings)),
          [3, 7],
          (recordingId, playedAt) => ({ recordingId, playedAt }),
        ),
        savedTracks: dated(sample(random, pool.recordings, Math.min(pool.recordings.length, random.int(5, 50))), [1, 200], (recordingId, addedAt) => ({ recordingId, addedAt })),
      };
      user.accounts[platform] = account;
    }
    users.push(user);
  }
  return { users, playlists };
}
