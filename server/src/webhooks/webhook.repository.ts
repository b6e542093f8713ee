import type { Queryable } from '../db/queryable';

export interface WebhookMessage {
  id: string;
  appId: string;
  event: string;
  body: string;
  delivered: boolean;
}

export interface DeliveryRecord {
  messageId: string;
  appId: string;
  event: string;
  attempt: number;
  url: string | null;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  nextAttemptAt: Date | null;
  attemptedAt: Date;
}

export interface DeliveryRow {
  id: string;
  message_id: string;
  event: string;
  attempt: number;
  url: string | null;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  next_attempt_at: Date | null;
  attempted_at: Date;
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;

export function createWebhookRepository(db: Queryable) {
  return {
    /** Inserts the message unless one with the same dedupe key exists; true when it was new. */
    async insertMessage(message: Omit<WebhookMessage, 'delivered'> & { dedupeKey: string }): Promise<boolean> {
      const result = await db.query(
        `INSERT INTO webhook_messages (id, app_id, event, dedupe_key, body) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [message.id, message.appId, message.event, message.dedupeKey, message.body],
      );
      return result.rows.length > 0;
    },

    async getMessage(id: string): Promise<WebhookMessage | undefined> {
      const result = await db.query<{ id: string; app_id: string; event: string; body: string; delivered: boolean }>(
        'SELECT id, app_id, event, body, delivered FROM webhook_messages WHERE id = $1',
        [id],
      );
      const row = result.rows[0];
      return row ? { id: row.id, appId: row.app_id, event: row.event, body: row.body, delivered: row.delivered } : undefined;
    },

    async markDelivered(id: string): Promise<void> {
      await db.query('UPDATE webhook_messages SET delivered = true WHERE id = $1', [id]);
    },

    async recordDelivery(delivery: DeliveryRecord): Promise<void> {
      await db.query(
        `INSERT INTO webhook_deliveries (message_id, app_id, event, attempt, url, status_code, error, duration_ms, next_attempt_at, attempted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          delivery.messageId,
          delivery.appId,
          delivery.event,
          delivery.attempt,
          delivery.url,
          delivery.statusCode,
          delivery.error,
          delivery.durationMs,
          delivery.nextAttemptAt,
          delivery.attemptedAt,
        ],
      );
    },

    /** The highest attempt number recorded for the message (0 before any). */
    async lastAttempt(messageId: string): Promise<number> {
      const result = await db.query<{ last: number | null }>('SELECT max(attempt) AS last FROM webhook_deliveries WHERE message_id = $1', [messageId]);
      return result.rows[0]?.last ?? 0;
    },

    /** The app's most recent attempts, newest first. */
    async listDeliveries(appId: string, limit: number): Promise<DeliveryRow[]> {
      const result = await db.query<DeliveryRow>(
        `SELECT id::text AS id, message_id, event, attempt, url, status_code, error, duration_ms, next_attempt_at, attempted_at
         FROM webhook_deliveries WHERE app_id = $1 ORDER BY attempted_at DESC, id DESC LIMIT $2`,
        [appId, limit],
      );
      return result.rows;
    },

    /** Drops attempts and messages older than the retention period; returns the attempts dropped. */
    async prune(olderThan: Date): Promise<number> {
      const deliveries = await db.query('DELETE FROM webhook_deliveries WHERE attempted_at < $1', [olderThan]);
      await db.query('DELETE FROM webhook_messages WHERE created_at < $1', [olderThan]);
      return deliveries.rowCount ?? 0;
    },

    /** The owner and state of a conversion task (the event source), if it exists. */
    async taskState(taskId: string): Promise<{ appId: string; status: string } | undefined> {
      const result = await db.query<{ app_id: string; status: string }>('SELECT app_id, status FROM conversion_tasks WHERE id = $1', [taskId]);
      const row = result.rows[0];
      return row ? { appId: row.app_id, status: row.status } : undefined;
    },
  };
}
