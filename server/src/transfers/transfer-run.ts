import { platformName, type PlatformKey } from '@segue/core';
import type { AppPlatformsProvider } from '../app-platforms/app-platforms';
import { AppError } from '../errors/app-error';
import { toLibraryError } from '../library/library-errors';
import type { MatchDeps } from '../matching/match-tracks';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import { ensureCopy } from './playlist-copies';
import type { QuotaLedger } from '../library-writes/quota-ledger';
import { estimateMatched } from './transfer-estimate';
import type { ItemRecord, TransferItemRepository } from './transfer-items.repository';
import { matchItems } from './transfer-match';
import type { TransferPlaylistRepository } from './transfer-playlists.repository';
import { orNothing, readSource } from './transfer-read';
import type { TransferRecord, TransferRepository } from './transfer.repository';
import { QuotaWait } from '../library-writes/journaled';
import { fillPlaylist, holding, NOTHING_HELD, saveMatched, type WriteDeps } from './transfer-write';
import type { WriteJournal } from '../library-writes/write-journal.repository';

export interface TransferRunDeps {
  transfers: TransferRepository;
  items: TransferItemRepository;
  playlists: TransferPlaylistRepository;
  journal: WriteJournal;
  quota: QuotaLedger;
  match: MatchDeps;
  platforms: AppPlatformsProvider;
  libraryOf(appId: string, userId: string, platform: PlatformKey): Promise<PlatformLibrary>;
  now: () => Date;
}

/** How an attempt ended: `finished` (completed or failed), `waiting` for the quota until `resumesAt`, or `retry` (platform trouble; the job is retried). */
export type RunOutcome = { kind: 'finished' } | { kind: 'waiting'; resumesAt: Date } | { kind: 'retry'; error: unknown };

/** Errors no retry mends: the listener's grant is gone, the app lost its integration, the user was removed. */
const FINAL = new Set(['EUNAUTHORIZED', 'EFORBIDDEN', 'ENOTFOUND', 'ENOCREDENTIALS', 'ENOTSUPPORTED', 'EBADREQUEST']);

/**
 * One attempt at a transfer: read the source lists not read yet, match what is pending, then
 * write what the target lacks, checking the target's state first so nothing is written twice.
 * Each step is stored as it goes, so any attempt (after a crash, a restart, a quota wait) goes on
 * from where the last one stopped.
 */
export async function runTransfer(deps: TransferRunDeps, id: string, options: { finalAttempt: boolean }): Promise<RunOutcome> {
  const transfer = await deps.transfers.find(id);
  if (!transfer || transfer.status === 'completed' || transfer.status === 'failed') return { kind: 'finished' };
  await deps.transfers.startAttempt(id);
  try {
    await attempt(deps, transfer, options);
    await deps.transfers.finish(id);
    return { kind: 'finished' };
  } catch (error) {
    if (error instanceof QuotaWait) {
      await deps.transfers.waitForQuota(id, error.resumesAt);
      return { kind: 'waiting', resumesAt: error.resumesAt };
    }
    const translated = error instanceof AppError ? error : toLibraryError(error, transfer.to, 'library');
    const code = translated instanceof AppError ? translated.code : 'EINTERNAL';
    if (FINAL.has(code) || options.finalAttempt) {
      const done = (await deps.items.counts(id)).filter((c) => c.state === 'added' || c.state === 'already_there').reduce((n, c) => n + c.n, 0);
      const why = translated instanceof AppError ? translated.message : 'an unexpected error';
      await deps.transfers.finish(id, { code, message: `${why}. The transfer stopped; ${done} items were on the target by then (see items)` });
      return { kind: 'finished' };
    }
    return { kind: 'retry', error };
  }
}

