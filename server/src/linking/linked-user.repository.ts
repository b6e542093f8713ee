import type { PlatformKey } from '@segue/core';
import type pg from 'pg';
import { inTransaction, type Queryable } from '../db/queryable';
import { isUuid } from '../shared/params';

export interface LinkedUser {
  id: string;
  appId: string;
  email: string | null;
  createdAt: Date;
}

export interface UserLink {
  userId: string;
  appId: string;
  platform: PlatformKey;
  platformUserId: string;
  username: string;
  profilePicture: string;
  followers: number;
  plan: string;
  url: string;
  scopes: string[];
  /** Sealed JSON `{accessToken, refreshToken?}`. */
  tokens: Buffer;
  expiresAt: Date | null;
  extra: Record<string, string>;
  revokedAt: Date | null;
}

interface UserRow {
  id: string;
  app_id: string;
  email: string | null;
  created_at: Date;
}

interface LinkRow {
  user_id: string;
  app_id: string;
  platform: PlatformKey;
  platform_user_id: string;
  username: string;
  profile_picture: string;
  followers: number;
  subscription_plan: string;
  profile_url: string;
  scopes: string[];
  tokens: Buffer;
  expires_at: Date | null;
  extra: Record<string, string>;
  revoked_at: Date | null;
}

const toUser = (row: UserRow): LinkedUser => ({ id: row.id, appId: row.app_id, email: row.email, createdAt: row.created_at });

const toLink = (row: LinkRow): UserLink => ({
  userId: row.user_id,
  appId: row.app_id,
  platform: row.platform,
  platformUserId: row.platform_user_id,
  username: row.username,
  profilePicture: row.profile_picture,
  followers: row.followers,
  plan: row.subscription_plan,
  url: row.profile_url,
  scopes: row.scopes,
  tokens: row.tokens,
  expiresAt: row.expires_at,
  extra: row.extra,
  revokedAt: row.revoked_at,
});


export type LinkedUserRepository = ReturnType<typeof createLinkedUserRepository>;

