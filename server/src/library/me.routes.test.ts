import { groundTruth } from '@segue/sandbox';
import { LibraryPlaylistsResponseSchema, UserAccountSchema } from '@segue/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskRepository } from '../tasks/task.repository';
import { LINKING_TOKEN_SECONDS } from '../linking/linking-tokens';
import { createLibraryTaskRepository } from './library-task.repository';
import { startMeTest, type MeTestApp, type MeTestSetup } from '../../test/support/library/me-test-setup';

let t: MeTestSetup;
let app: MeTestApp;
let otherApp: MeTestApp;
let email: string;
let token: string;

beforeAll(async () => {
  t = await startMeTest();
  app = await t.createApp('Extension');
  otherApp = await t.createApp('Another app');
  const listener = t.sandbox.users.find((u) => u.accounts.spotify && u.accounts.deezer);
  if (!listener) throw new Error('no sandbox user with Spotify and Deezer accounts');
  email = listener.email;
  token = await t.link(app, 'spotify', email);
});

afterAll(async () => {
  await t?.close();
});

function me(path: string, options: { key?: string; bearer?: string | null; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'x-segue-public-key': options.key ?? app.publicKey };
  const bearer = options.bearer === undefined ? token : options.bearer;
  if (bearer !== null) headers.authorization = `Bearer ${bearer}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${t.url}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> & { data?: unknown } }));
}

const spotifyTruth = () => groundTruth(t.sandbox.catalog).users.find((u) => u.email === email)?.accounts.spotify?.library;

describe('/v1/me with a linking token', () => {
  it('GET /v1/me: the account of the token user, with the linked profile', async () => {
    const reply = await me('/v1/me');
    expect(reply.status).toBe(200);
    const account = UserAccountSchema.parse(reply.body.data);
    expect(account.email).toBe(email);
    expect(account.spotify).toMatchObject({ platform: 'spotify', platform_id: expect.any(String) });
  });

  it("GET /v1/me/spotify/playlists: the user's whole library", async () => {
    const reply = await me('/v1/me/spotify/playlists');
    expect(reply.status).toBe(200);
    const page = LibraryPlaylistsResponseSchema.parse(reply.body).data;
    const truth = spotifyTruth();
    // Spotify lists the playlists it owns as null: they are not in the library read.
    expect(truth?.hidden_playlists.length).toBeGreaterThan(0);
    const readable = (truth?.playlists ?? ['missing']).filter((id) => !truth?.hidden_playlists.includes(id));
    expect(page.payload.map((p) => p.id).sort()).toEqual([...readable].sort());
  });

  it('an expired Spotify token is refreshed by the linking service and the read goes through', async () => {
    const sandboxUser = t.sandbox.users.find((u) => u.email === email);
    expect(t.sandbox.userState.expireTokens(sandboxUser?.id ?? '', 'spotify')).toBeGreaterThan(0);
    const reply = await me('/v1/me/spotify/artists');
    expect(reply.status).toBe(200);
    expect((reply.body.data as { payload: unknown[] }).payload.length).toBe(spotifyTruth()?.followed_artists.length);
  });

  it('a grant the user revoked on the platform: 403, link again', async () => {
    const other = t.sandbox.users.find((u) => u.accounts.spotify && u.email !== email);
    if (!other) throw new Error('no second Spotify listener');
    const otherToken = await t.link(app, 'spotify', other.email);
    t.sandbox.userState.revoke(other.id, 'spotify');
    const reply = await me('/v1/me/spotify/playlists', { bearer: otherToken });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ error: 'EFORBIDDEN', message: expect.stringMatching(/link.*again/i) });
  });

  it("the private-key routes find the same user by id; another app's private key does not", async () => {
    const account = UserAccountSchema.parse((await me('/v1/me')).body.data);
    const read = (key: string) =>
      fetch(`${t.url}/v1/account/${account.id}/spotify/albums`, { headers: { 'x-segue-key': key } }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
    const own = await read(app.privateKey);
    expect(own.status).toBe(200);
    expect((own.body.data as { payload: unknown[] }).payload).toHaveLength(spotifyTruth()?.saved_albums.length ?? -1);
    const other = await read(otherApp.privateKey);
    expect(other).toMatchObject({ status: 404, body: { error: 'ENOTFOUND' } });
  });

  it('a platform the user has not linked: 404', async () => {
    const reply = await me('/v1/me/deezer/albums');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ error: 'ENOTFOUND' });
  });

  it('no token, a malformed token, and the private key instead of the public one: 401', async () => {
    const none = await me('/v1/me', { bearer: null });
    expect(none).toMatchObject({ status: 401, body: { error: 'EUNAUTHORIZED', message: expect.stringContaining('Authorization: Bearer') } });
    expect((await me('/v1/me', { bearer: 'not.a.token' })).status).toBe(401);
    expect((await me('/v1/me', { key: app.privateKey })).status).toBe(401);
  });

  it("a token of another app (the other app's public key alongside): 401", async () => {
    const reply = await me('/v1/me/spotify/playlists', { key: otherApp.publicKey });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ error: 'EUNAUTHORIZED' });
  });

  it('an expired linking token: 401', async () => {
    t.clock.offsetMs = (LINKING_TOKEN_SECONDS + 60) * 1000;
    try {
      const reply = await me('/v1/me');
      expect(reply.status).toBe(401);
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});

describe('POST /v1/me/{platform}/playlists: convert and add, one task', () => {
  it("converts a Deezer playlist, creates it in the user's Spotify library, and the completed task carries its link", async () => {
    const source = t.sandbox.catalog.playlists.find((p) => p.platform === 'deezer' && !p.ownerUserId && p.recordingIds.length >= 10 && p.recordingIds.length <= 40);
    if (!source) throw new Error('no Deezer playlist of 10 to 40 tracks');
    const started = await me('/v1/me/spotify/playlists', { body: { url: `https://www.deezer.com/playlist/${source.platformId}`, title: 'From Deezer' } });
    expect(started.status).toBe(201);
    const taskId = (started.body.data as { task_id: string; status: string }).task_id;
    expect(started.body.data).toMatchObject({ status: 'pending', payload: null });
    expect(t.queued).toContain(taskId);

    await t.conversion.tasks.run(taskId, { finalAttempt: true });

    const task = await me(`/v1/task/${taskId}`, { bearer: null });
    expect(task.status).toBe(200);
    const payload = (task.body.data as { status: string; payload: { platforms: { spotify: { tracks: Array<{ id: string }> } }; library: { url: string; title: string; tracks: number } } });
    expect(payload.status).toBe('completed');
    const matched = payload.payload.platforms.spotify.tracks.map((track) => track.id);
    expect(matched.length).toBeGreaterThan(0);
    expect(payload.payload.library).toMatchObject({ platform: 'spotify', title: 'From Deezer', tracks: matched.length, url: expect.stringMatching(/^https:\/\/open\.spotify\.com\/playlist\//) });

    const library = LibraryPlaylistsResponseSchema.parse((await me('/v1/me/spotify/playlists')).body).data;
    expect(library.payload.find((p) => p.url === payload.payload.library.url)).toMatchObject({ title: 'From Deezer', nb_tracks: matched.length });
  });

  it('a retried finish answers the playlist already made instead of making another; an interrupted one fails', async () => {
    const source = t.sandbox.catalog.playlists.find((p) => p.platform === 'deezer' && !p.ownerUserId && p.recordingIds.length >= 5 && p.recordingIds.length <= 30);
    const started = await me('/v1/me/spotify/playlists', { body: { url: `https://www.deezer.com/playlist/${source?.platformId ?? ''}` } });
    const taskId = (started.body.data as { task_id: string }).task_id;
    await t.conversion.tasks.run(taskId, { finalAttempt: true });
    const task = await createTaskRepository(t.db.pool).get(taskId);
    if (!task?.payload) throw new Error('the task did not complete');
    const first = (task.payload as unknown as { library: { url: string } }).library;
    const creates = () => t.sandbox.stats().platforms.spotify?.endpoints['POST /v1/me/playlists'] ?? 0;
    const before = creates();
    const again = await t.library.convertAndAdd.finish(task, task.payload);
    expect((again as unknown as { library: { url: string } }).library.url).toBe(first.url);
    expect(creates()).toBe(before);

    await t.db.pool.query('UPDATE library_add_tasks SET added = false WHERE task_id = $1', [taskId]);
    expect((await createLibraryTaskRepository(t.db.pool).find(taskId))?.playlistUrl).toBe(first.url);
    await expect(t.library.convertAndAdd.finish(task, task.payload)).rejects.toMatchObject({ code: 'EPLATFORMUNAVAILABLE', message: expect.stringContaining(first.url) });
    expect(creates()).toBe(before);
  });

  it('a grant revoked before the task runs fails the task with EFORBIDDEN', async () => {
    const other = t.sandbox.users.find((u) => u.accounts.deezer && u.email !== email);
    if (!other) throw new Error('no second Deezer listener');
    const otherToken = await t.link(app, 'deezer', other.email);
    const source = t.sandbox.catalog.playlists.find((p) => p.platform === 'spotify' && !p.ownerUserId && p.recordingIds.length <= 30);
    const started = await me('/v1/me/deezer/playlists', { bearer: otherToken, body: { url: `https://open.spotify.com/playlist/${source?.platformId ?? ''}` } });
    expect(started.status).toBe(201);
    const taskId = (started.body.data as { task_id: string }).task_id;
    t.sandbox.userState.revoke(other.id, 'deezer');
    await t.conversion.tasks.run(taskId, { finalAttempt: true });
    const task = await me(`/v1/task/${taskId}`, { bearer: null });
    expect(task.body).toMatchObject({ error: { task_id: taskId, status: 'failed', payload: { platform: 'deezer', error: 'EFORBIDDEN' } } });
  });

  it('a track link, a missing url, and a platform the user has not linked are refused before any task', async () => {
    const queued = t.queued.length;
    const track = t.sandbox.catalog.recordings.find((r) => r.platforms.deezer)?.platforms.deezer?.id ?? '';
    const trackLink = await me('/v1/me/spotify/playlists', { body: { url: `https://www.deezer.com/track/${track}` } });
    expect(trackLink).toMatchObject({ status: 400, body: { error: 'EBADREQUEST', message: expect.stringContaining('playlist link') } });
    expect((await me('/v1/me/spotify/playlists', { body: {} })).body).toMatchObject({ error: 'EBADREQUEST', message: expect.stringContaining('url is required') });
    const unlinked = await me('/v1/me/tidal/playlists', { body: { url: 'https://www.deezer.com/playlist/1' } });
    expect(unlinked.status).toBe(404);
    expect(t.queued.length).toBe(queued);
  });
});
