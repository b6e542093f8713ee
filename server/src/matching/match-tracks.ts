import type { PlatformKey } from '@segue/core';
import { findBestMatch, normalizeArtists, normalizeTitle, platformName } from '@segue/core';
import { searchArtist } from '../platforms/kit/search-artist';
import { isPlatformError } from '../platforms/index';
import type { PlatformAdapter, PlatformTrack } from '../platforms/types';
import type { IsrcMiss, IsrcMissRepository, NewIsrcMiss } from './isrc-miss.repository';
import type { MappingRepository, NewMapping } from './mapping.repository';
import { mapLimited } from './map-limited';
import type { MissRepository, NewMiss } from './miss.repository';
import { rememberedSearch } from './remembered-search';
import { searchMatch, type PlaceSource, type SearchDecision } from './search-match';
import type { SnapshotRepository } from './snapshot.repository';
import { trackInfo, type TrackOutcome } from './track-outcome';
import { cachedMatch } from './cached-match';

export interface MatchDeps {
  mappings: MappingRepository;
  misses: MissRepository;
  /** ISRCs a target's lookup did not find and what the confirming search found (shared by all apps). */
  isrcMisses: IsrcMissRepository;
  snapshots: SnapshotRepository;
  now: () => Date;
  /** Searches in flight at once per target (the HTTP layer's budget also applies). */
  searchConcurrency: number;
  /**
   * What an ISRC that Apple Music or TIDAL does not know means: `search` looks for the track by
   * text anyway (one query; finds the ~1.5 % of listings filed under another ISRC, at about one
   * request per track absent from the target); `trust` omits it (the batched lookups are then
   * all a playlist costs there, about 0.05 requests per track, for ~2 % less recall). With
   * `search`, what each such search found is remembered per ISRC (`isrcMisses`), so an ISRC is
   * searched once per period, whichever playlist, source platform or app it comes in.
   */
  isrcMiss?: 'search' | 'trust';
  /**
   * A search candidate the matcher leaves in `review` (probably the track, the evidence could not
   * settle it). `return`, for a single track a person looks at: the match, marked `band: "review"`
   * with its lower confidence. `omit` (the default), for playlists: left out as `uncertain_match`
   * with the candidate and its confidence beside it, because a playlist's tracks are added to
   * libraries unread, and there a wrong song costs more than a missing one (on the sandbox's hard
   * catalog most candidates left in review are another recording).
   */
  uncertain?: 'return' | 'omit';
  /** Reads a source track's album position when a review could turn on it (see `SearchOptions.placeSource`). */
  placeSource?: PlaceSource;
}

interface Pending {
  source: PlatformTrack;
  /** ISRC hits that did not pass the sanity check: scored again with the search candidates. */
  extra: PlatformTrack[];
  /** What an earlier search found for the source's ISRC, still in force: judged instead of searching. */
  remembered?: IsrcMiss;
  /** The target's ISRC lookup answered that it has none under the source's ISRC: the search's answer is remembered. */
  absentUnderIsrc?: boolean;
}

function describeFailure(error: unknown, target: PlatformKey): string {
  const why = isPlatformError(error) ? error.code.replace('_', ' ') : 'an unexpected error';
  return `${platformName(target)} failed while looking for this track (${why})`;
}

/**
 * Finds each source track on `target`: the mapping table, then the negative cache, then ISRC
 * lookups batched at the target's batch size (each hit checked by the matcher for duration and
 * title), then text search. A verified match is returned and remembered in the mapping table; a
 * search match the matcher leaves in `review` (its evidence could not settle it) is returned
 * marked or omitted as `uncertain_match` (`deps.uncertain`), and neither remembered nor counted
 * as a miss, so the next lookup decides afresh. Results are in input order; a track listed
 * twice is looked up once. `onDone` counts processed tracks (duplicates included).
 */
