import type { PlatformKey } from '@segue/core';
import type { LibraryPlaylist, TransferPlan } from '@segue/core/schemas';
import type { LibraryWriteLimits, PlatformLibrary, WriteLimit } from '../platforms/kit/platform-library';
import { platformRecord } from '../platforms/registry';
import { TRANSFER_SHARE, type DailyQuota, type QuotaLedger } from '../library-writes/quota-ledger';
import type { ItemRecord } from './transfer-items.repository';
import { chosenPlaylists } from './transfer-read';
import type { TransferEstimate } from './transfer.repository';

const requestsFor = (n: number, limit: WriteLimit | null) => (limit && n > 0 ? Math.ceil(n / limit.batch) : 0);

/** Items still to write, per kind; one entry per playlist still to copy or extend, its track count. */
export interface WritesLeft {
  liked: number;
  albums: number;
  artists: number;
  playlists: readonly number[];
}

type EstimateDeps = { quota: QuotaLedger; now: () => Date };

/**
 * When `left` should be written: requests per kind at the target's batch sizes, paced by its
 * published request rate (the per-integration budget: the figure the HTTP layer holds every
 * process of the deployment to together, `platforms/http/platform-budgets.ts`, so the pace does
 * not grow with the number of workers), and, where the platform meters units per day, one quota
 * day per transfers' share of the units after today's (counted in PostgreSQL, `quota-ledger.ts`).
 */
export async function estimateWrites(
  deps: EstimateDeps,
  move: { appId: string; to: PlatformKey },
  limits: LibraryWriteLimits,
  left: WritesLeft,
  basis: TransferEstimate['basis'],
): Promise<TransferEstimate> {
  const { to } = move;
  const parts: Array<[number, WriteLimit | null]> = [
    [requestsFor(left.liked, limits.saveTracks), limits.saveTracks],
    [requestsFor(left.albums, limits.saveAlbums), limits.saveAlbums],
    [requestsFor(left.artists, limits.followArtists), limits.followArtists],
    [left.playlists.length, limits.createPlaylist],
    ...left.playlists.map((tracks): [number, WriteLimit] => [requestsFor(tracks, limits.addToPlaylist), limits.addToPlaylist]),
  ];
  const writeRequests = parts.reduce((n, [r]) => n + r, 0);
  const quotaUnits = parts.reduce((n, [r, limit]) => n + r * (limit?.units ?? 0), 0);
  const { budget } = platformRecord(to);
  let ms = (writeRequests / budget.requests) * budget.intervalMs;
  const now = deps.now().getTime();
  const daily: DailyQuota | undefined = await deps.quota.dailyQuota(move.appId, to);
  if (daily && quotaUnits > 0) {
    const perDay = Math.floor(daily.units * TRANSFER_SHARE);
    const days = Math.floor(quotaUnits / perDay);
    // Today's share, then one share a day after each reset; the last day's rest at the request pace.
    const rest = ((quotaUnits - days * perDay) / quotaUnits) * ms;
    if (days > 0) ms = Math.max(ms, daily.day(now).resetsAt - now + (days - 1) * 86_400_000 + rest);
  }
  const items = left.liked + left.albums + left.artists + left.playlists.reduce((n, t) => n + t, 0);
  return { basis, items, writeRequests, quotaUnits, finishesAt: new Date(now + ms).toISOString() };
}

/** The estimate from what matching left to write (`matched` items), made again at every attempt. */
export function estimateMatched(deps: EstimateDeps, move: { appId: string; to: PlatformKey }, limits: LibraryWriteLimits, matched: readonly ItemRecord[]): Promise<TransferEstimate> {
  const count = (list: string) => matched.filter((i) => i.list === list).length;
  const playlists = [...new Set(matched.filter((i) => i.kind === 'playlist_track').map((i) => i.list))];
  return estimateWrites(deps, move, limits, { liked: count('liked'), albums: count('albums'), artists: count('artists'), playlists: playlists.map(count) }, 'matched');
}

/**
 * The estimate a transfer starts with, made before anything is read: the source's sizes where it
 * reports them (`sizes()`; YouTube's liked songs from their list's count) and the track counts of
 * the playlists it moves, every item counted as a write. `listed` is the source's playlists when
 * the caller read them already. Undefined when the source cannot tell (the attempt's estimate
 * follows matching).
 */
export async function estimateFromSource(
  deps: EstimateDeps,
  appId: string,
  plan: TransferPlan,
  source: PlatformLibrary,
  limits: LibraryWriteLimits,
  listed?: readonly LibraryPlaylist[],
): Promise<TransferEstimate | undefined> {
  const { include } = plan;
  const sizes = (await source.sizes?.()) ?? {};
  const likedList = include.liked_tracks && sizes.liked === undefined ? await source.likedListId?.() : undefined;
  const playlists = include.playlists !== 'none' || likedList ? (listed ?? (await source.playlists()).items) : [];
  const liked = include.liked_tracks ? (sizes.liked ?? playlists.find((p) => p.id === likedList)?.nb_tracks) : 0;
  if (liked === undefined && !include.albums && !include.artists && include.playlists === 'none') return undefined;
  const moved = await chosenPlaylists(source, include, playlists);
  const left = {
    liked: liked ?? 0,
    albums: include.albums ? (sizes.albums ?? 0) : 0,
    artists: include.artists ? (sizes.artists ?? 0) : 0,
    playlists: moved.map((p) => p.nb_tracks),
  };
  return estimateWrites(deps, { appId, to: plan.to }, limits, left, 'source');
}
