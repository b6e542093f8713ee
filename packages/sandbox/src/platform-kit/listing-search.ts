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
  title: Set<string>;
  all: Set<string>;
}

interface PlatformIndex {
  recordings: Entry<Recording>[];
  albums: Entry<Album>[];
  artists: Entry<Artist>[];
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
    const title = new Set(normalizeWords(listing.title));
    const all = new Set([...title, ...normalizeWords(listing.artists.join(' ')), ...normalizeWords(albumTitle)]);
    recordings.push({ item: rec, title, all });
  }
  const albums: Entry<Album>[] = [];
  for (const album of catalog.albums) {
    const listing = album.platforms[platform];
    if (!listing) continue;
    const names = album.artistIds.map((id) => catalog.index.artist(id)?.name ?? '').join(' ');
    const title = new Set(normalizeWords(listing.title));
    albums.push({ item: album, title, all: new Set([...title, ...normalizeWords(names)]) });
  }
  const artists: Entry<Artist>[] = [];
  for (const artist of catalog.artists) {
    if (!artist.platformIds[platform]) continue;
    const title = new Set(normalizeWords(artist.name));
    artists.push({ item: artist, title, all: title });
  }
  const built = { recordings, albums, artists };
  byPlatform.set(platform, built);
  return built;
}

/** Credit markers belong to no title or name; engines ignore them in queries. */
const CREDIT_MARKERS = new Set(['feat', 'ft', 'featuring']);

function rank<T>(entries: Entry<T>[], term: string): T[] {
  const words = normalizeWords(term).filter((w) => !CREDIT_MARKERS.has(w));
  if (words.length === 0) return [];
  const scored: { item: T; score: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    let score = 0;
    for (const w of words) {
      if (!entry.all.has(w)) return;
      if (entry.title.has(w)) score += 2;
      else score += 1;
    }
    // Fewer extra title words = closer to what was asked for.
    score -= Math.max(0, entry.title.size - words.length) * 0.1;
    scored.push({ item: entry.item, score, order });
  });
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
