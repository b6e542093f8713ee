import { platformName, type MusicLink, type PlatformKey } from '@segue/core';
import type { ConversionRequest, ConversionResult, Match, PendingTask } from '@segue/core/schemas';
import { AppError } from '../errors/app-error';
import type { PlatformAlbum, PlatformArtist, PlatformTrack } from '../platforms/types';
import { albumView, artistView, trackView } from '../matching/api-views';
import { noCredentials, type AppPlatforms, type AppPlatformsProvider } from '../app-platforms/app-platforms';
import { findAlbum } from '../matching/find-album';
import { findArtist } from '../matching/find-artist';
import { matchEntity } from '../matching/match-entity';
import { matchTracks, type MatchDeps } from '../matching/match-tracks';
import { sourcePlacer } from '../matching/search-match';
import { countPlatformCalls, totalCalls } from '../app-platforms/platform-call-counter';
import type { EntityKind } from '../matching/entity-kind';
import { loadKnownTargets, type KnownTargets } from '../matching/known-targets';
import type { KnownTargetsRepository } from '../matching/known-targets.repository';
import { answerKey, type ConversionAnswers } from './conversion-answers';
import { appChangeKey } from '../db/change-feed';
import { dataEnvelope, prepareJson, type PreparedJson } from '../http/prepared-json';
import { readSource } from '../matching/read-source';
import { resolveLink, type ShortLinkResolver } from './resolve-link';
import { newShortId } from '../share/short-id';
import type { SharePage, ShortLinkRepository } from '../share/short-link.repository';
import { targetError, type TargetError } from '../matching/target-error';
import type { PlaylistTaskService } from '../tasks/playlist-task.service';
import { missMessage, noMatchError, type Miss } from './no-match';
import { matchOutcome, type Observer } from '../metrics/observer';

/** A track, album or artist result, plus the targets that have none and why (Segue's addition to the payload). */
export type EntityConversion = ConversionResult & { errors?: Partial<Record<PlatformKey, TargetError>> };

/** An immediate answer: `body` is the whole response body (the envelope around `result`), ready to send. */
export interface EntityOutcome {
  kind: 'entity';
  body: PreparedJson;
  readonly result: EntityConversion;
  platformRequests: number;
}

export type ConversionOutcome = EntityOutcome | { kind: 'task'; task: PendingTask };

export interface ConversionServiceDeps extends MatchDeps {
  platforms: AppPlatformsProvider;
  known: KnownTargetsRepository;
  answers: ConversionAnswers;
  shortLinks: ShortLinkRepository;
  resolveShortLink: ShortLinkResolver;
  tasks: PlaylistTaskService;
  /** `${publicUrl}/s/{id}`: the share page of a short id. */
  shareUrl: (id: string) => string;
  /** Told how each target was answered (the metrics). */
  observer: Observer;
}

type Converted = { url: string; view: unknown };

export type ConversionService = ReturnType<typeof createConversionService>;

