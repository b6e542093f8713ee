import type { EntryRef, LibraryEntry } from '../../../src/platforms/kit/platform-library';

/** A playlist's entries as a removal or a move names them, read back from `playlistEntries`. */
export function entryRefs(entries: readonly LibraryEntry[]): EntryRef[] {
  return entries.map((entry, position) => ({ trackId: entry.track.id, ...(entry.entryId ? { entryId: entry.entryId } : {}), kind: entry.kind, position }));
}
