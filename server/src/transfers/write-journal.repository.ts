import type { Queryable } from '../db/queryable';

export type WriteAction = 'save_tracks' | 'save_albums' | 'follow_artists' | 'create_playlist' | 'add_to_playlist';

export interface JournalWrite {
  seq: number;
  action: WriteAction;
  /** `liked`, `albums`, `artists` or the source playlist's id. */
  list: string;
  /** Target ids (for `create_playlist`, the title asked for). */
  ids: string[];
  positions: number[];
  state: 'intended' | 'confirmed' | 'failed';
  result: unknown;
}

export type WriteJournal = ReturnType<typeof createWriteJournal>;

/**
 * The `transfer_writes` table: each request a transfer sends to the listener's library is
 * recorded as intended before it is sent and confirmed after. A transfer's writes run one at a
 * time (one job per transfer), so the next sequence number is read, not raced for.
 */
export function createWriteJournal(db: Queryable) {
  return {
    async intend(transferId: string, write: Pick<JournalWrite, 'action' | 'list' | 'ids' | 'positions'>): Promise<number> {
      const { rows } = await db.query<{ seq: number }>(
        `INSERT INTO transfer_writes (transfer_id, seq, action, list, ids, positions)
         SELECT $1, COALESCE(max(seq), 0) + 1, $2, $3, $4, $5 FROM transfer_writes WHERE transfer_id = $1
         RETURNING seq`,
        [transferId, write.action, write.list, write.ids, write.positions],
      );
      return rows[0]!.seq;
    },
    async confirm(transferId: string, seq: number, result?: unknown): Promise<void> {
      await db.query(`UPDATE transfer_writes SET state = 'confirmed', result = $3, confirmed_at = now() WHERE transfer_id = $1 AND seq = $2`, [
        transferId,
        seq,
        result === undefined ? null : JSON.stringify(result),
      ]);
    },
    async fail(transferId: string, seq: number, result: unknown): Promise<void> {
      await db.query(`UPDATE transfer_writes SET state = 'failed', result = $3 WHERE transfer_id = $1 AND seq = $2`, [transferId, seq, JSON.stringify(result)]);
    },
    /** Writes sent (or about to be) whose outcome was never recorded: a process stopped between. */
    async unconfirmed(transferId: string): Promise<JournalWrite[]> {
      const { rows } = await db.query<JournalWrite>(
        `SELECT seq, action, list, ids, positions, state, result FROM transfer_writes WHERE transfer_id = $1 AND state = 'intended' ORDER BY seq`,
        [transferId],
      );
      return rows;
    },
    /** Writes to one list that were confirmed: what this transfer put there (a created playlist's id is in `result`). */
    async confirmed(transferId: string, list: string): Promise<JournalWrite[]> {
      const { rows } = await db.query<JournalWrite>(
        `SELECT seq, action, list, ids, positions, state, result FROM transfer_writes WHERE transfer_id = $1 AND list = $2 AND state = 'confirmed' ORDER BY seq`,
        [transferId, list],
      );
      return rows;
    },
    async count(transferId: string): Promise<{ confirmed: number; all: number }> {
      const { rows } = await db.query<{ confirmed: string; all: string }>(
        `SELECT count(*) FILTER (WHERE state = 'confirmed') AS confirmed, count(*) AS all FROM transfer_writes WHERE transfer_id = $1`,
        [transferId],
      );
      return { confirmed: Number(rows[0]?.confirmed ?? 0), all: Number(rows[0]?.all ?? 0) };
    },
  };
}
