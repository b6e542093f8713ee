import type { Queryable } from '../db/queryable';
import type { Account } from './account.repository';

export interface SessionRecord {
  account: Account;
  expiresAt: Date;
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;

export function createSessionRepository(db: Queryable) {
  return {
    async insert(idHash: Buffer, accountId: string, expiresAt: Date): Promise<void> {
      await db.query('INSERT INTO dashboard_sessions (id_hash, account_id, expires_at) VALUES ($1, $2, $3)', [
        idHash,
        accountId,
        expiresAt,
      ]);
    },

    /** The session's account, or undefined when the session is unknown or expired at `now`. */
    async find(idHash: Buffer, now: Date): Promise<SessionRecord | undefined> {
      const result = await db.query<{ id: string; email: string; created_at: Date; expires_at: Date }>(
        `SELECT accounts.id, accounts.email, accounts.created_at, dashboard_sessions.expires_at
         FROM dashboard_sessions JOIN accounts ON accounts.id = dashboard_sessions.account_id
         WHERE dashboard_sessions.id_hash = $1 AND dashboard_sessions.expires_at > $2`,
        [idHash, now],
      );
      const row = result.rows[0];
      return row && { account: { id: row.id, email: row.email, createdAt: row.created_at }, expiresAt: row.expires_at };
    },

    async delete(idHash: Buffer): Promise<void> {
      await db.query('DELETE FROM dashboard_sessions WHERE id_hash = $1', [idHash]);
    },

    /** Ends every session of the account (its password was reset). */
    async deleteForAccount(accountId: string): Promise<void> {
      await db.query('DELETE FROM dashboard_sessions WHERE account_id = $1', [accountId]);
    },

    /** Drops sessions that expired before `now`; called on sign-in so the table cannot grow unbounded. */
    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM dashboard_sessions WHERE expires_at <= $1', [now]);
    },
  };
}
