import type { PgBoss } from 'pg-boss';
import type { Logger } from '../runtime/logger';
import type { LinkingService } from './linking.service';

export const TOKEN_REFRESH_QUEUE = 'linking-token-refresh';

/** How often the job runs, and so how far ahead it refreshes: tokens expiring before the next run. */
const EVERY_MINUTES = 10;
const BATCH = 200;

export interface LinkingJobOptions {
  work: boolean;
  pollingIntervalSeconds?: number;
}

/**
 * Proactive token refresh on pg-boss: every ten minutes, tokens that would expire before the
 * next run are refreshed, and flows abandoned between /connect and the callback are deleted.
 * Requests refresh on demand anyway; this keeps the first library call after a quiet hour from
 * paying for a refresh, and finds revoked grants (the link is marked) before an app asks. The
 * `exclusive` queue and the link row locks keep processes from refreshing one token twice.
 */
export async function registerLinkingJobs(boss: PgBoss, linking: LinkingService, log: Logger, options: LinkingJobOptions = { work: true }): Promise<void> {
  await boss.createQueue(TOKEN_REFRESH_QUEUE, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 600 });
  await boss.schedule(TOKEN_REFRESH_QUEUE, `*/${EVERY_MINUTES} * * * *`);
  if (!options.work) return;
  await boss.work(TOKEN_REFRESH_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
    const refreshed = await linking.refreshExpiring((EVERY_MINUTES + 5) * 60_000, BATCH);
    const dropped = await linking.deleteExpiredFlows();
    if (refreshed > 0 || dropped > 0) log.info('linking tokens refreshed', { refreshed, abandoned_flows_deleted: dropped });
  });
}
