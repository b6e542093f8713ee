import { findBestMatch, normalizeTitle, scoreCandidate, type MatchResult, type TrackInfo } from '@segue/core';
import { searchArtist } from '../platforms/kit/search-artist';
import type { PlatformAdapter, PlatformTrack, TrackQuery } from '../platforms/types';
import { trackInfo } from './track-outcome';

export interface SearchResult {
  match: MatchResult;
  candidates: PlatformTrack[];
}

/** The title without version noise and credits ("(2011 Remaster)", "feat. X"), or null when that changes nothing. */
function plainTitle(title: string): string | null {
  const { baseKey } = normalizeTitle(title);
  return baseKey !== '' && baseKey !== title.toLowerCase() ? baseKey : null;
}

export const NON_LATIN_RE = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * The album with the artist, when the title is written in another script than the artist's name
 * or the album's: a romanised or translated title ("Namida no Ato" by 高橋悠真, YouTube Music's
 * habit) that the other platforms list in the original script, where the album and the artist
 * still find it. Null when the scripts agree or the album adds nothing.
 */
function albumForm(source: PlatformTrack, artist: string): TrackQuery | null {
  if (source.album === '' || source.album === source.title) return null;
  const latinTitle = !NON_LATIN_RE.test(source.title);
  const differs = [artist, source.album].some((text) => !NON_LATIN_RE.test(text) !== latinTitle);
  return differs ? { title: source.album, artists: [artist] } : null;
}

/**
 * The tracks of the album `query` names, by the artist: the album searched, the first hit named
 * like it read with its track list (which carries every track's position). A track search with
 * the album's name as its title finds only the title track (Deezer's `track:"…"` is a title
 * field), while the song wanted is most often another of the album's.
 */
async function albumTracks(adapter: PlatformAdapter, query: TrackQuery): Promise<PlatformTrack[]> {
  const key = normalizeTitle(query.title).baseKey;
  const albums = await adapter.searchAlbums({ title: query.title, artists: query.artists }, { limit: 5 });
  const named = albums.find((album) => normalizeTitle(album.title).baseKey === key);
  if (!named) return [];
  return (await adapter.getAlbum(named.id, { positions: true })).tracks;
}

function union(into: Map<string, PlatformTrack>, tracks: readonly PlatformTrack[]): void {
  for (const track of tracks) if (!into.has(track.id)) into.set(track.id, track);
}

/**
 * Text search for one source track: the full title with the main artist first; when that gives
 * no verified match, the plain title with every artist, the title with the other credited
 * artists (a duet may be filed under either) and, for a title in another script than its artist
 * or album, the tracks of the album found by its name and the artist (`albumForm`, `albumTracks`),
 * in parallel; and where the target keeps
 * videos apart (YouTube Music), its videos, when the songs still give no verified match. Artists
 * are searched without a YouTube channel suffix ("- Topic"). Every candidate (with `extra` ones,
 * e.g. ISRC hits that failed the sanity check) is scored together. Without `thorough`, only the
 * first form is tried.
 */
export async function searchCandidates(
  adapter: PlatformAdapter,
  source: PlatformTrack,
  extra: readonly PlatformTrack[] = [],
  options: { thorough: boolean } = { thorough: true },
): Promise<SearchResult> {
  const info = trackInfo(source);
  const found = new Map<string, PlatformTrack>();
  union(found, extra);
  const score = (): SearchResult => {
    const candidates = [...found.values()];
    return { match: findBestMatch(info, candidates.map(trackInfo)), candidates };
  };

  const artists = source.artists.map(searchArtist);
  const first: TrackQuery = { ...info, artists: artists.slice(0, 1) };
  union(found, await adapter.searchTracks(first));
  let result = score();
  if (result.match.band === 'verified' || !options.thorough) return result;

  const plain = plainTitle(source.title);
  const byAlbum = albumForm(source, artists[0] ?? '');
  const more: Promise<PlatformTrack[]>[] = [
    ...(plain === null ? [] : [adapter.searchTracks({ title: plain, artists, durationMs: source.durationMs })]),
    ...(artists.length > 1 ? [adapter.searchTracks({ title: source.title, artists: artists.slice(1) })] : []),
    ...(byAlbum === null ? [] : [albumTracks(adapter, byAlbum)]),
  ];
  if (more.length > 0) {
    for (const tracks of await Promise.all(more)) union(found, tracks);
    result = score();
  }
  if (result.match.band !== 'verified' && adapter.searchVideos) {
    union(found, await adapter.searchVideos(first));
    result = score();
  }
  return result;
}

/** The closest candidate and its score, for an omission's report (findBestMatch gives none below review). */
export function closest(source: TrackInfo, candidates: readonly PlatformTrack[]): { best: PlatformTrack; confidence: number } | undefined {
  let top: { best: PlatformTrack; confidence: number } | undefined;
  for (const candidate of candidates) {
    const { score } = scoreCandidate(source, trackInfo(candidate));
    if (top === undefined || score > top.confidence) top = { best: candidate, confidence: score };
  }
  return top;
}
