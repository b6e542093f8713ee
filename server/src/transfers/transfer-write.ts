import { platformName, type PlatformKey } from '@segue/core';
import { byName, nameOnlyKey } from '../library-writes/entry-key';
import { journaled, type JournalDeps } from '../library-writes/journaled';
import type { PlatformLibrary, WriteLimit, WriteRefusal } from '../platforms/kit/platform-library';
import type { ItemRecord, TargetRef, TransferItemRepository } from './transfer-items.repository';
import type { TransferPlaylistRepository } from './transfer-playlists.repository';
import type { TransferRecord } from './transfer.repository';
import type { JournalWrite, WriteAction } from '../library-writes/write-journal.repository';

export interface WriteDeps extends JournalDeps {
  items: TransferItemRepository;
  playlists: TransferPlaylistRepository;
  onProgress: () => void;
}

/** What the target holds of one kind, read in this attempt. */
export interface Holding {
  has(target: TargetRef): boolean;
}

/**
 * By id; by title and first artist for an entry the platform lists without an id (Apple Music
 * lists a library song it will not play in the listener's storefront without its catalog id:
 * https://developer.apple.com/documentation/applemusicapi/songs/attributes, `playParams`); and,
 * with `everyByName`, by title and first artist for every entry: Apple Music lists a library's albums
 * and artists under library ids (`l.…`, `r.…`) that are not the catalog ids written. Other tracks
 * are recognised by id only (one title has many recordings).
 */
export function holding(entries: ReadonlyArray<{ id: string; title: string; artists: readonly string[] }>, everyByName: boolean): Holding {
  const ids = new Set(entries.filter((e) => e.id !== '').map((e) => e.id));
  const keys = new Set(entries.filter((e) => everyByName || e.id === '').map(byName));
  return { has: (target) => ids.has(target.id) || keys.has(byName(target)) };
}

export const NOTHING_HELD: Holding = { has: () => false };

type Batch = { ids: string[]; items: ItemRecord[] };

/**
 * Groups matched items into requests: each target id once (two source items may find the same
 * target), at most `batch` ids per request, in source order.
 */
function batches(items: readonly ItemRecord[], batch: number): { batches: Batch[]; duplicates: ItemRecord[] } {
  const out: Batch[] = [];
  const seen = new Set<string>();
  const duplicates: ItemRecord[] = [];
  for (const item of items) {
    const id = item.target!.id;
    if (seen.has(id)) {
      duplicates.push(item);
      continue;
    }
    seen.add(id);
    const last = out.at(-1);
    if (last && last.ids.length < batch) {
      last.ids.push(id);
      last.items.push(item);
    } else out.push({ ids: [id], items: [item] });
  }
  return { batches: out, duplicates };
}

const refusalWhy = (to: PlatformKey, r: WriteRefusal) =>
  r.reason === 'unavailable'
    ? { code: 'not_available' as const, reason: `${platformName(to)} lists it but will not play it in the listener’s region` }
    : r.reason === 'unsupported'
      ? { code: 'platform_cannot' as const, reason: `${platformName(to)} cannot hold it in a library` }
      : { code: 'target_refused' as const, reason: `${platformName(to)} refused the id when it was written` };

/**
 * Writes an earlier attempt sent without hearing back, settled against the target's state read
 * now: confirmed when every id is there, else failed (what is missing is sent again).
 */
async function settleStale(deps: WriteDeps, transfer: TransferRecord, stale: readonly JournalWrite[], there: (id: string) => boolean): Promise<void> {
  for (const write of stale) {
    if (write.ids.every(there)) await deps.journal.confirm(transfer.id, write.seq, { checked: true });
    else await deps.journal.fail(transfer.id, write.seq, { checked: true, missing: write.ids.filter((id) => !there(id)) });
  }
}

/**
 * Target ids an earlier attempt sent to a list: the stale writes just settled, and the confirmed
 * ones whose items were not marked yet (a process can stop between the confirmation and the
 * marking). Found on the target now, they are `added`, not `already_there`.
 */
async function sentBefore(deps: WriteDeps, transfer: TransferRecord, list: string, stale: readonly JournalWrite[]): Promise<Set<string>> {
  const confirmed = (await deps.journal.confirmed(transfer.id, list)).filter((w) => w.action !== 'create_playlist');
  return new Set([...stale, ...confirmed].flatMap((w) => w.ids));
}

/**
 * Saves, for one list kind (liked tracks, albums or artists), every matched item the target does
 * not hold yet. `present` is the target's state read in this attempt: an item found there is
 * `already_there` (or `added`, when an earlier attempt's unconfirmed write put it there).
 */
