import type { PlatformKey } from '@segue/core';
import type pg from 'pg';
import { inTransaction } from '../db/queryable';

/**
 * Every app column plus the platforms it has an integration for, so the key lookup that starts
 * each request also answers "which platforms" without a second round trip.
 */
const COLUMNS = `apps.*, ARRAY(SELECT platform FROM integrations WHERE integrations.app_id = apps.id ORDER BY platform) AS platforms`;

export interface App {
  id: string;
  organizationId: string;
  name: string;
  publicKey: string;
  publicKeyRotatedAt: Date | null;
  privateKeyRotatedAt: Date | null;
  deezerState: string;
  deezerStateRotatedAt: Date | null;
  redirectUrls: string[];
  /** Web origins whose pages may read public-key answers (CORS); empty: any origin. */
  allowedOrigins: string[];
  /** Browser extensions may end linking flows on their web-auth redirect (`web-auth-redirect.ts`). */
  extensionLinking: boolean;
  /** The extensions (Chrome or Firefox ids) whose web-auth redirects may end its flows. */
  extensionIds: string[];
  webhookUrl: string | null;
  /** Sealed with the secret box; null when no webhook is set. */
  webhookSecret: Buffer | null;
  /** Platforms with an integration, in key order (as of the query). */
  platforms: PlatformKey[];
  createdAt: Date;
  updatedAt: Date;
}

export type KeyKind = 'public' | 'private';

export interface RevokedKey {
  appId: string;
  kind: KeyKind;
  revokedAt: Date;
}

interface AppRow {
  id: string;
  organization_id: string;
  name: string;
  public_key: string;
  public_key_rotated_at: Date | null;
  private_key_rotated_at: Date | null;
  deezer_state: string;
  deezer_state_rotated_at: Date | null;
  redirect_urls: string[];
  allowed_origins: string[];
  extension_linking: boolean;
  extension_ids: string[];
  webhook_url: string | null;
  webhook_secret: Buffer | null;
  platforms: PlatformKey[];
  created_at: Date;
  updated_at: Date;
}

const toApp = (row: AppRow): App => ({
  id: row.id,
  organizationId: row.organization_id,
  name: row.name,
  publicKey: row.public_key,
  publicKeyRotatedAt: row.public_key_rotated_at,
  privateKeyRotatedAt: row.private_key_rotated_at,
  deezerState: row.deezer_state,
  deezerStateRotatedAt: row.deezer_state_rotated_at,
  redirectUrls: row.redirect_urls,
  allowedOrigins: row.allowed_origins,
  extensionLinking: row.extension_linking,
  extensionIds: row.extension_ids,
  webhookUrl: row.webhook_url,
  webhookSecret: row.webhook_secret,
  platforms: row.platforms,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface NewApp {
  organizationId: string;
  name: string;
  publicKey: string;
  privateKeyHash: Buffer;
  deezerState: string;
  redirectUrls: string[];
}

export type AppRepository = ReturnType<typeof createAppRepository>;

export function createAppRepository(pool: pg.Pool) {
  const one = async (text: string, values: unknown[]): Promise<App | undefined> => {
    const result = await pool.query<AppRow>(text, values);
    return result.rows[0] && toApp(result.rows[0]);
  };

  return {
    /** Undefined when the organization already has an app of that name. */
    insert(app: NewApp): Promise<App | undefined> {
      return one(
        `INSERT INTO apps (organization_id, name, public_key, private_key_hash, deezer_state, redirect_urls)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (organization_id, name) DO NOTHING RETURNING ${COLUMNS}`,
        [app.organizationId, app.name, app.publicKey, app.privateKeyHash, app.deezerState, app.redirectUrls],
      );
    },

    async list(organizationId?: string): Promise<App[]> {
      const result = organizationId
        ? await pool.query<AppRow>(`SELECT ${COLUMNS} FROM apps WHERE organization_id = $1 ORDER BY created_at, name`, [organizationId])
        : await pool.query<AppRow>(`SELECT ${COLUMNS} FROM apps ORDER BY created_at, name`);
      return result.rows.map(toApp);
    },

    findById: (id: string) => one(`SELECT ${COLUMNS} FROM apps WHERE id = $1`, [id]),
    findByName: (organizationId: string, name: string) =>
      one(`SELECT ${COLUMNS} FROM apps WHERE organization_id = $1 AND name = $2`, [organizationId, name]),
    findByPublicKey: (publicKey: string) => one(`SELECT ${COLUMNS} FROM apps WHERE public_key = $1`, [publicKey]),
    findByPrivateKeyHash: (hash: Buffer) => one(`SELECT ${COLUMNS} FROM apps WHERE private_key_hash = $1`, [hash]),

    async findRevokedKey(hash: Buffer): Promise<RevokedKey | undefined> {
      const result = await pool.query<{ app_id: string; kind: KeyKind; revoked_at: Date }>(
        'SELECT app_id, kind, revoked_at FROM revoked_api_keys WHERE key_hash = $1',
        [hash],
      );
      const row = result.rows[0];
      return row && { appId: row.app_id, kind: row.kind, revokedAt: row.revoked_at };
    },

    /**
     * Replaces the public key and records the old one as revoked, in one transaction: from the
     * commit on, every process looking the key up finds the new one only.
     */
    rotatePublicKey(appId: string, newKey: string, oldKeyHash: Buffer): Promise<App | undefined> {
      return inTransaction(pool, async (client) => {
        const result = await client.query<AppRow>(
          `UPDATE apps SET public_key = $2, public_key_rotated_at = now(), updated_at = now()
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [appId, newKey],
        );
        if (!result.rows[0]) return undefined;
        await client.query(
          `INSERT INTO revoked_api_keys (key_hash, app_id, kind) VALUES ($1, $2, 'public') ON CONFLICT DO NOTHING`,
          [oldKeyHash, appId],
        );
        return toApp(result.rows[0]);
      });
    },

    rotatePrivateKey(appId: string, newHash: Buffer): Promise<App | undefined> {
      return inTransaction(pool, async (client) => {
        const old = await client.query<{ private_key_hash: Buffer }>(
          'SELECT private_key_hash FROM apps WHERE id = $1 FOR UPDATE',
          [appId],
        );
        if (!old.rows[0]) return undefined;
        const result = await client.query<AppRow>(
          `UPDATE apps SET private_key_hash = $2, private_key_rotated_at = now(), updated_at = now()
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [appId, newHash],
        );
        await client.query(
          `INSERT INTO revoked_api_keys (key_hash, app_id, kind) VALUES ($1, $2, 'private') ON CONFLICT DO NOTHING`,
          [old.rows[0].private_key_hash, appId],
        );
        return toApp(result.rows[0]!);
      });
    },

    rotateDeezerState: (appId: string, state: string) =>
      one(
        `UPDATE apps SET deezer_state = $2, deezer_state_rotated_at = now(), updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [appId, state],
      ),

    setRedirectUrls: (appId: string, urls: string[]) =>
      one(`UPDATE apps SET redirect_urls = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [appId, urls]),

    setAllowedOrigins: (appId: string, origins: string[]) =>
      one(`UPDATE apps SET allowed_origins = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [appId, origins]),

    setExtensionLinking: (appId: string, enabled: boolean, ids: string[]) =>
      one(`UPDATE apps SET extension_linking = $2, extension_ids = $3, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [appId, enabled, ids]),

    setWebhook: (appId: string, url: string | null, sealedSecret: Buffer | null) =>
      one(`UPDATE apps SET webhook_url = $2, webhook_secret = $3, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [
        appId,
        url,
        sealedSecret,
      ]),
  };
}
