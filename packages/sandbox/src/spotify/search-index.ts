/**
 * Relevance for Spotify search over the catalog's Spotify listings. Each query word must be found
 * (whole word, word prefix, or inside a word for scripts written without spaces) in the field it
 * targets; a quarter of the words may miss, as Spotify's engine forgives. Exact titles rank
 * first, extra title words (`- Live`, `- Remix`) cost a little, and popularity breaks ties, so a
 * search returns the original first and its decoys after it.
 */
import type { Album, Artist, Recording } from '../catalog/model';
import { queryWords, textField, wordWeight, type TextField } from '../text-match';
import type { SpotifyView } from './spotify-objects';
import { type SearchTerm, yearRange } from './search-query';

type Field = TextField;

interface Doc<T> {
  item: T;
  name: Field;
  artists: Field;
  album: Field;
  isrc?: string;
  upc: string;
  year: number;
  popularity: number;
}

const field = textField;

function score<T>(doc: Doc<T>, terms: readonly SearchTerm[]): number | undefined {
  let total = 0;
  let words = 0;
  let misses = 0;
  const covered = new Set<string>();
  for (const term of terms) {
    switch (term.field) {
      case 'isrc':
        if (doc.isrc?.toUpperCase() !== term.value.trim().toUpperCase()) return undefined;
        total += 5;
        continue;
      case 'upc':
        // Only the barcode as Spotify stores it (GTIN-14, zero-padded) is found: recorded, the
        // 12-digit `upc:602475093060` finds nothing where `upc:00602475093060` finds the album.
        if (doc.upc !== term.value.trim()) return undefined;
        total += 5;
        continue;
      case 'year': {
        const range = yearRange(term.value);
        if (!range || doc.year < range[0] || doc.year > range[1]) return undefined;
        continue;
      }
      case 'genre':
        // The catalog has no genres: as on Spotify for an unknown genre, nothing matches.
        return undefined;
      case 'tag':
        continue;
      default:
        break;
    }
    const targets: [Field, number][] =
      term.field === 'track'
        ? [[doc.name, 1], [doc.artists, 0.3]]
        : term.field === 'artist'
          ? [[doc.artists, 1]]
          : term.field === 'album'
            ? [[doc.album, 1]]
            : [[doc.name, 1], [doc.artists, 0.8], [doc.album, 0.5]];
    const termWords = queryWords(term.value);
    for (const w of termWords) {
      words++;
      const best = Math.max(...targets.map(([f, weight]) => wordWeight(w, f) * weight));
      if (best === 0) misses++;
      else total += best;
      if (wordWeight(w, doc.name) > 0) covered.add(w);
    }
    const phrase = termWords.join(' ');
    if ((term.field === 'track' || term.field === 'any') && phrase === doc.name.joined) total += 3;
    else if (term.field === 'track' && doc.name.joined.startsWith(phrase)) total += 1;
  }
  if (misses > Math.floor(words / 4)) return undefined;
  const extra = doc.name.tokens.filter((t) => ![...covered].some((w) => t.startsWith(w) || t.includes(w))).length;
  return total - extra * 0.2 + doc.popularity / 100;
}

function rank<T>(docs: readonly Doc<T>[], terms: readonly SearchTerm[]): T[] {
  if (terms.length === 0) return [];
  const hits: { item: T; s: number; order: number }[] = [];
  docs.forEach((doc, order) => {
    const s = score(doc, terms);
    if (s !== undefined) hits.push({ item: doc.item, s, order });
  });
  hits.sort((a, b) => b.s - a.s || a.order - b.order);
  return hits.map((h) => h.item);
}

export class SpotifySearchIndex {
  private readonly tracks: Doc<Recording>[] = [];
  private readonly albums: Doc<Album>[] = [];
  private readonly artists: Doc<Artist>[] = [];

  constructor(view: SpotifyView) {
    const { catalog } = view;
    const names = (ids: string[]): string => ids.map((id) => catalog.index.artist(id)?.name ?? '').join(' ');
    for (const album of catalog.albums) {
      const listing = album.platforms.spotify;
      if (!listing) continue;
      const albumField = field(listing.title);
      const year = Number(album.releaseDate.slice(0, 4));
      this.albums.push({ item: album, name: albumField, artists: field(names(album.artistIds)), album: albumField, upc: listing.upc, year, popularity: view.popularity(album.id, false) });
    }
    for (const recording of catalog.recordings) {
      const listing = recording.platforms.spotify;
      if (!listing) continue;
      const album = catalog.index.albumByPlatformId('spotify', listing.albumId);
      this.tracks.push({
        item: recording,
        name: field(listing.title),
        artists: field(listing.artists.join(' ')),
        album: field(album?.platforms.spotify?.title ?? ''),
        ...(listing.isrc ? { isrc: listing.isrc } : {}),
        upc: album?.platforms.spotify?.upc ?? '',
        year: Number(album?.releaseDate.slice(0, 4) ?? 0),
        popularity: view.popularity(recording.id, recording.decoyOf !== undefined),
      });
    }
    for (const artist of catalog.artists) {
      if (!artist.platformIds.spotify) continue;
      const name = field(artist.name);
      this.artists.push({ item: artist, name, artists: name, album: field(''), upc: '', year: 0, popularity: view.popularity(artist.id, false) });
    }
  }

  searchTracks(terms: readonly SearchTerm[]): Recording[] {
    return rank(this.tracks, terms);
  }

  searchAlbums(terms: readonly SearchTerm[]): Album[] {
    // Track and ISRC filters say nothing about albums: they match none, as on Spotify.
    if (terms.some((t) => t.field === 'track' || t.field === 'isrc')) return [];
    return rank(this.albums, terms);
  }

  searchArtists(terms: readonly SearchTerm[]): Artist[] {
    if (terms.some((t) => t.field === 'track' || t.field === 'album' || t.field === 'isrc' || t.field === 'upc')) return [];
    return rank(this.artists, terms.map((t) => (t.field === 'artist' ? { ...t, field: 'track' } : t)));
  }
}
