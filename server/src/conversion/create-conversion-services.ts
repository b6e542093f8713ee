import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { PLATFORM_URL_SETTINGS, type PlatformUrls } from '../platforms/registry';
import type { Logger } from '../runtime/logger';
import type { AppPlatformsProvider } from '../app-platforms/app-platforms';
import type { MatchDeps } from '../matching/match-tracks';
import type { ChangeFeed } from '../db/change-feed';
import { createConversionAnswers } from './conversion-answers';
import { createKnownTargetsRepository } from '../matching/known-targets.repository';
import { createConversionService, type ConversionService } from './conversion.service';
import { createLookupService, type LookupService } from './lookup.service';
import { createTextSearchService, type TextSearchService } from './text-search.service';
import { createMappingRepository } from '../matching/mapping.repository';
import { createIsrcMissRepository } from '../matching/isrc-miss.repository';
import { createMissRepository } from '../matching/miss.repository';
import { registerPlaylistJobs, type PlaylistJobOptions, type TaskSettledHook } from '../tasks/playlist-jobs';
import { createPlaylistTaskService, type PlaylistTaskService, type TaskFinisher, type TaskSender } from '../tasks/playlist-task.service';
import { resolveShortLink } from '../links/resolve-short-link';
import type { MusicLink } from '@segue/core';
import { resolveLink, type ShortLinkResolver } from './resolve-link';
import { createShareService, type ShareService } from '../share/share.service';
import { createShortLinkRepository } from '../share/short-link.repository';
import { createSnapshotRepository } from '../matching/snapshot.repository';
import { createTaskRepository } from '../tasks/task.repository';
import { createTaskAnswers, type TaskAnswers } from '../tasks/task-answers';
import { NO_OBSERVER, type Observer } from '../metrics/observer';

export interface ConversionOptions {
  /** Base of short links (`SEGUE_PUBLIC_URL`). */
  publicUrl: string;
  /** Follows short links; the server's own resolver (platform hosts only) by default. */
  resolveShortLink?: ShortLinkResolver;
  /** See `MatchDeps.isrcMiss`; `search` (recall first) by default. */
  isrcMiss?: 'search' | 'trust';
  now?: () => Date;
  /** Queues started tasks; without it starting a task fails (no job queue in this process). */
  sendTask?: TaskSender;
  /** Unfinished playlist tasks per app (`SEGUE_TASKS_PER_APP`); 5 by default. */
  tasksPerApp?: number;
  /** Tracks per job of a playlist task (`SEGUE_TASK_CHUNK_TRACKS`); 100 by default. */
  chunkTracks?: number;
  /** Told how conversions went (the metrics); nothing by default. */
  observer?: Observer;
}

/**
 * What else happens when a playlist task ends, in two phases: `finish` runs inside the attempt
 * on its result before the task completes (its errors fail or retry the task); `settled` runs
 * after every attempt that left the task finished, including a re-run after a crash.
 */
export interface TaskCompletionHooks {
  finish: readonly TaskFinisher[];
  settled: readonly TaskSettledHook[];
}

export interface ConversionServices {
  convert: ConversionService;
  /** `GET /v1/entity/lookup`: a link's entity, read without converting. */
  lookup: LookupService;
  /** `POST /v1/entity/convert` with `query`: a track found from its title and artist. */
  textSearch: TextSearchService;
  tasks: PlaylistTaskService;
  /** `GET /v1/task/{task_id}`'s answers, finished ones stored serialised. */
  taskAnswers: TaskAnswers;
  shares: ShareService;
  /** The matching engine's stores and settings, for features that match tracks too (transfers, syncs). */
  match: MatchDeps;
  /** What a pasted link points at, short links followed (see `resolveLink`). */
  resolveLink(url: string, options?: { ownLibrary?: boolean }): Promise<MusicLink>;
  /** Creates the playlist queue, and works it when `work` is set (server and worker both do). */
  registerJobs(boss: PgBoss, log: Logger, options?: Omit<PlaylistJobOptions, 'settled'>): Promise<void>;
}

/**
 * The conversion API's services, the playlist tasks and the share pages on one database, reaching
 * the platforms through `platforms` (built once by the composition root).
 */
export function createConversionServices(
  pool: pg.Pool,
  changes: ChangeFeed,
  platforms: AppPlatformsProvider,
  options: ConversionOptions,
  hooks: TaskCompletionHooks = { finish: [], settled: [] },
): ConversionServices {
  const shortLinks = createShortLinkRepository(pool);
  // The share page of a short id: the `share_url` of an answer whose `short_url` is the id.
  const shareUrl = (id: string) => `${options.publicUrl}/s/${id}`;
  const match = {
    mappings: createMappingRepository(pool),
    misses: createMissRepository(pool),
    isrcMisses: createIsrcMissRepository(pool),
    snapshots: createSnapshotRepository(pool),
    now: options.now ?? (() => new Date()),
    searchConcurrency: 8,
    isrcMiss: options.isrcMiss ?? 'search',
  };
  const taskRecords = createTaskRepository(pool);
  const tasks = createPlaylistTaskService({
    ...match,
    platforms,
    tasks: taskRecords,
    shortLinks,
    shareUrl,
    send: options.sendTask,
    finishers: hooks.finish,
    tasksPerApp: options.tasksPerApp ?? 5,
    chunkTracks: options.chunkTracks ?? 100,
    observer: options.observer ?? NO_OBSERVER,
  });
  const followShortLink: ShortLinkResolver = options.resolveShortLink ?? ((url) => resolveShortLink(url));
  const convert = createConversionService({
    ...match,
    platforms,
    known: createKnownTargetsRepository(pool),
    answers: createConversionAnswers(changes),
    shortLinks,
    tasks,
    shareUrl,
    resolveShortLink: followShortLink,
    observer: options.observer ?? NO_OBSERVER,
  });
  return {
    convert,
    textSearch: createTextSearchService({ platforms, convert }),
    lookup: createLookupService({ platforms, snapshots: match.snapshots, resolveShortLink: followShortLink, now: match.now }),
    tasks,
    taskAnswers: createTaskAnswers({ tasks: taskRecords, now: match.now, changes }),
    shares: createShareService(shortLinks, shareUrl),
    match,
    resolveLink: (url, linkOptions) => resolveLink(url, followShortLink, linkOptions),
    registerJobs: (boss, log, jobOptions = { work: true }) => registerPlaylistJobs(boss, tasks, log, { ...jobOptions, settled: hooks.settled }),
  };
}

/** The platforms' real URLs, for a process built without configuration (the CLI, tests). */
export function defaultConversionOptions(): ConversionOptions & { platformUrls: PlatformUrls } {
  const platformUrls = {} as Record<string, Record<string, string>>;
  for (const setting of PLATFORM_URL_SETTINGS) (platformUrls[setting.platform] ??= {})[setting.name] = setting.fallback;
  return { platformUrls: platformUrls as unknown as PlatformUrls, publicUrl: 'http://127.0.0.1:8787' };
}
