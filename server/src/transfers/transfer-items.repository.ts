import type { LibraryAlbum, LibraryArtist, Match, TransferLeftOutCode } from '@segue/core/schemas';
import type { Queryable } from '../db/queryable';
import type { TargetRef } from '../library-writes/entry-key';
import type { LibraryEntry } from '../platforms/kit/platform-library';

export type ItemKind = 'liked_track' | 'album' | 'artist' | 'playlist_track';
export type ItemState = 'pending' | 'matched' | 'added' | 'already_there' | 'left_out';

/** What the source said of an item, kept so a resumed attempt matches without reading it again. */
export type ItemSource = { type: 'track'; entry: LibraryEntry } | { type: 'album'; album: LibraryAlbum } | { type: 'artist'; artist: LibraryArtist };

export type { TargetRef } from '../library-writes/entry-key';

export interface Candidate extends TargetRef {
  confidence?: number;
}

export interface ItemRecord {
  kind: ItemKind;
  /** `liked`, `albums`, `artists`, or the source playlist's id. */
  list: string;
  position: number;
  source: ItemSource;
  state: ItemState;
  target: TargetRef | null;
  match: Match | null;
  code: TransferLeftOutCode | null;
  reason: string | null;
  candidates: Candidate[] | null;
}

/** The table's columns are named as the record's fields: rows are records as they come. */
type Row = ItemRecord;

export interface ItemOutcome {
  list: string;
  position: number;
  state: ItemState;
  target?: TargetRef;
  match?: Match;
  code?: TransferLeftOutCode;
  reason?: string;
  candidates?: Candidate[];
}

export type TransferItemRepository = ReturnType<typeof createTransferItemRepository>;

/** The `transfer_items` table: every source item of a transfer and its state. */
export function createTransferItemRepository(db: Queryable) {
  return {
    /**
     * Stores a list as read, in one statement: a list is either stored whole or not at all, since
     * a resumed read skips the lists it finds (a process stopped between two parts of one list
     * would otherwise leave the rest of it unread). One stored by an earlier attempt is kept as it
     * was (its states too).
     */
    async insertList(transferId: string, kind: ItemKind, list: string, sources: readonly ItemSource[]): Promise<void> {
      if (sources.length === 0) return;
      await db.query(
        `INSERT INTO transfer_items (transfer_id, kind, list, position, source)
         SELECT $1, $2, $3, p, s FROM unnest($4::int[], $5::jsonb[]) AS t(p, s)
         ON CONFLICT DO NOTHING`,
        [transferId, kind, list, sources.map((_, i) => i), sources.map((s) => JSON.stringify(s))],
      );
    },
    async all(transferId: string): Promise<ItemRecord[]> {
      const { rows } = await db.query<Row>(
        `SELECT kind, list, position, source, state, target, match, code, reason, candidates FROM transfer_items
          WHERE transfer_id = $1 ORDER BY array_position(ARRAY['liked','albums','artists'], list) NULLS LAST, list, position`,
        [transferId],
      );
      return rows;
    },
    async inState(transferId: string, state: ItemState): Promise<ItemRecord[]> {
      const { rows } = await db.query<Row>(
        'SELECT kind, list, position, source, state, target, match, code, reason, candidates FROM transfer_items WHERE transfer_id = $1 AND state = $2 ORDER BY list, position',
        [transferId, state],
      );
      return rows;
    },
    /** Counts per kind and state, for progress. */
    async counts(transferId: string): Promise<Array<{ kind: ItemKind; state: ItemState; n: number }>> {
      const { rows } = await db.query<{ kind: ItemKind; state: ItemState; n: string }>(
        'SELECT kind, state, count(*) AS n FROM transfer_items WHERE transfer_id = $1 GROUP BY kind, state',
        [transferId],
      );
      return rows.map((r) => ({ kind: r.kind, state: r.state, n: Number(r.n) }));
    },
    /** Items per transfer, kind and state, for many transfers at once (the lists of a user's and of an app's transfers). */
    async countsFor(transferIds: readonly string[]): Promise<Array<{ transferId: string; kind: ItemKind; state: ItemState; n: number }>> {
      if (transferIds.length === 0) return [];
      const { rows } = await db.query<{ transfer_id: string; kind: ItemKind; state: ItemState; n: string }>(
        'SELECT transfer_id, kind, state, count(*) AS n FROM transfer_items WHERE transfer_id = ANY($1::uuid[]) GROUP BY transfer_id, kind, state',
        [transferIds],
      );
      return rows.map((r) => ({ transferId: r.transfer_id, kind: r.kind, state: r.state, n: Number(r.n) }));
    },
    async settle(transferId: string, outcomes: readonly ItemOutcome[]): Promise<void> {
      for (let start = 0; start < outcomes.length; start += 500) {
        const part = outcomes.slice(start, start + 500);
        await db.query(
          `UPDATE transfer_items i SET state = o.state, target = o.target, match = o.match, code = o.code, reason = o.reason, candidates = o.candidates
             FROM unnest($2::text[], $3::int[], $4::text[], $5::jsonb[], $6::jsonb[], $7::text[], $8::text[], $9::jsonb[])
               AS o(list, position, state, target, match, code, reason, candidates)
            WHERE i.transfer_id = $1 AND i.list = o.list AND i.position = o.position`,
          [
            transferId,
            part.map((o) => o.list),
            part.map((o) => o.position),
            part.map((o) => o.state),
            part.map((o) => (o.target ? JSON.stringify(o.target) : null)),
            part.map((o) => (o.match ? JSON.stringify(o.match) : null)),
            part.map((o) => o.code ?? null),
            part.map((o) => o.reason ?? null),
            part.map((o) => (o.candidates ? JSON.stringify(o.candidates) : null)),
          ],
        );
      }
    },
    /** Marks written items (`added`), keeping their target and match. */
    async markState(transferId: string, list: string, positions: readonly number[], state: ItemState, why?: { code: TransferLeftOutCode; reason: string }): Promise<void> {
      await db.query(
        `UPDATE transfer_items SET state = $4, code = COALESCE($5, code), reason = COALESCE($6, reason)
          WHERE transfer_id = $1 AND list = $2 AND position = ANY($3::int[])`,
        [transferId, list, positions, state, why?.code ?? null, why?.reason ?? null],
      );
    },
  };
}
