import type { PgBoss } from 'pg-boss';
import type { Logger } from '../runtime/logger';
import type { TransferSender } from './transfer.service';
import type { RunOutcome } from './transfer-run';

export const TRANSFER_QUEUE = 'library-transfer';

/** Attempts after the first: platform trouble (not a revoked grant, not a quota wait) gets five more, minutes apart at most. */
export const TRANSFER_RETRY_LIMIT = 5;

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

/**
 * The transfer queue: `exclusive` per singleton key, a heartbeat so another process takes over a
 * transfer whose process died, and an expiry long enough for a large library's writes at the
 * slowest platform's pace (Deezer: 50 requests per 5 s, one save per request).
 */
export async function registerTransferJobs(
  boss: PgBoss,
  run: (transferId: string, options: { finalAttempt: boolean }) => Promise<RunOutcome>,
  send: TransferSender,
  appOf: (transferId: string) => Promise<string | undefined>,
  log: Logger,
  options: TransferJobOptions = { work: true },
): Promise<void> {
  await boss.createQueue(TRANSFER_QUEUE, {
    policy: 'exclusive',
    retryLimit: TRANSFER_RETRY_LIMIT,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: 4 * 3_600,
    heartbeatSeconds: 30,
  });
  if (!options.work) return;
  await boss.work<TransferJob>(
    TRANSFER_QUEUE,
    { localConcurrency: WORKERS, localGroupConcurrency: WORKERS_PER_APP, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async ([job]) => {
      if (!job) return;
      const { transferId } = job.data;
      const outcome = await run(transferId, { finalAttempt: job.retryCount >= TRANSFER_RETRY_LIMIT });
      if (outcome.kind === 'retry') {
        log.warn('transfer attempt stopped on platform trouble; it will be retried', {
          transfer: transferId,
          attempt: job.retryCount + 1,
          error: outcome.error instanceof Error ? outcome.error.message : String(outcome.error),
        });
        throw outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error));
      }
      if (outcome.kind === 'waiting') {
        const appId = await appOf(transferId);
        if (appId) await send(transferId, { appId, startAfter: outcome.resumesAt });
        return;
      }
      for (const settled of options.settled ?? []) await settled(transferId);
    },
  );
}
