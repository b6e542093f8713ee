/**
 * The interface spec's whole journey, by a client written from the spec alone (`spec-client.ts`),
 * against a server process in sandbox mode: convert a track and a playlist, link three platforms
 * in one browser (one user), look the user up by e-mail, read the library on each platform and
 * add a playlist by e-mail; then the same three links in three browsers (three users) and how an
 * address they share is answered.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlowBrowser, type FlowBrowser } from '../../../server/test/support/linking/flow-browser';
import { fetchTruth, type Truth } from '../conversion/support/ground-truth';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { claimsOf, specClient, type SpecAccount, type SpecProfile } from './spec-client';

interface SandboxFile {
  base_url: string;
  app: { public_key: string; private_key: string };
  catalog_url: string;
  listener?: { email: string };
}

const LINKED = ['spotify', 'deezer', 'applemusic'] as const;

let dir: string;
let server: ServerProcess;
let file: SandboxFile;
let truth: Truth;
let client: ReturnType<typeof specClient>;
/** Sandbox listeners with an account on each of LINKED, other than the one sandbox mode links itself. */
let listeners: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-spec-journey-'));
  server = await startServerProcess({ SEGUE_DATA_DIR: dir, SEGUE_SANDBOX: '1' });
  file = JSON.parse(await readFile(path.join(dir, 'sandbox.json'), 'utf8')) as SandboxFile;
  truth = await fetchTruth(file.catalog_url);
  client = specClient(file.base_url, { publicKey: file.app.public_key, privateKey: file.app.private_key });
  listeners = truth.raw.users.filter((user) => LINKED.every((platform) => user.accounts[platform]) && user.email !== file.listener?.email).map((user) => user.email);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

/**
 * 4.1 and 5.5: the app asks for the authorization address, the listener's browser goes through
 * the explanatory screen and the platform's (the sandbox approves as `email`), and lands on the
 * app's redirect URL with `token`.
 */
async function link(platform: string, email: string, browser: FlowBrowser): Promise<string> {
  const connect = await client.connect(platform);
  expect(connect.status).toBe(200);
  const authorize = new URL(await browser.start(connect.body.data!.url));
  authorize.searchParams.set('sandbox_user', email);
  const { response } = await browser.follow(authorize);
  const landed = (await response.json()) as { data: { query: { token?: string; error?: string } } };
  expect(landed.data.query.error).toBeUndefined();
  return landed.data.query.token!;
}

/** Track ids of the sandbox catalog in each platform's format (4.10: integers for S1, S3, S4). */
function trackIds(platform: string, count: number): (string | number)[] {
  const ids = truth.raw.recordings.flatMap((recording) => {
    const listing = recording.platforms[platform as keyof typeof recording.platforms];
    return listing ? [listing.id] : [];
  });
  return ids.slice(0, count).map((id) => (platform === 'spotify' ? id : Number(id)));
}

