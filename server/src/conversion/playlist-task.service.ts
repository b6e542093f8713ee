import { randomUUID } from 'node:crypto';
import type { MusicLink, PlatformKey } from '@segue/core';
import type { ErrorCode, FailedTaskResponse, PendingTask, PlaylistConversion, TargetPlatform, Task } from '@segue/core/schemas';
import { platformName, toCanonicalUrl } from '@segue/core';
import { AppError } from '../errors/app-error';
import { SegueError } from '../errors/segue-error';
import { isUuid } from '../shared/params';
import { isPlatformError } from '../platforms/index';
import { toAppError } from '../errors/to-app-error';
import type { PlatformPlaylist } from '../platforms/types';
import type { AppPlatformsProvider } from './app-platforms';
import { matchTracks, type MatchDeps } from './match-tracks';
import { countPlatformCalls, totalCalls } from './platform-call-counter';
import { formatLongDuration, platformResult } from './playlist-payload';
import { enrichIsrcs } from './enrich-isrcs';
import { SOURCE_MAX_AGE_MS } from './read-source';
import { newShortId, SHORT_ID_PATTERN } from './short-id';
import type { ShortLinkRepository } from './short-link.repository';
import type { TaskRecord, TaskRepository } from './task.repository';
import { targetError } from './target-error';
import type { TrackOutcome } from './track-outcome';

/** Hands a task to the job queue; the queue runs `run` in whichever process picks it up. */
export type TaskSender = (taskId: string) => Promise<void>;

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
  shortUrl: (id: string) => string;
  /** The job queue; a process without one (the CLI) refuses to start tasks. */
  send?: TaskSender;
  /** Run in order on a conversion's result, as part of the attempt, before the task completes. */
  finishers: readonly TaskFinisher[];
}

