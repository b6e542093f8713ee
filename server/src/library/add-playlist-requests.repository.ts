import type { Queryable } from '../db/queryable';

/**
 * What the first request with a key ended with: the playlist's link, or the error it answered
 * after creating it; for POST /v1/me/{platform}/playlists, the task it started.
 */
export type AddPlaylistOutcome = { url: string } | { error: { code: string; message: string; status: number } } | { task_id: string };

export type AddPlaylistClaim =
  | { kind: 'claimed' }
  | { kind: 'seen'; fingerprint: string; outcome: AddPlaylistOutcome | null };

export type AddPlaylistRequestRepository = ReturnType<typeof createAddPlaylistRequestRepository>;

/** How long a key answers its first request's outcome. */
export const IDEMPOTENCY_WINDOW = '24 hours';
/** A first request still unfinished after this is taken as lost (its process stopped), so the key can run again. */
const ABANDONED_AFTER = '10 minutes';

/**
 * The `add_playlist_requests` table: Idempotency-Key records of POST /playlist/{platform}/add and
 * POST /v1/me/{platform}/playlists (one key space per user; the fingerprint tells the requests apart).
 */
export function createAddPlaylistRequestRepository(db: Queryable) {
  return {
    /**
     * Claims the key for a new request, or answers the record already held. Expired and
     * abandoned records of the app are dropped first; the insert decides between concurrent claims.
     */
    async claim(appId: string, userId: string, key: string, fingerprint: string): Promise<AddPlaylistClaim> {
      await db.query(
        `DELETE FROM add_playlist_requests
          WHERE app_id = $1 AND (created_at < now() - $2::interval OR (outcome IS NULL AND created_at < now() - $3::interval))`,
        [appId, IDEMPOTENCY_WINDOW, ABANDONED_AFTER],
      );
      const inserted = await db.query(
        `INSERT INTO add_playlist_requests (app_id, user_id, key, fingerprint) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING key`,
        [appId, userId, key, fingerprint],
      );
      if (inserted.rowCount === 1) return { kind: 'claimed' };
      const { rows } = await db.query<{ fingerprint: string; outcome: AddPlaylistOutcome | null }>(
        'SELECT fingerprint, outcome FROM add_playlist_requests WHERE app_id = $1 AND user_id = $2 AND key = $3',
        [appId, userId, key],
      );
      const row = rows[0];
      // Dropped between the insert and the read (it expired): claim it again.
      if (!row) return this.claim(appId, userId, key, fingerprint);
      return { kind: 'seen', fingerprint: row.fingerprint, outcome: row.outcome };
    },
    async finish(appId: string, userId: string, key: string, outcome: AddPlaylistOutcome): Promise<void> {
      await db.query('UPDATE add_playlist_requests SET outcome = $4 WHERE app_id = $1 AND user_id = $2 AND key = $3', [appId, userId, key, JSON.stringify(outcome)]);
    },
    /** Forgets a key whatever it ended with (a task that failed), so the next request with it runs again. */
    async forget(appId: string, userId: string, key: string): Promise<void> {
      await db.query('DELETE FROM add_playlist_requests WHERE app_id = $1 AND user_id = $2 AND key = $3', [appId, userId, key]);
    },
    /** Forgets a claim whose request created nothing, so a retry runs it again. */
    async release(appId: string, userId: string, key: string): Promise<void> {
      await db.query('DELETE FROM add_playlist_requests WHERE app_id = $1 AND user_id = $2 AND key = $3 AND outcome IS NULL', [appId, userId, key]);
    },
  };
}
