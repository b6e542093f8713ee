/**
 * The mover (`mover@sandbox.segue.test`): the listener a library transfer is about, with an
 * account on all five platforms and on each a library past 2,000 items (about 1,200 liked songs,
 * 12–20 playlists of 1 to ~400 entries, ~150 saved albums, ~100 followed artists). Drawn after
 * the hard cases from a stream of its own, so listeners 1–6 and the catalog stay as they were.
 */
import { PLATFORM_KEYS } from '@segue/core';
import { profiles } from '../profiles';
import type { SeededRandom } from '../seeded-random';
import { iso, LIBRARY_NOW, playlistTitle, sample, USER_COUNT, type UserCatalog } from './generate-users';
import type { PlatformAccount, PlatformKey, Playlist, SandboxUser } from './model';
import { drawMix, drawSongs, moverPools } from './mover-pools';
import { ODD_ENTRY_KINDS, placeOddEntries } from './odd-entries';
import type { PlatformIds } from './platform-ids';
import { FIRST_NAMES, LAST_NAMES } from './words-latin';

export const MOVER_EMAIL = 'mover@sandbox.segue.test';
export const MOVER_ID = `usr-${String(USER_COUNT + 1).padStart(3, '0')}`;

/** Anywhere but the catalog's region, so that region-blocked tracks show up in its library. */
const MOVER_COUNTRIES = ['GB', 'DE', 'FR', 'SE', 'NL', 'BR', 'JP'] as const;

export interface MoverCatalog extends UserCatalog {
  /** Listeners 1–6 (the mover follows one of their public playlists and never reuses their ids). */
  users: readonly SandboxUser[];
  /** Every playlist so far, the listeners' own included. */
  allPlaylists: readonly Playlist[];
}

export interface GeneratedMover {
  user: SandboxUser;
  playlists: Playlist[];
}

/** Mostly small playlists, one of a single song, and a few past the 100 and 200-item pages. */
function playlistSizes(random: SeededRandom, count: number): number[] {
  const sizes = [1, random.int(360, 400), random.int(201, 260), random.int(101, 160)];
  while (sizes.length < count) sizes.push(random.chance(0.2) ? random.int(60, 99) : random.int(2, 59));
  return random.shuffle(sizes);
}

function dated<T>(random: SeededRandom, items: readonly string[], gapHours: [number, number], make: (id: string, at: string) => T): T[] {
  let at = LIBRARY_NOW - random.int(0, 48) * 3_600_000;
  return items.map((item) => {
    at -= random.int(gapHours[0] * 60, gapHours[1] * 60) * 60_000 + random.int(0, 59) * 1000;
    return make(item, iso(at));
  });
}