describe("the spec's journey", () => {
  it('4.3: a track converts at once; 4.4 and 4.5: a playlist is a task polled until it succeeds', async () => {
    const recording = truth.raw.recordings.find((r) => r.platforms.spotify && r.platforms.deezer)!;
    const track = await client.convertTrack(recording.platforms.spotify!.url, 'deezer');
    expect(track.status).toBe(200);
    expect(track.body.data!.payload.entity).toBe('track');
    expect(track.body.data!.payload.platforms.deezer).toMatchObject({ id: recording.platforms.deezer!.id, title: expect.any(String), duration: expect.stringMatching(/^\d+:\d\d$/) });
    expect(track.body.data!.payload.short_url).toEqual(expect.any(String));

    const playlist = truth.raw.playlists.filter((p) => p.platform === 'deezer' && p.owner_user_id === null).sort((a, b) => a.recording_ids.length - b.recording_ids.length)[0]!;
    const started = await client.convertPlaylist(playlist.url, 'spotify');
    expect([200, 201]).toContain(started.status);
    expect(started.body.data).toMatchObject({ task_id: expect.any(String), payload: null, status: 'pending' });
    let task = await client.task(started.body.data!.task_id);
    for (let polls = 0; task.body.data?.status === 'pending' && polls < 30; polls++) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      task = await client.task(started.body.data!.task_id);
    }
    expect(['success', 'completed']).toContain(task.body.data!.status);
    const payload = task.body.data!.payload!;
    expect(payload.platforms.spotify!.tracks.length).toBeGreaterThan(0);
    expect(payload.meta).toMatchObject({ entity: 'playlist', title: playlist.title, url: expect.any(String), short_url: expect.any(String), length: expect.stringMatching(/^\d\d:\d\d:\d\d$/) });
  });

  it('three platforms linked in one browser are one user, found by e-mail with three profiles, whose library reads and add-playlist work by e-mail', async () => {
    const email = listeners[0]!;
    const browser = createFlowBrowser();
    const claims = [];
    for (const platform of LINKED) claims.push(claimsOf(await link(platform, email, browser)));
    const userId = claims[0]!.uuid;
    for (const [index, platform] of LINKED.entries()) {
      expect(claims[index]).toMatchObject({ uuid: userId, platform, exp: expect.any(Number), iat: expect.any(Number), username: expect.any(String), email: expect.any(String) });
    }

    const found = await client.account(email);
    expect(found.status).toBe(200);
    const account = found.body.data!;
    expect(account).toMatchObject({ id: userId, email });
    for (const platform of LINKED) {
      expect(account[platform] as SpecProfile).toMatchObject({ platform, username: expect.any(String), platform_id: expect.any(String), url: expect.any(String) });
    }

    for (const platform of LINKED) {
      for (const user of [userId, email]) {
        const playlists = await client.playlists(user, platform);
        expect(playlists.status, `${platform} playlists by ${user}: ${playlists.body.message}`).toBe(200);
        expect(playlists.body.data!.total).toEqual(expect.any(Number));
        for (const entry of playlists.body.data!.payload) expect(entry).toMatchObject({ id: expect.any(String), title: expect.any(String), public: expect.any(Boolean), collaborative: expect.any(Boolean) });
        expect((await client.albums(user, platform)).status).toBe(200);
        const history = await client.history(user, platform);
        expect(history.status, `${platform} history: ${history.body.message}`).toBe(200);
        expect(Array.isArray(history.body.data)).toBe(true);
      }
      const added = await client.addPlaylist(platform, email, `Spec journey on ${platform}`, trackIds(platform, 3));
      expect(added.status, `${platform} add-playlist: ${added.body.message}`).toBe(201);
      expect(added.body.data).toMatch(/^https:\/\//);
    }
  });

  it('the same links in three browsers are three users: the shared e-mail is never answered with one of them silently, and add-playlist by e-mail picks the one who linked the platform', async () => {
    const email = listeners[1]!;
    const ids: Record<string, string> = {};
    for (const platform of LINKED) ids[platform] = claimsOf(await link(platform, email, createFlowBrowser())).uuid;
    expect(new Set(Object.values(ids)).size).toBe(3);

    // Apple Music shares no address; Spotify and Deezer do, and neither verifies it.
    const found = await client.account(email);
    expect(found.status).toBe(409);
    const listed = (found.body as unknown as { users: SpecAccount[] }).users.map((user) => user.id);
    expect(listed).toEqual(expect.arrayContaining([ids.spotify, ids.deezer]));
    expect(found.body.message).toContain(ids.spotify);

    for (const platform of ['spotify', 'deezer']) {
      const added = await client.addPlaylist(platform, email, `Three browsers on ${platform}`, trackIds(platform, 2));
      expect(added.status, added.body.message).toBe(201);
      const playlists = await client.playlists(ids[platform]!, platform);
      expect(playlists.body.data!.payload.some((entry) => entry.title === `Three browsers on ${platform}`)).toBe(true);
    }
    const none = await client.addPlaylist('tidal', email, 'Nowhere', trackIds('tidal', 1));
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/has linked .*Deezer.*Spotify/);
  });
});
