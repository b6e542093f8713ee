/**
 * Syncs on the real composition root and the simulators: a listener's playlist edited while the
 * sync runs (adds, removes, moves, duplicates), the listener's own edits of the copy, and the
 * copy deleted. Runs are called as the job calls them.
 */
import type { PlatformKey } from '@segue/core';
import { SyncSchema } from '@segue/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTransferTest, type TransferTestSetup } from '../../test/support/library/transfer-test-setup';

const EMAIL = 'listener1@sandbox.segue.test';
let t: TransferTestSetup;

beforeAll(async () => {
  t = await startTransferTest({ email: EMAIL, platforms: ['spotify', 'deezer', 'applemusic'] });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const sandboxUser = () => t.sandbox.users.find((u) => u.email === EMAIL)!;

/** One of the listener's own playlists on `platform`, of at least `min` recordings. */
function ownPlaylist(platform: PlatformKey, min: number) {
  const playlist = t.sandbox.catalog.playlists.find((p) => p.platform === platform && p.ownerUserId === sandboxUser().id && p.recordingIds.length >= min && !p.oddEntries?.length);
  if (!playlist) throw new Error(`the listener has no ${platform} playlist of ${min}+ recordings`);
  return playlist;
}

const requests = (platform: PlatformKey) => Object.values(t.sandbox.stats().platforms[platform].endpoints).reduce((n, c) => n + c, 0);
const writes = (platform: PlatformKey) =>
  Object.entries(t.sandbox.stats().platforms[platform].endpoints)
    .filter(([label]) => !label.startsWith('GET ') && !/token|oauth/i.test(label))
    .reduce((n, [, c]) => n + c, 0);

/** The copy's recordings in order, and what the sync says it synced (recordings of its entries on the copy, in source order). */
async function copyAndState(syncId: string, to: PlatformKey) {
  const sync = await t.services.syncs.service.get(t.appId, t.userId, syncId);
  const copy = (await t.playlist(to, sync.target.playlist!.id)) ?? [];
  return { sync, copy };
}

describe('a mirror sync from Spotify to Deezer', () => {
  let syncId = '';
  let source: ReturnType<typeof ownPlaylist>;
  it('creates the copy on the first run, in the source’s order', async () => {
    source = ownPlaylist('spotify', 6);
    const { sync } = await t.services.syncs.service.create(t.appId, t.userId, { source: `https://open.spotify.com/playlist/${source.platformId}`, target: 'deezer' });
    syncId = sync.id;
    expect(sync).toMatchObject({ mode: 'mirror', effective_mode: 'mirror', status: 'queued', interval: 60 });
    expect(t.syncRuns).toContain(sync.id);
    expect((await t.services.syncs.run(sync.id)).kind).toBe('changed');
    const { sync: after, copy } = await copyAndState(sync.id, 'deezer');
    expect(after.source.title).toBe(source.title);
    expect(after.last_run?.counts.added).toBe(after.counts.synced);
    expect(copy.length).toBe(after.counts.synced);
    // Each entry on the copy is the recording of a source entry, in the source's order.
    const truth = (await t.playlist('spotify', source.platformId))!;
    expect(truth.filter((r) => copy.includes(r))).toEqual(copy);
  }, 60_000);

  it('asks Spotify for the change marker alone when nothing changed, and writes nothing', async () => {
    const [spotify, deezer] = [requests('spotify'), writes('deezer')];
    expect((await t.services.syncs.run(syncId)).kind).toBe('unchanged');
    expect(requests('spotify') - spotify).toBe(1);
    expect(writes('deezer')).toBe(deezer);
  });

  it('follows adds, removes, moves and duplicates, keeping what the listener added and leaving out what they removed', async () => {
    const first = await copyAndState(syncId, 'deezer');
    const copyId = first.sync.target.playlist!.id;
    // The listener edits the copy: adds a song of their own, removes the last synced one.
    const own = t.sandbox.catalog.recordings.find((r) => r.platforms.deezer && !first.copy.includes(r.id) && !source.recordingIds.includes(r.id))!.id;
    const removedByListener = first.copy.at(-1)!;
    t.sandbox.userState.editPlaylist('deezer', copyId, [{ op: 'add', recordingIds: [own], position: 1 }, { op: 'remove', positions: [first.copy.length] }]);
    // The source changes: a new song, one removed, one moved to the front, one duplicated.
    const newcomer = t.sandbox.catalog.recordings.find((r) => r.platforms.deezer && r.platforms.spotify && !source.recordingIds.includes(r.id) && r.id !== own)!.id;
    t.sandbox.userState.editPlaylist('spotify', source.platformId, [
      { op: 'add', recordingIds: [newcomer] },
      { op: 'remove', positions: [1] },
      { op: 'move', from: 3, to: 0 },
      { op: 'duplicate', position: 0 },
    ]);
    const deezerWrites = writes('deezer');
    const outcome = await t.services.syncs.run(syncId);
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ kind: 'changed' });
    const { sync, copy } = await copyAndState(syncId, 'deezer');
    expect(writes('deezer')).toBeGreaterThan(deezerWrites);
    const truth = (await t.playlist('spotify', source.platformId))!;
    // The listener's own song is still there; the one they removed did not come back.
    expect(copy).toContain(own);
    expect(copy.filter((r) => r === removedByListener).length).toBe(truth.filter((r) => r === removedByListener).length - 1);
    // The synced entries follow the source: order, the duplicate twice, the removed one gone.
    const synced = copy.filter((r) => r !== own);
    const wanted = truth.filter((r) => synced.includes(r));
    expect(synced).toEqual(wantedWithout(wanted, removedByListener));
    expect(synced.filter((r) => r === truth[0]).length).toBe(2);
    expect(sync.last_run?.counts).toMatchObject({ removed: 1 });
    expect(sync.last_run!.counts.added).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('pauses, with the reason, when the listener deleted the copy, and does not make it again', async () => {
    const { sync } = await copyAndState(syncId, 'deezer');
    t.sandbox.userState.editPlaylist('spotify', source.platformId, [{ op: 'remove', positions: [0] }]);
    t.sandbox.userState.deletePlaylist('deezer', sync.target.playlist!.id);
    const deezer = writes('deezer');
    expect((await t.services.syncs.run(syncId)).kind).toBe('paused');
    const paused = await t.services.syncs.service.get(t.appId, t.userId, syncId);
    expect(paused).toMatchObject({ status: 'paused', paused: { code: 'target_deleted' } });
    expect(paused.next_run_at).toBeUndefined();
    expect(paused.last_run?.outcome).toBe('paused');
    // The run says why, in the document's own shape.
    expect(SyncSchema.parse(paused).last_run?.paused?.code).toBe('target_deleted');
    expect(writes('deezer')).toBe(deezer);
    // A paused sync is not run by a stray job.
    expect((await t.services.syncs.run(syncId)).kind).toBe('skipped');
  });
});

/** `wanted` with one occurrence of `gone` (the last) taken out: the entry the listener removed stays removed. */
function wantedWithout(wanted: readonly string[], gone: string): string[] {
  const at = wanted.lastIndexOf(gone);
  return at < 0 ? [...wanted] : [...wanted.slice(0, at), ...wanted.slice(at + 1)];
}
