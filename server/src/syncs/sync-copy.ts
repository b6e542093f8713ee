import { platformName, type PlatformKey } from '@segue/core';
import type { TransferLeftOutCode } from '@segue/core/schemas';
import { journaled, type JournalDeps, type Writer } from '../library-writes/journaled';
import type { JournalWrite } from '../library-writes/write-journal.repository';
import { isPlatformError } from '../platforms/index';
import type { EntryRef, LibraryWriteLimits, PlatformLibrary } from '../platforms/kit/platform-library';
import { planMoves, type CopyEntry, type SyncPlan, type SyncedEntry } from './sync-plan';

/** The journal's list for a run's writes: a resumed run settles its own. */
export const runList = (run: number): string => `run:${run}`;

/** Whether the target can keep a copy as `mirror` asks: remove and reorder entries (Apple Music cannot). */
export const canMirror = (limits: LibraryWriteLimits): boolean => limits.removeFromPlaylist !== null && limits.movePlaylistEntry !== null;

/** The copy's entries in order, or undefined when the listener deleted it. */
export async function readCopy(target: PlatformLibrary, copyId: string): Promise<CopyEntry[] | undefined> {
  try {
    const { entries } = await target.playlistEntries(copyId);
    return entries.map((e) => ({ id: e.track.id, title: e.track.title, artists: e.track.artists, ...(e.entryId === undefined ? {} : { entryId: e.entryId }) }));
  } catch (error) {
    if (isPlatformError(error) && error.code === 'not_found') return undefined;
    throw error;
  }
}

const isPlaylist = (result: unknown): result is { id: string; url: string } =>
  typeof result === 'object' && result !== null && typeof (result as { id?: unknown }).id === 'string' && typeof (result as { url?: unknown }).url === 'string';

/**
 * Makes the copy on the first run. A creation an interrupted attempt sent is looked for first
 * (by the description naming the source, or the title among empty playlists where the platform
 * lists no descriptions), so a crash never leaves two copies.
 */
export async function createCopy(
  deps: JournalDeps,
  writer: Writer,
  run: number,
  target: PlatformLibrary,
  source: { title: string; url: string; platform: PlatformKey },
): Promise<{ id: string; url: string }> {
  const list = runList(run);
  const description = `Kept in step with ${platformName(source.platform)}: ${source.url}`;
  const title = source.title.slice(0, 200) || 'Playlist';
  const made = (await deps.journal.confirmed(writer.id, list)).find((w) => w.action === 'create_playlist' && isPlaylist(w.result));
  if (made && isPlaylist(made.result)) return { id: made.result.id, url: made.result.url };
  const stale = (await deps.journal.unconfirmed(writer.id)).filter((w) => w.action === 'create_playlist' && w.list === list);
  if (stale.length > 0) {
    const { items } = await target.playlists();
    const found = items.find((p) => p.description === description) ?? items.find((p) => p.title === title && p.nb_tracks === 0);
    for (const write of stale) await (found ? deps.journal.confirm(writer.id, write.seq, { id: found.id, url: found.url, adopted: true }) : deps.journal.fail(writer.id, write.seq, { absent: true }));
    if (found) return { id: found.id, url: found.url };
  }
  return journaled(deps, writer, { action: 'create_playlist', list, ids: [title], positions: [], limit: target.writeLimits.createPlaylist }, () =>
    target.createPlaylist({ title, description, trackIds: [] }),
  );
}

/** What interrupted attempts of a run wrote (confirmed, or found on the copy): the run's own changes, though this attempt will not make them again. */
export interface EarlierWrites {
  /** Ids added: the plan counts those as the sync's own, not the listener's. */
  sent: string[];
  /** Ids removed. */
  removed: string[];
  moved: number;
  /** Whether the copy was made in this run. */
  created: boolean;
}

/**
 * Settles the writes an interrupted attempt of this run sent without hearing back, against the
 * copy as read now, and answers what earlier attempts of this run wrote.
 */
export async function settleEarlier(deps: JournalDeps, writer: Writer, run: number, copy: readonly CopyEntry[]): Promise<EarlierWrites> {
  const list = runList(run);
  const on = new Set(copy.map((e) => e.id));
  const stale = (await deps.journal.unconfirmed(writer.id)).filter((w) => w.list === list && w.action !== 'create_playlist');
  const confirmed = await deps.journal.confirmed(writer.id, list);
  const of = (action: string) => confirmed.filter((w) => w.action === action);
  const earlier: EarlierWrites = {
    sent: of('add_to_playlist').flatMap((w) => w.ids),
    removed: of('remove_from_playlist').flatMap((w) => w.ids),
    moved: of('move_entry').length,
    created: of('create_playlist').length > 0,
  };
  for (const write of stale) {
    // A move is the last write its attempt sent (one at a time): it reached if the entry now stands where it was moved to.
    const reached =
      write.action === 'add_to_playlist'
        ? write.ids.every((id) => on.has(id))
        : write.action === 'remove_from_playlist'
          ? write.ids.every((id) => !on.has(id))
          : write.action === 'move_entry' && copy[write.positions[1]!]?.id === write.ids[0];
    await (reached ? deps.journal.confirm(writer.id, write.seq, { checked: true }) : deps.journal.fail(writer.id, write.seq, { checked: true }));
    if (write.action === 'add_to_playlist') earlier.sent.push(...write.ids.filter((id) => on.has(id)));
    if (reached && write.action === 'remove_from_playlist') earlier.removed.push(...write.ids);
    if (reached && write.action === 'move_entry') earlier.moved += 1;
  }
  return earlier;
}

