import type { Queryable } from '../db/queryable';

export function createHealthRepository(db: Queryable) {
  return {
    /** Round trip to PostgreSQL; throws when it is unreachable. */
    async ping(): Promise<void> {
      await db.query('SELECT 1');
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
