import { platformName } from '@segue/core';
import { isPlatformError } from '../platforms/index';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import type { TransferPlaylistRecord } from './transfer-playlists.repository';
import type { TransferRecord } from './transfer.repository';
import { journaled } from '../library-writes/journaled';
import { entryKey } from '../library-writes/entry-key';
import type { WriteDeps } from './transfer-write';

/**
 * The description of a copy names its source's link: it tells the listener where the playlist
 * came from, and finds the copy again when its creation was sent but never confirmed.
 */
export function copyDescription(transfer: TransferRecord, playlist: TransferPlaylistRecord): string {
  return `Moved from ${platformName(transfer.from)}: ${playlist.url}`;
}

/** The copy's entries in order (each by `entryKey`: its id, or its name where listed without one), or undefined when the listener deleted it. */
export async function copyEntries(target: PlatformLibrary, copyId: string): Promise<string[] | undefined> {
  try {
    const { entries } = await target.playlistEntries(copyId);
    return entries.map((e) => entryKey(e.track));
  } catch (error) {
    if (isPlatformError(error) && error.code === 'not_found') return undefined;
    throw error;
  }
}

const isCopy = (result: unknown): result is { id: string; url: string } =>
  typeof result === 'object' && result !== null && typeof (result as { id?: unknown }).id === 'string' && typeof (result as { url?: unknown }).url === 'string';

/**
 * The target playlist that holds the source playlist's copy: the one this transfer made, else
 * (with `skip_existing`) one an earlier transfer made and the listener kept, else one whose
 * creation was sent but not confirmed (found by its description), else a new one.
 */
export async function ensureCopy(
  deps: WriteDeps,
  transfer: TransferRecord,
  target: PlatformLibrary,
  playlist: TransferPlaylistRecord,
  earlier: { id: string; url: string } | undefined,
  remember: (copy: { id: string; url: string }, state: 'created' | 'extended') => Promise<void>,
): Promise<{ id: string; url: string; entries: string[] }> {
  if (playlist.targetId && playlist.targetUrl) {
    const entries = await copyEntries(target, playlist.targetId);
    if (entries) return { id: playlist.targetId, url: playlist.targetUrl, entries };
  }
  // Created and confirmed, but the process stopped before the copy was stored with the playlist.
  const made = (await deps.journal.confirmed(transfer.id, playlist.sourceId)).find((w) => w.action === 'create_playlist' && isCopy(w.result));
  if (made && isCopy(made.result)) {
    const entries = await copyEntries(target, made.result.id);
    if (entries) {
      await remember({ id: made.result.id, url: made.result.url }, 'created');
      return { id: made.result.id, url: made.result.url, entries };
    }
  }
  if (earlier && transfer.options.skip_existing) {
    const entries = await copyEntries(target, earlier.id);
    if (entries) {
      await remember(earlier, 'extended');
      return { ...earlier, entries };
    }
  }
  const description = copyDescription(transfer, playlist);
  const title = `${playlist.title}${transfer.options.playlist_title_suffix ?? ''}`.slice(0, 200) || 'Playlist';
  const stale = (await deps.journal.unconfirmed(transfer.id)).filter((w) => w.action === 'create_playlist' && w.list === playlist.sourceId);
  if (stale.length > 0) {
    // Sent by an attempt that stopped before hearing back: the platform may hold it. Platforms
    // that do not list descriptions are asked by title, among empty playlists.
    const { items } = await target.playlists();
    const found = items.find((p) => p.description === description) ?? items.find((p) => p.title === title && p.nb_tracks === 0);
    for (const write of stale) await (found ? deps.journal.confirm(transfer.id, write.seq, { id: found.id, url: found.url, adopted: true }) : deps.journal.fail(transfer.id, write.seq, { absent: true }));
    if (found) {
      await remember({ id: found.id, url: found.url }, 'created');
      return { id: found.id, url: found.url, entries: (await copyEntries(target, found.id)) ?? [] };
    }
  }
  const created = await journaled(
    deps,
    transfer,
    { action: 'create_playlist', list: playlist.sourceId, ids: [title], positions: [], limit: target.writeLimits.createPlaylist },
    () => target.createPlaylist({ title, description, trackIds: [] }),
  );
  await remember(created, 'created');
  return { ...created, entries: [] };
}
