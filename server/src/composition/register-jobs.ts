import { registerLinkingJobs } from '../linking/linking-jobs';
import { registerWebhookJobs } from '../webhooks/webhook-jobs';
import type { Runtime } from './boot';

/**
 * Playlist, webhook and token-refresh queues; `segue worker` and the server both work them. The
 * playlist queue is created here, before the server takes requests that start tasks on it.
 */
export async function registerJobs(runtime: Runtime): Promise<void> {
  const { jobs, services, config, log } = runtime;
  if (!jobs) throw new Error('the process was booted without its job queue');
  await registerWebhookJobs(jobs.boss, services.webhooks, log, { work: true, allowPrivate: config.sandbox || config.webhookAllowPrivate });
  await services.conversion.registerJobs(jobs.boss, log, { work: true, interrupted: jobs.interrupted });
  await registerLinkingJobs(jobs.boss, services.linking, log, { work: true });
  await services.transfers.registerJobs(jobs.boss, log, { work: true });
  await services.syncs.registerJobs(jobs.boss, log, { work: true });
}
