import type { TransferLeftOutCode } from '@segue/core/schemas';
import type { LibraryEntry } from '../platforms/kit/platform-library';

/**
 * Why an entry of a library list is left out before any search, or undefined for music to
 * match: no catalog holds a listener's own file, only music is moved or synced, and an entry the
 * platform no longer describes cannot be looked for.
 */
export function leftOutBeforeSearch(entry: LibraryEntry): { code: TransferLeftOutCode; reason: string } | undefined {
  if (entry.kind === 'local') return { code: 'local_file', reason: 'a file from the listener’s device: it is in no catalog' };
  if (entry.kind === 'episode') return { code: 'episode', reason: 'a podcast episode or other non-music entry: only music is moved' };
  // The platform lists an entry it no longer describes (a track pulled from its catalog).
  if (entry.track.id === '' && entry.track.title === '') return { code: 'not_available', reason: 'the source platform no longer says what this entry was' };
  return undefined;
}