/** Thrown to have the job queue run the task again (platform trouble that may pass). */
export class RetryTaskError extends SegueError<'retry_task'> {
  constructor(message: string, options?: { cause?: unknown }) {
    super('retry_task', message, options);
    this.name = 'RetryTaskError';
  }
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

/** A task as the API shows it, with the platform requests its attempts made so far. */
export type TaskView = ({ kind: 'task'; task: Task } | { kind: 'failed'; body: FailedTaskResponse }) & { platformRequests: number };

/**
 * A pending task untouched this long is reported failed. Attempts write progress every 2 % and
 * wait at most 2 minutes between them; two hours of silence means no attempt is left (or the
 * queue is so far behind that starting over is no worse).
 */
const STALLED_AFTER_MS = 2 * 3_600_000;

const RETRYABLE = new Set(['rate_limited', 'unavailable', 'bad_response']);

export type PlaylistTaskService = ReturnType<typeof createPlaylistTaskService>;

export function createPlaylistTaskService(deps: PlaylistTaskDeps) {
  function view(task: TaskRecord): TaskView {
    return { ...shape(task), platformRequests: task.platformRequests };
  }

  function shape(task: TaskRecord): { kind: 'task'; task: Task } | { kind: 'failed'; body: FailedTaskResponse } {
    if (task.status === 'failed' && task.error) {
      return {
        kind: 'failed',
        body: {
          message: 'The playlist conversion failed',
          status: 200,
          error: { task_id: task.id, status: 'failed', payload: { ...task.error, status: 'failed' } },
        },
      };
    }
    if (task.status === 'completed' && task.payload) return { kind: 'task', task: { task_id: task.id, status: 'completed', payload: task.payload } };
    if (deps.now().getTime() - task.updatedAt.getTime() > STALLED_AFTER_MS) {
      // Its last attempt ended with its process (no job is left to finish it): the caller is told
      // to start over rather than poll forever. A late attempt can still complete it.
      return shape({
        ...task,
        status: 'failed',
        error: { platform: task.targetPlatform, error: 'EINTERNAL', message: 'the conversion stopped without finishing; send the request again' },
      });
    }
    return { kind: 'task', task: { task_id: task.id, status: 'pending', payload: null, progress: task.progress } };
  }

  async function convert(task: TaskRecord, finalAttempt: boolean): Promise<PlaylistConversion> {
    const app = await deps.platforms(task.appId);
    if (!app.has(task.sourcePlatform)) {
      throw new TaskFailed(task.sourcePlatform, 'ENOCREDENTIALS', `the app has no ${platformName(task.sourcePlatform)} integration to read the playlist with`);
    }
    const targets: readonly PlatformKey[] = task.targetPlatform === 'all' ? app.keys : [task.targetPlatform];
    for (const target of targets) {
      if (!app.has(target)) throw new TaskFailed(target, 'ENOCREDENTIALS', `the app has no ${platformName(target)} integration`);
    }

    let playlist: PlatformPlaylist;
    try {
      const source = await app.adapter(task.sourcePlatform);
      playlist = await source.getPlaylist(task.sourceId);
      const adapters = await Promise.all(targets.filter((t) => t !== task.sourcePlatform).map((t) => app.adapter(t)));
      // Worth a read per track only where a target takes many ISRCs per request (Apple Music,
      // TIDAL); elsewhere an ISRC lookup costs what a search does.
      if (adapters.some((a) => (a.capabilities.isrcLookup?.batchSize ?? 0) > 1)) {
        const freshAfter = new Date(deps.now().getTime() - SOURCE_MAX_AGE_MS);
        playlist = { ...playlist, tracks: await enrichIsrcs(deps.snapshots, source, playlist.tracks, freshAfter) };
      }
    } catch (error) {
      if (isPlatformError(error) && RETRYABLE.has(error.code) && !finalAttempt) throw new RetryTaskError('reading the playlist failed', { cause: error });
      const failure = targetError(error);
      throw new TaskFailed(task.sourcePlatform, failure.error, failure.message);
    }

    const total = playlist.tracks.length * targets.length;
    let done = 0;
    let written = 0;
    // Progress is advisory: a write lost to a database restart must neither fail the attempt nor,
    // while matching is still under way, become an unhandled rejection that ends the process.
    const saveProgress = (progress: { total: number; done: number }) => deps.tasks.setProgress(task.id, progress).catch(() => undefined);
    let writing = saveProgress({ total, done: 0 });
    const step = Math.max(1, Math.floor(total / 50));
    const onDone = (count: number) => {
      done += count;
      if (done - written >= step) {
        written = done;
        const progress = { total, done };
        writing = writing.then(() => saveProgress(progress));
      }
    };

    const platforms: PlaylistConversion['platforms'] = {};
    let failedTracks = 0;
    await Promise.all(
      targets.map(async (target) => {
        let outcomes: TrackOutcome[];
        try {
          outcomes = await matchTracks(deps, playlist.tracks, target, await app.adapter(target), onDone);
        } catch (error) {
          const { message } = targetError(error);
          outcomes = playlist.tracks.map(() => ({ kind: 'failed', reason: message, error }));
        }
        failedTracks += outcomes.filter((o) => o.kind === 'failed').length;
        platforms[target] = platformResult(playlist.tracks, outcomes);
      }),
    );
    await writing;
    // Tracks lost to platform trouble are tried again while attempts remain; the tracks already
    // found are in the mapping table, so the next run costs little.
    if (failedTracks > 0 && !finalAttempt) throw new RetryTaskError(`${failedTracks} track lookups failed`);

    const shortUrl = deps.shortUrl(task.shortId);
    const links: Partial<Record<PlatformKey, string>> = { [task.sourcePlatform]: playlist.url };
    await deps.shortLinks.updatePage(task.shortId, {
      entity: 'playlist',
      title: playlist.title,
      subtitle: playlist.owner,
      cover: playlist.cover,
      links,
    });
    return {
      meta: {
        entity: 'playlist',
        title: playlist.title,
        owner: playlist.owner,
        cover: playlist.cover,
        url: playlist.url,
        short_url: shortUrl,
        length: formatLongDuration(playlist.tracks.reduce((sum, t) => sum + Math.max(0, t.durationMs), 0)),
      },
      platforms: Object.fromEntries(targets.filter((t) => platforms[t]).map((t) => [t, platforms[t]])),
    };
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
      const send = deps.send;
      if (!send) throw new AppError('EINTERNAL', 'playlist conversion is not available: the job queue is not running');
      const id = randomUUID();
      const shortId = newShortId();
      const url = toCanonicalUrl(link);
      await deps.shortLinks.insertPlaylist(shortId, link, { entity: 'playlist', title: 'Playlist', subtitle: '', cover: '', links: { [link.platform]: url } });
      await deps.tasks.create({ id, appId, shortId, url, sourcePlatform: link.platform, sourceId: link.id, targetPlatform: target });
      await options.beforeQueue?.(id);
      await send(id);
      return { task_id: id, status: 'pending', payload: null };
    },

    /** `GET /v1/task/{task_id}`: by id or short id, only the app's own tasks. */
    async get(appId: string, key: string): Promise<TaskView> {
      const lookup = isUuid(key) ? { id: key.toLowerCase() } : SHORT_ID_PATTERN.test(key) ? { shortId: key } : undefined;
      if (!lookup) throw new AppError('EBADREQUEST', 'task_id must be a UUID, or the 8-character short id of the task');
      const task = await deps.tasks.findForApp(appId, lookup);
      if (!task) throw new AppError('ENOTFOUND', `no task ${key} for this app`);
      return view(task);
    },

    /**
     * Runs one attempt of a task (the job handler). Safe to run again after a crash: a finished
     * task is left alone, and a re-run starts over with the tracks already matched coming from
     * the mapping table. Throws `RetryTaskError` when another attempt should follow; otherwise
     * says how the task ended (`skipped` when it had already ended).
     */
    async run(taskId: string, options: { finalAttempt: boolean }): Promise<'completed' | 'failed' | 'skipped'> {
      const task = await deps.tasks.get(taskId);
      if (!task || task.status !== 'pending') return 'skipped';
      await deps.tasks.startAttempt(taskId);
      let calls = 0;
      try {
        const counted = await countPlatformCalls(() => convert(task, options.finalAttempt));
        calls = totalCalls(counted.calls);
        let result = counted.result;
        for (const finish of deps.finishers) result = await finish(task, result);
        await deps.tasks.complete(taskId, result);
        return 'completed';
      } catch (error) {
        if (error instanceof TaskFailed) {
          await deps.tasks.fail(taskId, { platform: error.platform, error: error.code, message: error.message });
          return 'failed';
        }
        if (error instanceof RetryTaskError && !options.finalAttempt) throw error;
        if (!options.finalAttempt) throw new RetryTaskError('the conversion failed', { cause: error });
        const failure = toAppError(error, { internal: 'the conversion failed because of an internal error' });
        await deps.tasks.fail(taskId, { platform: task.targetPlatform, error: failure.code, message: failure.message });
        return 'failed';
      } finally {
        if (calls > 0) await deps.tasks.addRequests(taskId, calls);
      }
    },
  };
}
