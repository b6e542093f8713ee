/**
 * A playlist's whole entry list: catalog recordings (`recordingIds`) with the odd entries
 * (`oddEntries`, local files and episodes) at their positions, and each entry's stamp, its
 * identity in the playlist. The platforms name entries, not just tracks: TIDAL's `meta.itemId`
 * and YouTube's playlistItem `id` stay with an entry when others move or go, and a duplicated
 * track is two entries. Untouched playlists carry no stamps: entry `i` is keyed `"i"`, which is
 * what the simulators derived their ids from before playlists could change.
 */
import type { OddEntry, Playlist } from './model';

export type PlaylistEntry = { kind: 'recording'; recordingId: string } | { kind: 'odd'; entry: OddEntry };

export interface EntryStamp {
  /** Unique within the playlist, never reused. */
  key: string;
  /** When the entry was added at runtime (ISO); absent for the generated ones, whose times each platform derives. */
  addedAt?: string;
}

export interface StampedEntry {
  entry: PlaylistEntry;
  stamp: EntryStamp;
}

/** Every entry in playlist order: odd entries at their positions, recordings filling the rest. */
export function playlistEntries(playlist: Playlist): PlaylistEntry[] {
  const odd = playlist.oddEntries ?? [];
  const entries: PlaylistEntry[] = [];
  let next = 0;
  let o = 0;
  while (next < playlist.recordingIds.length || o < odd.length) {
    const here = odd[o];
    if (here && (here.at <= entries.length || next >= playlist.recordingIds.length)) {
      entries.push({ kind: 'odd', entry: here.entry });
      o++;
    } else {
      entries.push({ kind: 'recording', recordingId: playlist.recordingIds[next++]! });
    }
  }
  return entries;
}

/** How many entries the playlist holds, odd ones included. */
export const entryCount = (playlist: Playlist): number => playlist.recordingIds.length + (playlist.oddEntries?.length ?? 0);

/** The stamp of each entry, in playlist order. */
export function entryStamps(playlist: Playlist): EntryStamp[] {
  return playlist.entryStamps ?? Array.from({ length: entryCount(playlist) }, (_, i) => ({ key: String(i) }));
}

export function stampedEntries(playlist: Playlist): StampedEntry[] {
  const stamps = entryStamps(playlist);
  return playlistEntries(playlist).map((entry, i) => ({ entry, stamp: stamps[i] ?? { key: String(i) } }));
}

/** Stores `list` as the playlist's entries: recordings, odd entries at their new positions, stamps. */
export function writeEntries(playlist: Playlist, list: readonly StampedEntry[]): void {
  playlist.recordingIds = list.flatMap(({ entry }) => (entry.kind === 'recording' ? [entry.recordingId] : []));
  const odd = list.flatMap(({ entry }, at) => (entry.kind === 'odd' ? [{ at, entry: entry.entry }] : []));
  if (odd.length > 0 || playlist.oddEntries !== undefined) playlist.oddEntries = odd;
  playlist.entryStamps = list.map(({ stamp }) => ({ ...stamp }));
}
