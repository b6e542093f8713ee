/**
 * Syncs against a real server process in sandbox mode, over HTTP, for every pair of platforms:
 * a listener's playlist is synced, its source edited on the platform (an entry added, one
 * removed, one moved, one duplicated) and a song added to the copy by the listener; after a run
 * the copy holds what the mode promises, by the simulators' ground truth.
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { SyncResponseSchema, type Sync } from '@segue/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTruth, type Truth } from '../conversion/support/ground-truth';
import { startSandboxServer, type SandboxServer } from '../conversion/support/sandbox-server';
import { linkListener } from './support/link-listener';

let env: SandboxServer;
let userId: string;

const headers = () => ({ 'x-segue-key': env.file.app.private_key, 'content-type': 'application/json' });

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: { data?: Sync; message: string; error?: string } }> {
  const reply = await fetch(`${env.file.base_url}${path}`, { method, headers: headers(), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: reply.status, body: (await reply.json()) as { data?: Sync; message: string; error?: string } };
}

async function read(id: string): Promise<Sync> {
  const reply = await call('GET', `/v1/account/${userId}/syncs/${id}`);
  expect(reply.status, reply.body.message).toBe(200);
  return SyncResponseSchema.parse(reply.body).data;
}

/** Waits for a run that finished after `since` (the sync's `last_checked_at` moved, or it paused). */
async function ran(id: string, since: string | undefined, timeoutMs = 120_000): Promise<Sync> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sync = await read(id);
    if (sync.status === 'paused' || (sync.last_checked_at !== undefined && sync.last_checked_at !== since && sync.status === 'active')) return sync;
    if (Date.now() > deadline) throw new Error(`sync ${id} did not run (status ${sync.status}, last run ${JSON.stringify(sync.last_run)})`);
    await new Promise((done) => setTimeout(done, 300));
  }
}

async function edit(platform: PlatformKey, playlistId: string, ops: unknown[]): Promise<void> {
  const reply = await fetch(`${env.file.catalog_url}/__playlists/${platform}/${encodeURIComponent(playlistId)}/edit`, { method: 'POST', body: JSON.stringify({ ops }) });
  expect(reply.status, await reply.clone().text()).toBe(200);
}

/** The listener's own playlist on `platform` with the fewest entries (at least 4), none of them odd. */
function sourceOf(truth: Truth, platform: PlatformKey, listenerId: string) {
  const own = truth.raw.playlists.filter((p) => p.platform === platform && p.owner_user_id === listenerId && p.recording_ids.length >= 4 && p.recording_ids.length <= 40);
  const found = own.sort((a, b) => a.recording_ids.length - b.recording_ids.length)[0];
  if (!found) throw new Error(`the listener has no small ${platform} playlist`);
  return found;
}

/** A plain recording listed on both platforms under the same ISRC, in neither list: certain to match. */
function plainOn(truth: Truth, from: PlatformKey, to: PlatformKey, not: ReadonlySet<string>): string {
  const found = truth.raw.recordings.find((r) => r.kind === 'plain' && r.platforms[from] && r.platforms[to] && r.expected[to] === r.platforms[to]!.id && !not.has(r.id));
  if (!found) throw new Error(`no plain recording on ${from} and ${to}`);
  return found.id;
}

/** `list` with its first occurrence of each of `gone` taken out. */
function without(list: readonly string[], gone: readonly string[]): string[] {
  const out = [...list];
  for (const g of gone) {
    const at = out.indexOf(g);
    if (at >= 0) out.splice(at, 1);
  }
  return out;
}

beforeAll(async () => {
  env = await startSandboxServer();
  const listener = env.file.listener;
  if (!listener) throw new Error('sandbox mode linked no listener');
  userId = listener.user_id;
}, 180_000);

afterAll(async () => {
  await env?.close();
});

const PAIRS = PLATFORM_KEYS.flatMap((from) => PLATFORM_KEYS.filter((to) => to !== from).map((to) => [from, to] as const));

