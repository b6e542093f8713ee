import type { Queryable } from '../db/queryable';

export interface FailureWindow {
  count: number;
  /** The oldest and newest of the counted failures, when there are any. */
  oldest: Date | undefined;
  newest: Date | undefined;
}

export type SignInFailureRepository = ReturnType<typeof createSignInFailureRepository>;

export function createSignInFailureRepository(db: Queryable) {
  const window = async (where: string, values: string[], since: Date, limit: number): Promise<FailureWindow> => {
    const at = values.length + 1;
    // Only the newest `limit` failures matter: they are the run that may have set a lock.
    const result = await db.query<{ count: string; oldest: Date | null; newest: Date | null }>(
      `SELECT count(*) AS count, min(failed_at) AS oldest, max(failed_at) AS newest FROM (
         SELECT failed_at FROM sign_in_failures WHERE ${where} AND failed_at > $${at}
         ORDER BY failed_at DESC LIMIT $${at + 1}) recent`,
      [...values, since, limit],
    );
    const row = result.rows[0];
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? undefined, newest: row?.newest ?? undefined };
  };

  return {
    async record(email: string, ip: string, at: Date): Promise<void> {
      await db.query('INSERT INTO sign_in_failures (email, ip, failed_at) VALUES ($1, $2, $3)', [email, ip, at]);
    },

    byEmail: (email: string, since: Date, limit: number) => window('email = $1', [email], since, limit),
    byIp: (ip: string, since: Date, limit: number) => window('ip = $1', [ip], since, limit),
    /** One account's failures from one address: the address rule when the address may be a shared proxy's. */
    byEmailAndIp: (email: string, ip: string, since: Date, limit: number) => window('email = $1 AND ip = $2', [email, ip], since, limit),

    /** A successful sign-in forgets the account's failures (not the address's). */
    async clearEmail(email: string): Promise<void> {
      await db.query('DELETE FROM sign_in_failures WHERE email = $1', [email]);
    },

    async deleteOlderThan(before: Date): Promise<void> {
      await db.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [before]);
    },
  };
}
