import type { PlatformKey } from '@segue/core';
import type pg from 'pg';
import { inTransaction } from '../db/queryable';
import { toUser, type LinkedUser, type UserRow } from './linked-user.repository';

/** What moving a link needs to know: the platform account, where it is and where it goes. */
export interface LinkMove {
  appId: string;
  platform: PlatformKey;
  platformUserId: string;
  fromUserId: string;
  toUserId: string;
  /** The user it leaves was made for this link alone: removed once empty, its browsers handed on. */
  fromIsNew: boolean;
}

export type UserJoinRepository = ReturnType<typeof createUserJoinRepository>;

/** Joins a platform account that a listener linked on their own to the user the app's backend confirmed. */
export function createUserJoinRepository(pool: pg.Pool) {
  return {
    /**
     * Moves the link in one transaction. Undefined when the link is no longer where it was (it
     * was unlinked or moved since). The user it leaves gets a new token generation, as on
     * unlinking; the user it joins keeps its tokens and takes the address when it had none.
     */
    moveLink(move: LinkMove): Promise<LinkedUser | undefined> {
      return inTransaction(pool, async (client) => {
        const held = await client.query(
          'SELECT 1 FROM app_user_links WHERE app_id = $1 AND platform = $2 AND platform_user_id = $3 AND user_id = $4 FOR UPDATE',
          [move.appId, move.platform, move.platformUserId, move.fromUserId],
        );
        if (held.rowCount === 0) return undefined;
        const target = await client.query<{ id: string }>('SELECT id FROM app_users WHERE app_id = $1 AND id = $2 FOR UPDATE', [move.appId, move.toUserId]);
        if (target.rowCount === 0) return undefined;
        if (move.fromUserId === move.toUserId) return userById(client, move.toUserId);
        // The account the backend asked for replaces any other account of the platform on the user.
        await client.query('DELETE FROM app_user_links WHERE user_id = $1 AND platform = $2', [move.toUserId, move.platform]);
        await client.query('UPDATE app_user_links SET user_id = $2, updated_at = now() WHERE user_id = $1 AND platform = $3', [
          move.fromUserId,
          move.toUserId,
          move.platform,
        ]);
        await client.query(
          `UPDATE app_users t SET email = f.email, email_verified = f.email_verified, updated_at = now()
           FROM app_users f WHERE t.id = $2 AND f.id = $1 AND t.email IS NULL AND f.email IS NOT NULL`,
          [move.fromUserId, move.toUserId],
        );
        await client.query('UPDATE app_users SET token_generation = token_generation + 1, updated_at = now() WHERE id = $1', [move.fromUserId]);
        if (move.fromIsNew) {
          // The browser that made the new user is the one the backend just confirmed as this user's.
          await client.query('UPDATE linked_browsers SET user_id = $2 WHERE user_id = $1', [move.fromUserId, move.toUserId]);
          await client.query('DELETE FROM app_users u WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM app_user_links l WHERE l.user_id = u.id)', [move.fromUserId]);
        }
        return userById(client, move.toUserId);
      });
    },
  };
}

async function userById(client: pg.PoolClient, id: string): Promise<LinkedUser | undefined> {
  const result = await client.query<UserRow>('SELECT * FROM app_users WHERE id = $1', [id]);
  return result.rows[0] && toUser(result.rows[0]);
}
