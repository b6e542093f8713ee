import { timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { isUuid } from '../shared/params';

export type LinkedBrowserRepository = ReturnType<typeof createLinkedBrowserRepository>;

/** Browsers that linked a user of an app (`linked_browsers`): the joining cookie's server half. */
export function createLinkedBrowserRepository(pool: pg.Pool) {
  return {
    async remember(appId: string, userId: string, secretHash: Buffer, expiresAt: Date): Promise<string> {
      const result = await pool.query<{ id: string }>(
        'INSERT INTO linked_browsers (app_id, user_id, secret_hash, expires_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [appId, userId, secretHash, expiresAt],
      );
      return result.rows[0]!.id;
    },

    /** The user a browser's cookie names, when the row exists for this app, is unexpired and the secret matches. */
    async userOf(appId: string, id: string, secretHash: Buffer, now: Date): Promise<string | undefined> {
      if (!isUuid(id)) return undefined;
      const result = await pool.query<{ user_id: string; secret_hash: Buffer }>(
        'SELECT user_id, secret_hash FROM linked_browsers WHERE id = $1 AND app_id = $2 AND expires_at > $3',
        [id, appId, now],
      );
      const row = result.rows[0];
      if (!row || row.secret_hash.length !== secretHash.length || !timingSafeEqual(row.secret_hash, secretHash)) return undefined;
      return row.user_id;
    },

    /** Forgets one browser (it asked for a separate account, or its cookie was replaced). */
    async forget(appId: string, id: string): Promise<void> {
      if (isUuid(id)) await pool.query('DELETE FROM linked_browsers WHERE id = $1 AND app_id = $2', [id, appId]);
    },

    /** Forgets every browser of a user: none of them joins it any more. Returns how many. */
    async forgetUser(appId: string, userId: string): Promise<number> {
      const result = await pool.query('DELETE FROM linked_browsers WHERE app_id = $1 AND user_id = $2', [appId, userId]);
      return result.rowCount ?? 0;
    },

    async deleteExpired(now: Date): Promise<number> {
      const result = await pool.query('DELETE FROM linked_browsers WHERE expires_at < $1', [now]);
      return result.rowCount ?? 0;
    },
  };
}
