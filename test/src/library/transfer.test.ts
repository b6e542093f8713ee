/**
 * Library transfers against a real server process in sandbox mode, as an integrator runs them:
 * the listener sandbox mode links at start holds every platform; a transfer moves liked songs,
 * saved albums, followed artists and playlists, and the simulators' ground truth (their live
 * state) says what the target library holds afterwards. A second run writes nothing.
 */
import type { PlatformKey } from '@segue/core';
import { TransferResponseSchema, type Transfer } from '@segue/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTruth } from '../conversion/support/ground-truth';
import { startSandboxServer, type SandboxServer } from '../conversion/support/sandbox-server';
import { linkListener } from './support/link-listener';
import { libraryWrites } from './support/library-writes';
import { expectMoved, expectNothingAdded } from './support/transfer-checks';

let env: SandboxServer;
let userId: string;
let email: string;
/** The first run of each pair, by `from>to`. */
const firstRuns = new Map<string, Transfer>();

const headers = () => ({ 'x-segue-key': env.file.app.private_key, 'content-type': 'application/json' });

async function post(path: string, body: unknown, extra: Record<string, string> = {}): Promise<{ status: number; body: { data?: Transfer; message: string; error?: string } }> {
  const reply = await fetch(`${env.file.base_url}${path}`, { method: 'POST', headers: { ...headers(), ...extra }, body: JSON.stringify(body) });
  return { status: reply.status, body: (await reply.json()) as { data?: Transfer; message: string; error?: string } };
}

async function task(id: string): Promise<Transfer> {
  const reply = await fetch(`${env.file.base_url}/v1/task/${id}`, { headers: { 'x-segue-public-key': env.file.app.public_key } });
  expect(reply.status).toBe(200);
  return TransferResponseSchema.parse(await reply.json()).data;
}

