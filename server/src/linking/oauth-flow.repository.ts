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
  /** SHA-256 of the nonce in the cookie of the browser that opened the start page. */
  nonceHash?: Buffer | null;
  /** Sealed profile and tokens of a callback waiting for the user to confirm a move. */
  pending?: Buffer | null;
  /** The user the owning browser's joining cookie named when its start page opened. */
  browserUserId?: string | null;
  /** The listener asked for a separate account on the start page: nothing is joined by browser. */
  separate?: boolean;
  /** Where the redirect back to the app carries its parameters (`response_mode`). */
  responseMode: 'query' | 'fragment';
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
  nonce_hash: Buffer | null;
  pending: Buffer | null;
  browser_user_id: string | null;
  separate: boolean;
  response_mode: 'query' | 'fragment';
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
  nonceHash: row.nonce_hash,
  pending: row.pending,
  browserUserId: row.browser_user_id,
  separate: row.separate,
  responseMode: row.response_mode,
});

export type OAuthFlowRepository = ReturnType<typeof createOAuthFlowRepository>;

export function createOAuthFlowRepository(pool: pg.Pool) {
  return {
    async insert(flow: OAuthFlow): Promise<void> {
      await pool.query(
        `INSERT INTO oauth_flows (id, app_id, platform, redirect_url, scopes, code_verifier, user_id, expires_at, response_mode)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [flow.id, flow.appId, flow.platform, flow.redirectUrl, flow.scopes, flow.codeVerifier, flow.userId, flow.expiresAt, flow.responseMode],
      );
    },

    /** Reads without using it up (Apple's sign-in page shows before the callback). */
    async find(id: string): Promise<OAuthFlow | undefined> {
      const result = await pool.query<FlowRow>('SELECT * FROM oauth_flows WHERE id = $1', [id]);
      return result.rows[0] && toFlow(result.rows[0]);
    },

    /**
     * Binds the flow to the first browser that opens its start page. False when another
     * browser (another nonce) holds it already.
     */
    async bindNonce(id: string, nonceHash: Buffer): Promise<boolean> {
      const result = await pool.query('UPDATE oauth_flows SET nonce_hash = $2 WHERE id = $1 AND (nonce_hash IS NULL OR nonce_hash = $2)', [id, nonceHash]);
      return (result.rowCount ?? 0) > 0;
    },

    /** Records what the start page showed the browser that owns the flow (see `OAuthFlow`). */
    async decideJoin(id: string, nonceHash: Buffer, browserUserId: string | null, separate: boolean): Promise<void> {
      await pool.query('UPDATE oauth_flows SET browser_user_id = $3, separate = $4 WHERE id = $1 AND nonce_hash = $2', [id, nonceHash, browserUserId, separate]);
    },

    /**
     * Deletes and returns the flow in one statement when the browser's nonce matches: of two
     * callbacks racing with one state, exactly one gets the row. `pending` picks a flow waiting
     * for a move confirmation (true) or one still waiting for its callback (false). Undefined
     * when it was used already, never existed, or belongs to another browser.
     */
    async consume(id: string, nonceHash: Buffer, pending = false): Promise<OAuthFlow | undefined> {
      const result = await pool.query<FlowRow>(
        `DELETE FROM oauth_flows WHERE id = $1 AND nonce_hash = $2 AND (pending IS NOT NULL) = $3 RETURNING *`,
        [id, nonceHash, pending],
      );
      return result.rows[0] && toFlow(result.rows[0]);
    },

    /** Puts a consumed flow back, holding what the callback learnt, until the user confirms. */
    async park(flow: OAuthFlow, pending: Buffer, expiresAt: Date): Promise<void> {
      await pool.query(
        `INSERT INTO oauth_flows (id, app_id, platform, redirect_url, scopes, code_verifier, user_id, expires_at, nonce_hash, pending, browser_user_id, separate, response_mode)
         VALUES ($1, $2, $3, $4, $5, NULL, $6, $7, $8, $9, $10, $11, $12)`,
        [flow.id, flow.appId, flow.platform, flow.redirectUrl, flow.scopes, flow.userId, expiresAt, flow.nonceHash, pending, flow.browserUserId ?? null, flow.separate ?? false, flow.responseMode],
      );
    },

    /** Drops abandoned flows; returns how many. */
    async deleteExpired(now: Date): Promise<number> {
      const result = await pool.query('DELETE FROM oauth_flows WHERE expires_at < $1', [now]);
      return result.rowCount ?? 0;
    },
  };
}
