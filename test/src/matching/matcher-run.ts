/**
 * The pure matcher on the sandbox catalog, without a server: for each listing of each recording
 * and each other platform, the candidates a conversion would score there, `findBestMatch` over
 * them, and the answer held against the ground truth. Candidates come the way the server's
 * conversion gathers them (`server/src/matching/search-candidates.ts`): the target's listings
 * under the source's ISRC, then the catalog's text search (the engine the simulators use) for
 * the title as adapters send it with the main artist, or the title alone when that finds
 * nothing (artists without a YouTube "- Topic" suffix); when that is not verified and the target
 * cannot look the ISRC up, also the plain title, the title with the second credited artist and,
 * for a title in another script than its artist or album, the album; and on YouTube Music, whose
 * songs filter leaves videos out, its videos when the songs give no verified match. Each track
 * carries what its platform's answers carry (`CARRIES`). Only a `verified` answer is a claim, as
 * in a conversion; `review` answers are counted apart.
 */
import { findBestMatch, normalizeTitle, PLATFORM_KEYS, type MatchResult, type PlatformKey, type TrackInfo } from '@segue/core';
import { RECORDING_KINDS, searchCatalog, type Catalog, type Listing, type Recording, type RecordingKind } from '@segue/sandbox';
import { searchArtist, searchTitle } from '@segue/server';

/** Results per text query a search adapter keeps (Spotify's dev-mode search returns 10). */
export const SEARCH_LIMIT = 10;

export interface MatcherTally {
  /** Source listings × target platforms. */
  cases: number;
  /** Cases whose recording (or its same audio) is listed on the target. */
  onTarget: number;
  claims: number;
  correct: number;
  wrong: number;
  /** `review` answers (not claims), and how many of them were right. */
  review: number;
  reviewRight: number;
}

export interface MatcherRun {
  total: MatcherTally;
  byKind: Map<RecordingKind, MatcherTally>;
  /** Keyed `source>target`. */
  byPair: Map<string, MatcherTally>;
  /** A few wrong claims and misses per kind, in catalog order: `source "title" — artists → answer`. */
  wrongExamples: Map<RecordingKind, string[]>;
  missExamples: Map<RecordingKind, string[]>;
  /** `review` answers that name another recording: a conversion returns them, marked review. */
  wrongReviewExamples: Map<RecordingKind, string[]>;
}

export interface MatcherRunOptions {
  /** Every `n`th recording of kind `plain` (default 1: all); the hard kinds are always all taken. */
  plainEvery?: number;
  /** The matcher under test (default `findBestMatch`). */
  match?: (source: TrackInfo, candidates: readonly TrackInfo[]) => MatchResult;
  /** Examples kept per kind. */
  examples?: number;
}

const empty = (): MatcherTally => ({ cases: 0, onTarget: 0, claims: 0, correct: 0, wrong: 0, review: 0, reviewRight: 0 });

/**
 * What a platform's answers carry beyond title, artists, album, length, ISRC and explicit flag,
 * as its adapter maps them (`server/src/platforms/<platform>/mappers.ts`, proven on the recorded
 * responses by the contract tests): `read` for a track read from a playlist (the source), `search`
 * for a candidate. Spotify's and Apple Music's tracks carry the track and disc number and the
 * release date everywhere; Deezer's search and playlist rows carry neither, but the server reads
 * a candidate it keeps in full (`/track/{id}`: `track_position`, `disk_number`, `release_date`);
 * TIDAL's track resources and YouTube Music's rows carry neither; YouTube Music says whether a
 * row is a song or a video (`musicVideoType`).
 */
const CARRIES: Record<PlatformKey, { read: boolean; search: boolean }> = {
  spotify: { read: true, search: true },
  applemusic: { read: true, search: true },
  deezer: { read: false, search: true },
  tidal: { read: false, search: false },
  ytmusic: { read: false, search: false },
};

