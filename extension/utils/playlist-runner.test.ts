import { SegueError } from '@segue/client';
import type { PendingTask } from '@segue/core/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { libraryAdditionsItem, readAddition } from './library-additions';
import { saveLinkedToken } from './linking';
import { playlistJobKey, readPlaylistJob } from './playlist-jobs';
import { addPlaylistToLibrary, resumePlaylistJobs, startPlaylistConversion } from './playlist-runner';
import { fakeClient, linkingToken, playlistResult, SETTINGS } from '../test/fixtures';

const PLAYLIST = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';
const TASK_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const USER = '6f1c2a7e-0b8d-4c43-9a57-3d2f5b9e8c11';
const pending: PendingTask = { task_id: TASK_ID, status: 'pending', payload: null, progress: { total: 3, done: 0 } };
const added = { ...playlistResult(), library: { platform: 'deezer' as const, url: 'https://www.deezer.com/playlist/908622995', title: 'Road trip', tracks: 1 } };

function clientWithTask(payload = playlistResult()) {
  const client = fakeClient();
  client.convert = vi.fn(async () => ({ kind: 'task' as const, task: pending }));
  client.waitForTask = vi.fn(async (_id, options) => {
    options?.onProgress?.({ ...pending, progress: { total: 3, done: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { task_id: TASK_ID, status: 'completed' as const, payload };
  });
  return client;
}

async function linkDeezer(uuid = USER) {
  const claims = { iss: 'x', aud: 'a', iat: 1, exp: Math.floor(Date.now() / 1000) + 3600, uuid, email: '', username: 'ana', platform: 'deezer' };
  await saveLinkedToken('deezer', linkingToken(claims));
}

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.permissions.contains = vi.fn(async () => true);
});

describe('startPlaylistConversion', () => {
  it('converts a playlist to the target, records progress and the result, and writes nowhere', async () => {
    const client = clientWithTask();
    const started = await startPlaylistConversion({ url: PLAYLIST, target: 'deezer' }, { settings: SETTINGS, client });
    if (!started.ok) throw new Error(started.notice.detail);
    expect(client.convert).toHaveBeenCalledWith({ url: PLAYLIST, target_platform: 'deezer' });
    expect(client.me.convertAndAdd).not.toHaveBeenCalled();
    expect(await readPlaylistJob(started.jobKey)).toMatchObject({ state: 'running', taskId: TASK_ID, addToLibrary: false });
    await started.done;
    expect(await readPlaylistJob(started.jobKey)).toMatchObject({ state: 'completed', progress: { done: 2 }, result: playlistResult() });
  });

  it('joins a running conversion, even while its first request is out', async () => {
    const client = clientWithTask();
    let answer: (task: { kind: 'task'; task: PendingTask }) => void = () => undefined;
    client.convert = vi.fn(() => new Promise<{ kind: 'task'; task: PendingTask }>((resolve) => (answer = resolve)));
    const input = { url: PLAYLIST, target: 'deezer' as const };
    const first = startPlaylistConversion(input, { settings: SETTINGS, client });
    await vi.waitFor(() => expect(client.convert).toHaveBeenCalledOnce());
    await startPlaylistConversion(input, { settings: SETTINGS, client });
    answer({ kind: 'task', task: pending });
    const started = await first;
    expect(client.convert).toHaveBeenCalledOnce();
    if (started.ok) await started.done;
  });

  it('records a failed task as a notice', async () => {
    const client = clientWithTask();
    client.waitForTask = vi.fn(async () => {
      throw new SegueError({ code: 'EPLATFORMUNAVAILABLE', message: 'Deezer is down', status: 503 });
    });
    const started = await startPlaylistConversion({ url: PLAYLIST, target: 'deezer' }, { settings: SETTINGS, client });
    if (!started.ok) throw new Error('expected a start');
    await started.done;
    expect(await readPlaylistJob(started.jobKey)).toMatchObject({ state: 'failed', notice: { kind: 'platform-down' } });
  });

  it('picks up running jobs after a restart', async () => {
    const client = clientWithTask();
    const started = await startPlaylistConversion({ url: PLAYLIST, target: 'deezer' }, { settings: SETTINGS, client: { ...client, waitForTask: () => new Promise(() => undefined) } });
    if (!started.ok) throw new Error('expected a start');
    await resumePlaylistJobs({ settings: SETTINGS, client });
    expect(client.waitForTask).toHaveBeenCalledWith(TASK_ID, expect.anything());
    expect(await readPlaylistJob(started.jobKey)).toMatchObject({ state: 'completed' });
  });
});

describe('addPlaylistToLibrary', () => {
  it('needs the platform linked', async () => {
    const client = clientWithTask(added);
    expect(await addPlaylistToLibrary({ url: PLAYLIST, target: 'deezer' }, { settings: SETTINGS, client })).toMatchObject({
      ok: false,
      notice: { kind: 'setup', title: 'No Deezer account linked' },
    });
    expect(client.me.convertAndAdd).not.toHaveBeenCalled();
  });

  it('sends an Idempotency-Key of the playlist and platform, and remembers the playlist made', async () => {
    await linkDeezer();
    const client = clientWithTask(added);
    client.me.convertAndAdd = vi.fn(async () => pending);
    const started = await addPlaylistToLibrary({ url: PLAYLIST, target: 'deezer' }, { settings: SETTINGS, client });
    expect(client.me.convertAndAdd).toHaveBeenCalledWith({ url: PLAYLIST, platform: 'deezer', idempotencyKey: 'segue-extension:spotify:playlist:37i9dQZF1DXcBWIGoYBM5M>deezer' });
    if (started.ok) await started.done;
    expect(await readPlaylistJob(playlistJobKey(PLAYLIST, 'deezer', true))).toMatchObject({ state: 'completed', addToLibrary: true });
    expect(await readAddition(PLAYLIST, 'deezer', USER)).toMatchObject({ url: added.library.url, userId: USER, sourceUrl: PLAYLIST });
  });

  it('answers "already added" from storage without asking the server again, through any form of the link', async () => {
    await linkDeezer();
    const client = clientWithTask(added);
    client.me.convertAndAdd = vi.fn(async () => pending);
    const first = await addPlaylistToLibrary({ url: PLAYLIST, target: 'deezer' }, { settings: SETTINGS, client });
    if (first.ok) await first.done;
    const again = await addPlaylistToLibrary({ url: `${PLAYLIST}?si=share`, target: 'deezer' }, { settings: SETTINGS, client });
    expect(again).toMatchObject({ ok: true, already: { url: added.library.url } });
    expect(client.me.convertAndAdd).toHaveBeenCalledOnce();
  });

  it("takes the server's replay of an earlier addition as done at once", async () => {
    await linkDeezer();
    const client = clientWithTask(added);
    client.me.convertAndAdd = vi.fn(async () => ({ task_id: TASK_ID, status: 'completed' as const, payload: added }));
    const started = await addPlaylistToLibrary({ url: PLAYLIST, target: 'deezer' }, { settings: SETTINGS, client });
    expect(started.ok).toBe(true);
    expect(client.waitForTask).not.toHaveBeenCalled();
    expect(await readAddition(PLAYLIST, 'deezer', USER)).toMatchObject({ url: added.library.url });
  });

  it('does not call a playlist added by another account "already added"', async () => {
    await linkDeezer();
    const client = clientWithTask(added);
    client.me.convertAndAdd = vi.fn(async () => pending);
    const first = await addPlaylistToLibrary({ url: PLAYLIST, target: 'deezer' }, { settings: SETTINGS, client });
    if (first.ok) await first.done;
    await linkDeezer('0a1b2c3d-0b8d-4c43-9a57-3d2f5b9e8c11');
    const other = await addPlaylistToLibrary({ url: PLAYLIST, target: 'deezer' }, { settings: SETTINGS, client });
    expect(other).toMatchObject({ ok: true });
    expect(other.ok && other.already).toBeFalsy();
    expect(Object.keys(await libraryAdditionsItem.getValue())).toHaveLength(1);
  });
});