describe('syncs in sandbox mode, every pair', () => {
  it.each(PAIRS)('%s → %s: the copy follows the source as its mode promises, and the listener’s own song stays', async (from, to) => {
    let truth = await fetchTruth(env.file.catalog_url);
    const listenerId = truth.raw.users.find((u) => u.email === env.file.listener!.email)!.id;
    const source = sourceOf(truth, from, listenerId);
    // The link as the app reads it from the listener's library (Apple Music's is the library address).
    const listed = (await (await fetch(`${env.file.base_url}/v1/account/${userId}/${from}/playlists`, { headers: headers() })).json()) as { data: { payload: Array<{ id: string; url: string }> } };
    const link = listed.data.payload.find((p) => p.id === source.platform_id)!.url;
    const created = await call('POST', `/v1/account/${userId}/syncs`, { source: link, target: to });
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data!.id;
    const appendOnly = to === 'applemusic';
    expect(created.body.data!.effective_mode).toBe(appendOnly ? 'append' : 'mirror');
    if (appendOnly) expect(created.body.data!.mode_note).toMatch(/cannot remove or reorder/);

    const first = await ran(id, undefined);
    expect(first.status, JSON.stringify(first.paused)).toBe('active');
    const copyId = first.target.playlist!.id;
    truth = await fetchTruth(env.file.catalog_url);
    const copyOf = (t: Truth) => t.raw.playlists.find((p) => p.platform === to && p.platform_id === copyId)!.recording_ids.map((r) => t.recording(r));
    const sameAs = (r: { id: string; same_as: string | null }) => r.same_as ?? r.id;
    const before = copyOf(truth).map(sameAs);
    const sourceBefore = truth.raw.playlists.find((p) => p.id === source.id)!.recording_ids;
    expect(before.length).toBe(first.counts.synced);

    // The source gains a song, loses its second entry, moves its last to the front and lists its first twice.
    const newcomer = plainOn(truth, from, to, new Set([...sourceBefore, ...before]));
    await edit(from, source.platform_id, [
      { op: 'add', recordingIds: [newcomer] },
      { op: 'remove', positions: [1] },
      { op: 'move', from: sourceBefore.length - 1, to: 0 },
      { op: 'duplicate', position: 0 },
    ]);
    // The listener adds a song of their own to the copy.
    const own = plainOn(truth, to, to, new Set([...sourceBefore, ...before, newcomer]));
    await edit(to, copyId, [{ op: 'add', recordingIds: [own], position: 0 }]);

    const queued = await call('POST', `/v1/account/${userId}/syncs/${id}/run`);
    expect(queued.status, queued.body.message).toBe(202);
    const second = await ran(id, first.last_checked_at);
    expect(second.status).toBe('active');
    truth = await fetchTruth(env.file.catalog_url);
    const after = copyOf(truth).map(sameAs);
    const sourceAfter = truth.raw.playlists.find((p) => p.id === source.id)!.recording_ids.map((r) => sameAs(truth.recording(r)));

    const context = JSON.stringify({ before, after, sourceBefore, sourceAfter, own, newcomer, run: second.runs?.[0] });
    expect(after, context).toContain(own);
    expect(after, context).toContain(sameAs(truth.recording(newcomer)));
    const removed = sameAs(truth.recording(sourceBefore[1]!));
    if (appendOnly) {
      // Append: everything that was there stays, in place; the newcomers follow.
      expect(after.slice(1, before.length + 1), context).toEqual(before);
      if (before.includes(removed)) expect(after, context).toContain(removed);
    } else {
      // Mirror: the copy's entries (the listener's own song aside) are the source's entries as the
      // sync matched them (its history names each match), in the source's order, duplicates included.
      const matchOf = new Map<string, string>();
      for (const run of second.runs ?? []) for (const c of run.changes ?? []) if (c.change === 'added' && c.target) matchOf.set(c.source.id, c.target.id);
      const listing = (r: string, platform: PlatformKey) => truth.recording(r).platforms[platform]?.id ?? '';
      const sourceIds = truth.raw.playlists.find((p) => p.id === source.id)!.recording_ids.map((r) => listing(r, from));
      const expected = sourceIds.flatMap((id) => (matchOf.has(id) ? [matchOf.get(id)!] : []));
      const copyIds = without(truth.raw.playlists.find((p) => p.platform === to && p.platform_id === copyId)!.recording_ids, [own]).map((r) => listing(r, to));
      expect(copyIds, context).toEqual(expected);
    }
    expect(second.runs!.length).toBeGreaterThanOrEqual(2);
    expect(second.runs![0]!.changes!.some((c) => c.change === 'added')).toBe(true);
  }, 300_000);
});