/** Users of an app and their platform links. Every query names the app: users never cross apps. */
export function createLinkedUserRepository(pool: pg.Pool) {
  const oneUser = async (db: Queryable, text: string, values: unknown[]): Promise<LinkedUser | undefined> => {
    const result = await db.query<UserRow>(text, values);
    return result.rows[0] && toUser(result.rows[0]);
  };

  return {
    findById: (appId: string, id: string) =>
      isUuid(id) ? oneUser(pool, 'SELECT * FROM app_users WHERE app_id = $1 AND id = $2', [appId, id]) : Promise.resolve(undefined),
    findByEmail: (appId: string, email: string) =>
      oneUser(pool, 'SELECT * FROM app_users WHERE app_id = $1 AND email = $2', [appId, email.toLowerCase()]),

    async links(appId: string, userId: string): Promise<UserLink[]> {
      const result = await pool.query<LinkRow>('SELECT * FROM app_user_links WHERE app_id = $1 AND user_id = $2 ORDER BY platform', [appId, userId]);
      return result.rows.map(toLink);
    },

    async findLink(appId: string, userId: string, platform: PlatformKey): Promise<UserLink | undefined> {
      const result = await pool.query<LinkRow>('SELECT * FROM app_user_links WHERE app_id = $1 AND user_id = $2 AND platform = $3', [
        appId,
        userId,
        platform,
      ]);
      return result.rows[0] && toLink(result.rows[0]);
    },

    /**
     * Stores a finished link in one transaction: finds the user (the flow's user, else the one
     * already linked to this platform account, else the one with this e-mail, else a new one),
     * fills in a missing e-mail, moves the platform account to that user if another user of the
     * app had it, and writes the link with fresh tokens.
     */
    saveLink(input: { appId: string; userId: string | null; email: string | null; link: Omit<UserLink, 'userId' | 'appId' | 'revokedAt'> }): Promise<LinkedUser> {
      const { appId, link } = input;
      const email = input.email?.toLowerCase() ?? null;
      return inTransaction(pool, async (client) => {
        let user: LinkedUser | undefined;
        if (input.userId) user = await oneUser(client, 'SELECT * FROM app_users WHERE app_id = $1 AND id = $2 FOR UPDATE', [appId, input.userId]);
        user ??= await oneUser(
          client,
          `SELECT u.* FROM app_users u JOIN app_user_links l ON l.user_id = u.id
           WHERE l.app_id = $1 AND l.platform = $2 AND l.platform_user_id = $3 FOR UPDATE OF u`,
          [appId, link.platform, link.platformUserId],
        );
        if (!user && email) {
          // Two first links with one e-mail at once: the unique index makes them one user.
          user = await oneUser(
            client,
            `INSERT INTO app_users (app_id, email) VALUES ($1, $2)
             ON CONFLICT (app_id, email) WHERE email IS NOT NULL DO UPDATE SET updated_at = now() RETURNING *`,
            [appId, email],
          );
        }
        user ??= await oneUser(client, 'INSERT INTO app_users (app_id) VALUES ($1) RETURNING *', [appId]);
        if (!user) throw new Error('app user insert returned nothing');
        if (user.email === null && email) {
          // Another user of the app may own the address already; then it stays theirs.
          const updated = await oneUser(
            client,
            `UPDATE app_users SET email = $2, updated_at = now() WHERE id = $1
             AND NOT EXISTS (SELECT 1 FROM app_users WHERE app_id = $3 AND email = $2) RETURNING *`,
            [user.id, email, appId],
          );
          user = updated ?? user;
        }
        await client.query('DELETE FROM app_user_links WHERE app_id = $1 AND platform = $2 AND platform_user_id = $3 AND user_id <> $4', [
          appId,
          link.platform,
          link.platformUserId,
          user.id,
        ]);
        await client.query(
          `INSERT INTO app_user_links (user_id, app_id, platform, platform_user_id, username, profile_picture, followers,
             subscription_plan, profile_url, scopes, tokens, expires_at, extra)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT (user_id, platform) DO UPDATE SET platform_user_id = $4, username = $5, profile_picture = $6,
             followers = $7, subscription_plan = $8, profile_url = $9, scopes = $10, tokens = $11, expires_at = $12,
             extra = $13, revoked_at = NULL, updated_at = now()`,
          [
            user.id,
            appId,
            link.platform,
            link.platformUserId,
            link.username,
            link.profilePicture,
            link.followers,
            link.plan,
            link.url,
            link.scopes,
            link.tokens,
            link.expiresAt,
            link.extra,
          ],
        );
        return user;
      });
    },

    /**
     * Runs `fn` holding the link's row lock, so that of several processes finding the same
     * expired token one refreshes and the others then read its result. Undefined when there is
     * no such link.
     */
    withLockedLink<T>(appId: string, userId: string, platform: PlatformKey, fn: (link: UserLink, db: Queryable) => Promise<T>): Promise<T | undefined> {
      return inTransaction(pool, async (client) => {
        const result = await client.query<LinkRow>(
          'SELECT * FROM app_user_links WHERE app_id = $1 AND user_id = $2 AND platform = $3 FOR UPDATE',
          [appId, userId, platform],
        );
        if (!result.rows[0]) return undefined;
        return fn(toLink(result.rows[0]), client);
      });
    },

    async updateTokens(db: Queryable, link: Pick<UserLink, 'userId' | 'platform'>, tokens: Buffer, expiresAt: Date | null, scopes: string[]): Promise<void> {
      await db.query(
        'UPDATE app_user_links SET tokens = $3, expires_at = $4, scopes = $5, revoked_at = NULL, updated_at = now() WHERE user_id = $1 AND platform = $2',
        [link.userId, link.platform, tokens, expiresAt, scopes],
      );
    },

    async markRevoked(db: Queryable, link: Pick<UserLink, 'userId' | 'platform'>): Promise<void> {
      await db.query('UPDATE app_user_links SET revoked_at = now(), updated_at = now() WHERE user_id = $1 AND platform = $2', [
        link.userId,
        link.platform,
      ]);
    },

    /** Links whose access token expires before `before` and that can be refreshed, for the refresh job. */
    async expiring(before: Date, limit: number): Promise<Pick<UserLink, 'appId' | 'userId' | 'platform'>[]> {
      const result = await pool.query<{ app_id: string; user_id: string; platform: PlatformKey }>(
        `SELECT app_id, user_id, platform FROM app_user_links
         WHERE expires_at IS NOT NULL AND expires_at < $1 AND revoked_at IS NULL ORDER BY expires_at LIMIT $2`,
        [before, limit],
      );
      return result.rows.map((row) => ({ appId: row.app_id, userId: row.user_id, platform: row.platform }));
    },

    async removeLink(appId: string, userId: string, platform: PlatformKey): Promise<boolean> {
      const result = await pool.query('DELETE FROM app_user_links WHERE app_id = $1 AND user_id = $2 AND platform = $3', [appId, userId, platform]);
      return (result.rowCount ?? 0) > 0;
    },
  };
}
