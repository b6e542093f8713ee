import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskRepository } from '../tasks/task.repository';
import { startMeTest, type MeTestApp, type MeTestSetup } from '../../test/support/library/me-test-setup';

let t: MeTestSetup;
let app: MeTestApp;
let token: string;

beforeAll(async () => {
  t = await startMeTest();
  app = await t.createApp('Extension');
  const listener = t.sandbox.users.find((u) => u.accounts.spotify);
  if (!listener) throw new Error('no sandbox user with a Spotify account');
  token = await t.link(app, 'spotify', listener.email);
});

afterAll(async () => {
  await t?.close();
});

async function add(url: string, key?: string, title?: string) {
  const response = await fetch(`${t.url}/v1/me/spotify/playlists`, {
    method: 'POST',
    headers: {
      'x-segue-public-key': app.publicKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify({ url, ...(title === undefined ? {} : { title }) }),
  });
  const body = (await response.json()) as { data?: { task_id: string; status: string; payload: { library?: { url: string } } | null }; error?: string; message: string };
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body };
}

const deezerPlaylists = () => t.sandbox.catalog.playlists.filter((p) => p.platform === 'deezer' && !p.ownerUserId && p.recordingIds.length <= 60);
const creates = () => t.sandbox.stats().platforms.spotify?.endpoints['POST /v1/me/playlists'] ?? 0;

describe('POST /v1/me/{platform}/playlists with an Idempotency-Key', () => {
  it('answers the first task again, running and then completed with its link, and never makes a second playlist', async () => {
    const source = deezerPlaylists()[0]!;
    const key = `segue-ext:deezer:playlist:${source.platformId}>spotify`;
    const first = await add(`https://www.deezer.com/playlist/${source.platformId}`, key);
    expect(first.status).toBe(201);
    const taskId = first.body.data!.task_id;
    const queued = t.queued.length;

    // A second click while it runs, through another form of the same link.
    const running = await add(`https://www.deezer.com/fr/playlist/${source.platformId}?utm_source=share`, key);
    expect(running).toMatchObject({ status: 200, replayed: 'true', body: { data: { task_id: taskId, status: 'pending' } } });
    expect(running.body.message).toMatch(/still running: no second playlist was made/);
    expect(t.queued.length).toBe(queued);

    await t.conversion.tasks.run(taskId, { finalAttempt: true });
    const made = creates();
    const done = await add(`https://www.deezer.com/playlist/${source.platformId}`, key);
    expect(done).toMatchObject({ status: 200, replayed: 'true', body: { data: { task_id: taskId, status: 'completed' } } });
    expect(done.body.data!.payload!.library!.url).toMatch(/^https:\/\/open\.spotify\.com\/playlist\//);
    expect(done.body.message).toMatch(/already added it/);
    expect(creates()).toBe(made);
    expect(t.queued.length).toBe(queued);
  });

  it('refuses the key for another playlist or title with 422, and a malformed key with 400', async () => {
    const [one, other] = deezerPlaylists().slice(1, 3);
    const key = 'k-422';
    expect((await add(`https://www.deezer.com/playlist/${one!.platformId}`, key)).status).toBe(201);
    const otherPlaylist = await add(`https://www.deezer.com/playlist/${other!.platformId}`, key);
    expect(otherPlaylist).toMatchObject({ status: 422, body: { error: 'EBADREQUEST' } });
    expect(otherPlaylist.body.message).toMatch(/already used with another request for this user/);
    expect((await add(`https://www.deezer.com/playlist/${one!.platformId}`, key, 'Renamed')).status).toBe(422);
    const malformed = await add(`https://www.deezer.com/playlist/${one!.platformId}`, 'é'.repeat(3));
    expect(malformed).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Idempotency-Key header must be 1 to 255 visible ASCII/) } });
  });

  it('starts anew under the same key when the first task failed', async () => {
    const source = deezerPlaylists()[3]!;
    const key = 'k-failed';
    const first = await add(`https://www.deezer.com/playlist/${source.platformId}`, key);
    await createTaskRepository(t.db.pool).fail(first.body.data!.task_id, { platform: 'spotify', error: 'EPLATFORMUNAVAILABLE', message: 'Spotify did not answer' });
    const again = await add(`https://www.deezer.com/playlist/${source.platformId}`, key);
    expect(again.status).toBe(201);
    expect(again.replayed).toBeNull();
    expect(again.body.data!.task_id).not.toBe(first.body.data!.task_id);
  });

  it('without a key, each request is its own task', async () => {
    const source = deezerPlaylists()[4]!;
    const [a, b] = [await add(`https://www.deezer.com/playlist/${source.platformId}`), await add(`https://www.deezer.com/playlist/${source.platformId}`)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data!.task_id).not.toBe(b.body.data!.task_id);
  });
});