export function createConversionService(deps: ConversionServiceDeps) {
  /** The targets of an immediate conversion: every integration for `all`, else the one asked for. */
  const targetsOf = (app: AppPlatforms, target: ConversionRequest['target_platform']): readonly PlatformKey[] => {
    if (target === undefined || target === 'all') return app.keys;
    if (!app.has(target)) throw noCredentials(target, `converting to ${platformName(target)}`);
    return [target];
  };

  /** Runs each target on its own: one failing (platform down, no match) leaves the others. */
  async function perTarget(kind: EntityKind, targets: readonly PlatformKey[], convertOne: (target: PlatformKey) => Promise<{ match: Match; url: string; view: unknown } | Miss>) {
    const platforms: Partial<Record<PlatformKey, unknown>> = {};
    const links: Partial<Record<PlatformKey, string>> = {};
    const errors: Partial<Record<PlatformKey, TargetError>> = {};
    const misses: Partial<Record<PlatformKey, Miss>> = {};
    await Promise.all(
      targets.map(async (target) => {
        try {
          const outcome = await convertOne(target);
          if ('url' in outcome) {
            platforms[target] = outcome.view;
            links[target] = outcome.url;
            deps.observer.conversion({ kind, outcome: matchOutcome(outcome.match) });
          } else {
            misses[target] = outcome;
            errors[target] = { error: 'ENOTFOUND', message: missMessage(target, outcome) };
            deps.observer.conversion({ kind, outcome: 'not_found' });
          }
        } catch (error) {
          errors[target] = targetError(error);
          deps.observer.conversion({ kind, outcome: 'error' });
        }
      }),
    );
    // Keys in the order the targets were asked for, whatever finished first.
    const ordered = Object.fromEntries(targets.filter((t) => t in platforms).map((t) => [t, platforms[t]]));
    return { platforms: ordered, links, errors, misses };
  }

  async function convertEntity(
    app: AppPlatforms,
    link: MusicLink,
    request: ConversionRequest,
    cache: KnownTargets<EntityKind>,
    now: Date,
  ): Promise<{ result: EntityConversion; fromCaches: boolean }> {
    if (link.type === 'playlist') throw new Error('playlists convert as tasks');
    if (!app.has(link.platform)) throw noCredentials(link.platform, `reading a ${platformName(link.platform)} link`);
    const targets = targetsOf(app, request.target_platform);
    const sourceAdapter = () => app.adapter(link.platform);
    // Whether the answer comes from the caches alone (source and every target), and so may be kept.
    let fromCaches = cache.source !== undefined;
    const cachedAnswer = <T>(answer: T): T => {
      if (answer === undefined) fromCaches = false;
      return answer;
    };

    let page: Omit<SharePage, 'links'>;
    let converted: Awaited<ReturnType<typeof perTarget>>;
    let entity: EntityConversion['entity'];
    if (link.type === 'track') {
      // The cache was read for this link's own kind.
      const known = cache as KnownTargets<'track'>;
      const source = known.source ?? (await readSource(deps.snapshots, 'track', link, sourceAdapter, now));
      entity = 'track';
      page = { entity, title: source.title, subtitle: source.artists.join(', '), cover: source.cover };
      converted = await perTarget(link.type, targets, async (target) => {
        const cached = cachedAnswer(known.answer(target));
        if (cached) return 'entity' in cached ? viewOf(cached.entity, cached.match, trackView) : cached;
        // One track, read by a person: an uncertain candidate is shown, marked review.
        const [outcome] = await matchTracks({ ...deps, uncertain: 'return', placeSource: sourcePlacer(sourceAdapter) }, [source], target, await app.adapter(target));
        if (outcome?.kind === 'matched') return { match: outcome.match, url: outcome.track.url, view: trackView(outcome.track, outcome.match) };
        if (outcome?.kind === 'failed') throw outcome.error;
        return {
          reason: outcome?.reason ?? 'not found',
          ...(outcome?.confidence === undefined ? {} : { confidence: outcome.confidence }),
          ...(outcome?.best === undefined ? {} : { candidate: trackView(outcome.best, { method: 'search', confidence: outcome.confidence ?? 0 }) }),
        };
      });
    } else if (link.type === 'album') {
      // The cache was read for this link's own kind.
      const known = cache as KnownTargets<'album'>;
      const source = known.source ?? (await readSource(deps.snapshots, 'album', link, sourceAdapter, now));
      entity = 'album';
      page = { entity, title: source.title, subtitle: source.artists.join(', '), cover: source.cover };
      // A snapshot stored as another album's match has no track ISRCs: read once, and only for a target not cached.
      let read: Promise<PlatformAlbum> | undefined;
      const withIsrcs = () => (source.isrcs !== undefined ? source : (read ??= readSource(deps.snapshots, 'album', link, sourceAdapter, now)));
      converted = await perTarget(link.type, targets, async (target) => {
        const cached = cachedAnswer(known.answer(target));
        if (cached) return 'entity' in cached ? viewOf(cached.entity, cached.match, albumView) : cached;
        const outcome = await matchEntity<'album'>(deps, 'album', await withIsrcs(), target, () => app.adapter(target), findAlbum);
        return outcome.kind === 'matched' ? viewOf(outcome.entity, outcome.match, albumView) : outcome;
      });
    } else {
      // The cache was read for this link's own kind.
      const known = cache as KnownTargets<'artist'>;
      const source = known.source ?? (await readSource(deps.snapshots, 'artist', link, sourceAdapter, now));
      entity = 'artist';
      page = { entity, title: source.name, subtitle: '', cover: source.image };
      converted = await perTarget(link.type, targets, async (target) => {
        const cached = cachedAnswer(known.answer(target));
        if (cached) return 'entity' in cached ? viewOf(cached.entity, cached.match, artistView) : cached;
        const outcome = await matchEntity<'artist'>(deps, 'artist', source, target, () => app.adapter(target), findArtist);
        return outcome.kind === 'matched' ? viewOf(outcome.entity, outcome.match, artistView) : outcome;
      });
    }
    // One target asked for and no match there: the answer is that miss, not an empty success
    // (with every target, or `all`, the misses stay under `errors` beside what was found).
    const only = request.target_platform === undefined || request.target_platform === 'all' ? undefined : request.target_platform;
    const miss = only === undefined ? undefined : converted.misses[only];
    if (only !== undefined && miss !== undefined) throw noMatchError(entity, only, miss);
    // A page that already lists every link found is left as it is: a cached conversion writes nothing.
    const current = cache.shortLink;
    const unchanged =
      current !== undefined &&
      current.page.title === page.title &&
      Object.entries(converted.links).every(([platform, url]) => current.page.links[platform as PlatformKey] === url);
    const shortId = unchanged ? current.id : await deps.shortLinks.upsertEntity(newShortId(), link, { ...page, links: converted.links });
    const result = { entity, platforms: converted.platforms, short_url: shortId, share_url: deps.shareUrl(shortId) } as EntityConversion;
    if (Object.keys(converted.errors).length > 0) result.errors = converted.errors;
    return { result, fromCaches };
  }

  return {
    /**
     * `POST /v1/entity/convert`: a track, album or artist is answered at once; a playlist starts a
     * task. Reading the source needs the app's integration on the source platform.
     */
    async convert(appId: string, request: ConversionRequest): Promise<ConversionOutcome> {
      const link = await resolveLink(request.url, deps.resolveShortLink);
      if (link.type === 'playlist') {
        if (request.target_platform === undefined) {
          throw new AppError('EBADREQUEST', 'target_platform is required for a playlist: a platform key, or "all"');
        }
        return { kind: 'task', task: await deps.tasks.start(appId, link, request.target_platform) };
      }
      const now = deps.now();
      const key = answerKey(appId, link, request.target_platform);
      const kept = deps.answers.get(key, now);
      if (kept !== undefined) {
        deps.observer.conversion({ kind: link.type, outcome: 'cache' });
        return entityOutcome(kept, 0);
      }
      const mark = deps.answers.mark();
      // The app's integrations (kept in memory) and everything the caches know, in one round trip.
      const [app, known] = await Promise.all([deps.platforms(appId), loadKnownTargets(deps.known, link.type, link, now)]);
      const { result: converted, calls } = await countPlatformCalls(() => convertEntity(app, link, request, known, now));
      // Serialised once: `POST /v1/entity/convert` answers `{data: {payload}, message, status}`.
      const body = prepareJson(dataEnvelope(`{"payload":${JSON.stringify(converted.result)}}`));
      const platformRequests = totalCalls(calls);
      // An answer the caches gave whole is kept, ready to send, until one of its parts changes.
      if (converted.fromCaches && platformRequests === 0) {
        deps.answers.set(key, { body, validUntil: known.validUntil }, [appChangeKey(appId), ...known.readFrom], mark);
      }
      return entityOutcome(body, platformRequests, converted.result);
    },
  };
}

function entityOutcome(body: PreparedJson, platformRequests: number, result?: EntityConversion): EntityOutcome {
  let parsed = result;
  return {
    kind: 'entity',
    body,
    platformRequests,
    // Read back only by callers that look inside (tests, the library's convert-and-add).
    get result() {
      return (parsed ??= (JSON.parse(body.body.toString('utf8')) as { data: { payload: EntityConversion } }).data.payload);
    },
  };
}

function viewOf<E extends PlatformTrack | PlatformAlbum | PlatformArtist>(entity: E, match: Match, view: (e: E, m: Match) => unknown): Converted & { match: Match } {
  return { url: entity.url, view: view(entity, match), match };
}