export async function matchTracks(
  deps: MatchDeps,
  sources: readonly PlatformTrack[],
  target: PlatformKey,
  adapter: PlatformAdapter,
  onDone?: (count: number) => void,
): Promise<TrackOutcome[]> {
  const byId = new Map<string, PlatformTrack>();
  for (const track of sources) if (!byId.has(track.id)) byId.set(track.id, track);
  const outcomes = new Map<string, TrackOutcome>();
  const copies = new Map<string, number>();
  for (const track of sources) copies.set(track.id, (copies.get(track.id) ?? 0) + 1);
  const settle = (id: string, outcome: TrackOutcome) => {
    outcomes.set(id, outcome);
    onDone?.(copies.get(id) ?? 1);
  };
  const result = () => sources.map((track) => outcomes.get(track.id)!);

  const sourcePlatform = sources[0]?.platform;
  if (sourcePlatform === undefined) return [];
  if (sourcePlatform === target) {
    for (const track of byId.values()) settle(track.id, { kind: 'matched', track, match: { method: 'same', confidence: 1 } });
    return result();
  }

  const ids = [...byId.keys()];
  const now = deps.now();
  const [hits, misses] = await Promise.all([
    deps.mappings.findMany('track', sourcePlatform, ids, target),
    deps.misses.findActive('track', sourcePlatform, ids, target, now),
  ]);
  const pending: Pending[] = [];
  for (const [id, source] of byId) {
    const hit = hits.get(id);
    const miss = misses.get(id);
    if (hit) settle(id, { kind: 'matched', track: hit.target, match: cachedMatch(hit) });
    else if (miss) {
      settle(id, {
        kind: 'omitted',
        // The same code and text as the lookup that missed: a remembered miss reads like a fresh one.
        code: miss.code ?? 'no_match',
        reason: miss.reason,
        ...(miss.best ? { best: miss.best } : {}),
        ...(miss.confidence === null ? {} : { confidence: miss.confidence }),
      });
    } else pending.push({ source, extra: [] });
  }

  const found: NewMapping[] = [];
  const missed: NewMiss<'track'>[] = [];
  const seen: PlatformTrack[] = [];
  const confirm = (source: PlatformTrack, track: PlatformTrack, method: 'isrc' | 'search', confidence: number) => {
    found.push({ source, target: track, method, confidence });
    seen.push(source, track);
    settle(source.id, { kind: 'matched', track, match: { method, confidence } });
  };

  // Where ISRCs go many to a request (Apple Music, TIDAL), searching for every absent track can
  // cost more requests than the whole playlist's lookups: `isrcMiss` chooses (see MatchDeps).
  const trustIsrcMiss = deps.isrcMiss === 'trust' && (adapter.capabilities.isrcLookup?.batchSize ?? 0) > 1;
  // An ISRC the target does not list is searched once per period and the answer remembered for
  // every app (catalog knowledge, per region); an ISRC remembered is neither looked up nor searched.
  const remembers = !trustIsrcMiss && adapter.capabilities.isrcLookup !== null && adapter.capabilities.search;
  const catalog = { platform: target, region: adapter.region };
  const isrcs = pending.flatMap(({ source }) => (source.isrc === undefined ? [] : [source.isrc]));
  const known = remembers ? await deps.isrcMisses.findMany(catalog, isrcs) : new Map<string, IsrcMiss>();
  const inForce = (isrc: string | undefined) => {
    const miss = isrc === undefined ? undefined : known.get(isrc);
    return miss && miss.retryAt > now ? miss : undefined;
  };
  const { hits: byIsrc, asked } = await lookupIsrcs(adapter, pending.filter(({ source }) => inForce(source.isrc) === undefined));
  // A remembered ISRC the lookup finds now (its memory had run out): the platform lists it since.
  await deps.isrcMisses.forget(catalog, [...known.keys()].filter((isrc) => byIsrc.has(isrc)));
  const searching: Pending[] = [];
  for (const item of pending) {
    const { source } = item;
    const remembered = inForce(source.isrc);
    if (remembered) {
      searching.push({ source, extra: [], remembered });
      continue;
    }
    const candidates = source.isrc === undefined ? [] : (byIsrc.get(source.isrc) ?? []);
    const match = candidates.length > 0 ? findBestMatch(trackInfo(source), candidates.map(trackInfo)) : undefined;
    const best = match?.best ? candidates[match.index] : undefined;
    if (match?.band === 'verified' && best) confirm(source, best, 'isrc', match.confidence);
    else if (trustIsrcMiss && source.isrc !== undefined && asked.has(source.isrc) && candidates.length === 0) {
      const reason = `not on ${platformName(target)} under its ISRC ${source.isrc}`;
      missed.push({ source, targetPlatform: target, code: 'not_under_isrc', reason });
      seen.push(source);
      settle(source.id, { kind: 'omitted', code: 'not_under_isrc', reason });
    } else {
      const absentUnderIsrc = remembers && source.isrc !== undefined && asked.has(source.isrc) && candidates.length === 0;
      searching.push({ source, extra: candidates, absentUnderIsrc });
    }
  }

  const learned: NewIsrcMiss[] = [];
  const options = deps.placeSource ? { placeSource: deps.placeSource } : {};
  const decide = async ({ source, extra, remembered, absentUnderIsrc }: Pending): Promise<SearchDecision> => {
    const question = searchQuestion(source);
    if (remembered) {
      const replayed = await searchMatch(rememberedSearch(adapter, remembered.tracks), target, source, [], options);
      if (replayed.found) return replayed;
      // "Not found" answers only the questions that were asked: a source track with this ISRC
      // that reads otherwise (a romanised or translated title, another credit) is searched for.
      // A track found for another source that this one's recording is not: searched for too.
      if (!remembered.found && remembered.asked.includes(question)) return replayed;
    }
    const decision = await searchMatch(adapter, target, source, extra, options);
    if ((absentUnderIsrc || remembered) && source.isrc !== undefined) learned.push(isrcMissOf(source.isrc, question, decision));
    return decision;
  };

  if (searching.length > 0 && adapter.capabilities.search) {
    await mapLimited(searching, deps.searchConcurrency, async (item) => {
      const { source } = item;
      try {
        const decision = await decide(item);
        if (decision.found && decision.band === 'review') {
          // Neither remembered as a pair nor as a miss: the next lookup decides afresh.
          seen.push(source, decision.track);
          if (deps.uncertain === 'return') {
            return settle(source.id, { kind: 'matched', track: decision.track, match: { method: 'search', confidence: decision.confidence, band: 'review' } });
          }
          const reason = `only an uncertain match on ${platformName(target)} (confidence ${decision.confidence.toFixed(2)}): see best_candidate`;
          return settle(source.id, { kind: 'omitted', code: 'uncertain_match', reason, best: decision.track, confidence: decision.confidence });
        }
        if (decision.found) return confirm(source, decision.track, 'search', decision.confidence);
        const { code, reason, best, confidence } = decision;
        const near = { ...(best ? { best } : {}), ...(confidence === undefined ? {} : { confidence }) };
        missed.push({ source, targetPlatform: target, code, reason, ...near });
        seen.push(source);
        settle(source.id, { kind: 'omitted', code, reason, ...near });
      } catch (error) {
        settle(source.id, { kind: 'failed', reason: describeFailure(error, target), error });
      }
    });
  } else {
    for (const { source } of searching) {
      settle(source.id, { kind: 'omitted', code: 'no_search', reason: `${platformName(target)} offers no search and the ISRC found nothing` });
    }
  }

  await deps.snapshots.save('track', seen);
  await deps.mappings.save('track', found);
  await deps.misses.record('track', missed, now);
  await deps.isrcMisses.record(catalog, learned, now);
  return result();
}