describe('bad sync requests: nothing is created', () => {
  const count = async () => ((await call('GET', `/v1/account/${userId}/syncs`)).body.data as unknown as Sync[]).length;

  it('a link that is not a playlist, the same platform, an interval under 15 minutes, a misspelt field: 400 naming the fix', async () => {
    const truth = await fetchTruth(env.file.catalog_url);
    const track = truth.raw.recordings.find((r) => r.platforms.spotify)!.platforms.spotify!.url;
    const playlist = truth.raw.playlists.find((p) => p.platform === 'spotify')!.url;
    const before = await count();
    const notPlaylist = await call('POST', `/v1/account/${userId}/syncs`, { source: track, target: 'deezer' });
    expect(notPlaylist.status).toBe(400);
    expect(notPlaylist.body.message).toMatch(/playlist link; this one is a Spotify track link/);
    const same = await call('POST', `/v1/account/${userId}/syncs`, { source: playlist, target: 'spotify', mode: 'mirror' });
    expect(same.status).toBe(400);
    expect(same.body.message).toMatch(/another platform/);
    const often = await call('POST', `/v1/account/${userId}/syncs`, { source: playlist, target: 'deezer', interval: 5 });
    expect(often.status).toBe(400);
    expect(often.body.message).toMatch(/at least 15 minutes/);
    const typo = await call('POST', `/v1/account/${userId}/syncs`, { source: playlist, target: 'deezer', intervall: 60 });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toMatch(/intervall/);
    expect(await count()).toBe(before);
  });

  it('a target the user has not linked is 404 naming it, and nothing is created', async () => {
    const truth = await fetchTruth(env.file.catalog_url);
    const other = truth.raw.users.find((u) => u.email !== env.file.listener!.email && u.accounts.spotify && u.accounts.deezer)!;
    const soloId = await linkListener(env.file.base_url, env.file.app, other.email, ['spotify']);
    const playlist = truth.raw.playlists.find((p) => p.platform === 'spotify' && p.owner_user_id === null && p.recording_ids.length > 0)!.url;
    const reply = await call('POST', `/v1/account/${soloId}/syncs`, { source: playlist, target: 'deezer' });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toMatch(/has not linked Deezer/);
    expect(((await call('GET', `/v1/account/${soloId}/syncs`)).body.data as unknown as Sync[]).length).toBe(0);
  }, 60_000);

  it('a second sync of the same source to the same target is 409 naming the first', async () => {
    const truth = await fetchTruth(env.file.catalog_url);
    const playlist = truth.raw.playlists.find((p) => p.platform === 'deezer' && p.owner_user_id === null && p.recording_ids.length > 0)!.url;
    const first = await call('POST', `/v1/account/${userId}/syncs`, { source: playlist, target: 'tidal', mode: 'append' });
    expect(first.status, first.body.message).toBe(201);
    const before = await count();
    const again = await call('POST', `/v1/account/${userId}/syncs`, { source: playlist, target: 'tidal' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(first.body.data!.id);
    expect(await count()).toBe(before);
    // Stopping it answers the sync; the copy stays.
    const stopped = await call('DELETE', `/v1/account/${userId}/syncs/${first.body.data!.id}`);
    expect(stopped.status).toBe(200);
    expect((await call('GET', `/v1/account/${userId}/syncs/${first.body.data!.id}`)).status).toBe(404);
  });
});
