import { platformName, VERIFIED_THRESHOLD, type PlatformKey } from '@segue/core';
import type { TextSearchRequest } from '@segue/core/schemas';
import { AppError } from '../errors/app-error';
import { translateError } from '../errors/to-app-error';
import type { PlatformAdapter, PlatformTrack, TrackQuery } from '../platforms/types';
import { noCredentials, type AppPlatformsProvider } from '../app-platforms/app-platforms';
import type { ConversionService, EntityConversion } from './conversion.service';
import { countPlatformCalls, totalCalls } from '../app-platforms/platform-call-counter';
import { scoreTextQuery } from './score-text-query';
import { trackView } from '../matching/api-views';

/**
 * Where words are searched when the request names no single target: Spotify first (the widest
 * catalog, field filters in its search, an ISRC on every track for the hops to the others),
 * then the other platforms with ISRCs, YouTube Music (no ISRCs) last.
 */
const SEARCH_ORDER: readonly PlatformKey[] = ['spotify', 'deezer', 'applemusic', 'tidal', 'ytmusic'];

/**
 * The ways a text may be read as title and artist, most specific first: "Title by Artist",
 * "Artist - Title" or "Title - Artist"; then the whole text as free words (every platform's
 * search takes a title without artists as plain words).
 */
export function textQueryForms(text: string): { structured: TrackQuery[]; free: TrackQuery } {
  const free: TrackQuery = { title: text, artists: [] };
  const by = /^(.+)\s+by\s+(.+)$/i.exec(text);
  if (by) return { structured: [{ title: by[1]!, artists: [by[2]!] }], free };
  const dash = /^(.+?)\s+[-–—]\s+(.+)$/.exec(text);
  if (dash) return { structured: [{ title: dash[2]!, artists: [dash[1]!] }, { title: dash[1]!, artists: [dash[2]!] }], free };
  return { structured: [], free };
}

interface Scored {
  track: PlatformTrack;
  confidence: number;
}

function best(query: string, candidates: Map<string, PlatformTrack>): Scored | undefined {
  let top: Scored | undefined;
  // In the platforms' own order: on a tie the one their search ranked first stays.
  for (const track of candidates.values()) {
    const confidence = scoreTextQuery(query, track);
    if (top === undefined || confidence > top.confidence) top = { track, confidence };
  }
  return top;
}

/** The track the words name on one platform, or ENOTFOUND naming the words and the closest candidate. */
async function findByText(adapter: PlatformAdapter, platform: PlatformKey, query: string): Promise<Scored> {
  const name = platformName(platform);
  if (!adapter.capabilities.search) throw new AppError('ENOTSUPPORTED', `${name} offers no search: ask another target_platform`);
  const forms = textQueryForms(query);
  const candidates = new Map<string, PlatformTrack>();
  const gather = async (queries: readonly TrackQuery[]) => {
    for (const found of await Promise.all(queries.map((q) => adapter.searchTracks(q)))) {
      for (const track of found) if (!candidates.has(track.id)) candidates.set(track.id, track);
    }
  };
  let top: Scored | undefined;
  try {
    if (forms.structured.length > 0) {
      await gather(forms.structured);
      top = best(query, candidates);
    }
    if (top === undefined || top.confidence < VERIFIED_THRESHOLD) {
      await gather([forms.free]);
      top = best(query, candidates);
    }
  } catch (error) {
    throw translateError(error) ?? error;
  }
  if (top !== undefined && top.confidence >= VERIFIED_THRESHOLD) return top;
  const hint = 'write the title and the main artist as they are credited, e.g. "Paper Tide Crystal Feather" or "Paper Tide by Crystal Feather"';
  if (top === undefined) throw new AppError('ENOTFOUND', `nothing on ${name} matches "${query}": ${hint}`, { extras: { platform } });
  const closest = `"${top.track.title}" by ${top.track.artists.join(', ')}`;
  throw new AppError(
    'ENOTFOUND',
    `nothing on ${name} confidently matches "${query}": the closest is ${closest} (confidence ${top.confidence.toFixed(2)}, ` +
      `needs ${VERIFIED_THRESHOLD.toFixed(2)}); ${hint}`,
    { extras: { platform, candidate: trackView(top.track, { method: 'search', confidence: top.confidence }) } },
  );
}

/**
 * The text's confidence on every entry: the platform searched answers with the text's own
 * score; the others, found from that track (ISRC, cached pair or search), with the lower of it
 * and their own. Every entry says `search`: words, not a link, started it.
 */
function asSearched(result: EntityConversion, confidence: number): EntityConversion {
  const platforms = Object.fromEntries(
    Object.entries(result.platforms).map(([platform, entry]) => {
      const own = entry.match.method === 'same' ? 1 : entry.match.confidence;
      return [platform, { ...entry, match: { ...entry.match, method: 'search', confidence: Math.min(confidence, own) } }];
    }),
  );
  return { ...result, platforms } as EntityConversion;
}

export interface TextSearchDeps {
  platforms: AppPlatformsProvider;
  convert: Pick<ConversionService, 'convert'>;
}

export type TextSearchService = ReturnType<typeof createTextSearchService>;

/**
 * `POST /v1/entity/convert` with `query`: the words are searched on one platform (the target
 * when one is named, else the first of `SEARCH_ORDER` the app has), every candidate scored by
 * `scoreTextQuery`, and the best one, when sure enough, converted like its link would be.
 */
export function createTextSearchService(deps: TextSearchDeps) {
  return {
    async search(appId: string, request: TextSearchRequest): Promise<{ result: EntityConversion; platformRequests: number }> {
      const app = await deps.platforms(appId);
      const target = request.target_platform ?? 'all';
      let where: PlatformKey | undefined;
      if (target !== 'all') {
        if (!app.has(target)) throw noCredentials(target, `searching ${platformName(target)}`);
        where = target;
      } else {
        where = SEARCH_ORDER.find((platform) => app.has(platform));
        if (where === undefined) throw new AppError('ENOCREDENTIALS', 'searching needs an integration: add one in the dashboard or with `segue integrations set`');
      }
      const searched = where;
      const { result: found, calls } = await countPlatformCalls(async () => findByText(await app.adapter(searched), searched, request.query));
      const converted = await deps.convert.convert(appId, { url: found.track.url, target_platform: target });
      if (converted.kind !== 'entity') throw new Error('a searched track converted as a task');
      return { result: asSearched(converted.result, found.confidence), platformRequests: totalCalls(calls) + converted.platformRequests };
    },
  };
}