async function attempt(deps: TransferRunDeps, transfer: TransferRecord, options: { finalAttempt: boolean }): Promise<void> {
  const { id, appId, userId, from, to } = transfer;
  const target = await deps.libraryOf(appId, userId, to);
  if (!transfer.readDone) {
    await deps.transfers.setStep(id, 'reading');
    const source = await deps.libraryOf(appId, userId, from);
    await readSource(deps, transfer, source, () => undefined);
    await deps.transfers.markRead(id);
  }

  await deps.transfers.setStep(id, 'matching');
  const app = await deps.platforms(appId);
  const settle = (outcomes: Parameters<TransferItemRepository['settle']>[1]) => deps.items.settle(id, [...outcomes]);
  const { failed } = await matchItems(deps.match, await deps.items.inState(id, 'pending'), from, to, () => app.adapter(to), { finalAttempt: options.finalAttempt, settle });
  if (failed > 0) throw new AppError('EPLATFORMUNAVAILABLE', `${platformName(to)} failed while looking for ${failed} items`);

  const matched = await deps.items.inState(id, 'matched');
  await deps.transfers.setEstimate(id, await estimateMatched(deps, { appId, to }, target.writeLimits, matched));
  await deps.transfers.setStep(id, 'writing');
  const writes: WriteDeps = {
    items: deps.items,
    playlists: deps.playlists,
    journal: deps.journal,
    quota: deps.quota,
    sharers: () => deps.transfers.unfinishedOn(appId, to),
    onProgress: () => undefined,
  };
  const inList = (list: string) => matched.filter((i) => i.list === list);
  const limits = target.writeLimits;
  const skip = transfer.options.skip_existing;
  // Without `skip_existing` nothing counts as there: a save sent again (an earlier attempt's
  // included) adds no second entry on any platform.
  if (inList('liked').length > 0) {
    const present = holding(await orNothing(async () => (await target.likedTracks()).map((e) => e.track)), false);
    await saveMatched(writes, transfer, 'liked', inList('liked'), skip ? present : NOTHING_HELD, limits.saveTracks, (ids) => target.saveTracks(ids));
  }
  if (inList('albums').length > 0) {
    const present = limits.saveAlbums ? holding(await orNothing(() => target.albums()), true) : NOTHING_HELD;
    await saveMatched(writes, transfer, 'albums', inList('albums'), skip ? present : NOTHING_HELD, limits.saveAlbums, (ids) => target.saveAlbums(ids));
  }
  if (inList('artists').length > 0) {
    const present = limits.followArtists ? holding(await orNothing(async () => (await target.artists()).map((a) => ({ id: a.id, title: a.name, artists: [] }))), true) : NOTHING_HELD;
    await saveMatched(writes, transfer, 'artists', inList('artists'), skip ? present : NOTHING_HELD, limits.followArtists, (ids) => target.followArtists(ids));
  }
  await writePlaylists(deps, writes, transfer, target, matched);
}

async function writePlaylists(deps: TransferRunDeps, writes: WriteDeps, transfer: TransferRecord, target: PlatformLibrary, matched: readonly ItemRecord[]): Promise<void> {
  const { id, userId, from, to } = transfer;
  const items = await deps.items.all(id);
  for (const playlist of await deps.playlists.list(id)) {
    if (playlist.state === 'left_out') continue;
    const tracks = matched.filter((i) => i.list === playlist.sourceId);
    // No copy is made of a playlist none of whose entries could be moved (an empty one is copied).
    const all = items.filter((i) => i.list === playlist.sourceId);
    if (!playlist.targetId && all.length > 0 && all.every((i) => i.state === 'left_out')) continue;
    // A copy an earlier transfer made of this playlist, or, for a playlist that is itself the
    // copy of one on the target, that original: extended, never copied again.
    const earlier = (await deps.playlists.earlierCopy(userId, from, playlist.sourceId, to)) ?? (await deps.playlists.originalOf(userId, from, playlist.sourceId, to));
    const copy = await ensureCopy(writes, transfer, target, playlist, earlier, async (c, state) => {
      await deps.playlists.setTarget(id, playlist.sourceId, c, state);
      await deps.playlists.rememberCopy(userId, from, { id: playlist.sourceId, url: playlist.url }, to, c);
    });
    const settled = all.filter((i) => i.state === 'added' || i.state === 'already_there').map((i) => i.target!.id);
    await fillPlaylist(writes, transfer, target, playlist.sourceId, copy.id, tracks, copy.entries, settled);
  }
}
