import type { MusicLink, PlatformKey } from '@segue/core';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { AppPlatformsProvider } from '../app-platforms/app-platforms';
import { inTransaction } from '../db/queryable';
import type { QuotaLedger } from '../library-writes/quota-ledger';
import { createWriteJournal } from '../library-writes/write-journal.repository';
import type { MatchDeps } from '../matching/match-tracks';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import type { Logger } from '../runtime/logger';
import { registerSyncJobs, syncSender } from './sync-jobs';
import { runSync, type SyncEvent, type SyncOutcome } from './sync-run';
import { nextSlot } from './sync-schedule';
import { createSyncRepository } from './sync.repository';
import { createSyncService, type SyncSender, type SyncService } from './sync.service';
import { createSyncStateRepository } from './sync-state.repository';

export interface SyncServices {
  service: SyncService;
  /** One run (the job handler calls it; tests too). `force` reads the source whatever its change marker says. */
  run(syncId: string, options?: { force?: boolean }): Promise<SyncOutcome>;
  /** The scheduler's tick: claims the syncs due at `now` and answers them (their next run moved on). */
  claimDue(limit: number): Promise<Array<{ id: string; appId: string }>>;
  registerJobs(boss: PgBoss, log: Logger, options?: { work: boolean; pollingIntervalSeconds?: number }): Promise<void>;
}

/** Announces a sync's run on the app's webhook: the event, the sync as the API answers it, a key that makes a repeat a no-op. */
export type SyncAnnouncer = (appId: string, event: SyncEvent, sync: unknown, dedupeKey: string) => Promise<unknown>;

/** Playlists kept in step across platforms, on the matching engine, the users' libraries, the write journal and the job queue. */
export function createSyncServices(deps: {
  pool: pg.Pool;
  match: MatchDeps;
  platforms: AppPlatformsProvider;
  quota: QuotaLedger;
  resolveLink(url: string, options: { ownLibrary: boolean }): Promise<MusicLink>;
  findUser(appId: string, identifier: string, platform?: PlatformKey): Promise<{ id: string }>;
  libraryOf(appId: string, userId: string, platform: PlatformKey): Promise<PlatformLibrary>;
  /** Unfinished transfers of the app to a platform: they share its daily quota with syncs. */
  transfersOn(appId: string, platform: PlatformKey): Promise<number>;
  send?: SyncSender;
  announce?: SyncAnnouncer;
  now: () => Date;
}): SyncServices {
  const syncs = createSyncRepository(deps.pool);
  const state = createSyncStateRepository(deps.pool);
  let send = deps.send;
  const sender: SyncSender = (id, appId) => {
    if (!send) throw new Error('syncs need the job queue');
    return send(id, appId);
  };
  const service = createSyncService({ syncs, state, platforms: deps.platforms, resolveLink: deps.resolveLink, findUser: deps.findUser, libraryOf: deps.libraryOf, send: sender, now: deps.now });
  const run = (syncId: string, options: { force?: boolean } = {}) =>
    runSync(
      {
        syncs,
        state,
        journal: createWriteJournal(deps.pool, 'sync_writes'),
        quota: deps.quota,
        match: deps.match,
        platforms: deps.platforms,
        libraryOf: deps.libraryOf,
        // A sync writes a few entries a run: it may take as much of the day's share as one transfer.
        sharers: async (appId, platform) => (await deps.transfersOn(appId, platform)) + 1,
        announce: async (sync, event, runNo) => {
          if (!deps.announce) return;
          const view = await service.get(sync.appId, sync.userId, sync.id).catch(() => undefined);
          if (view) await deps.announce(sync.appId, event, { data: view, message: 'Request ok', status: 200 }, `sync:${sync.id}:${runNo}:${event}`);
        },
        now: deps.now,
      },
      syncId,
      options,
    );
  const claimDue = (limit: number) => inTransaction(deps.pool, (client) => createSyncRepository(client).claimDue(deps.now(), limit, (s) => nextSlot(s.id, s.intervalMinutes, deps.now())));
  return {
    service,
    run,
    claimDue,
    async registerJobs(boss, log, options = { work: true }) {
      send ??= syncSender(boss);
      await registerSyncJobs(boss, { run: (id) => run(id), claimDue }, send, log, options);
    },
  };
}
