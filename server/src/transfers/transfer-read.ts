import type { LibraryPlaylist, TransferPlan } from '@segue/core/schemas';
import { isPlatformError } from '../platforms/index';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import type { TransferItemRepository } from './transfer-items.repository';
import type { TransferPlaylistRepository } from './transfer-playlists.repository';
import type { TransferRecord } from './transfer.repository';

export interface ReadDeps {
  items: TransferItemRepository;
  playlists: TransferPlaylistRepository;
}

/** A list the platform has no way to give (YouTube Music's saved albums): empty, as nothing is there to move or to find. */
export async function orNothing<T>(read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    if (isPlatformError(error) && error.code === 'unsupported') return [];
    throw error;
  }
}

/**
 * Reads what the transfer moves from the source library into `transfer_items`, every list to its
 * end and in the platform's order. Each list is stored whole once read, so an attempt that
 * stops halfway reads only the lists not stored yet (a stored list keeps its states).
 */
export async function readSource(deps: ReadDeps, transfer: TransferRecord, source: PlatformLibrary, onList: (read: number) => void): Promise<void> {
  const { include } = transfer;
  const stored = new Set((await deps.items.counts(transfer.id)).map((c) => c.kind));
  if (include.liked_tracks && !stored.has('liked_track')) {
    const liked = await orNothing(() => source.likedTracks());
    await deps.items.insertList(transfer.id, 'liked_track', 'liked', liked.map((entry) => ({ type: 'track', entry })));
    onList(liked.length);
  }
  if (include.albums && !stored.has('album')) {
    const albums = await orNothing(() => source.albums());
    await deps.items.insertList(transfer.id, 'album', 'albums', albums.map((album) => ({ type: 'album', album })));
    onList(albums.length);
  }
  if (include.artists && !stored.has('artist')) {
    const artists = await orNothing(() => source.artists());
    await deps.items.insertList(transfer.id, 'artist', 'artists', artists.map((artist) => ({ type: 'artist', artist })));
    onList(artists.length);
  }
  if (include.playlists === 'none') return;
  let chosen = (await deps.playlists.list(transfer.id)).map((p) => p.sourceId);
  if (chosen.length === 0) {
    const wanted = await chosenPlaylists(source, include, (await source.playlists()).items);
    await deps.playlists.insert(transfer.id, wanted.map((p) => ({ sourceId: p.id, title: p.title, url: p.url })));
    chosen = wanted.map((p) => p.id);
  }
  const done = new Set((await deps.items.all(transfer.id)).filter((i) => i.kind === 'playlist_track').map((i) => i.list));
  for (const id of chosen) {
    if (done.has(id)) continue;
    const { entries } = await source.playlistEntries(id);
    await deps.items.insertList(transfer.id, 'playlist_track', id, entries.map((entry) => ({ type: 'track', entry })));
    onList(entries.length);
  }
}

/**
 * The playlists of `listed` a transfer moves: those it names, or all of them but the liked songs'
 * own list where it has one (liked songs moved as liked songs are not moved again as a playlist).
 */
export async function chosenPlaylists(source: PlatformLibrary, include: TransferPlan['include'], listed: readonly LibraryPlaylist[]): Promise<LibraryPlaylist[]> {
  const { playlists } = include;
  if (playlists === 'none') return [];
  if (playlists !== 'all') return listed.filter((p) => playlists.includes(p.id));
  const liked = include.liked_tracks ? await source.likedListId?.() : undefined;
  return listed.filter((p) => p.id !== liked);
}
