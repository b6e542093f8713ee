import type { PlatformLibrary, WriteLimit } from '../platforms/kit/platform-library';
import { platformRecord } from '../platforms/registry';
import { TRANSFER_SHARE, type QuotaLedger } from './quota-ledger';
import type { ItemRecord } from './transfer-items.repository';
import type { TransferEstimate, TransferRecord } from './transfer.repository';

const requestsFor = (n: number, limit: WriteLimit | null) => (limit && n > 0 ? Math.ceil(n / limit.batch) : 0);

/**
 * The writes left and when they should be done: requests per kind at the target's batch sizes,
 * paced by its published request rate (the per-integration budget), and, where the platform
 * meters units per day, one quota day per transfers' share of the units after today's.
 */
export async function estimateTransfer(
  deps: { quota: QuotaLedger; now: () => Date },
  transfer: TransferRecord,
  target: PlatformLibrary,
  matched: readonly ItemRecord[],
): Promise<TransferEstimate> {
  const limits = target.writeLimits;
  const count = (list: string) => matched.filter((i) => i.list === list).length;
  const playlists = new Set(matched.filter((i) => i.kind === 'playlist_track').map((i) => i.list));
  const parts: Array<[number, WriteLimit | null]> = [
    [requestsFor(count('liked'), limits.saveTracks), limits.saveTracks],
    [requestsFor(count('albums'), limits.saveAlbums), limits.saveAlbums],
    [requestsFor(count('artists'), limits.followArtists), limits.followArtists],
    [playlists.size, limits.createPlaylist],
    ...[...playlists].map((list): [number, WriteLimit] => [requestsFor(count(list), limits.addToPlaylist), limits.addToPlaylist]),
  ];
  const writeRequests = parts.reduce((n, [r]) => n + r, 0);
  const quotaUnits = parts.reduce((n, [r, limit]) => n + r * (limit?.units ?? 0), 0);
  const { budget } = platformRecord(transfer.to);
  let ms = (writeRequests / budget.requests) * budget.intervalMs;
  const now = deps.now().getTime();
  const daily = deps.quota.quota(transfer.to);
  if (daily && quotaUnits > 0) {
    const perDay = Math.floor(daily.units * TRANSFER_SHARE);
    const days = Math.floor(quotaUnits / perDay);
    if (days > 0) ms = Math.max(ms, daily.day(now).resetsAt - now + (days - 1) * 86_400_000);
  }
  return { writeRequests, quotaUnits, finishesAt: new Date(now + ms).toISOString() };
}
