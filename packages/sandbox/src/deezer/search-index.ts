/**
 * Relevance for Deezer search over the catalog's Deezer listings. Words are matched whole, as
 * prefixes, or inside words for scripts without spaces; without `strict=on` Deezer's engine is
 * fuzzy, so a quarter of the words may miss; with it every word must be found whole. Exact
 * titles rank first, extra title words (`(Live)`, `(Remix)`) cost a little, and Deezer's `rank`
 * (originals above decoys) breaks ties.
 */
import type { Album, Artist, Playlist, Recording } from '../catalog/model';
import { queryWords, textField, wordWeight, type TextField } from '../text-match';
import type { DeezerView } from './deezer-objects';
import type { DeezerField, DeezerQuery } from './search-query';

interface Doc<T> {
  item: T;
  fields: Record<Exclude<DeezerField, 'any'>, TextField>;
  seconds: number;
  bpm: number;
  rank: number;
}

const ANY_WEIGHTS: [Exclude<DeezerField, 'any'>, number][] = [
  ['track', 1],
  ['artist', 0.8],
  ['album', 0.5],
];

function score<T>(doc: Doc<T>, query: DeezerQuery, strict: boolean): number | undefined {
  if (query.durMin !== undefined && doc.seconds < query.durMin) return undefined;
  if (query.durMax !== undefined && doc.seconds > query.durMax) return undefined;
  if (query.bpmMin !== undefined && doc.bpm < query.bpmMin) return undefined;
  if (query.bpmMax !== undefined && doc.bpm > query.bpmMax) return undefined;
  let total = 0;
  let words = 0;
  let misses = 0;
  const covered: string[] = [];
  for (const term of query.terms) {
    const targets = term.field === 'any' ? ANY_WEIGHTS : ([[term.field, 1]] as const);
    const termWords = queryWords(term.value);
    for (const w of termWords) {
      words++;
      const best = Math.max(...targets.map(([f, weight]) => wordWeight(w, doc.fields[f], strict) * weight));
      if (best === 0) misses++;
      else total += best;
      if (wordWeight(w, doc.fields.track, strict) > 0) covered.push(w);
    }
    if ((term.field === 'track' || term.field === 'any') && termWords.join(' ') === doc.fields.track.joined) total += 3;
  }
  if (misses > (strict ? 0 : Math.floor(words / 4))) return undefined;
  const extra = doc.fields.track.tokens.filter((t) => !covered.some((w) => t.startsWith(w) || t.includes(w))).length;
  return total - extra * 0.2 + doc.rank / 1_000_000;
}

function rank<T>(docs: readonly Doc<T>[], query: DeezerQuery, strict: boolean): T[] {
  const hasFilter = query.durMin !== undefined || query.durMax !== undefined || query.bpmMin !== undefined || query.bpmMax !== undefined;
  if (query.terms.length === 0 && !hasFilter) return [];
  const hits: { item: T; s: number; order: number }[] = [];
  docs.forEach((doc, order) => {
    const s = score(doc, query, strict);
    if (s !== undefined) hits.push({ item: doc.item, s, order });
  });
  hits.sort((a, b) => b.s - a.s || a.order - b.order);
  return hits.map((h) => h.item);
}

const EMPTY = textField('');

export class DeezerSearchIndex {
  readonly tracks: Doc<Recording>[] = [];
  private readonly albums: Doc<Album>[] = [];
  private readonly artists: Doc<Artist>[] = [];
  private readonly playlists: Doc<Playlist>[] = [];

  constructor(view: DeezerView) {
    const { catalog } = view;
    for (const recording of catalog.recordings) {
      const listing = recording.platforms.deezer;
      if (!listing) continue;
      const album = view.albumOf(listing);
      this.tracks.push({
        item: recording,
        fields: { track: textField(listing.title), artist: textField(listing.artists.join(' ')), album: textField(album.platforms.deezer?.title ?? ''), label: textField(view.label(album)) },
        seconds: Math.round(listing.durationMs / 1000),
        bpm: view.bpm(recording),
        rank: view.rank(recording),
      });
    }
    for (const album of catalog.albums) {
      if (!album.platforms.deezer) continue;
      const names = album.artistIds.map((id) => catalog.index.artist(id)?.name ?? '').join(' ');
      const title = textField(album.platforms.deezer.title);
      this.albums.push({ item: album, fields: { track: title, album: title, artist: textField(names), label: textField(view.label(album)) }, seconds: 0, bpm: 0, rank: 0 });
    }
    for (const artist of catalog.artists) {
      if (!artist.platformIds.deezer) continue;
      const name = textField(artist.name);
      this.artists.push({ item: artist, fields: { track: name, artist: name, album: EMPTY, label: EMPTY }, seconds: 0, bpm: 0, rank: 0 });
    }
    for (const playlist of catalog.playlists) {
      if (playlist.platform !== 'deezer') continue;
      const title = textField(playlist.title);
      this.playlists.push({ item: playlist, fields: { track: title, artist: EMPTY, album: EMPTY, label: EMPTY }, seconds: 0, bpm: 0, rank: 0 });
    }
  }

  searchTracks(query: DeezerQuery, strict: boolean): Recording[] {
    return rank(this.tracks, query, strict);
  }

  searchAlbums(query: DeezerQuery, strict: boolean): Album[] {
    // A track filter says nothing about albums; keep the others.
    return rank(this.albums, { ...query, terms: query.terms.filter((t) => t.field !== 'track') }, strict);
  }

  searchArtists(query: DeezerQuery, strict: boolean): Artist[] {
    const terms = query.terms.filter((t) => t.field === 'any' || t.field === 'artist').map((t) => ({ ...t, field: 'track' as const }));
    return rank(this.artists, { terms }, strict);
  }

  searchPlaylists(query: DeezerQuery, strict: boolean): Playlist[] {
    return rank(this.playlists, { terms: query.terms.filter((t) => t.field === 'any') }, strict);
  }
}
