import type { PlatformKey } from '@segue/core';
import type pg from 'pg';
import { inTransaction, type Queryable } from '../db/queryable';
import { isUuid } from '../shared/params';
import { AppError } from '../errors/app-error';

export interface LinkedUser {
  id: string;
  appId: string;
  email: string | null;
  createdAt: Date;
  /** A platform that verifies addresses confirmed `email`. */
  emailVerified: boolean;
  /** Linking tokens carry it as `gen`; unlinking bumps it, revoking the tokens issued before. */
  tokenGeneration: number;
}

export interface UserLink {
  userId: string;
  appId: string;
  platform: PlatformKey;
  platformUserId: string;
  username: string;
  profilePicture: string;
  followers: number | null;
  plan: string;
  url: string;
  scopes: string[];
  /** Sealed JSON `{accessToken, refreshToken?}`. */
  tokens: Buffer;
  expiresAt: Date | null;
  extra: Record<string, string>;
  revokedAt: Date | null;
}

export interface UserRow {
  id: string;
  app_id: string;
  email: string | null;
  created_at: Date;
  email_verified: boolean;
  token_generation: number;
}

interface LinkRow {
  user_id: string;
  app_id: string;
  platform: PlatformKey;
  platform_user_id: string;
  username: string;
  profile_picture: string;
  followers: number | null;
  subscription_plan: string;
  profile_url: string;
  scopes: string[];
  tokens: Buffer;
  expires_at: Date | null;
  extra: Record<string, string>;
  revoked_at: Date | null;
}

export const toUser = (row: UserRow): LinkedUser => ({
  id: row.id,
  appId: row.app_id,
  email: row.email,
  createdAt: row.created_at,
  emailVerified: row.email_verified,
  tokenGeneration: row.token_generation,
});

/** What a finished flow stores: the platform account's profile and sealed tokens. */
export type LinkDraft = Omit<UserLink, 'userId' | 'appId' | 'revokedAt'>;

export interface SaveLinkInput {
  appId: string;
  /** The user the app's backend named (`POST /v1/{platform}/connect`); null for public flows. */
  userId: string | null;
  email: string | null;
  /** The platform verified `email`: only then may it find an existing user. */
  emailVerified: boolean;
  /** The user confirmed moving the platform account away from another user of the app. */
  move: boolean;
  /**
   * The user this browser linked before (its joining cookie): the link joins it when no user
   * holds the platform account yet and it has no other account on the platform.
   */
  browserUserId?: string | null;
  /** The platform's account id changes with each sign-in (`OAuthProfile.idPerSignIn`). */
  idPerSignIn?: boolean;
  link: LinkDraft;
}

/**
 * The saved link's user (`created` when this link made it), or the other user holding the
 * platform account (confirm first).
 */
