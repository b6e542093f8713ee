import { entryKey, nameOnlyKey, type TargetRef } from '../library-writes/entry-key';
import type { EntryRef } from '../platforms/kit/platform-library';

/** What the source said of an entry, kept with the sync's state. */
export interface SourceRef {
  id: string;
  title: string;
  artists: string[];
  url: string;
}

/** An entry of the source as the sync last left it, and how it stands on the copy. */
export interface SyncedEntry {
  /** The source track's id, or its name where the platform lists it without one (see `entryKey`). */
  key: string;
  source: SourceRef;
  target: TargetRef | null;
  /** `added` by the sync; `adopted`: the copy already held it (the listener's own); `left_out`: no match. */
  origin: 'added' | 'adopted' | 'left_out';
}

/** An entry of the source now, with its match on the target (null: left out). */
export interface WantedEntry {
  key: string;
  source: SourceRef;
  target: TargetRef | null;
}

/** An entry of the copy as the target lists it now. */
export interface CopyEntry {
  id: string;
  title: string;
  artists: readonly string[];
  entryId?: string;
}

export interface SyncPlan {
  /** The source's entries in their new order, each with how it will stand on the copy once the plan is written. */
  next: SyncedEntry[];
  /** Entries of the copy to remove: the sync put them there and the source no longer lists them. */
  removals: Array<{ entry: SyncedEntry; at: EntryRef }>;
  /** Indexes into `next` of the entries to add to the copy, in source order. */
  additions: number[];
  /** Entries of `last` the source no longer lists (removed from the copy or not). */
  gone: SyncedEntry[];
  /** Indexes into `next` of the entries an interrupted attempt of this run added (`sentBefore`): added by this run, not written again. */
  addedBefore: number[];
  /** Entries of `gone` an interrupted attempt of this run removed from the copy (`removedBefore`). */
  removedBefore: SyncedEntry[];
}

/**
 * Occurrences of each entry on the copy, by `entryKey`, handed out front to back. An entry the
 * target lists without an id is found by the title and first artist of the ref asking for it.
 */
class Occurrences {
  private readonly at = new Map<string, number[]>();

  constructor(copy: readonly CopyEntry[]) {
    copy.forEach((entry, index) => {
      const key = entryKey(entry);
      this.at.set(key, [...(this.at.get(key) ?? []), index]);
    });
  }

  /** Takes the first free occurrence of `ref`: its index on the copy, or undefined when none is left. */
  take(ref: TargetRef): number | undefined {
    for (const key of [ref.id, nameOnlyKey(ref)]) {
      const free = this.at.get(key);
      if (free && free.length > 0) return free.shift();
    }
    return undefined;
  }
}

/**
 * What a run writes, from the source as last synced (`last`), the source now (`now`) and the copy
 * as the target lists it (`copy`). The difference is taken by source entry (occurrences of a key
 * paired in order), so:
 * - an entry the source still lists is never written again, even where the listener removed it
 *   from the copy (their edit stands);
 * - an entry the source gained is added, unless the copy holds an occurrence of it that nothing
 *   else accounts for (the listener put it there first): that one is adopted, not doubled;
 *   `sentBefore` holds ids an interrupted attempt of this run sent, which count as the sync's;
 * - in `mirror`, an entry the source lost is removed from the copy only if the sync added it; one
 *   the listener added (adopted) stays.
 */