export function generateMover(random: SeededRandom, ids: PlatformIds, catalog: MoverCatalog): GeneratedMover {
  const pools = moverPools(catalog.recordings, catalog.albums);
  const mainArtist = new Map(catalog.recordings.map((r) => [r.id, r.artistIds[0] ?? '']));
  const first = random.pick(FIRST_NAMES);
  const displayName = `${first} ${random.pick(LAST_NAMES)}`;
  const user: SandboxUser = {
    id: MOVER_ID,
    email: MOVER_EMAIL,
    displayName,
    country: random.pick(MOVER_COUNTRIES),
    imageSeed: `user-mover-${random.int(0, 1e9)}`,
    accounts: {},
  };
  const takenAccounts = new Set(catalog.users.flatMap((u) => PLATFORM_KEYS.map((p) => `${p}:${u.accounts[p]?.id ?? ''}`)));
  const takenPlaylists = new Set(catalog.allPlaylists.map((pl) => `${pl.platform}:${pl.platformId}`));
  const fresh = (taken: Set<string>, platform: PlatformKey, draw: () => string): string => {
    let id = draw();
    while (taken.has(`${platform}:${id}`)) id = draw();
    taken.add(`${platform}:${id}`);
    return id;
  };
  const playlists: Playlist[] = [];

  for (const platform of PLATFORM_KEYS) {
    const profile = profiles[platform];
    const id = fresh(takenAccounts, platform, () => profile.account.id(random));
    const liked = drawSongs(random, pools, platform, random.int(1_180, 1_240));
    let count = catalog.allPlaylists.filter((pl) => pl.platform === platform && pl.ownerUserId).length;
    const owned = playlistSizes(random, random.int(11, 17)).map((size): Playlist => {
      count++;
      return {
        id: `pls-${platform}-u${String(count).padStart(4, '0')}`,
        platform,
        platformId: fresh(takenPlaylists, platform, () => profile.ids.userPlaylist?.(random) ?? ids.playlist(platform)),
        title: size === 1 ? 'On Repeat' : playlistTitle(random, first),
        description: random.chance(0.6) ? '' : `${first}'s, moving house.`,
        ownerName: displayName,
        recordingIds: drawSongs(random, pools, platform, size),
        imageSeed: `${platform}-user-playlist-${count}-${random.int(0, 1e9)}`,
        createdAt: iso(LIBRARY_NOW - random.int(1, 3_000) * 86_400_000 - random.int(0, 86_399) * 1000),
        ownerUserId: user.id,
        public: random.chance(0.25),
        collaborative: false,
      };
    });
    decorate(random, ids, platform, owned);
    playlists.push(...owned);

    // Followed: one or two of the catalog's playlists and, where there is one, another listener's.
    const catalogPlaylists = catalog.playlists.filter((pl) => pl.platform === platform && !pl.ownerUserId && pl.recordingIds.length <= 300);
    const othersPublic = catalog.allPlaylists.filter((pl) => pl.platform === platform && pl.ownerUserId && pl.public);
    const followed = [...sample(random, catalogPlaylists, Math.min(catalogPlaylists.length, random.int(1, 2))), ...sample(random, othersPublic, Math.min(othersPublic.length, 1))];

    const account: PlatformAccount = {
      id,
      // The profiles name listeners by number; the mover goes by its own name.
      username: profile.account.username(id, USER_COUNT + 1).replace(`listener${USER_COUNT + 1}`, 'mover'),
      plan: profile.account.plans[0] as string,
      followers: random.int(0, 250),
      playlistIds: [...owned.map((pl) => pl.id), ...followed.map((pl) => pl.id)],
      savedAlbums: dated(random, drawMix(random, pools.albumsEverywhere, [[pools.albumsOther[platform], 0.05]], random.int(140, 160)), [2, 300], (albumId, addedAt) => ({ albumId, addedAt })),
      followedArtistIds: followedArtists(random, catalog, mainArtist, liked, random.int(95, 110)),
      history: dated(
        random,
        liked.length > 0 ? Array.from({ length: random.int(30, 60) }, () => random.pick(liked)) : [],
        [3, 7],
        (recordingId, playedAt) => ({ recordingId, playedAt }),
      ),
      savedTracks: dated(random, liked, [1, 60], (recordingId, addedAt) => ({ recordingId, addedAt })),
    };
    user.accounts[platform] = account;
  }
  return { user, playlists };
}

/** One playlist collaborative, one repeating a song, and the platform's odd entries on a few. */
function decorate(random: SeededRandom, ids: PlatformIds, platform: PlatformKey, owned: Playlist[]): void {
  const roomy = owned.filter((pl) => pl.recordingIds.length >= 12);
  const [collaborative, repeating] = random.shuffle(roomy);
  if (collaborative) Object.assign(collaborative, { collaborative: true, public: false, description: 'Everyone add a song.' });
  if (repeating) {
    const entries = repeating.recordingIds;
    const half = Math.floor(entries.length / 2);
    entries.splice(random.int(half, entries.length), 0, entries[random.int(0, half - 1)] as string);
  }
  const kinds = ODD_ENTRY_KINDS[platform] ?? [];
  if (kinds.length === 0) return;
  const candidates = random.shuffle(owned.filter((pl) => pl.recordingIds.length >= 2));
  for (const playlist of candidates.slice(0, random.int(2, 4))) {
    const drawn = Array.from({ length: random.int(1, 4) }, () => random.pick(kinds));
    playlist.oddEntries = placeOddEntries(random, ids, platform, drawn, playlist.recordingIds.length);
  }
}

/** Mostly the main artists of the liked songs (never a YouTube uploader channel), topped up from the catalog. */
function followedArtists(random: SeededRandom, catalog: MoverCatalog, mainArtist: ReadonlyMap<string, string>, liked: readonly string[], k: number): string[] {
  const channels = new Set(catalog.artists.filter((a) => a.channel).map((a) => a.id));
  const mains = [...new Set(liked.map((id) => mainArtist.get(id) ?? ''))].filter((id) => id !== '' && !channels.has(id));
  const picked = sample(random, mains, Math.min(mains.length, k));
  const taken = new Set(picked);
  const rest = catalog.artists.filter((a) => !a.channel && !taken.has(a.id)).map((a) => a.id);
  return [...picked, ...sample(random, rest, Math.min(rest.length, k - picked.length))];
}
