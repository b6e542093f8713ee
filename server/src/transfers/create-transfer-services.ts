import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { PlatformKey } from '@segue/core';
import type { AppPlatformsProvider } from '../app-platforms/app-platforms';
import type { MatchDeps } from '../matching/match-tracks';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import type { Logger } from '../runtime/logger';
import { createQuotaLedger, type DailyQuota, type QuotaLedger } from '../library-writes/quota-ledger';
import { createTransferItemRepository } from './transfer-items.repository';
import { registerTransferJobs, transferSender } from './transfer-jobs';
import { createTransferPlaylistRepository } from './transfer-playlists.repository';
import { createTransferRepository } from './transfer.repository';
import { runTransfer, type RunOutcome } from './transfer-run';
import { createTransferService, type TransferSender, type TransferService } from './transfer.service';
import { createWriteJournal } from '../library-writes/write-journal.repository';

export interface TransferServices {
  service: TransferService;
  /** One attempt (the job handler calls it; tests too). */
  run(transferId: string, options?: { finalAttempt?: boolean }): Promise<RunOutcome>;
  registerJobs(boss: PgBoss, log: Logger, options?: { work: boolean; pollingIntervalSeconds?: number }): Promise<void>;
  /** The quota planner transfers write under: syncs share it (one planner per platform and app). */
  quota: QuotaLedger;
  /** Unfinished transfers of the app to a platform (they share its daily quota). */
  unfinishedOn(appId: string, platform: PlatformKey): Promise<number>;
}

/** Announces a finished transfer (the app's webhook): the event, the transfer as the API answers it, and a key that makes a repeat a no-op. */
export type TransferAnnouncer = (appId: string, event: 'library.transfer.completed' | 'library.transfer.failed', transfer: unknown, dedupeKey: string) => Promise<unknown>;

/** Transfers of a listener's library, on the matching engine, the users' libraries and the job queue. */
export function createTransferServices(deps: {
  pool: pg.Pool;
  match: MatchDeps;
  platforms: AppPlatformsProvider;
  findUser(appId: string, identifier: string, platform?: PlatformKey): Promise<{ id: string }>;
  libraryOf(appId: string, userId: string, platform: PlatformKey): Promise<PlatformLibrary>;
  send?: TransferSender;
  now: () => Date;
  /** Daily quotas per platform; the platforms' published ones by default. */
  quotas?: Partial<Record<PlatformKey, DailyQuota>>;
  announce?: TransferAnnouncer;
}): TransferServices {
  const transfers = createTransferRepository(deps.pool);
  const items = createTransferItemRepository(deps.pool);
  const playlists = createTransferPlaylistRepository(deps.pool);
  const journal = createWriteJournal(deps.pool);
  const quota = createQuotaLedger(deps.pool, { now: () => deps.now().getTime(), ...(deps.quotas ? { quotas: deps.quotas } : {}) });
  const run = (transferId: string, options: { finalAttempt?: boolean } = {}) =>
    runTransfer({ transfers, items, playlists, journal, quota, match: deps.match, platforms: deps.platforms, libraryOf: deps.libraryOf, now: deps.now }, transferId, {
      finalAttempt: options.finalAttempt ?? false,
    });
  let send = deps.send;
  const service = createTransferService({
    transfers,
    items,
    playlists,
    journal,
    quota,
    platforms: deps.platforms,
    findUser: deps.findUser,
    libraryOf: deps.libraryOf,
    send: (id, options) => {
      if (!send) throw new Error('transfers need the job queue');
      return send(id, options);
    },
    now: deps.now,
  });
  return {
    service,
    run,
    quota,
    unfinishedOn: (appId, platform) => transfers.unfinishedOn(appId, platform),
    async registerJobs(boss, log, options = { work: true }) {
      send ??= transferSender(boss);
      const settled = async (id: string) => {
        const record = await transfers.find(id);
        const transfer = record && (await service.get(record.appId, id));
        if (!record || !transfer || !deps.announce) return;
        const event = record.status === 'completed' ? 'library.transfer.completed' : 'library.transfer.failed';
        await deps.announce(record.appId, event, { data: transfer, message: 'Request ok', status: 200 }, `transfer:${id}:${event}`);
      };
      const store = {
        find: async (id: string) => {
          const record = await transfers.find(id);
          return record && { appId: record.appId, failures: record.failures };
        },
        recordFailure: (id: string) => transfers.recordFailure(id),
        giveUp: (id: string, error: { code: string; message: string }) => transfers.finish(id, error),
      };
      await registerTransferJobs(boss, (id, o) => run(id, o), send, store, log, { ...options, settled: [settled] });
    },
  };
}
