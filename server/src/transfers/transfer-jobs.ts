import type { PgBoss } from 'pg-boss';
import type { Logger } from '../runtime/logger';
import type { TransferSender } from './transfer.service';
import type { RunOutcome } from './transfer-run';

export const TRANSFER_QUEUE = 'library-transfer';
/** Jobs of TRANSFER_QUEUE that used up their retries: the transfer is finished as failed. */
export const TRANSFER_DEAD_QUEUE = 'library-transfer-given-up';

/** Attempts after the first that platform trouble (not a revoked grant, not a quota wait) may take: five more, minutes apart at most. */
export const TRANSFER_RETRY_LIMIT = 5;

/**
 * pg-boss retries a job whose process died (its heartbeat stopped) like one that failed, and
 * counts it. Those retries do not use up the transfer's own (`failures` in its row): a worker
 * restarted ten times during a big move must not leave it half done. This many, though, and the
 * transfer itself is what kills its process, so it is given up.
 */
const CRASH_RETRY_LIMIT = 50;

/** The delay before the attempt after the nth failure: 5 s doubling, at most 5 minutes, with full jitter above half. */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(300_000, 5_000 * 2 ** Math.max(0, failures - 1));
  return ceiling / 2 + (ceiling / 2) * random();
}

/** Workers per process, and how many one app's transfers may hold (one is always left for other apps). */
const WORKERS = 3;
const WORKERS_PER_APP = 2;

interface TransferJob {
  transferId: string;
}

/**
 * Queues an attempt. The singleton key is the transfer id, with the resume time for an attempt
 * that waits for the quota: one job per attempt, never two running one transfer.
 */
export function transferSender(boss: Pick<PgBoss, 'send'>): TransferSender {
  return async (transferId, { appId, startAfter }) => {
    const singletonKey = startAfter ? `${transferId}@${startAfter.getTime()}` : transferId;
    await boss.send(TRANSFER_QUEUE, { transferId } satisfies TransferJob, { singletonKey, group: { id: appId }, ...(startAfter ? { startAfter } : {}) });
  };
}

export interface TransferJobOptions {
  work: boolean;
  pollingIntervalSeconds?: number;
  /** Run once an attempt left the transfer finished (webhooks). */
  settled?: ReadonlyArray<(transferId: string) => Promise<unknown>>;
}

export interface TransferJobStore {
  find(transferId: string): Promise<{ appId: string; failures: number } | undefined>;
  recordFailure(transferId: string): Promise<number>;
  /** Finishes a transfer whose job was given up (its process died every time). */
  giveUp(transferId: string, error: { code: string; message: string }): Promise<void>;
}

/**
 * The transfer queue: `exclusive` per singleton key, a heartbeat so another process takes over a
 * transfer whose process died, and an expiry long enough for a large library's writes at the
 * slowest platform's pace (Deezer: 50 requests per 5 s, one save per request). The heartbeat is
 * pg-boss's shortest (10 s): a transfer cut off by a crash resumes within about 15 s (with the
 * supervision interval in start-job-queue.ts), and refreshing a row every 5 s costs little.
 * pg-boss's own retry delay is a flat second, since its retries are crashed attempts; after
 * platform trouble the next attempt is a new job, delayed as `retryDelayMs` says (see below).
 */
export async function registerTransferJobs(
  boss: PgBoss,
  run: (transferId: string, options: { finalAttempt: boolean }) => Promise<RunOutcome>,
  send: TransferSender,
  store: TransferJobStore,
  log: Logger,
  options: TransferJobOptions = { work: true },
): Promise<void> {
  await boss.createQueue(TRANSFER_DEAD_QUEUE, { policy: 'standard' });
  await boss.createQueue(TRANSFER_QUEUE, {
    policy: 'exclusive',
    retryLimit: CRASH_RETRY_LIMIT,
    retryDelay: 1,
    retryBackoff: false,
    expireInSeconds: 4 * 3_600,
    heartbeatSeconds: 10,
    deadLetter: TRANSFER_DEAD_QUEUE,
  });
  if (!options.work) return;
  await boss.work<TransferJob>(
    TRANSFER_QUEUE,
    { localConcurrency: WORKERS, localGroupConcurrency: WORKERS_PER_APP, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async ([job]) => {
      if (!job) return;
      const { transferId } = job.data;
      const transfer = await store.find(transferId);
      if (!transfer) return;
      const outcome = await run(transferId, { finalAttempt: transfer.failures >= TRANSFER_RETRY_LIMIT });
      if (outcome.kind === 'retry') {
        const failures = await store.recordFailure(transferId);
        const delayMs = retryDelayMs(failures);
        log.warn('transfer attempt stopped on platform trouble; it will be retried', {
          transfer: transferId,
          failures,
          retryInSeconds: Math.round(delayMs / 1000),
          error: outcome.error instanceof Error ? outcome.error.message : String(outcome.error),
        });
        // The next attempt is queued for later and this job ends: a transfer waiting out platform
        // trouble holds no worker, so other transfers (other apps') go on meanwhile, and a crash
        // during the wait loses nothing.
        await send(transferId, { appId: transfer.appId, startAfter: new Date(Date.now() + delayMs) });
        return;
      }
      if (outcome.kind === 'waiting') {
        await send(transferId, { appId: transfer.appId, startAfter: outcome.resumesAt });
        return;
      }
      for (const settled of options.settled ?? []) await settled(transferId);
    },
  );
  await boss.work<TransferJob>(TRANSFER_DEAD_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async ([job]) => {
    if (!job) return;
    const { transferId } = job.data;
    log.error('transfer given up: its process stopped during every attempt', { transfer: transferId });
    await store.giveUp(transferId, { code: 'EINTERNAL', message: `The transfer stopped ${CRASH_RETRY_LIMIT} times without finishing an attempt; start it again to go on from where it stopped` });
    for (const settled of options.settled ?? []) await settled(transferId);
  });
}
