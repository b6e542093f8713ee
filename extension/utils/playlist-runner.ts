import type { SegueClient } from '@segue/client';
import type { PlatformKey } from '@segue/core';
import { parseMusicUrl, platformName } from '@segue/core';
import { describeError, notMusicNotice } from './describe-error';
import { isLinked } from './linking';
import { linkingItem } from './linking-items';
import type { Outcome } from './notice';
import {
  playlistJobKey,
  playlistJobsItem,
  putPlaylistJob,
  readPlaylistJob,
  updatePlaylistJob,
} from './playlist-jobs';
import { checkServerAccess } from './server-access';
import type { Settings } from './settings';

export interface PlaylistRunnerDeps {
  settings: Settings;
  client: SegueClient;
  now?: () => number;
}

export interface StartPlaylistInput {
  url: string;
  target: PlatformKey;
  addToLibrary: boolean;
}

/**
 * Starts a playlist conversion (into the linked library when asked) and follows its task in
 * the background, writing progress to storage where the popup watches it. A job already
 * running for the same playlist and target is joined rather than started twice.
 */
export async function startPlaylistJob(
  input: StartPlaylistInput,
  deps: PlaylistRunnerDeps,
): Promise<Outcome<{ jobKey: string; done: Promise<void> }>> {
  const now = deps.now ?? Date.now;
  if (parseMusicUrl(input.url)?.type !== 'playlist') return { ok: false, notice: notMusicNotice('This link') };
  const key = playlistJobKey(input.url, input.target, input.addToLibrary);
  const existing = await readPlaylistJob(key);
  if (existing?.state === 'running' && existing.taskId !== undefined) return { ok: true, jobKey: key, done: Promise.resolve() };

  const blocked = await checkServerAccess(deps.settings);
  if (blocked) return { ok: false, notice: blocked };
  if (input.addToLibrary && !isLinked(await linkingItem.getValue(), input.target, now())) {
    return {
      ok: false,
      notice: {
        kind: 'setup',
        title: `No ${platformName(input.target)} account linked`,
        detail: `Link your ${platformName(input.target)} account in the options first.`,
      },
    };
  }

  const startedAt = now();
  await putPlaylistJob({ key, sourceUrl: input.url, target: input.target, addToLibrary: input.addToLibrary, state: 'running', startedAt, updatedAt: startedAt });
  try {
    const task = input.addToLibrary
      ? await deps.client.me.convertAndAdd({ url: input.url, platform: input.target })
      : await deps.client.convert({ url: input.url, target_platform: input.target }).then((outcome) => {
          if (outcome.kind !== 'task') throw new Error('the server converted this playlist like a single track');
          return outcome.task;
        });
    await updatePlaylistJob(key, { taskId: task.task_id, ...(task.progress ? { progress: task.progress } : {}) }, now());
    return { ok: true, jobKey: key, done: followPlaylistJob(key, task.task_id, deps) };
  } catch (error) {
    const notice = describeError(error, deps.settings.serverUrl);
    await updatePlaylistJob(key, { state: 'failed', notice }, now());
    return { ok: false, notice };
  }
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
    await updatePlaylistJob(key, { state: 'completed', result: done.payload }, now());
  } catch (error) {
    await updatePlaylistJob(key, { state: 'failed', notice: describeError(error, deps.settings.serverUrl) }, now());
  }
}

/** After the service worker restarts, picks up the jobs it was following. */
export async function resumePlaylistJobs(deps: PlaylistRunnerDeps): Promise<void> {
  const jobs = Object.values(await playlistJobsItem.getValue());
  await Promise.all(
    jobs.filter((job) => job.state === 'running' && job.taskId).map((job) => followPlaylistJob(job.key, job.taskId!, deps)),
  );
}
