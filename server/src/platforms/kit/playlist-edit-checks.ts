/**
 * The checks every platform's playlist removal and move make before sending anything: a caller
 * that plans more entries than one request takes, a move outside the list, or an entry without
 * the id its platform names entries by is a programming error, thrown before any request.
 */
import type { PlatformKey } from '@segue/core';
import type { EntryRef, WriteLimit } from './platform-library';

/** Throws when `entries` is more than one removal request carries. */
export function checkRemoval(platform: PlatformKey, entries: readonly EntryRef[], limit: WriteLimit): void {
  if (entries.length > limit.batch) throw new RangeError(`${platform} removes at most ${limit.batch} playlist entries a request, not ${entries.length}`);
}

/** The entry a move takes, once `from` and `to` are indices of `current`. */
export function movedEntry(platform: PlatformKey, current: readonly EntryRef[], from: number, to: number): EntryRef {
  const isIndex = (i: number) => Number.isInteger(i) && i >= 0 && i < current.length;
  if (!isIndex(from) || !isIndex(to)) throw new RangeError(`${platform} cannot move entry ${from} to ${to} of a playlist of ${current.length}`);
  return current[from]!;
}

/** `items` with the one at `from` taken out and put back so that it stands at `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const order = [...items];
  order.splice(to, 0, ...order.splice(from, 1));
  return order;
}

/** The entry's own id, for platforms that name entries by it (TIDAL `itemId`, YouTube playlistItem id). */
export function entryIdOf(platform: PlatformKey, entry: EntryRef): string {
  if (!entry.entryId) throw new TypeError(`${platform} names playlist entries by their own id: the entry at ${entry.position} (track ${entry.trackId}) has none`);
  return entry.entryId;
}

/** The entry's track id, for platforms that name entries by track (Spotify, Deezer). */
export function trackIdOf(platform: PlatformKey, entry: EntryRef): string {
  if (!entry.trackId) throw new TypeError(`${platform} names playlist entries by track: the entry at ${entry.position} has no track id (a local file)`);
  return entry.trackId;
}
