import type { Queryable } from '../db/queryable';

export type WriteAction = 'save_tracks' | 'save_albums' | 'follow_artists' | 'create_playlist' | 'add_to_playlist' | 'remove_from_playlist' | 'move_entry';

export interface JournalWrite {
  seq: number;
  action: WriteAction;
  /** A transfer's `liked`, `albums`, `artists` or source playlist id; a sync's `playlist`. */
  list: string;
  /** Target ids (for `create_playlist`, the title asked for). */
  ids: string[];
  positions: number[];
  state: 'intended' | 'confirmed' | 'failed';
  result: unknown;
}

export type WriteJournal = ReturnType<typeof createWriteJournal>;

/** The journals: a transfer's writes, a sync's writes (the same columns under their owner's id). */
const OWNER = { transfer_writes: 'transfer_id', sync_writes: 'sync_id' } as const;
export type JournalTable = keyof typeof OWNER;

/**
 * A journal table: each request a transfer or a sync sends to the listener's library is recorded
 * as intended before it is sent and confirmed after. One owner's writes run one at a time (one
 * job per transfer or sync), so the next sequence number is read, not raced for.
 */
export function createWriteJournal(db: Queryable, table: JournalTable = 'transfer_writes') {
  const owner = OWNER[table];
  return {
    async intend(ownerId: string, write: Pick<JournalWrite, 'action' | 'list' | 'ids' | 'positions'>): Promise<number> {
      const { rows } = await db.query<{ seq: number }>(
        `INSERT INTO ${table} (${owner}, seq, action, list, ids, positions)
         SELECT $1, COALESCE(max(seq), 0) + 1, $2, $3, $4, $5 FROM ${table} WHERE ${owner} = $1
         RETURNING seq`,
        [ownerId, write.action, write.list, write.ids, write.positions],
      );
      return rows[0]!.seq;
    },
    async confirm(ownerId: string, seq: number, result?: unknown): Promise<void> {
      await db.query(`UPDATE ${table} SET state = 'confirmed', result = $3, confirmed_at = now() WHERE ${owner} = $1 AND seq = $2`, [
        ownerId,
        seq,
        result === undefined ? null : JSON.stringify(result),
      ]);
    },
    async fail(ownerId: string, seq: number, result: unknown): Promise<void> {
      await db.query(`UPDATE ${table} SET state = 'failed', result = $3 WHERE ${owner} = $1 AND seq = $2`, [ownerId, seq, JSON.stringify(result)]);
    },
    /** Writes sent (or about to be) whose outcome was never recorded: a process stopped between. */
    async unconfirmed(ownerId: string): Promise<JournalWrite[]> {
      const { rows } = await db.query<JournalWrite>(
        `SELECT seq, action, list, ids, positions, state, result FROM ${table} WHERE ${owner} = $1 AND state = 'intended' ORDER BY seq`,
        [ownerId],
      );
      return rows;
    },
    /** Writes to one list that were confirmed: what this transfer put there (a created playlist's id is in `result`). */
    async confirmed(ownerId: string, list: string): Promise<JournalWrite[]> {
      const { rows } = await db.query<JournalWrite>(
        `SELECT seq, action, list, ids, positions, state, result FROM ${table} WHERE ${owner} = $1 AND list = $2 AND state = 'confirmed' ORDER BY seq`,
        [ownerId, list],
      );
      return rows;
    },
    async count(ownerId: string): Promise<{ confirmed: number; all: number }> {
      const { rows } = await db.query<{ confirmed: string; all: string }>(
        `SELECT count(*) FILTER (WHERE state = 'confirmed') AS confirmed, count(*) AS all FROM ${table} WHERE ${owner} = $1`,
        [ownerId],
      );
      return { confirmed: Number(rows[0]?.confirmed ?? 0), all: Number(rows[0]?.all ?? 0) };
    },
  };
}