export async function saveMatched(
  deps: WriteDeps,
  transfer: TransferRecord,
  list: 'liked' | 'albums' | 'artists',
  matched: readonly ItemRecord[],
  present: Holding,
  limit: WriteLimit | null,
  send: (ids: string[]) => Promise<WriteRefusal[]>,
): Promise<void> {
  if (matched.length === 0) return;
  const action: WriteAction = list === 'liked' ? 'save_tracks' : list === 'albums' ? 'save_albums' : 'follow_artists';
  const stale = (await deps.journal.unconfirmed(transfer.id)).filter((w) => w.list === list);
  const refs = new Map(matched.map((i) => [i.target!.id, i.target!]));
  await settleStale(deps, transfer, stale, (id) => present.has(refs.get(id) ?? { id, title: '', artists: [], url: '' }));
  const ours = await sentBefore(deps, transfer, list, stale);
  const there = matched.filter((i) => present.has(i.target!));
  const fromUs = there.filter((i) => ours.has(i.target!.id));
  await deps.items.markState(transfer.id, list, fromUs.map((i) => i.position), 'added');
  await deps.items.markState(transfer.id, list, there.filter((i) => !ours.has(i.target!.id)).map((i) => i.position), 'already_there');
  const missing = matched.filter((i) => !present.has(i.target!));
  if (!limit) {
    const what = list === 'liked' ? 'liked songs' : list === 'albums' ? 'saved albums' : 'followed artists';
    await deps.items.markState(transfer.id, list, missing.map((i) => i.position), 'left_out', {
      code: 'platform_cannot',
      reason: `${platformName(transfer.to)} has no ${what} that an app can write`,
    });
    return;
  }
  const { batches: requests, duplicates } = batches(missing, limit.batch);
  await deps.items.markState(transfer.id, list, duplicates.map((i) => i.position), 'already_there');
  for (const request of requests) {
    const refused = await journaled(deps, transfer, { action, list, ids: request.ids, positions: request.items.map((i) => i.position), limit }, () => send(request.ids));
    const no = new Map(refused.map((r) => [r.id, r]));
    await deps.items.markState(transfer.id, list, request.items.filter((i) => !no.has(i.target!.id)).map((i) => i.position), 'added');
    for (const r of refused) {
      await deps.items.markState(transfer.id, list, request.items.filter((i) => i.target!.id === r.id).map((i) => i.position), 'left_out', refusalWhy(transfer.to, r));
    }
    deps.onProgress();
  }
}

/**
 * Appends a playlist's matched tracks its copy on the target lacks. The copy is compared as a
 * multiset: a song the source lists twice is in the copy twice, and a song already there (put
 * there by an earlier attempt, an earlier transfer, or the listener) is not added again.
 * `accounted` holds the target ids of the playlist's items settled before this attempt.
 */
export async function fillPlaylist(
  deps: WriteDeps,
  transfer: TransferRecord,
  target: PlatformLibrary,
  sourceId: string,
  copyId: string,
  matched: readonly ItemRecord[],
  inCopy: readonly string[],
  accounted: readonly string[],
): Promise<void> {
  const have = new Map<string, number>();
  for (const id of inCopy) have.set(id, (have.get(id) ?? 0) + 1);
  // Entries that items already settled stand for (added or found by an earlier attempt) are not
  // there for another item: a song the source lists twice, once written, is still missing once.
  for (const id of accounted) have.set(id, (have.get(id) ?? 0) - 1);
  const stale = (await deps.journal.unconfirmed(transfer.id)).filter((w) => w.list === sourceId && w.action === 'add_to_playlist');
  const inCopySet = new Set(inCopy);
  await settleStale(deps, transfer, stale, (id) => inCopySet.has(id));
  const ours = await sentBefore(deps, transfer, sourceId, stale);
  const toAdd: ItemRecord[] = [];
  const fromUs: number[] = [];
  const there: number[] = [];
  for (const item of matched) {
    const id = item.target!.id;
    // The entry by its id, else one the copy lists without an id under the same title and artist.
    const key = [id, nameOnlyKey(item.target!)].find((k) => (have.get(k) ?? 0) > 0);
    if (key !== undefined) {
      have.set(key, have.get(key)! - 1);
      (ours.has(id) ? fromUs : there).push(item.position);
    } else toAdd.push(item);
  }
  await deps.items.markState(transfer.id, sourceId, fromUs, 'added');
  await deps.items.markState(transfer.id, sourceId, there, 'already_there');
  const limit = target.writeLimits.addToPlaylist;
  for (let start = 0; start < toAdd.length; start += limit.batch) {
    const part = toAdd.slice(start, start + limit.batch);
    const ids = part.map((i) => i.target!.id);
    const refused = await journaled(deps, transfer, { action: 'add_to_playlist', list: sourceId, ids, positions: part.map((i) => i.position), limit }, () =>
      target.addToPlaylist(copyId, ids),
    );
    const no = new Map(refused.map((r) => [r.id, r]));
    await deps.items.markState(transfer.id, sourceId, part.filter((i) => !no.has(i.target!.id)).map((i) => i.position), 'added');
    for (const r of refused) {
      await deps.items.markState(transfer.id, sourceId, part.filter((i) => i.target!.id === r.id).map((i) => i.position), 'left_out', refusalWhy(transfer.to, r));
    }
    deps.onProgress();
  }
}
