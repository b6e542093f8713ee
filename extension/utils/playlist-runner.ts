import type { SegueClient } from '@segue/client';
import type { PlatformKey } from '@segue/core';
import { parseMusicUrl, platformName } from '@segue/core';
import type { PlaylistConversion, Task } from '@segue/core/schemas';
import { describeError, notMusicNotice } from './describe-error';
import { idempotencyKeyFor, readAddition, recordAddition, type LibraryAdditionRecord } from './library-additions';
import { linkedAccountsItem } from './linking-items';
import { notLinkedNotice, type Outcome } from './notice';
import { playlistJobKey, playlistJobsItem, putPlaylistJob, readPlaylistJob, updatePlaylistJob } from './playlist-jobs';
import { checkServerAccess } from './server-access';
import type { Settings } from './settings';

export interface PlaylistRunnerDeps {
  settings: Settings;
  /** The client; for adding to a library, one acting with the target platform's token. */
  client: SegueClient;
  now?: () => number;
}

export interface PlaylistInput {
  url: string;
  target: PlatformKey;
}

type Started = Outcome<{ jobKey: string; done: Promise<void> }>;

/** How long a job may wait for the server to answer its start before it counts as lost. */
const STARTING_MS = 60_000;

/**
 * Converts a playlist to the target (nothing is written anywhere) and follows its task in the
 * background, writing progress to storage where the popup watches it. A conversion already
 * running for the same playlist and target is joined rather than started twice.
 */
export async function startPlaylistConversion(input: PlaylistInput, deps: PlaylistRunnerDeps): Promise<Started> {
  return runJob(input, false, deps, async () => {
    const outcome = await deps.client.convert({ url: input.url, target_platform: input.target });
    if (outcome.kind !== 'task') throw new Error('the server converted this playlist like a single track');
    return outcome.task;
  });
}

/**
 * Adds the playlist to the library linked on the target, once: a playlist this browser already
 * added there answers that addition (nothing is sent); an addition running is joined; otherwise
 * the request carries an Idempotency-Key made from the playlist and the platform, so the server
 * answers the first addition again (within its 24 hours) whatever this browser remembers.
 */
export async function addPlaylistToLibrary(
  input: PlaylistInput,
  deps: PlaylistRunnerDeps,
): Promise<Outcome<{ jobKey: string; done: Promise<void>; already?: LibraryAdditionRecord }>> {
  const account = (await linkedAccountsItem.getValue())[input.target];
  const now = (deps.now ?? Date.now)();
  if (account === undefined || account.expiresAt <= now) {
    const name = platformName(input.target);
    return { ok: false, notice: notLinkedNotice(name, 'the playlist') };
  }
  const already = await readAddition(input.url, input.target, account.userId);
  if (already !== null) return { ok: true, jobKey: playlistJobKey(input.url, input.target, true), done: Promise.resolve(), already };
  return runJob(input, true, deps, () =>
    deps.client.me.convertAndAdd({ url: input.url, platform: input.target, idempotencyKey: idempotencyKeyFor(input.url, input.target) }),
  );
}

async function runJob(input: PlaylistInput, addToLibrary: boolean, deps: PlaylistRunnerDeps, start: () => Promise<Task>): Promise<Started> {
  const now = deps.now ?? Date.now;
  if (parseMusicUrl(input.url)?.type !== 'playlist') return { ok: false, notice: notMusicNotice('This link') };
  const key = playlistJobKey(input.url, input.target, addToLibrary);
  const existing = await readPlaylistJob(key);
  // A second click joins the first, also while its request is still out (no task id yet); a
  // start that never got its task (the service worker stopped) is given up after a minute.
  if (existing?.state === 'running' && (existing.taskId !== undefined || now() - existing.updatedAt < STARTING_MS)) {
    return { ok: true, jobKey: key, done: Promise.resolve() };
  }

  const blocked = await checkServerAccess(deps.settings);
  if (blocked) return { ok: false, notice: blocked };
  const startedAt = now();
  await putPlaylistJob({ key, sourceUrl: input.url, target: input.target, addToLibrary, state: 'running', startedAt, updatedAt: startedAt });
  try {
    const task = await start();
    if (task.status !== 'pending') {
      // The server answered an addition made before (the same Idempotency-Key): done already.
      await updatePlaylistJob(key, { taskId: task.task_id, replayed: true }, now());
      await finishJob(key, task.payload, now());
      return { ok: true, jobKey: key, done: Promise.resolve() };
    }
    await updatePlaylistJob(key, { taskId: task.task_id, ...(task.progress ? { progress: task.progress } : {}) }, now());
    return { ok: true, jobKey: key, done: followPlaylistJob(key, task.task_id, deps) };
  } catch (error) {
    const notice = describeError(error, deps.settings.serverUrl);
    await updatePlaylistJob(key, { state: 'failed', notice }, now());
    return { ok: false, notice };
  }
}

/** Marks a job completed; an addition to a library is remembered under its source and platform. */
async function finishJob(key: string, result: PlaylistConversion, now: number): Promise<void> {
  await updatePlaylistJob(key, { state: 'completed', result }, now);
  const job = await readPlaylistJob(key);
  if (!job?.addToLibrary || result.library === undefined) return;
  const account = (await linkedAccountsItem.getValue())[result.library.platform];
  if (account === undefined) return;
  await recordAddition({ ...result.library, sourceUrl: job.sourceUrl, userId: account.userId, addedAt: now });
}

/** Polls a job's task to its end (the client waits 2 s between polls and rides out restarts). */
export async function followPlaylistJob(key: string, taskId: string, deps: PlaylistRunnerDeps): Promise<void> {
  const now = deps.now ?? Date.now;
  try {
    const done = await deps.client.waitForTask(taskId, {
      timeoutMs: 30 * 60 * 1000,
      onProgress: (task) => {
        if (task.progress) void updatePlaylistJob(key, { progress: task.progress }, now());
      },
    });
    await finishJob(key, done.payload, now());
  } catch (error) {
    await updatePlaylistJob(key, { state: 'failed', notice: describeError(error, deps.settings.serverUrl) }, now());
  }
}

/** After the service worker restarts, picks up the jobs it was following (task reads need only the public key). */
export async function resumePlaylistJobs(deps: PlaylistRunnerDeps): Promise<void> {
  const jobs = Object.values(await playlistJobsItem.getValue());
  await Promise.all(
    jobs.filter((job) => job.state === 'running' && job.taskId).map((job) => followPlaylistJob(job.key, job.taskId!, deps)),
  );
}