async function finished(id: string, timeoutMs = 240_000): Promise<Transfer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await task(id);
    if (current.status === 'completed' || current.status === 'failed') return current;
    if (Date.now() > deadline) throw new Error(`transfer ${id} still ${current.status} (${current.progress.step}, ${current.progress.done}/${current.progress.total})`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** Library writes the simulators counted for a platform. */
async function writes(platform: PlatformKey): Promise<number> {
  const body = (await (await fetch(`${env.file.catalog_url}/__stats`)).json()) as { platforms: Record<string, { endpoints: Record<string, number> }> };
  return libraryWrites(body.platforms[platform]?.endpoints ?? {});
}

beforeAll(async () => {
  env = await startSandboxServer();
  const listener = env.file.listener;
  if (!listener) throw new Error('sandbox mode linked no listener');
  userId = listener.user_id;
  email = listener.email;
}, 180_000);

afterAll(async () => {
  await env?.close();
});

/**
 * What a transfer to YouTube Music can hold today: its 10,000 quota units a day are 200 writes
 * (50 units each), fewer than the listener's library, so the pair moves the followed artists and
 * the smallest playlist; the quota wait itself is tested with a clock that can move
 * (server/src/transfers/transfer-quota.test.ts).
 */
async function includeFor(from: PlatformKey, to: PlatformKey): Promise<Record<string, unknown> | undefined> {
  if (to !== 'ytmusic') return undefined;
  const reply = await fetch(`${env.file.base_url}/v1/account/${userId}/${from}/playlists`, { headers: headers() });
  const { data } = (await reply.json()) as { data: { payload: Array<{ id: string; nb_tracks: number }> } };
  const smallest = data.payload.filter((p) => p.nb_tracks > 0).sort((a, b) => a.nb_tracks - b.nb_tracks)[0]!;
  return { liked_tracks: false, albums: false, artists: true, playlists: [smallest.id] };
}

/** Every platform is a source once and a target once. */
const PAIRS: ReadonlyArray<[PlatformKey, PlatformKey]> = [
  ['spotify', 'deezer'],
  ['deezer', 'tidal'],
  ['tidal', 'applemusic'],
  ['applemusic', 'ytmusic'],
  ['ytmusic', 'spotify'],
];

describe('POST /v1/account/{userId}/transfers in sandbox mode', () => {
  it.each(PAIRS)('%s → %s: every item is on the target or left out with a code, and a second run writes nothing', async (from, to) => {
    const include = await includeFor(from, to);
    const body = { from, to, ...(include ? { include } : {}) };
    const started = await post(`/v1/account/${userId}/transfers`, body);
    expect(started.status, started.body.message).toBe(201);
    const first = await finished(started.body.data!.task_id);
    firstRuns.set(`${from}>${to}`, first);
    // The simulators' state: what was added is in the target library, each playlist copy once.
    expectMoved(first, await fetchTruth(env.file.catalog_url), email);

    const before = await writes(to);
    const again = await post(`/v1/account/${userId}/transfers`, body);
    expect(again.status).toBe(201);
    expectNothingAdded(await finished(again.body.data!.task_id));
    expect(await writes(to)).toBe(before);
  }, 300_000);
});

describe('bad transfer requests', () => {
  it('from equal to to, an unknown platform, a misspelt field: 400 naming the fix', async () => {
    const same = await post(`/v1/account/${userId}/transfers`, { from: 'spotify', to: 'spotify' });
    expect(same.status).toBe(400);
    expect(same.body.message).toMatch(/same platform/);
    const unknown = await post(`/v1/account/${userId}/transfers`, { from: 'spotify', to: 'napster' });
    expect(unknown.status).toBe(400);
    const typo = await post(`/v1/account/${userId}/transfers`, { from: 'spotify', to: 'deezer', includes: {} });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toMatch(/includes/);
  });

  it('an unknown user is 404; playlist ids not in the source library are 400 naming them, and nothing starts', async () => {
    const nobody = await post('/v1/account/00000000-0000-4000-8000-000000000000/transfers', { from: 'spotify', to: 'deezer' });
    expect(nobody.status).toBe(404);
    const ghost = await post(`/v1/account/${userId}/transfers`, { from: 'spotify', to: 'deezer', include: { playlists: ['notAPlaylistOfTheirs1'] } });
    expect(ghost.status).toBe(400);
    expect(ghost.body.message).toContain('notAPlaylistOfTheirs1');
  });

  it('a platform the user has not linked is 404 naming it, before anything starts', async () => {
    // A listener linked on Spotify alone, in a browser of their own.
    const other = (await fetchTruth(env.file.catalog_url)).raw.users.find((u) => u.email !== email && u.accounts.spotify && u.accounts.deezer)!;
    const soloId = await linkListener(env.file.base_url, env.file.app, other.email, ['spotify']);
    const reply = await post(`/v1/account/${soloId}/transfers`, { from: 'spotify', to: 'deezer' });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toMatch(/has not linked Deezer/);
  }, 60_000);

  it('a second transfer of the same pair while one runs: 409 naming the running task; the Idempotency-Key answers the first', async () => {
    const first = await post(`/v1/account/${userId}/transfers`, { from: 'deezer', to: 'spotify' }, { 'idempotency-key': 'move-1' });
    expect(first.status).toBe(201);
    // Asked at once: the first is still reading the source library (its job is not even fetched yet).
    const twice = await post(`/v1/account/${userId}/transfers`, { from: 'deezer', to: 'spotify' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain(first.body.data!.task_id);
    const replay = await post(`/v1/account/${userId}/transfers`, { from: 'deezer', to: 'spotify' }, { 'idempotency-key': 'move-1' });
    expect(replay.status).toBe(200);
    expect(replay.body.data!.task_id).toBe(first.body.data!.task_id);
    const other = await post(`/v1/account/${userId}/transfers`, { from: 'deezer', to: 'ytmusic' }, { 'idempotency-key': 'move-1' });
    expect(other.status).toBe(422);
    const back = await finished(first.body.data!.task_id);
    expect(back.status).toBe('completed');
    // The copies spotify → deezer made are not copied back: their originals are extended.
    const there = firstRuns.get('spotify>deezer')!;
    const copies = there.playlists.filter((p) => p.target);
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const returned = back.playlists.find((p) => p.source.id === copy.target!.id);
      expect(returned?.state, copy.source.title).toBe('extended');
      expect(returned?.target?.id).toBe(copy.source.id);
    }
  }, 300_000);

  it("lists the user's transfers newest first, each with its counts and playlists as GET /v1/task gives them", async () => {
    const reply = await fetch(`${env.file.base_url}/v1/account/${userId}/transfers`, { headers: headers() });
    expect(reply.status).toBe(200);
    const { data } = (await reply.json()) as { data: Transfer[] };
    expect(data.length).toBeGreaterThanOrEqual(firstRuns.size * 2);
    const times = data.map((t) => Date.parse(t.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const first of firstRuns.values()) {
      const listed = data.find((t) => t.task_id === first.task_id)!;
      expect(listed.progress.kinds).toEqual(first.progress.kinds);
      expect(listed.progress.total).toBe(first.progress.total);
      expect(listed.playlists.map((p) => [p.source.id, p.state, p.target?.id])).toEqual(first.playlists.map((p) => [p.source.id, p.state, p.target?.id]));
      expect(listed.items).toBeUndefined();
    }
  });
});
