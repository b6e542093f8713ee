import type { PgBoss } from 'pg-boss';
import type { Logger } from '../runtime/logger';
import type { SyncOutcome } from './sync-run';
import type { SyncSender } from './sync.service';

export const SYNC_QUEUE = 'library-sync';
export const SYNC_SCHEDULE_QUEUE = 'library-sync-schedule';

/** Syncs claimed per scheduler tick: at a 15-minute interval, 15,000 syncs fit one tick a minute. */
const CLAIM_PER_TICK = 1_000;

/** Runs at once per process, and how many one app's syncs may hold (the rest are left for other apps). */
const WORKERS = 4;
const WORKERS_PER_APP = 2;

interface SyncJob {
  syncId: string;
}

/**
 * Queues a run. The singleton key is the sync and the queue `stately`: one run running and one
 * more waiting at most, so a run asked for while one runs (an edit made after it read the source)
 * is not dropped, and two runs of one sync never run at once.
 */
export function syncSender(boss: Pick<PgBoss, 'send'>): SyncSender {
  return async (syncId, appId) => {
    await boss.send(SYNC_QUEUE, { syncId } satisfies SyncJob, { singletonKey: syncId, group: { id: appId } });
  };
}

export interface SyncJobDeps {
  run(syncId: string): Promise<SyncOutcome>;
  /** Claims the syncs due now (their next run moved on) and answers them. */
  claimDue(limit: number): Promise<Array<{ id: string; appId: string }>>;
}

/**
 * The sync queues. A scheduler job (pg-boss's cron, once a minute for the whole cluster) claims
 * the syncs that are due (`SKIP LOCKED`, next run moved on in the same transaction) and queues a
 * run of each; the run queue is `stately` per sync (one running, one waiting), grouped by app so one app's thousand syncs
 * leave workers to others, with a heartbeat so a run whose process died is taken up by another
 * (it resumes under its number: see `runSync`). A run that failed or waits for the quota set the
 * sync's next run itself; the scheduler picks it up then.
 */
export async function registerSyncJobs(boss: PgBoss, deps: SyncJobDeps, send: SyncSender, log: Logger, options: { work: boolean; pollingIntervalSeconds?: number }): Promise<void> {
  await boss.createQueue(SYNC_QUEUE, { policy: 'stately', retryLimit: 20, retryDelay: 1, retryBackoff: false, expireInSeconds: 3_600, heartbeatSeconds: 10 });
  await boss.createQueue(SYNC_SCHEDULE_QUEUE, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300 });
  await boss.schedule(SYNC_SCHEDULE_QUEUE, '* * * * *');
  if (!options.work) return;
  await boss.work(SYNC_SCHEDULE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
    const due = await deps.claimDue(CLAIM_PER_TICK);
    for (const sync of due) await send(sync.id, sync.appId);
    if (due.length > 0) log.info('syncs due queued', { syncs: due.length });
  });
  await boss.work<SyncJob>(
    SYNC_QUEUE,
    { localConcurrency: WORKERS, localGroupConcurrency: WORKERS_PER_APP, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async ([job]) => {
      if (!job) return;
      const outcome = await deps.run(job.data.syncId);
      if (outcome.kind === 'failed') log.warn('sync run failed; it will be tried again', { sync: job.data.syncId, retryAt: outcome.retryAt.toISOString(), error: outcome.error.message });
    },
  );
}
