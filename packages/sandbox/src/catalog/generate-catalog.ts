/**
 * The seeded catalog: artists, albums and recordings (originals plus decoys), their listings on
 * each platform, and playlists. The same seed always yields the same catalog.
 */
import { createSeededRandom, type SeededRandom } from '../seeded-random';
import { assignListings } from './assign-listings';
import { buildCatalogIndex } from './build-catalog-index';
import { CatalogDraft, type ArtistInfo } from './catalog-draft';
import { DECOY_KINDS, planDecoy } from './decoy-plan';
import { generateMover } from './generate-mover';
import { generatePlaylists } from './generate-playlists';
import { generateUsers } from './generate-users';
import { addHardCases } from './hard-cases/add-hard-cases';
import type { Album, Catalog, DecoyKind } from './model';
import { albumTitle, originalVersion, type Script } from './names';
import { createPlatformIds, type PlatformIds } from './platform-ids';
import { assignRegionBlocks } from './region-blocks';
import { KARAOKE_ARTISTS } from './words-latin';
import type { NonLatinScript } from './words-scripts';

export interface GenerateCatalogOptions {
  /** Original recordings (decoys come on top, about 18% more). Default 6,000, so that a 5,000-track playlist holds distinct tracks. */
  recordings?: number;
  /**
   * Add the hard matching cases (`hard-cases/`, about 20% more recordings, and a playlist of them
   * per platform). Default true; false gives the ordinary catalog alone, which the hard cases
   * leave byte for byte as it is.
   */
  hardCases?: boolean;
}

export const DEFAULT_RECORDINGS = 6_000;

const NON_LATIN: readonly NonLatinScript[] = ['cjk', 'hangul', 'cyrillic', 'greek', 'arabic', 'devanagari'];
const COUNTRIES: Record<Script, readonly string[]> = {
  latin: ['US', 'GB', 'DE', 'FR', 'SE', 'NL', 'CA', 'AU', 'BR'],
  cjk: ['JP'],
  hangul: ['KR'],
  cyrillic: ['RU', 'UA'],
  greek: ['GR'],
  arabic: ['AE', 'EG'],
  devanagari: ['IN'],
};

function yearOf(album: Album): number {
  return Number(album.releaseDate.slice(0, 4));
}

function addOriginals(draft: CatalogDraft, random: SeededRandom, ids: PlatformIds, count: number, performers: ArtistInfo[]): void {
  let cursor = 0;
  let made = 0;
  while (made < count) {
    // Every artist gets at least one release, then prolific artists (low indexes) get more.
    const info = cursor < performers.length ? performers[cursor++] : performers[Math.floor(random.next() ** 2 * performers.length)];
    if (!info) break;
    const roll = random.next();
    const type: Album['type'] = roll < 0.55 ? 'album' : 'single';
    const size = Math.min(count - made, type === 'album' ? random.int(7, 14) : roll < 0.9 ? random.int(1, 2) : random.int(4, 6));
    const year = random.int(1965, 2026);
    const scripts = Array.from({ length: size }, () => (info.script !== 'latin' && random.chance(0.2) ? 'latin' : info.script));
    const titles = scripts.map((s) => draft.freshTitle(info, s));
    const album = draft.addAlbum(albumTitle(random, info.script, titles[0] ?? ''), [info.artist.id], year, type);
    const other = (): ArtistInfo => {
      let pick = random.pick(performers);
      while (pick === info) pick = random.pick(performers);
      return pick;
    };
    titles.forEach((title, i) => {
      const featured: ArtistInfo[] = random.chance(0.15) ? [other()] : [];
      const second = featured[0] && random.chance(0.15) ? other() : undefined;
      if (second && second !== featured[0]) featured.push(second);
      const duet = featured.length === 0 && random.chance(0.07) ? [other().artist.id] : [];
      const version = originalVersion(random, year);
      draft.addRecording(
        {
          title,
          ...(version ? { version } : {}),
          artistIds: [info.artist.id, ...duet],
          featuredArtistIds: featured.map((f) => f.artist.id),
          albumId: album.id,
          durationMs: random.chance(0.9) ? random.int(140_000, 330_000) : random.int(60_000, 600_000),
          isrc: ids.isrc(random.pick(COUNTRIES[info.script]), year),
          explicit: random.chance(0.18),
          script: scripts[i] ?? 'latin',
        },
        album,
      );
    });
    made += size;
  }
}

