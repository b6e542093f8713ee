import { randomUUID } from 'node:crypto';
import type { MusicLink, PlatformKey } from '@segue/core';
import type { ErrorCode, PendingTask, PlaylistConversion, TargetPlatform } from '@segue/core/schemas';
import { platformName, toCanonicalUrl } from '@segue/core';
import { AppError } from '../errors/app-error';
import { SegueError } from '../errors/segue-error';
import { RetryTaskError } from '../errors/retry-task-error';
import { TaskInterruptedError } from '../errors/task-interrupted-error';
import { isUuid } from '../shared/params';
import { isPlatformError } from '../platforms/index';
import { toAppError } from '../errors/to-app-error';
import type { PlatformPlaylist } from '../platforms/types';
import type { AppPlatforms, AppPlatformsProvider } from '../app-platforms/app-platforms';
import { trackConversionOutcome, type Observer } from '../metrics/observer';
import { joinChunks, matchChunk } from './match-chunk';
import type { MatchDeps } from '../matching/match-tracks';
import { sourcePlacer } from '../matching/search-match';
import { countPlatformCalls, totalCalls } from '../app-platforms/platform-call-counter';
import { formatLongDuration, platformResult } from './playlist-payload';
import { enrichIsrcs } from '../matching/enrich-isrcs';
import { SOURCE_MAX_AGE_MS } from '../matching/read-source';
import { newShortId } from '../share/short-id';
import type { ShortLinkRepository } from '../share/short-link.repository';
import type { ChunkOutcomes, TaskRecord, TaskRepository } from './task.repository';
import { targetError } from '../matching/target-error';
import { progressWriter } from './progress-writer';
import { STALLED_AFTER_MS, taskView, type TaskView } from './task-view';

/**
 * Hands a chunk of a task to the job queue; the queue runs `run` in whichever process picks it
 * up. `priority` is minus the app's other unfinished tasks: the queue takes higher priorities
 * first, so each app's first task goes before any app's second (round-robin between apps, oldest
 * first within one). `appId` lets the queue cap the workers one app holds.
 */
export type TaskSender = (taskId: string, job: { appId: string; chunk: number; priority: number }) => Promise<void>;

/**
 * A last step before a task completes (the library's "add it to my library"): gets the
 * conversion result and returns the payload to store. Its errors fail or retry the task like a
 * conversion error.
 */
export type TaskFinisher = (task: TaskRecord, result: PlaylistConversion) => Promise<PlaylistConversion>;

export interface PlaylistTaskDeps extends MatchDeps {
  platforms: AppPlatformsProvider;
  tasks: TaskRepository;
  shortLinks: ShortLinkRepository;
  /** `${publicUrl}/s/{id}`: the share page of a short id. */
  shareUrl: (id: string) => string;
  /** The job queue; a process without one (the CLI) refuses to start tasks. */
  send?: TaskSender;
  /** Unfinished (queued or running) tasks an app may have; more are refused with 429. */
  tasksPerApp: number;
  /** Tracks a job works before the task goes back to the queue, so one task cannot hold a worker for long. */
  chunkTracks: number;
  /** Run in order on a conversion's result, as part of the attempt, before the task completes. */
  finishers: readonly TaskFinisher[];
  /** Told how each track of a playlist was matched (the metrics). */
  observer: Observer;
}

/** A task that cannot succeed however often it runs (no integration for a platform): failed at once with its API code. */
class TaskFailed extends SegueError<ErrorCode> {
  constructor(
    readonly platform: TargetPlatform,
    code: ErrorCode,
    message: string,
  ) {
    super(code, message);
  }
}



/** What an app over its task limit is told to wait before it tries again. */
const TASK_LIMIT_RETRY_S = 15;

const RETRYABLE = new Set(['rate_limited', 'unavailable', 'bad_response']);

export type PlaylistTaskService = ReturnType<typeof createPlaylistTaskService>;