export function trackInfo(catalog: Catalog, recording: Recording, platform: PlatformKey, role: 'read' | 'search' = 'search'): TrackInfo {
  const listing = recording.platforms[platform]!;
  const album = listing.albumId ? catalog.index.albumByPlatformId(platform, listing.albumId) : undefined;
  const albumTitle = album?.platforms[platform]?.title;
  const release = CARRIES[platform][role] && album ? { releaseDate: album.releaseDate, trackNumber: listing.trackNumber, discNumber: listing.discNumber } : {};
  // Deezer's rows (playlist, search, album) name the main artist alone, no `contributors`.
  const credits = platform === 'deezer' && listing.artists.length > 1 ? { artists: listing.artists.slice(0, 1), mainArtistOnly: true } : { artists: listing.artists };
  return {
    title: listing.title,
    ...credits,
    ...(albumTitle === undefined ? {} : { album: albumTitle }),
    durationMs: listing.durationMs,
    ...(listing.isrc === undefined ? {} : { isrc: listing.isrc }),
    explicit: listing.explicit,
    ...release,
    ...(platform === 'ytmusic' ? { isVideo: listing.videoType !== undefined } : {}),
  };
}

/** One text search as an adapter runs it: the title and an artist, else the title alone; songs, or YouTube Music's videos (one query). */
function search(catalog: Catalog, target: PlatformKey, title: string, artist: string | undefined, into: Map<string, Recording>, videos = false): void {
  const bare = searchTitle(title);
  const queries = [`${bare} ${artist === undefined ? '' : searchArtist(artist)}`.trim(), ...(videos ? [] : [bare])];
  for (const query of queries) {
    const hits = searchCatalog(catalog, target, query)
      .filter((r) => (r.platforms[target]!.videoType !== undefined) === videos)
      .slice(0, SEARCH_LIMIT);
    for (const r of hits) if (!into.has(r.id)) into.set(r.id, r);
    if (hits.length > 0) return;
  }
}

const NON_LATIN_RE = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/** The server's album form (`search-candidates.ts`): a title in another script than its artist or album is searched by the album. */
function albumForm(catalog: Catalog, listing: Listing, source: PlatformKey): string | undefined {
  const album = listing.albumId ? catalog.index.albumByPlatformId(source, listing.albumId)?.platforms[source]?.title : undefined;
  if (!album || album === listing.title) return undefined;
  const latinTitle = !NON_LATIN_RE.test(listing.title);
  return [searchArtist(listing.artists[0] ?? ''), album].some((text) => !NON_LATIN_RE.test(text) !== latinTitle) ? album : undefined;
}

/**
 * What a conversion from `source` would score on `target`, in the order it would meet them:
 * `first` the ISRC hits and the first query; `more` the further query forms as well (the plain
 * title, the second artist, the album for a title in another script); `videos` YouTube Music's
 * videos on top, which the server searches when the songs give no verified match.
 */
export function candidatesFor(catalog: Catalog, recording: Recording, source: PlatformKey, target: PlatformKey, forms: 'first' | 'more' | 'videos' = 'first'): Recording[] {
  const listing = recording.platforms[source]!;
  const found = new Map<string, Recording>();
  if (listing.isrc) for (const r of catalog.index.recordingsByIsrc(target, listing.isrc)) found.set(r.id, r);
  search(catalog, target, listing.title, listing.artists[0], found);
  if (forms !== 'first') {
    const plain = normalizeTitle(listing.title).baseKey;
    if (plain !== '' && plain !== listing.title.toLowerCase()) search(catalog, target, plain, listing.artists[0], found);
    if (listing.artists.length > 1) search(catalog, target, listing.title, listing.artists[1], found);
    const album = albumForm(catalog, listing, source);
    if (album !== undefined) search(catalog, target, album, listing.artists[0], found);
  }
  if (forms === 'videos' && target === 'ytmusic') search(catalog, target, listing.title, listing.artists[0], found, true);
  return [...found.values()];
}

/** Whether the server tries every query form: when the target could not be asked for the ISRC. */
function thorough(catalog: Catalog, recording: Recording, source: PlatformKey, target: PlatformKey): boolean {
  return recording.platforms[source]!.isrc === undefined || target === 'ytmusic';
}