export interface Refusal {
  index: number;
  code: TransferLeftOutCode;
  reason: string;
}

type Journal = Pick<JournalWrite, 'action' | 'ids' | 'positions'>;

/**
 * Writes a plan's removals, then its additions, each request journaled. Where the target removes
 * every entry of a track named (Spotify, Deezer), the occurrences that must stay are added back.
 * Answers the additions the target refused, by their index in `plan.next`.
 */
export async function writePlan(deps: JournalDeps, writer: Writer, run: number, target: PlatformLibrary, copyId: string, copy: readonly CopyEntry[], plan: SyncPlan): Promise<Refusal[]> {
  const list = runList(run);
  const limits = target.writeLimits;
  const send = <T>(write: Journal, limit: { batch: number; units: number }, call: () => Promise<T>) => journaled(deps, writer, { ...write, list, limit }, call);
  const putBack: string[] = [];
  if (plan.removals.length > 0) {
    const limit = limits.removeFromPlaylist!;
    for (let start = 0; start < plan.removals.length; start += limit.batch) {
      const part = plan.removals.slice(start, start + limit.batch).map((r) => r.at);
      await send({ action: 'remove_from_playlist', ids: part.map((r) => r.trackId), positions: part.map((r) => r.position) }, limit, () => target.removeFromPlaylist(copyId, part));
    }
    if (target.removesEveryOccurrence) {
      const removed = new Map<string, number>();
      for (const r of plan.removals) removed.set(r.at.trackId, (removed.get(r.at.trackId) ?? 0) + 1);
      for (const [id, n] of removed) putBack.push(...Array<string>(Math.max(0, copy.filter((e) => e.id === id).length - n)).fill(id));
    }
  }
  const refusals: Refusal[] = [];
  const adds = [...putBack.map((id) => ({ id, index: -1 })), ...plan.additions.map((index) => ({ id: plan.next[index]!.target!.id, index }))];
  const limit = limits.addToPlaylist;
  for (let start = 0; start < adds.length; start += limit.batch) {
    const part = adds.slice(start, start + limit.batch);
    const refused = await send({ action: 'add_to_playlist', ids: part.map((a) => a.id), positions: part.map((a) => a.index) }, limit, () =>
      target.addToPlaylist(copyId, part.map((a) => a.id)),
    );
    for (const r of refused) {
      for (const a of part.filter((p) => p.id === r.id && p.index >= 0)) {
        const reason = r.reason === 'unavailable' ? `${platformName(writer.to)} lists it but will not play it in the listener’s region` : `${platformName(writer.to)} refused the id when it was written`;
        refusals.push({ index: a.index, code: r.reason === 'unavailable' ? 'not_available' : 'target_refused', reason });
      }
    }
  }
  return refusals;
}

/**
 * The copy as `writePlan` leaves it, without reading it again: removed entries gone (every entry
 * of a removed track where the platform removes that way, then the ones to keep put back), the
 * additions it took appended, as every platform appends them.
 */
export function copyAfter(copy: readonly CopyEntry[], plan: SyncPlan, refusals: readonly Refusal[], removesEveryOccurrence: boolean): CopyEntry[] {
  const removed = new Set(plan.removals.map((r) => r.at.position));
  const ids = new Set(plan.removals.map((r) => r.at.trackId));
  const kept = removesEveryOccurrence ? copy.filter((e) => !ids.has(e.id)) : copy.filter((_, i) => !removed.has(i));
  const putBack = removesEveryOccurrence ? copy.filter((e, i) => ids.has(e.id) && !removed.has(i)) : [];
  const refused = new Set(refusals.map((r) => r.index));
  const added = plan.additions.filter((i) => !refused.has(i)).map((i) => ({ ...plan.next[i]!.target!, artists: plan.next[i]!.target!.artists }));
  return [...kept, ...putBack, ...added];
}

/**
 * Puts the copy's synced entries in the source's order, one journaled move a request; answers
 * how many moved. `expected` is the copy as the writes left it (`copyAfter`): when nothing in it
 * is out of order, the copy is not read again (a source that only gained entries at its end, the
 * common change); otherwise it is, for the entries' own ids the moves name.
 */
export async function writeOrder(deps: JournalDeps, writer: Writer, run: number, target: PlatformLibrary, copyId: string, next: readonly SyncedEntry[], expected: readonly CopyEntry[]): Promise<number> {
  if (planMoves(expected, next).length === 0) return 0;
  const copy = await readCopy(target, copyId);
  if (!copy) return 0;
  const limit = target.writeLimits.movePlaylistEntry!;
  const current: EntryRef[] = copy.map((e, position) => ({ trackId: e.id, position, ...(e.entryId === undefined ? {} : { entryId: e.entryId }) }));
  const moves = planMoves(copy, next);
  for (const { from, to } of moves) {
    const refs = current.map((r, position) => ({ ...r, position }));
    await journaled(deps, writer, { action: 'move_entry', list: runList(run), ids: [refs[from]!.trackId], positions: [from, to], limit }, () =>
      target.movePlaylistEntry(copyId, refs, from, to),
    );
    current.splice(to, 0, ...current.splice(from, 1));
  }
  return moves.length;
}