export function createPlaylistTaskService(deps: PlaylistTaskDeps) {
  async function readPlaylist(task: TaskRecord, app: AppPlatforms, targets: readonly PlatformKey[], finalAttempt: boolean): Promise<PlatformPlaylist> {
    try {
      const source = await app.adapter(task.sourcePlatform);
      const playlist = await source.getPlaylist(task.sourceId);
      const adapters = await Promise.all(targets.filter((t) => t !== task.sourcePlatform).map((t) => app.adapter(t)));
      // Worth a read per track only where a target takes many ISRCs per request (Apple Music,
      // TIDAL); elsewhere an ISRC lookup costs what a search does.
      if (!adapters.some((a) => (a.capabilities.isrcLookup?.batchSize ?? 0) > 1)) return playlist;
      const freshAfter = new Date(deps.now().getTime() - SOURCE_MAX_AGE_MS);
      return { ...playlist, tracks: await enrichIsrcs(deps.snapshots, source, playlist.tracks, freshAfter) };
    } catch (error) {
      if (isPlatformError(error) && RETRYABLE.has(error.code) && !finalAttempt) throw new RetryTaskError('reading the playlist failed', { cause: error });
      const failure = targetError(error);
      // A target's adapter can fail here too: the platform named is the one that failed.
      throw new TaskFailed(isPlatformError(error) ? error.platform : task.sourcePlatform, failure.error, failure.message);
    }
  }

  /**
   * Works the task's next chunk of tracks (a small playlist is one chunk). Answers the result
   * after the last chunk; before it, stores what the chunk found and answers whether this run
   * moved the task on (a late duplicate of the chunk does not).
   */
  async function convert(task: TaskRecord, finalAttempt: boolean, signal?: AbortSignal): Promise<{ result: PlaylistConversion } | { stored: boolean }> {
    const app = await deps.platforms(task.appId);
    if (!app.has(task.sourcePlatform)) {
      throw new TaskFailed(task.sourcePlatform, 'ENOCREDENTIALS', `the app has no ${platformName(task.sourcePlatform)} integration to read the playlist with`);
    }
    const targets: readonly PlatformKey[] = task.targetPlatform === 'all' ? app.keys : [task.targetPlatform];
    for (const target of targets) {
      if (!app.has(target)) throw new TaskFailed(target, 'ENOCREDENTIALS', `the app has no ${platformName(target)} integration`);
    }

    // Later chunks work on the playlist as the first chunk read it, so the chunks fit together.
    const stored = task.chunk > 0 ? await deps.tasks.storedPlaylist(task.id) : undefined;
    const playlist = stored ?? (await readPlaylist(task, app, targets, finalAttempt));
    const from = stored ? task.tracksDone : 0;
    const to = Math.min(playlist.tracks.length, from + deps.chunkTracks);

    const total = playlist.tracks.length * targets.length;
    const progress = progressWriter((p) => deps.tasks.setProgress(task.id, p), total, from * targets.length);

    const outcomes: ChunkOutcomes = {};
    let failedTracks = 0;
    const chunk = playlist.tracks.slice(from, to);
    // One placer for every target, so an album of the source is read once for all of them.
    const placeSource = sourcePlacer(() => app.adapter(task.sourcePlatform));
    await Promise.all(
      targets.map(async (target) => {
        const found = await matchChunk({ ...deps, placeSource }, chunk, target, () => app.adapter(target), progress.onDone);
        failedTracks += found.filter((o) => o.kind === 'failed').length;
        for (const outcome of found) deps.observer.conversion({ kind: 'playlist_track', outcome: trackConversionOutcome(outcome) });
        outcomes[target] = found;
      }),
    );
    await progress.settled();
    // Lookups refused because the process is stopping are not platform trouble: the chunk is handed back.
    if (failedTracks > 0 && signal?.aborted) throw new TaskInterruptedError();
    // Tracks lost to platform trouble are tried again while attempts remain; the tracks already
    // found are in the mapping table, so the next run costs little.
    if (failedTracks > 0 && !finalAttempt) throw new RetryTaskError(`${failedTracks} track lookups failed`);
    if (to < playlist.tracks.length) {
      const chunkProgress = { total, done: to * targets.length };
      return { stored: await deps.tasks.saveChunk(task.id, task.chunk, { playlist: stored ? undefined : playlist, tracksDone: to, outcomes, progress: chunkProgress }) };
    }
    const chunks = stored ? [...(await deps.tasks.storedChunks(task.id)), outcomes] : [outcomes];
    const platforms: PlaylistConversion['platforms'] = {};
    for (const target of targets) {
      platforms[target] = platformResult(playlist.tracks, joinChunks(playlist.tracks, chunks.map((c) => c[target] ?? [])));
    }

    const links: Partial<Record<PlatformKey, string>> = { [task.sourcePlatform]: playlist.url };
    await deps.shortLinks.updatePage(task.shortId, {
      entity: 'playlist',
      title: playlist.title,
      subtitle: playlist.owner,
      cover: playlist.cover,
      links,
      // The share page's button per converted platform lists these, each row a link to play.
      tracks: Object.fromEntries(
        Object.entries(platforms).map(([target, result]) => [
          target,
          result.tracks.map((track) => ({ title: track.title, artists: track.artists.join(', '), url: track.url, ...(track.preview ? { preview: track.preview } : {}) })),
        ]),
      ),
      // …and its list names the songs not found there.
      missing: Object.fromEntries(
        Object.entries(platforms).map(([target, result]) => [target, result.omitted.map(({ source }) => ({ title: source.title, artists: source.artists.join(', ') }))]),
      ),
    });
    return {
      result: {
        meta: {
          entity: 'playlist',
          title: playlist.title,
          owner: playlist.owner,
          cover: playlist.cover,
          url: playlist.url,
          short_url: task.shortId,
          share_url: deps.shareUrl(task.shortId),
          length: formatLongDuration(playlist.tracks.reduce((sum, t) => sum + Math.max(0, t.durationMs), 0)),
        },
        platforms,
      },
    };
  }

  /** Queues a chunk of a task, ahead of the tasks of apps with more unfinished tasks (see `TaskSender`). */
  async function queue(task: Pick<TaskRecord, 'id' | 'appId'>, chunk: number, othersPending?: number): Promise<void> {
    if (!deps.send) throw new AppError('EINTERNAL', 'playlist conversion is not available: the job queue is not running');
    const ahead = othersPending ?? Math.max(0, (await deps.tasks.countPending(task.appId, STALLED_AFTER_MS)) - 1);
    await deps.send(task.id, { appId: task.appId, chunk, priority: ahead > 0 ? -ahead : 0 });
  }

  return {
    /**
     * Records the task and queues it; the answer is the task, pending.
     * `beforeQueue` records what goes with the task before any worker can pick it up.
     */
    async start(
      appId: string,
      link: MusicLink,
      target: TargetPlatform,
      options: { beforeQueue?: (taskId: string) => Promise<void> } = {},
    ): Promise<PendingTask> {
      if (!deps.send) throw new AppError('EINTERNAL', 'playlist conversion is not available: the job queue is not running');
      const id = randomUUID();
      const url = toCanonicalUrl(link);
      const task = { id, appId, shortId: newShortId(), url, sourcePlatform: link.platform, sourceId: link.id, targetPlatform: target };
      const page = { entity: 'playlist' as const, title: 'Playlist', subtitle: '', cover: '', links: { [link.platform]: url } };
      const { created, pending } = await deps.tasks.createWithinLimit(task, page, { max: deps.tasksPerApp, staleAfterMs: STALLED_AFTER_MS });
      if (!created) {
        throw new AppError(
          'ERATELIMITED',
          `this app has ${pending} playlist tasks in flight, the most it may have at once: poll them at GET /v1/task/{task_id} ` +
            `and start more as they finish, or retry in ${TASK_LIMIT_RETRY_S} s`,
          { headers: { 'Retry-After': String(TASK_LIMIT_RETRY_S) } },
        );
      }
      await options.beforeQueue?.(id);
      await queue(task, 0, pending);
      return { task_id: id, status: 'pending', payload: null };
    },

    /**
     * `GET /v1/task/{task_id}`: only the app's own tasks, by task id. The short id of the share
     * page is public (anyone it was shared with has it), so it never opens the task.
     */
    async get(appId: string, key: string): Promise<TaskView> {
      if (!isUuid(key)) throw new AppError('EBADREQUEST', 'task_id must be a UUID: the task_id the conversion answered with (a short link id is not a task id)');
      const task = await deps.tasks.findForApp(appId, key.toLowerCase());
      if (!task) throw new AppError('ENOTFOUND', `no task ${key} for this app`);
      return taskView(task, deps.now());
    },

    /**
     * Runs one attempt at a chunk of a task (the job handler; `chunk` 0 for a task's first job).
     * Safe to run again after a crash: a finished task or chunk is left alone, and a re-run of a
     * chunk starts it over with the tracks already matched coming from the mapping table. Throws
     * `RetryTaskError` when another attempt should follow; otherwise says how the task ended
     * (`skipped` when it had already ended, `continued` when its next chunk is queued).
     * Once `signal` aborts (a graceful stop), no more platform requests are sent and an attempt
     * that has not finished throws `TaskInterruptedError`, having stored nothing: its chunk is
     * run again (`resumed`) elsewhere, the tracks it found coming from the mapping table.
     */
    async run(
      taskId: string,
      options: { finalAttempt: boolean; chunk?: number; retry?: boolean; resumed?: boolean; signal?: AbortSignal },
    ): Promise<'completed' | 'failed' | 'skipped' | 'continued'> {
      const task = await deps.tasks.get(taskId);
      if (!task || task.status !== 'pending') return 'skipped';
      const chunk = options.chunk ?? 0;
      if (chunk < task.chunk) {
        // A chunk already stored, run again because its process died before its job completed:
        // the next chunk may not have been queued. Queueing it again is a no-op if it was.
        await queue(task, task.chunk);
        return 'continued';
      }
      if (chunk > task.chunk) return 'skipped';
      await deps.tasks.startAttempt(taskId, { counted: (chunk === 0 && options.resumed !== true) || options.retry === true });
      let calls = 0;
      const { signal } = options;
      try {
        const counted = await countPlatformCalls(() => convert(task, options.finalAttempt, signal), signal);
        calls = totalCalls(counted.calls);
        if ('stored' in counted.result) {
          if (!counted.result.stored) return 'skipped';
          await queue(task, chunk + 1);
          return 'continued';
        }
        let result = counted.result.result;
        for (const finish of deps.finishers) result = await finish(task, result);
        await deps.tasks.complete(taskId, result);
        return 'completed';
      } catch (error) {
        // Whatever failed once the stop began may have failed because of it: nothing is decided.
        if (signal?.aborted) throw new TaskInterruptedError(undefined, { cause: error });
        if (error instanceof TaskFailed) {
          await deps.tasks.fail(taskId, { platform: error.platform, error: error.code, message: error.message });
          return 'failed';
        }
        if (error instanceof RetryTaskError && !options.finalAttempt) throw error;
        if (!options.finalAttempt) throw new RetryTaskError('the conversion failed', { cause: error });
        const failure = toAppError(error, { internal: 'the conversion failed because of an internal error' });
        // The platform that failed where one did (a target of `all`, say), else the task's target.
        const platform = isPlatformError(error) ? error.platform : task.targetPlatform;
        await deps.tasks.fail(taskId, { platform, error: failure.code, message: failure.message });
        return 'failed';
      } finally {
        if (calls > 0) await deps.tasks.addRequests(taskId, calls);
      }
    },
  };
}
