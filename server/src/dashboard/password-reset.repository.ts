import type { Queryable } from '../db/queryable';

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

/** Reset tokens by their SHA-256 only: a copy of the table opens no account. */
export function createPasswordResetRepository(db: Queryable) {
  return {
    /** Stores a new token and ends every other unused one of the account: only the latest link works. */
    async replace(tokenHash: Buffer, accountId: string, expiresAt: Date): Promise<void> {
      await db.query('DELETE FROM password_resets WHERE account_id = $1', [accountId]);
      await db.query('INSERT INTO password_resets (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, accountId, expiresAt]);
    },

    /**
     * Uses the token, once: its account when it is unused and unexpired at `now`, else undefined.
     * One UPDATE, so two requests with the same token cannot both succeed.
     */
    async consume(tokenHash: Buffer, now: Date): Promise<string | undefined> {
      const result = await db.query<{ account_id: string }>(
        'UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING account_id',
        [tokenHash, now],
      );
      return result.rows[0]?.account_id;
    },

    /** Drops every token of the account (after a reset) and expired ones of anyone. */
    async clear(accountId: string, now: Date): Promise<void> {
      await db.query('DELETE FROM password_resets WHERE account_id = $1 OR expires_at <= $2', [accountId, now]);
    },
  };
}