export function planSync(
  last: readonly SyncedEntry[],
  now: readonly WantedEntry[],
  copy: readonly CopyEntry[],
  options: {
    mirror: boolean;
    sentBefore?: readonly string[];
    removedBefore?: readonly string[];
    /**
     * Ids an interrupted attempt of this run removed where the target removes every entry of a
     * track (Spotify, Deezer): entries that stay but are missing from the copy lost their place
     * to that removal before it put them back, not to the listener, so they are added again.
     */
    restore?: readonly string[];
  },
): SyncPlan {
  const earlier = new Map<string, SyncedEntry[]>();
  for (const entry of last) earlier.set(entry.key, [...(earlier.get(entry.key) ?? []), entry]);
  const next: Array<SyncedEntry | WantedEntry> = now.map((wanted) => earlier.get(wanted.key)?.shift() ?? wanted);
  const gone = [...earlier.values()].flat();

  const occurrences = new Occurrences(copy);
  // Entries that stay hold their occurrences first; those the source lost take what is left.
  const restore = new Set(options.restore ?? []);
  const lost: number[] = [];
  next.forEach((entry, index) => {
    if (!('origin' in entry) || entry.origin === 'left_out' || !entry.target) return;
    if (occurrences.take(entry.target) === undefined && restore.has(entry.target.id)) lost.push(index);
  });
  const removals: SyncPlan['removals'] = [];
  const removedBefore: SyncedEntry[] = [];
  const unsent = new Map<string, number>();
  for (const id of options.removedBefore ?? []) unsent.set(id, (unsent.get(id) ?? 0) + 1);
  for (const entry of gone) {
    if (entry.origin === 'left_out' || !entry.target) continue;
    const index = occurrences.take(entry.target);
    const before = unsent.get(entry.target.id) ?? 0;
    if (index === undefined && before > 0 && options.mirror && entry.origin === 'added') {
      unsent.set(entry.target.id, before - 1);
      removedBefore.push(entry);
    }
    if (index === undefined || !options.mirror || entry.origin !== 'added') continue;
    const on = copy[index]!;
    removals.push({ entry, at: { trackId: on.id, position: index, ...(on.entryId === undefined ? {} : { entryId: on.entryId }) } });
  }

  const ours = new Map<string, number>();
  for (const id of options.sentBefore ?? []) ours.set(id, (ours.get(id) ?? 0) + 1);
  const additions: number[] = [...lost];
  const addedBefore: number[] = [];
  const settled: SyncedEntry[] = next.map((entry, index) => {
    if ('origin' in entry) return entry;
    if (!entry.target) return { ...entry, origin: 'left_out' };
    if (occurrences.take(entry.target) === undefined) {
      additions.push(index);
      return { ...entry, origin: 'added' };
    }
    const sent = ours.get(entry.target.id) ?? 0;
    if (sent > 0) {
      ours.set(entry.target.id, sent - 1);
      addedBefore.push(index);
    }
    return { ...entry, origin: sent > 0 ? 'added' : 'adopted' };
  });
  return { next: settled, removals, additions: additions.sort((a, b) => a - b), gone, addedBefore, removedBefore };
}

/**
 * The moves that put the copy's synced entries in the source's order, one entry a move, fewest
 * moves first: the entries already in order (the longest increasing run of their wanted places)
 * stay, every other one is moved next to the entry that precedes it. Entries the listener added
 * themselves keep their places; the synced ones fill the places synced entries hold, in source
 * order.
 */
export function planMoves(copy: readonly CopyEntry[], next: readonly SyncedEntry[]): Array<{ from: number; to: number }> {
  const occurrences = new Occurrences(copy);
  const synced: number[] = [];
  for (const entry of next) {
    if (entry.origin === 'left_out' || !entry.target) continue;
    const index = occurrences.take(entry.target);
    if (index !== undefined) synced.push(index);
  }
  // The wanted order: synced places refilled in source order, the listener's own entries where they are.
  const places = [...synced].sort((a, b) => a - b);
  const wanted = copy.map((_, index) => index);
  synced.forEach((copyIndex, order) => {
    wanted[places[order]!] = copyIndex;
  });
  // rank[i]: where the copy's entry i should stand.
  const rank: number[] = new Array(copy.length);
  wanted.forEach((copyIndex, place) => {
    rank[copyIndex] = place;
  });
  const keep = longestIncreasing(rank);
  const current = copy.map((_, index) => index);
  const moves: Array<{ from: number; to: number }> = [];
  const order = copy.map((_, index) => index).filter((index) => !keep.has(index)).sort((a, b) => rank[a]! - rank[b]!);
  for (const index of order) {
    const from = current.indexOf(index);
    current.splice(from, 1);
    // After the entry that should precede it (every entry ranked lower is in order by now).
    const before = rank[index]! === 0 ? -1 : current.findIndex((other) => rank[other] === rank[index]! - 1);
    const to = before + 1;
    current.splice(to, 0, index);
    if (to !== from) moves.push({ from, to });
  }
  return moves;
}

/** The indexes of one longest strictly increasing subsequence of `values` (patience sorting). */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (values[tails[mid]!]! < value) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const keep = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index !== -1; index = previous[index]!) keep.add(index);
  return keep;
}