function addDecoys(draft: CatalogDraft, random: SeededRandom, ids: PlatformIds, performers: ArtistInfo[], karaoke: ArtistInfo[]): void {
  const originals = draft.recordings.slice();
  const albumOf = new Map(draft.albums.map((a) => [a.id, a]));
  const total = Math.max(DECOY_KINDS.length, Math.round(originals.length * 0.18));
  const karaokeAlbums = new Map<string, Album>();
  const used = new Set<string>();
  for (let i = 0; i < total; i++) {
    const kind: DecoyKind = i < DECOY_KINDS.length ? (DECOY_KINDS[i] as DecoyKind) : random.pick(DECOY_KINDS);
    const pool = kind === 'clean' ? originals.filter((r) => r.explicit) : originals;
    let original = random.pick(pool.length > 0 ? pool : originals);
    for (let tries = 0; used.has(`${original.id}:${kind}`) && tries < 10; tries++) original = random.pick(pool.length > 0 ? pool : originals);
    used.add(`${original.id}:${kind}`);
    // A clean version only exists for an explicit original.
    if (kind === 'clean') original.explicit = true;
    const originalYear = yearOf(albumOf.get(original.albumId) as Album);
    const plan = planDecoy(random, kind, original, originalYear);
    const year = Math.min(2026, originalYear + random.int(0, 12));

    let performer: ArtistInfo;
    let album: Album;
    if (plan.performer === 'karaoke') {
      performer = random.pick(karaoke);
      const existing = karaokeAlbums.get(performer.artist.id);
      album = existing ?? draft.addAlbum(`${performer.artist.name}: Greatest Hits, Vol. ${random.int(1, 40)}`, [performer.artist.id], year, 'compilation');
      karaokeAlbums.set(performer.artist.id, album);
    } else {
      const others = performers.filter((p) => !original.artistIds.includes(p.artist.id));
      performer = plan.performer === 'other' && others.length > 0 ? random.pick(others) : (performers.find((p) => p.artist.id === original.artistIds[0]) as ArtistInfo);
      album = draft.addAlbum(plan.version ? `${original.title} (${plan.version})` : original.title, [performer.artist.id], year, 'single');
    }
    const sameArtists = plan.performer === 'original';
    draft.addRecording(
      {
        title: original.title,
        ...(plan.version ? { version: plan.version } : {}),
        artistIds: sameArtists ? original.artistIds.slice() : [performer.artist.id],
        featuredArtistIds: sameArtists ? original.featuredArtistIds.slice() : [],
        albumId: album.id,
        durationMs: plan.durationMs,
        isrc: plan.sharesIsrc ? original.isrc : ids.isrc(original.isrc.slice(0, 2), year),
        explicit: plan.explicit,
        decoyOf: original.id,
        decoyKind: kind,
        script: original.script,
      },
      album,
    );
  }
}

export function generateCatalog(seed: number, options: GenerateCatalogOptions = {}): Catalog {
  const count = options.recordings ?? DEFAULT_RECORDINGS;
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`recordings must be a positive integer, got ${count}`);
  const random = createSeededRandom(seed);
  const ids = createPlatformIds(random.fork('ids'));
  const draft = CatalogDraft.start(random.fork('names'), ids);

  const artistCount = Math.max(NON_LATIN.length + 2, Math.round(count / 9));
  const performers: ArtistInfo[] = [];
  for (let i = 0; i < artistCount; i++) {
    // Every non-Latin script early on, so even a small catalog has each one; then about 15%.
    const script: Script = i >= 1 && i <= NON_LATIN.length ? (NON_LATIN[i - 1] as Script) : random.chance(0.15) ? random.pick(NON_LATIN) : 'latin';
    performers.push(draft.addArtist(script));
  }
  const karaoke = KARAOKE_ARTISTS.map((name) => draft.addArtist('latin', name));

  addOriginals(draft, random.fork('originals'), ids, count, performers);
  addDecoys(draft, random.fork('decoys'), ids, performers, karaoke);
  const artists = draft.artists.map((a) => a.artist);
  assignListings(random.fork('listings'), ids, artists, draft.albums, draft.recordings);
  const playlists = generatePlaylists(random.fork('playlists'), ids, draft.recordings);
  // Last, so that adding users shifts nothing drawn before them.
  const users = generateUsers(random.fork('users'), ids, { artists, albums: draft.albums, recordings: draft.recordings, playlists });
  // After the users, from a stream of their own: the ordinary catalog stays as it was.
  // Forked even without the hard cases, so the streams after it are drawn at the same point.
  const hardRandom = random.fork('hard');
  const hard = options.hardCases === false ? { playlists: [] } : addHardCases(draft, hardRandom, ids, count);
  // The mover and the region blocks come after everything, each from a stream of its own, so
  // listeners 1–6 and every id and title above stay as they were; the mover's library holds hard cases too.
  const mover = generateMover(random.fork('mover'), ids, {
    artists: draft.artists.map((a) => a.artist),
    albums: draft.albums,
    recordings: draft.recordings,
    playlists,
    users: users.users,
    allPlaylists: [...playlists, ...users.playlists, ...hard.playlists],
  });
  assignRegionBlocks(random.fork('regions'), draft.recordings, mover);

  const catalog = {
    seed,
    artists: draft.artists.map((a) => a.artist),
    albums: draft.albums,
    recordings: draft.recordings,
    playlists: [...playlists, ...users.playlists, ...hard.playlists, ...mover.playlists],
    users: [...users.users, mover.user],
  };
  return { ...catalog, index: buildCatalogIndex(catalog) };
}