function describe(catalog: Catalog, r: Recording, p: PlatformKey): string {
  const l = r.platforms[p]!;
  return `${p} "${l.title}" — ${l.artists.join(', ')} (${Math.round(l.durationMs / 1000)} s${l.isrc ? `, ${l.isrc}` : ''}${l.videoType ? `, ${l.videoType}` : ''})`;
}

export function runMatcher(catalog: Catalog, options: MatcherRunOptions = {}): MatcherRun {
  const { plainEvery = 1, match = findBestMatch, examples = 3 } = options;
  const run: MatcherRun = { total: empty(), byKind: new Map(RECORDING_KINDS.map((k) => [k, empty()])), byPair: new Map(), wrongExamples: new Map(), missExamples: new Map(), wrongReviewExamples: new Map() };
  const note = (list: Map<RecordingKind, string[]>, kind: RecordingKind, line: () => string) => {
    const lines = list.get(kind) ?? [];
    if (lines.length < examples) lines.push(line());
    list.set(kind, lines);
  };
  let plainSeen = 0;
  for (const recording of catalog.recordings) {
    if (recording.kind === 'plain' && plainSeen++ % plainEvery !== 0) continue;
    for (const source of PLATFORM_KEYS) {
      if (!recording.platforms[source]) continue;
      const info = trackInfo(catalog, recording, source, 'read');
      for (const target of PLATFORM_KEYS) {
        if (target === source) continue;
        const pair = `${source}>${target}`;
        const tallies = [run.total, run.byKind.get(recording.kind)!, run.byPair.get(pair) ?? run.byPair.set(pair, empty()).get(pair)!];
        const expected = catalog.index.expectedListing(recording, target);
        const score = (list: Recording[]) => (list.length === 0 ? undefined : match(info, list.map((c) => trackInfo(catalog, c, target))));
        let candidates = candidatesFor(catalog, recording, source, target);
        let result = score(candidates);
        if (result?.band !== 'verified' && thorough(catalog, recording, source, target)) {
          candidates = candidatesFor(catalog, recording, source, target, 'more');
          result = score(candidates);
          if (result?.band !== 'verified' && target === 'ytmusic') {
            candidates = candidatesFor(catalog, recording, source, target, 'videos');
            result = score(candidates);
          }
        }
        const answer = result && result.index >= 0 ? candidates[result.index] : undefined;
        const right = answer !== undefined && catalog.index.sameMusic(answer, recording);
        for (const t of tallies) {
          t.cases++;
          if (expected) t.onTarget++;
          if (result?.band === 'verified') {
            t.claims++;
            if (right) t.correct++;
            else t.wrong++;
          } else if (result?.band === 'review') {
            t.review++;
            if (right) t.reviewRight++;
          }
        }
        if (result?.band === 'review' && !right && answer) {
          note(run.wrongReviewExamples, recording.kind, () => `${describe(catalog, recording, source)} → ${describe(catalog, answer, target)} [${result.confidence.toFixed(2)}: ${result.reasons.slice(0, 4).join('; ')}]`);
        }
        if (result?.band === 'verified' && !right && answer) {
          note(run.wrongExamples, recording.kind, () => `${describe(catalog, recording, source)} → ${describe(catalog, answer, target)} [${result.confidence.toFixed(2)}]`);
        } else if (expected && !right) {
          const why = result ? `${result.band} ${result.confidence.toFixed(2)}: ${result.reasons.slice(0, 3).join('; ')}` : 'no candidates';
          note(run.missExamples, recording.kind, () => `${describe(catalog, recording, source)} → wanted ${describe(catalog, expected.recording, target)} (${why})`);
        }
      }
    }
  }
  return run;
}

export const precision = (t: MatcherTally): number => (t.claims === 0 ? 1 : t.correct / t.claims);
export const recall = (t: MatcherTally): number => (t.onTarget === 0 ? 1 : t.correct / t.onTarget);
