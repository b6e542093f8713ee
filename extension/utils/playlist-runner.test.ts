import { SegueError } from '@segue/client';
import type { PendingTask } from '@segue/core/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveLinkingToken } from './linking';
import { playlistJobKey, readPlaylistJob } from './playlist-jobs';
import { resumePlaylistJobs, startPlaylistJob } from './playlist-runner';
import { fakeClient, linkingToken, playlistResult, SETTINGS } from '../test/fixtures';

const PLAYLIST = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';
const TASK_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const pending: PendingTask = { task_id: TASK_ID, status: 'pending', payload: null, progress: { total: 3, done: 0 } };

function clientWithTask() {
  const client = fakeClient();
  client.convert = vi.fn(async () => ({ kind: 'task' as const, task: pending }));
  client.waitForTask = vi.fn(async (_id, options) => {
    options?.onProgress?.({ ...pending, progress: { total: 3, done: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { task_id: TASK_ID, status: 'completed' as const, payload: playlistResult() };
  });
  return client;
}

describe('startPlaylistJob', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = vi.fn(async () => true);
  });

  it('converts a playlist to the target, records progress and the result', async () => {
    const client = clientWithTask();
    const started = await startPlaylistJob({ url: PLAYLIST, target: 'deezer', addToLibrary: false }, { settings: SETTINGS, client });
    if (!started.ok) throw new Error(started.notice.detail);
    expect(client.convert).toHaveBeenCalledWith({ url: PLAYLIST, target_platform: 'deezer' });
    expect(await readPlaylistJob(started.jobKey)).toMatchObject({ state: 'running', taskId: TASK_ID });
    await started.done;
    expect(await readPlaylistJob(started.jobKey)).toMatchObject({ state: 'completed', progress: { done: 2 }, result: playlistResult() });
  });

  it('joins a running job instead of starting it twice', async () => {
    const client = clientWithTask();
    const input = { url: PLAYLIST, target: 'deezer' as const, addToLibrary: false };
    const first = await startPlaylistJob(input, { settings: SETTINGS, client });
    await startPlaylistJob(input, { settings: SETTINGS, client });
    expect(client.convert).toHaveBeenCalledOnce();
    if (first.ok) await first.done;
  });

  it('records a failed task as a notice', async () => {
    const client = clientWithTask();
    client.waitForTask = vi.fn(async () => {
      throw new SegueError({ code: 'EPLATFORMUNAVAILABLE', message: 'Deezer is down', status: 503 });
    });
    const started = await startPlaylistJob({ url: PLAYLIST, target: 'deezer', addToLibrary: false }, { settings: SETTINGS, client });
    if (!started.ok) throw new Error('expected a start');
    await started.done;
    expect(await readPlaylistJob(started.jobKey)).toMatchObject({ state: 'failed', notice: { kind: 'platform-down' } });
  });

  it('adds to the library only for a linked platform, through /v1/me', async () => {
    const client = clientWithTask();
    client.me.convertAndAdd = vi.fn(async () => pending);
    const input = { url: PLAYLIST, target: 'deezer' as const, addToLibrary: true };
    expect(await startPlaylistJob(input, { settings: SETTINGS, client })).toMatchObject({ ok: false, notice: { kind: 'setup' } });

    const now = Date.now();
    const claims = { iss: 'x', aud: 'a', iat: 1, exp: Math.floor(now / 1000) + 3600, uuid: '6f1c2a7e-0b8d-4c43-9a57-3d2f5b9e8c11', email: '', username: 'ana', platform: 'deezer' };
    await saveLinkingToken(linkingToken(claims), now);
    const started = await startPlaylistJob(input, { settings: SETTINGS, client });
    expect(client.me.convertAndAdd).toHaveBeenCalledWith({ url: PLAYLIST, platform: 'deezer' });
    if (started.ok) await started.done;
    expect(await readPlaylistJob(playlistJobKey(PLAYLIST, 'deezer', true))).toMatchObject({ state: 'completed', addToLibrary: true });
  });

  it('picks up running jobs after a restart', async () => {
    const client = clientWithTask();
    const started = await startPlaylistJob({ url: PLAYLIST, target: 'deezer', addToLibrary: false }, { settings: SETTINGS, client: { ...client, waitForTask: () => new Promise(() => undefined) } });
    if (!started.ok) throw new Error('expected a start');
    await resumePlaylistJobs({ settings: SETTINGS, client });
    expect(client.waitForTask).toHaveBeenCalledWith(TASK_ID, expect.anything());
    expect(await readPlaylistJob(started.jobKey)).toMatchObject({ state: 'completed' });
  });
});