export type SaveLinkResult = { user: LinkedUser; created: boolean } | { heldBy: string };

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
    /**
     * Every user of the app with this address (several may share one: unverified addresses never
     * join users), verified ones first, then the oldest, each with the platforms it has linked.
     * Bounded: an address shared by more users than this is answered by the first ones.
     */
    async findAllByEmail(appId: string, email: string): Promise<(LinkedUser & { platforms: PlatformKey[] })[]> {
      const result = await pool.query<UserRow & { platforms: PlatformKey[] }>(
        `SELECT u.*, coalesce(array_agg(l.platform ORDER BY l.platform) FILTER (WHERE l.platform IS NOT NULL), '{}') AS platforms
         FROM app_users u LEFT JOIN app_user_links l ON l.user_id = u.id
         WHERE u.app_id = $1 AND u.email = $2 GROUP BY u.id ORDER BY u.email_verified DESC, u.created_at, u.id LIMIT 20`,
        [appId, email.trim().toLowerCase()],
      );
      return result.rows.map((row) => ({ ...toUser(row), platforms: row.platforms }));
    },

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
     * Stores a finished link in one transaction. The user is the one the app's backend named,
     * else the one already linked to this platform account, else the one this browser linked
     * before (unless it holds another account of the platform), else, when the platform verified
     * the e-mail, the oldest user whose same address was verified and who has no links left,
     * else a new one.
     * A platform account held by another user moves only once the user confirmed (`move`);
     * the user it leaves gets a new token generation, as on unlinking.
     */
    saveLink(input: SaveLinkInput): Promise<SaveLinkResult> {
      const { appId, link } = input;
      const email = input.email?.toLowerCase() ?? null;
      return inTransaction(pool, async (client): Promise<SaveLinkResult> => {
        let user: LinkedUser | undefined;
        if (input.userId) {
          user = await oneUser(client, 'SELECT * FROM app_users WHERE app_id = $1 AND id = $2 FOR UPDATE', [appId, input.userId]);
          if (!user) throw new AppError('ENOTFOUND', 'the user this link was started for no longer exists in the app');
          const holder = await client.query<{ user_id: string }>(
            'SELECT user_id FROM app_user_links WHERE app_id = $1 AND platform = $2 AND platform_user_id = $3 AND user_id <> $4',
            [appId, link.platform, link.platformUserId, user.id],
          );
          if (holder.rows[0] && !input.move) return { heldBy: holder.rows[0].user_id };
        }
        user ??= await oneUser(
          client,
          `SELECT u.* FROM app_users u JOIN app_user_links l ON l.user_id = u.id
           WHERE l.app_id = $1 AND l.platform = $2 AND l.platform_user_id = $3 FOR UPDATE OF u`,
          [appId, link.platform, link.platformUserId],
        );
        if (!user && input.browserUserId) {
          const own = await oneUser(client, 'SELECT * FROM app_users WHERE app_id = $1 AND id = $2 FOR UPDATE', [appId, input.browserUserId]);
          // Another account of the platform on that user means another person's, or a second
          // account: not joined. A platform without account ids cannot tell, and a browser's
          // user signing in again is the common case, so its link is renewed.
          const other =
            own && !input.idPerSignIn
              ? await client.query('SELECT 1 FROM app_user_links WHERE user_id = $1 AND platform = $2 AND platform_user_id <> $3', [own.id, link.platform, link.platformUserId])
              : undefined;
          if (own && !other?.rowCount) user = own;
        }
        if (!user && email && input.emailVerified) {
          user = await oneUser(
            client,
            `SELECT * FROM app_users u WHERE app_id = $1 AND email = $2 AND email_verified
             AND NOT EXISTS (SELECT 1 FROM app_user_links l WHERE l.user_id = u.id)
             ORDER BY created_at, id LIMIT 1 FOR UPDATE`,
            [appId, email],
          );
        }
        const verified = email !== null && input.emailVerified;
        const created = !user;
        user ??= await oneUser(client, 'INSERT INTO app_users (app_id, email, email_verified) VALUES ($1, $2, $3) RETURNING *', [appId, email, verified]);
        if (!user) throw new Error('app user insert returned nothing');
        if ((user.email === null && email) || (verified && user.email === email && !user.emailVerified)) {
          user =
            (await oneUser(client, 'UPDATE app_users SET email = $2, email_verified = $3, updated_at = now() WHERE id = $1 RETURNING *', [user.id, email, verified])) ??
            user;
        }
        await client.query(
          `WITH moved AS (
             DELETE FROM app_user_links WHERE app_id = $1 AND platform = $2 AND platform_user_id = $3 AND user_id <> $4 RETURNING user_id)
           UPDATE app_users SET token_generation = token_generation + 1, updated_at = now() WHERE id IN (SELECT user_id FROM moved)`,
          [appId, link.platform, link.platformUserId, user.id],
        );
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
        return { user, created };
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

    /** Deletes the link and bumps the user's token generation: their linking tokens stop working. */
    async removeLink(appId: string, userId: string, platform: PlatformKey): Promise<boolean> {
      const result = await pool.query(
        `WITH removed AS (DELETE FROM app_user_links WHERE app_id = $1 AND user_id = $2 AND platform = $3 RETURNING user_id)
         UPDATE app_users SET token_generation = token_generation + 1, updated_at = now() WHERE id IN (SELECT user_id FROM removed)`,
        [appId, userId, platform],
      );
      return (result.rowCount ?? 0) > 0;
    },
  };
}
