import { createHash } from 'node:crypto';
import type { PlatformKey } from '@segue/core';
import type { AppPlatformsProvider } from '../app-platforms/app-platforms';
import { entryKey } from '../library-writes/entry-key';
import { matchView } from '../matching/api-views';
import { matchTracks, type MatchDeps } from '../matching/match-tracks';
import { leftOutBeforeSearch } from '../matching/not-music';
import { isPlatformError } from '../platforms/index';
import { entriesIfChanged, type LibraryEntry, type PlatformLibrary } from '../platforms/kit/platform-library';
import type { PlatformAdapter, PlatformTrack } from '../platforms/types';
import type { SyncRecord } from './sync.repository';
import type { Remembered, SyncStateRepository } from './sync-state.repository';
import type { WantedEntry } from './sync-plan';

/** The source playlist as read now: its change marker, title and entries. */
export interface SourceRead {
  version: string;
  title: string;
  entries: LibraryEntry[];
}

/** The source playlist is gone (deleted, made private, or never was). */
export class SourceGone extends Error {}

/** The target failed while looking for entries: what was found is remembered, and the run is tried again. */
export class LookupFailed extends Error {}

const isNotFound = (error: unknown) => isPlatformError(error) && error.code === 'not_found';

/** A marker for a list read whole where the platform gives none: equal lists, equal markers. */
function digest(entries: readonly LibraryEntry[]): string {
  return `sha256:${createHash('sha256').update(JSON.stringify(entries.map((e) => entryKey(e.track)))).digest('hex')}`;
}

/**
 * Reads the source. Through the listener's own library where they linked its platform (their
 * private playlists included), asking first for the platform's change marker (with the entries
 * where one request gives both): a source whose marker equals `known` is not read further
 * (`unchanged`, one request). Else, or for a
 * public playlist the library cannot read (an Apple Music catalog playlist), through the app's
 * catalog adapter, the whole list, its marker a digest of the entries.
 */
export async function readSource(
  sync: Pick<SyncRecord, 'appId' | 'from' | 'sourceId'>,
  deps: { platforms: AppPlatformsProvider; library: () => Promise<PlatformLibrary | undefined> },
  known: string | null,
): Promise<SourceRead | 'unchanged'> {
  const library = await deps.library();
  if (library) {
    try {
      const read = await entriesIfChanged(library, sync.sourceId, known);
      if (read === 'unchanged') return 'unchanged';
      return { version: read.playlist.checksum || digest(read.entries), title: read.playlist.title, entries: read.entries };
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  try {
    const playlist = await (await (await deps.platforms(sync.appId)).adapter(sync.from)).getPlaylist(sync.sourceId);
    const entries = playlist.tracks.map((track): LibraryEntry => ({ kind: 'track', track, playable: true }));
    const version = digest(entries);
    return known === version ? 'unchanged' : { version, title: playlist.title, entries };
  } catch (error) {
    if (isNotFound(error)) throw new SourceGone(`the source playlist ${sync.sourceId} is gone or no longer public`);
    throw error;
  }
}

const refOf = (t: PlatformTrack) => ({ id: t.id, title: t.title, artists: [...t.artists], url: t.url });

/**
 * The source's entries with their match on the target: from the sync's memory where an entry
 * was seen before, else from the engine playlist conversions use (ISRC first, then scored
 * search; an uncertain match is left out), remembered for the next runs. Entries no catalog
 * holds are left out before any search. A lookup that failed throws: the run is tried again.
 */
export async function matchSource(
  deps: { match: MatchDeps; state: SyncStateRepository; adapter: () => Promise<PlatformAdapter> },
  syncId: string,
  to: PlatformKey,
  entries: readonly LibraryEntry[],
): Promise<{ wanted: WantedEntry[]; found: Map<string, Remembered> }> {
  const keyed = entries.map((entry) => ({ entry, key: entryKey(entry.track) }));
  const found = await deps.state.remembered(syncId, [...new Set(keyed.map((k) => k.key))]);
  const fresh = new Map<string, LibraryEntry>();
  for (const { entry, key } of keyed) if (!found.has(key) && !fresh.has(key)) fresh.set(key, entry);
  const learnt: Array<{ key: string } & Remembered> = [];
  const toSearch: Array<{ key: string; track: PlatformTrack }> = [];
  let failed: string | undefined;
  for (const [key, entry] of fresh) {
    const skip = leftOutBeforeSearch(entry);
    if (skip) learnt.push({ key, target: null, match: null, ...skip });
    else toSearch.push({ key, track: entry.track });
  }
  if (toSearch.length > 0) {
    const adapter = await deps.adapter();
    const options = { ...deps.match, uncertain: 'omit' as const };
    // The engine keys tracks by id: entries listed without one are looked for one by one.
    const withId = toSearch.filter((s) => s.track.id !== '');
    const groups = [withId, ...toSearch.filter((s) => s.track.id === '').map((s) => [s])];
    for (const group of groups) {
      if (group.length === 0) continue;
      const outcomes = await matchTracks(options, group.map((s) => s.track), to, adapter);
      group.forEach(({ key }, i) => {
        const outcome = outcomes[i]!;
        if (outcome.kind === 'matched') learnt.push({ key, target: refOf(outcome.track), match: matchView(outcome.match), code: null, reason: null });
        else if (outcome.kind === 'omitted') learnt.push({ key, target: null, match: null, code: outcome.code, reason: outcome.reason });
        else failed ??= outcome.reason;
      });
    }
  }
  await deps.state.remember(syncId, learnt);
  if (failed !== undefined) throw new LookupFailed(failed);
  for (const { key, ...rest } of learnt) found.set(key, rest);
  const wanted = keyed.map(({ entry, key }) => ({ key, source: refOf(entry.track), target: found.get(key)?.target ?? null }));
  return { wanted, found };
}
