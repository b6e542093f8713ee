import type { Queryable } from '../db/queryable';

export interface FailureWindow {
  count: number;
  /** The oldest and newest of the counted failures, when there are any. */
  oldest: Date | undefined;
  newest: Date | undefined;
}

export type SignInFailureRepository = ReturnType<typeof createSignInFailureRepository>;

export function createSignInFailureRepository(db: Queryable) {
  const window = async (column: 'email' | 'ip', value: string, since: Date, limit: number): Promise<FailureWindow> => {
    // Only the newest `limit` failures matter: they are the run that may have set a lock.
    const result = await db.query<{ count: string; oldest: Date | null; newest: Date | null }>(
      `SELECT count(*) AS count, min(failed_at) AS oldest, max(failed_at) AS newest FROM (
         SELECT failed_at FROM sign_in_failures WHERE ${column} = $1 AND failed_at > $2
         ORDER BY failed_at DESC LIMIT $3) recent`,
      [value, since, limit],
    );
    const row = result.rows[0];
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? undefined, newest: row?.newest ?? undefined };
  };

  return {
    async record(email: string, ip: string, at: Date): Promise<void> {
      await db.query('INSERT INTO sign_in_failures (email, ip, failed_at) VALUES ($1, $2, $3)', [email, ip, at]);
    },

    byEmail: (email: string, since: Date, limit: number) => window('email', email, since, limit),
    byIp: (ip: string, since: Date, limit: number) => window('ip', ip, since, limit),

    /** A successful sign-in forgets the account's failures (not the address's). */
    async clearEmail(email: string): Promise<void> {
      await db.query('DELETE FROM sign_in_failures WHERE email = $1', [email]);
    },

    async deleteOlderThan(before: Date): Promise<void> {
      await db.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [before]);
    },
  };
}
