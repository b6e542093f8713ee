import type { PgBoss } from 'pg-boss';
import type { Logger } from '../runtime/logger';
import { WEBHOOK_QUEUE, type DeliveryJob, type WebhookService } from './webhook.service';

const RETENTION_QUEUE = 'webhook-log-retention';
/** How long the delivery log keeps attempts (and messages). */
export const DELIVERY_LOG_DAYS = 30;

export interface WebhookJobOptions {
  work: boolean;
  /** Sandbox mode or SEGUE_WEBHOOK_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  pollingIntervalSeconds?: number;
  timeoutMs?: number;
}

/**
 * The `webhook-delivery` queue. The retry schedule is the service's own (each attempt queues the
 * next with `startAfter`); pg-boss's retries are only for an attempt that died with its process
 * or its database, and the heartbeat hands such an attempt to another process soon.
 */
export async function registerWebhookJobs(boss: PgBoss, webhooks: Pick<WebhookService, 'deliver' | 'prune'>, log: Logger, options: WebhookJobOptions): Promise<void> {
  await boss.createQueue(WEBHOOK_QUEUE, { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 120, heartbeatSeconds: 10 });
  await boss.createQueue(RETENTION_QUEUE, { retryLimit: 1 });
  if (!options.work) return;
  await boss.schedule(RETENTION_QUEUE, '17 * * * *');
  await boss.work<DeliveryJob>(
    WEBHOOK_QUEUE,
    { localConcurrency: 4, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async ([job]) => {
      if (!job) return;
      await webhooks.deliver(job.data, { allowPrivate: options.allowPrivate, timeoutMs: options.timeoutMs });
    },
  );
  await boss.work(RETENTION_QUEUE, async () => {
    const dropped = await webhooks.prune(DELIVERY_LOG_DAYS);
    if (dropped > 0) log.info('webhook delivery log pruned', { dropped });
  });
}
