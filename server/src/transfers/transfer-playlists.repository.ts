import type { PlatformKey } from '@segue/core';
import type { Queryable } from '../db/queryable';

export interface TransferPlaylistRecord {
  sourceId: string;
  position: number;
  title: string;
  url: string;
  targetId: string | null;
  targetUrl: string | null;
  state: 'pending' | 'created' | 'extended' | 'left_out';
}

interface Row {
  source_id: string;
  position: number;
  title: string;
  url: string;
  target_id: string | null;
  target_url: string | null;
  state: TransferPlaylistRecord['state'];
}

export type TransferPlaylistRepository = ReturnType<typeof createTransferPlaylistRepository>;

/** `transfer_playlists` (a transfer's source playlists and their copies) and `transferred_playlists` (copies across transfers). */
export function createTransferPlaylistRepository(db: Queryable) {
  /** The playlists of many transfers at once, by transfer. */
  async function listFor(transferIds: readonly string[]): Promise<Map<string, TransferPlaylistRecord[]>> {
    const { rows } = await db.query<Row & { transfer_id: string }>(
      'SELECT transfer_id, source_id, position, title, url, target_id, target_url, state FROM transfer_playlists WHERE transfer_id = ANY($1::uuid[]) ORDER BY transfer_id, position',
      [transferIds],
    );
    const lists = new Map<string, TransferPlaylistRecord[]>();
    for (const r of rows) {
      const list = lists.get(r.transfer_id) ?? [];
      list.push({ sourceId: r.source_id, position: r.position, title: r.title, url: r.url, targetId: r.target_id, targetUrl: r.target_url, state: r.state });
      lists.set(r.transfer_id, list);
    }
    return lists;
  }

  return {
    listFor,
    async insert(transferId: string, playlists: ReadonlyArray<Pick<TransferPlaylistRecord, 'sourceId' | 'title' | 'url'>>): Promise<void> {
      if (playlists.length === 0) return;
      await db.query(
        `INSERT INTO transfer_playlists (transfer_id, source_id, position, title, url)
         SELECT $1, s, p, t, u FROM unnest($2::text[], $3::int[], $4::text[], $5::text[]) AS x(s, p, t, u)
         ON CONFLICT DO NOTHING`,
        [transferId, playlists.map((p) => p.sourceId), playlists.map((_, i) => i), playlists.map((p) => p.title), playlists.map((p) => p.url)],
      );
    },
    async list(transferId: string): Promise<TransferPlaylistRecord[]> {
      return (await listFor([transferId])).get(transferId) ?? [];
    },
    async setTarget(transferId: string, sourceId: string, target: { id: string; url: string }, state: 'created' | 'extended'): Promise<void> {
      await db.query('UPDATE transfer_playlists SET target_id = $3, target_url = $4, state = $5 WHERE transfer_id = $1 AND source_id = $2', [
        transferId,
        sourceId,
        target.id,
        target.url,
        state,
      ]);
    },
    async leaveOut(transferId: string, sourceId: string): Promise<void> {
      await db.query(`UPDATE transfer_playlists SET state = 'left_out' WHERE transfer_id = $1 AND source_id = $2`, [transferId, sourceId]);
    },
    /** The copy an earlier transfer (or this one) made of a source playlist. */
    async earlierCopy(userId: string, from: PlatformKey, sourceId: string, to: PlatformKey): Promise<{ id: string; url: string } | undefined> {
      const { rows } = await db.query<{ target_id: string; target_url: string }>(
        'SELECT target_id, target_url FROM transferred_playlists WHERE user_id = $1 AND from_platform = $2 AND source_id = $3 AND to_platform = $4',
        [userId, from, sourceId, to],
      );
      return rows[0] ? { id: rows[0].target_id, url: rows[0].target_url } : undefined;
    },
    async rememberCopy(userId: string, from: PlatformKey, source: { id: string; url: string }, to: PlatformKey, target: { id: string; url: string }): Promise<void> {
      await db.query(
        `INSERT INTO transferred_playlists (user_id, from_platform, source_id, source_url, to_platform, target_id, target_url) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id, from_platform, source_id, to_platform) DO UPDATE SET target_id = EXCLUDED.target_id, target_url = EXCLUDED.target_url`,
        [userId, from, source.id, source.url, to, target.id, target.url],
      );
    },
    /** The playlist on `to` that the source playlist is a copy of (an earlier transfer the other way made it). */
    async originalOf(userId: string, from: PlatformKey, copyId: string, to: PlatformKey): Promise<{ id: string; url: string } | undefined> {
      const { rows } = await db.query<{ source_id: string; source_url: string }>(
        'SELECT source_id, source_url FROM transferred_playlists WHERE user_id = $1 AND from_platform = $2 AND to_platform = $3 AND target_id = $4',
        [userId, to, from, copyId],
      );
      return rows[0] ? { id: rows[0].source_id, url: rows[0].source_url } : undefined;
    },
    /** Forgets a copy the listener deleted on the target, so the next transfer makes a new one. */
    async forgetCopy(userId: string, from: PlatformKey, sourceId: string, to: PlatformKey): Promise<void> {
      await db.query('DELETE FROM transferred_playlists WHERE user_id = $1 AND from_platform = $2 AND source_id = $3 AND to_platform = $4', [userId, from, sourceId, to]);
    },
  };
}