/**
 * What a search for `source` asks, as remembered with an ISRC's miss: its title and main artist
 * folded the way the matcher compares them, so "Song - Remastered" by "Artist - Topic" asks the
 * same as "Song (Remastered)" by "Artist", while "Namida no Ato" and "涙の後" ask two things.
 */
export function searchQuestion(source: PlatformTrack): string {
  const artist = source.artists[0] === undefined ? '' : normalizeArtists([searchArtist(source.artists[0])]).sort().join('+');
  return `${normalizeTitle(source.title).key}|${artist}`;
}

/** What one search for an ISRC the target does not list found: the track it confirmed, or the closest candidate. */
function isrcMissOf(isrc: string, asked: string, decision: SearchDecision): NewIsrcMiss {
  if (decision.found) return { isrc, asked, found: true, tracks: [decision.track] };
  return { isrc, asked, found: false, tracks: decision.best ? [decision.best] : [] };
}

/** ISRC → target tracks, batched at the target's batch size; a failed batch only means those tracks are searched. */
async function lookupIsrcs(
  adapter: PlatformAdapter,
  pending: readonly Pending[],
): Promise<{ hits: Map<string, PlatformTrack[]>; asked: Set<string> }> {
  const lookup = adapter.capabilities.isrcLookup;
  const hits = new Map<string, PlatformTrack[]>();
  const asked = new Set<string>();
  if (lookup === null) return { hits, asked };
  const isrcs = [...new Set(pending.flatMap(({ source }) => (source.isrc === undefined ? [] : [source.isrc])))];
  const batches: string[][] = [];
  for (let i = 0; i < isrcs.length; i += lookup.batchSize) batches.push(isrcs.slice(i, i + lookup.batchSize));
  await mapLimited(batches, 4, async (batch) => {
    try {
      for (const [isrc, tracks] of await adapter.lookupIsrcs(batch)) hits.set(isrc, tracks);
      for (const isrc of batch) asked.add(isrc);
    } catch {
      // Searched instead; the search's own failure, if the platform is down, is what gets reported.
    }
  });
  return { hits, asked };
}

