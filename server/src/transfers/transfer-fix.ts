import { PLATFORMS } from '@segue/core';
import type { TransferItem } from '@segue/core/schemas';
import { z } from 'zod';
import type { AppPlatformsProvider } from '../app-platforms/app-platforms';
import { AppError } from '../errors/app-error';
import { parseBody } from '../http/json-body';
import { toLibraryError } from '../library/library-errors';
import { isPlatformError } from '../platforms/index';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import { ensureCopy } from './playlist-copies';
import type { QuotaLedger } from '../library-writes/quota-ledger';
import type { ItemRecord, TargetRef, TransferItemRepository } from './transfer-items.repository';
import type { TransferPlaylistRepository } from './transfer-playlists.repository';
import type { TransferRecord, TransferRepository } from './transfer.repository';
import { journaled, QuotaWait } from '../library-writes/journaled';
import type { WriteDeps } from './transfer-write';
import type { WriteJournal } from '../library-writes/write-journal.repository';

export const ApplyItemRequestSchema = z
  .strictObject({
    list: z.string().min(1, { error: 'list is required: `liked`, `albums`, `artists` or the source playlist id, as the item lists it' }).max(200),
    position: z.int({ error: 'position must be the item’s position, an integer from 0' }).min(0),
    target_id: z.string().trim().min(1, { error: 'target_id is required: the id of the track, album or artist on the target platform' }).max(200),
  })
  .meta({ id: 'ApplyTransferItemRequest', description: 'One item of a finished transfer, and the target entity a person chose for it.' });

export interface FixDeps {
  transfers: TransferRepository;
  items: TransferItemRepository;
  playlists: TransferPlaylistRepository;
  journal: WriteJournal;
  quota: QuotaLedger;
  platforms: AppPlatformsProvider;
  libraryOf(appId: string, userId: string, platform: TransferRecord['to']): Promise<PlatformLibrary>;
}

/** The chosen entity on the target, read from its catalog: an id of nothing is refused before anything is written. */
async function targetOf(deps: FixDeps, transfer: TransferRecord, item: ItemRecord, id: string): Promise<TargetRef> {
  const adapter = await (await deps.platforms(transfer.appId)).adapter(transfer.to);
  try {
    if (item.kind === 'album') {
      const album = await adapter.getAlbum(id);
      return { id: album.id, title: album.title, artists: album.artists, url: album.url };
    }
    if (item.kind === 'artist') {
      const artist = await adapter.getArtist(id);
      return { id: artist.id, title: artist.name, artists: [], url: artist.url };
    }
    const track = await adapter.getTrack(id);
    return { id: track.id, title: track.title, artists: track.artists, url: track.url };
  } catch (error) {
    if (isPlatformError(error) && error.code === 'not_found') {
      throw new AppError('EBADREQUEST', `${PLATFORMS[transfer.to].name} has no ${item.kind === 'album' ? 'album' : item.kind === 'artist' ? 'artist' : 'track'} ${JSON.stringify(id)}: pick one of the item's candidates or search ${PLATFORMS[transfer.to].name}`);
    }
    throw toLibraryError(error, transfer.to, 'catalog');
  }
}

/**
 * Applies a person's choice to one item of a finished transfer: the chosen entity is checked on
 * the target's catalog, written to the listener's library (journaled like every transfer write;
 * a playlist track goes to the playlist's copy, made now if the transfer made none) and the item
 * becomes `added` with a `manual` match. The choice is the listener's own: it is not remembered
 * as a pair for anyone else.
 */
export async function applyItem(deps: FixDeps, transfer: TransferRecord, body: unknown): Promise<TransferItem['outcome']> {
  const request = parseBody(ApplyItemRequestSchema, body);
  if (transfer.status === 'pending' || transfer.status === 'waiting_for_quota') {
    throw new AppError('EBADREQUEST', 'the transfer is still running: apply choices once it finished', { status: 409 });
  }
  const item = (await deps.items.all(transfer.id)).find((i) => i.list === request.list && i.position === request.position);
  if (!item) throw new AppError('ENOTFOUND', `the transfer has no item at ${request.list} ${request.position}`);
  if (item.state === 'added' || item.state === 'already_there') {
    throw new AppError('EBADREQUEST', 'that item is already on the target', { status: 409 });
  }
  const target = await deps.libraryOf(transfer.appId, transfer.userId, transfer.to);
  const chosen = await targetOf(deps, transfer, item, request.target_id);
  const writes: WriteDeps = {
    items: deps.items,
    playlists: deps.playlists,
    journal: deps.journal,
    quota: deps.quota,
    sharers: () => deps.transfers.unfinishedOn(transfer.appId, transfer.to),
    onProgress: () => undefined,
  };
  const limits = target.writeLimits;
  const one = { list: item.list, ids: [chosen.id], positions: [item.position] };
  try {
    if (item.kind === 'playlist_track') {
      const playlist = (await deps.playlists.list(transfer.id)).find((p) => p.sourceId === item.list);
      if (!playlist) throw new AppError('ENOTFOUND', `the transfer has no playlist ${item.list}`);
      const copy = await ensureCopy(writes, transfer, target, playlist, undefined, async (c, state) => {
        await deps.playlists.setTarget(transfer.id, playlist.sourceId, c, state);
        await deps.playlists.rememberCopy(transfer.userId, transfer.from, { id: playlist.sourceId, url: playlist.url }, transfer.to, c);
      });
      await journaled(writes, transfer, { ...one, action: 'add_to_playlist', limit: limits.addToPlaylist }, () => target.addToPlaylist(copy.id, [chosen.id]));
    } else {
      const [action, limit, send] =
        item.kind === 'album'
          ? (['save_albums', limits.saveAlbums, (ids: string[]) => target.saveAlbums(ids)] as const)
          : item.kind === 'artist'
            ? (['follow_artists', limits.followArtists, (ids: string[]) => target.followArtists(ids)] as const)
            : (['save_tracks', limits.saveTracks, (ids: string[]) => target.saveTracks(ids)] as const);
      if (!limit) throw new AppError('ENOTSUPPORTED', `${PLATFORMS[transfer.to].name} has no way for an app to hold this in a library`);
      const refused = await journaled(writes, transfer, { ...one, action, limit }, () => send([chosen.id]));
      if (refused.length > 0) throw new AppError('EBADREQUEST', `${PLATFORMS[transfer.to].name} refused ${JSON.stringify(chosen.id)} (${refused[0]!.reason})`);
    }
  } catch (error) {
    if (error instanceof QuotaWait) {
      throw new AppError('ERATELIMITED', `${PLATFORMS[transfer.to].name}'s daily quota for this app is spent: try again after ${error.resumesAt.toISOString()}`, {
        headers: { 'Retry-After': String(Math.max(1, Math.ceil((error.resumesAt.getTime() - Date.now()) / 1000))) },
      });
    }
    throw error instanceof AppError ? error : toLibraryError(error, transfer.to, 'library');
  }
  await deps.items.settle(transfer.id, [{ list: item.list, position: item.position, state: 'added', target: chosen, match: { method: 'manual', confidence: 1 } }]);
  return 'added';
}
