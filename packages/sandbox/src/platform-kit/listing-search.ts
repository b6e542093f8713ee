import type { Album, Artist, Catalog, PlatformKey, Recording } from '../catalog/model';

/**
 * Text search over one platform's view of the catalog, shared by the simulators whose search
 * is a plain "all words somewhere in title, artists or album" engine. Real engines rank by
 * popularity and fuzz; this one is deliberately simple but honest: a listing is found only by
 * words it really carries on that platform, so platform title conventions matter as they do live.
 */
export function normalizeWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

interface Entry<T> {
  item: T;
  /** Words of the title as shown, and of the titles search also knows it by (`Listing.searchAliases`). */
  title: Set<string>;
  /** Words of the title as shown: extra ones make a result a worse fit. */
  shownTitleWords: number;
  all: Set<string>;
}

/** Entries and, per word, the positions of the entries that carry it (so a query reads only those). */
interface Entries<T> {
  list: Entry<T>[];
  postings: Map<string, number[]>;
}

interface PlatformIndex {
  recordings: Entries<Recording>;
  albums: Entries<Album>;
  artists: Entries<Artist>;
}

function entries<T>(list: Entry<T>[]): Entries<T> {
  const postings = new Map<string, number[]>();
  list.forEach((entry, i) => {
    for (const word of entry.all) {
      const at = postings.get(word);
      if (at) at.push(i);
      else postings.set(word, [i]);
    }
  });
  return { list, postings };
}

const cache = new WeakMap<Catalog, Map<PlatformKey, PlatformIndex>>();

function indexFor(catalog: Catalog, platform: PlatformKey): PlatformIndex {
  let byPlatform = cache.get(catalog);
  if (!byPlatform) {
    byPlatform = new Map();
    cache.set(catalog, byPlatform);
  }
  const existing = byPlatform.get(platform);
  if (existing) return existing;
  const recordings: Entry<Recording>[] = [];
  for (const rec of catalog.recordings) {
    const listing = rec.platforms[platform];
    if (!listing) continue;
    const album = catalog.index.albumByPlatformId(platform, listing.albumId);
    const albumTitle = album?.platforms[platform]?.title ?? '';
    const shown = normalizeWords(listing.title);
    const title = new Set([...shown, ...(listing.searchAliases ?? []).flatMap(normalizeWords)]);
    const all = new Set([...title, ...normalizeWords(listing.artists.join(' ')), ...normalizeWords(albumTitle)]);
    recordings.push({ item: rec, title, shownTitleWords: new Set(shown).size, all });
  }
  const albums: Entry<Album>[] = [];
  for (const album of catalog.albums) {
    const listing = album.platforms[platform];
    if (!listing) continue;
    const names = album.artistIds.map((id) => catalog.index.artist(id)?.name ?? '').join(' ');
    const title = new Set(normalizeWords(listing.title));
    albums.push({ item: album, title, shownTitleWords: title.size, all: new Set([...title, ...normalizeWords(names)]) });
  }
  const artists: Entry<Artist>[] = [];
  for (const artist of catalog.artists) {
    if (!artist.platformIds[platform]) continue;
    const title = new Set(normalizeWords(artist.name));
    artists.push({ item: artist, title, shownTitleWords: title.size, all: title });
  }
  const built = { recordings: entries(recordings), albums: entries(albums), artists: entries(artists) };
  byPlatform.set(platform, built);
  return built;
}

/** Credit markers belong to no title or name; engines ignore them in queries. */
const CREDIT_MARKERS = new Set(['feat', 'ft', 'featuring']);

function rank<T>({ list, postings }: Entries<T>, term: string): T[] {
  const words = normalizeWords(term).filter((w) => !CREDIT_MARKERS.has(w));
  if (words.length === 0) return [];
  // Every word must be there: the rarest word's entries are the only ones to read.
  let rarest: number[] | undefined;
  for (const w of words) {
    const at = postings.get(w);
    if (!at) return [];
    if (!rarest || at.length < rarest.length) rarest = at;
  }
  const scored: { item: T; score: number; order: number }[] = [];
  for (const order of rarest ?? []) {
    const entry = list[order]!;
    let score = 0;
    let all = true;
    for (const w of words) {
      if (!entry.all.has(w)) {
        all = false;
        break;
      }
      score += entry.title.has(w) ? 2 : 1;
    }
    if (!all) continue;
    // Fewer extra title words = closer to what was asked for.
    score -= Math.max(0, entry.shownTitleWords - words.length) * 0.1;
    scored.push({ item: entry.item, score, order });
  }
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map((s) => s.item);
}

export function searchRecordings(catalog: Catalog, platform: PlatformKey, term: string): Recording[] {
  return rank(indexFor(catalog, platform).recordings, term);
}

export function searchAlbums(catalog: Catalog, platform: PlatformKey, term: string): Album[] {
  return rank(indexFor(catalog, platform).albums, term);
}

export function searchArtists(catalog: Catalog, platform: PlatformKey, term: string): Artist[] {
  return rank(indexFor(catalog, platform).artists, term);
}
