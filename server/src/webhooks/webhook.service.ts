import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { inTransaction } from '../db/queryable';
import { AppError, isAppError } from '../errors/app-error';
import type { App } from '../apps/app.repository';
import type { AppService } from '../apps/app.service';
import type { PlaylistTaskService } from '../tasks/playlist-task.service';
import { postWebhook, type PostOptions, type PostResult, type WebhookPost } from './post-webhook';
import { nextDelaySeconds, RETRY_SCHEDULE_SECONDS } from './retry-schedule';
import { createWebhookRepository, type DeliveryRow } from './webhook.repository';
import type { Observer } from '../metrics/observer';

export const WEBHOOK_QUEUE = 'webhook-delivery';

export const WEBHOOK_EVENTS = [
  'playlist.conversion.completed',
  'playlist.conversion.failed',
  'library.transfer.completed',
  'library.transfer.failed',
  'sync.updated',
  'sync.paused',
  'sync.failed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** pg-boss as the service uses it: jobs sent inside the transaction that records the message. */
export type WebhookQueue = Pick<PgBoss, 'send'>;

export interface DeliveryJob {
  messageId: string;
  attempt: number;
  /**
   * Asked for from the dashboard: one attempt now, even of a delivered message, numbered after
   * the last one when it runs and never retried (the automatic schedule, if still running, goes on).
   */
  manual?: boolean;
}

export interface WebhookServiceDeps {
  pool: pg.Pool;
  apps: Pick<AppService, 'get' | 'webhookSecret'>;
  tasks: Pick<PlaylistTaskService, 'get'>;
  /** The job queue deliveries go on; a process without one (the CLI) cannot queue events. */
  queue?: WebhookQueue;
  now?: () => Date;
  /** Seconds between attempts (tests shorten it). */
  schedule?: readonly number[];
  /** The HTTP attempt itself (tests may replace it). */
  post?: (post: WebhookPost, options: PostOptions) => Promise<PostResult>;
  /** Told how each attempt ended (the metrics). */
  observer?: Observer;
}

export interface DeliveryView {
  id: string;
  webhook_id: string;
  event: string;
  attempt: number;
  url: string | null;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  next_attempt_at: string | null;
  attempted_at: string;
}

const deliveryView = (row: DeliveryRow): DeliveryView => ({
  id: row.id,
  webhook_id: row.message_id,
  event: row.event,
  attempt: row.attempt,
  url: row.url,
  status_code: row.status_code,
  error: row.error,
  duration_ms: row.duration_ms,
  next_attempt_at: row.next_attempt_at ? row.next_attempt_at.toISOString() : null,
  attempted_at: row.attempted_at.toISOString(),
});

/** Standard Webhooks message ids: `msg_` and 24 random bytes, URL-safe. */
const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`;

export type WebhookService = ReturnType<typeof createWebhookService>;

/**
 * Webhook events for apps: queued in the same transaction as their message row (so an event is
 * never queued twice for one dedupe key, and never lost between the two), then delivered by
 * pg-boss jobs, one job per attempt, each failed attempt scheduling the next on the retry
 * schedule. A job that dies mid-attempt (a killed process) is retried by pg-boss with the same
 * message id: delivery is at least once and receivers dedupe on `webhook-id`.
 */
export function createWebhookService(deps: WebhookServiceDeps) {
  const repository = createWebhookRepository(deps.pool);
  const now = deps.now ?? (() => new Date());
  const schedule = deps.schedule ?? RETRY_SCHEDULE_SECONDS;
  const post = deps.post ?? postWebhook;

  const txDb = (client: pg.PoolClient) => ({ executeSql: (text: string, values?: unknown[]) => client.query(text, values) });

  function queue(): WebhookQueue {
    if (!deps.queue) throw new Error('webhook delivery is not available: the job queue is not running');
    return deps.queue;
  }

  async function appOrUndefined(appId: string): Promise<App | undefined> {
    try {
      return await deps.apps.get(appId);
    } catch (error) {
      if (isAppError(error) && error.code === 'ENOTFOUND') return undefined;
      throw error;
    }
  }

  async function enqueueWebhook(appId: string, event: WebhookEvent, payload: unknown, dedupeKey?: string): Promise<string | undefined> {
    const app = await appOrUndefined(appId);
    if (!app?.webhookUrl) return undefined;
    const jobs = queue();
    const id = newMessageId();
    const body = JSON.stringify({ type: event, timestamp: now().toISOString(), data: payload });
    return inTransaction(deps.pool, async (client) => {
      const inserted = await createWebhookRepository(client).insertMessage({ id, appId, event, body, dedupeKey: dedupeKey ?? id });
      if (!inserted) return undefined;
      await jobs.send(WEBHOOK_QUEUE, { messageId: id, attempt: 1 } satisfies DeliveryJob, { db: txDb(client) });
      return id;
    });
  }

  return {
    /**
     * Queues `event` for the app's webhook, if it has one; the body is
     * `{type, timestamp, data: payload}`. With a dedupe key, queueing the same event again does
     * nothing. Resolves with the message id, or undefined when nothing was queued.
     */
    enqueueWebhook,

    /**
     * A playlist task finished (or a job found it finished): queues its completed or failed
     * event with the task exactly as `GET /v1/task/{id}` answers it. Safe to call any number of
     * times for one task.
     */
    async taskSettled(taskId: string): Promise<string | undefined> {
      const state = await repository.taskState(taskId);
      if (!state || (state.status !== 'completed' && state.status !== 'failed')) return undefined;
      const event: WebhookEvent = state.status === 'completed' ? 'playlist.conversion.completed' : 'playlist.conversion.failed';
      const view = await deps.tasks.get(state.appId, taskId);
      const payload = view.kind === 'failed' ? view.body : { data: view.task, message: 'Request ok', status: 200 };
      return enqueueWebhook(state.appId, event, payload, `task:${taskId}:${event}`);
    },

    /** One attempt of one message (the job handler). */
    async deliver(job: DeliveryJob, options: { allowPrivate: boolean; timeoutMs?: number }): Promise<void> {
      const message = await repository.getMessage(job.messageId);
      // Pruned, or already delivered by an attempt whose job was then run again.
      if (!message || (message.delivered && !job.manual)) return;
      const app = await appOrUndefined(message.appId);
      if (!app) return;
      const attempt = job.manual ? (await repository.lastAttempt(message.id)) + 1 : job.attempt;
      const attemptedAt = now();
      const secret = app.webhookUrl ? deps.apps.webhookSecret(app) : undefined;
      const result: PostResult =
        app.webhookUrl && secret
          ? await post(
              { url: app.webhookUrl, secret, id: message.id, timestampSeconds: Math.floor(attemptedAt.getTime() / 1000), body: message.body },
              { allowPrivate: options.allowPrivate, timeoutMs: options.timeoutMs },
            )
          : { ok: false, durationMs: 0, reason: 'the app has no webhook URL any more' };
      const delay = result.ok || !app.webhookUrl || job.manual ? undefined : nextDelaySeconds(job.attempt, schedule);
      const nextAttemptAt = delay === undefined ? null : new Date(attemptedAt.getTime() + delay * 1000);
      const jobs = queue();
      await inTransaction(deps.pool, async (client) => {
        const tx = createWebhookRepository(client);
        await tx.recordDelivery({
          messageId: message.id,
          appId: message.appId,
          event: message.event,
          attempt,
          url: app.webhookUrl,
          statusCode: result.status ?? null,
          error: result.ok ? null : result.reason,
          durationMs: Math.round(result.durationMs),
          nextAttemptAt,
          attemptedAt,
        });
        if (result.ok) await tx.markDelivered(message.id);
        else if (nextAttemptAt) {
          await jobs.send(WEBHOOK_QUEUE, { messageId: message.id, attempt: job.attempt + 1 } satisfies DeliveryJob, {
            startAfter: nextAttemptAt,
            db: txDb(client),
          });
        }
      });
      deps.observer?.webhookDelivery({
        event: message.event,
        outcome: result.ok ? 'delivered' : !app.webhookUrl ? 'no_url' : nextAttemptAt ? 'retrying' : 'failed',
        seconds: result.durationMs / 1000,
      });
    },

    /**
     * Queues one more attempt of one of the app's messages now, with its original body and
     * `webhook-id` (receivers that saw it already drop it as a repeat). `ENOTFOUND` for a message
     * of another app, or one pruned from the log.
     */
    async redeliver(appId: string, messageId: string): Promise<void> {
      const message = /^msg_[\w-]{1,64}$/.test(messageId) ? await repository.getMessage(messageId) : undefined;
      if (!message || message.appId !== appId) throw new AppError('ENOTFOUND', `no webhook event ${messageId} for this app`);
      await queue().send(WEBHOOK_QUEUE, { messageId, attempt: 0, manual: true } satisfies DeliveryJob);
    },

    /** `GET /v1/app/webhooks/deliveries`: the app's latest attempts, newest first. */
    async listDeliveries(appId: string, limit: number): Promise<DeliveryView[]> {
      return (await repository.listDeliveries(appId, limit)).map(deliveryView);
    },

    /** Deletes attempts and messages older than `days`. */
    prune(days: number): Promise<number> {
      return repository.prune(new Date(now().getTime() - days * 86_400_000));
    },
  };
}
