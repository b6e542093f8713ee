import type { PlatformKey } from '@segue/core';
import type pg from 'pg';

export interface OAuthFlow {
  id: string;
  appId: string;
  platform: PlatformKey;
  redirectUrl: string;
  scopes: string[];
  /** Sealed PKCE verifier. */
  codeVerifier: Buffer | null;
  userId: string | null;
  expiresAt: Date;
}

interface FlowRow {
  id: string;
  app_id: string;
  platform: PlatformKey;
  redirect_url: string;
  scopes: string[];
  code_verifier: Buffer | null;
  user_id: string | null;
  expires_at: Date;
}

const toFlow = (row: FlowRow): OAuthFlow => ({
  id: row.id,
  appId: row.app_id,
  platform: row.platform,
  redirectUrl: row.redirect_url,
  scopes: row.scopes,
  codeVerifier: row.code_verifier,
  userId: row.user_id,
  expiresAt: row.expires_at,
});

export type OAuthFlowRepository = ReturnType<typeof createOAuthFlowRepository>;

export function createOAuthFlowRepository(pool: pg.Pool) {
  return {
    async insert(flow: OAuthFlow): Promise<void> {
      await pool.query(
        `INSERT INTO oauth_flows (id, app_id, platform, redirect_url, scopes, code_verifier, user_id, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [flow.id, flow.appId, flow.platform, flow.redirectUrl, flow.scopes, flow.codeVerifier, flow.userId, flow.expiresAt],
      );
    },

    /** Reads without using it up (Apple's sign-in page shows before the callback). */
    async find(id: string): Promise<OAuthFlow | undefined> {
      const result = await pool.query<FlowRow>('SELECT * FROM oauth_flows WHERE id = $1', [id]);
      return result.rows[0] && toFlow(result.rows[0]);
    },

    /**
     * Deletes and returns the flow in one statement: of two callbacks racing with one state,
     * exactly one gets the row. Undefined when it was used already (or never existed).
     */
    async consume(id: string): Promise<OAuthFlow | undefined> {
      const result = await pool.query<FlowRow>('DELETE FROM oauth_flows WHERE id = $1 RETURNING *', [id]);
      return result.rows[0] && toFlow(result.rows[0]);
    },

    /** Drops abandoned flows; returns how many. */
    async deleteExpired(now: Date): Promise<number> {
      const result = await pool.query('DELETE FROM oauth_flows WHERE expires_at < $1', [now]);
      return result.rowCount ?? 0;
    },
  };
}
