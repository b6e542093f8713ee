import type { PlatformKey } from '@segue/core';
import type pg from 'pg';

/** A backend-issued link waiting for the app's backend to confirm whose it is (`join_codes`). */
export interface JoinCode {
  appId: string;
  platform: PlatformKey;
  /** The user the app's backend named when it started the flow. */
  userId: string;
  /** The user the link went to meanwhile: the listener's own. */
  holderId: string;
  platformUserId: string;
  /** The holder was made by this flow alone. */
  holderIsNew: boolean;
  expiresAt: Date;
}

interface JoinCodeRow {
  app_id: string;
  platform: PlatformKey;
  user_id: string;
  holder_id: string;
  platform_user_id: string;
  holder_is_new: boolean;
  expires_at: Date;
}

export type JoinCodeRepository = ReturnType<typeof createJoinCodeRepository>;

export function createJoinCodeRepository(pool: pg.Pool) {
  return {
    async insert(codeHash: Buffer, code: JoinCode): Promise<void> {
      await pool.query(
        `INSERT INTO join_codes (code_hash, app_id, platform, user_id, holder_id, platform_user_id, holder_is_new, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [codeHash, code.appId, code.platform, code.userId, code.holderId, code.platformUserId, code.holderIsNew, code.expiresAt],
      );
    },

    /** Uses a code up: of two exchanges racing with one code, exactly one gets it. */
    async take(codeHash: Buffer, appId: string, platform: PlatformKey): Promise<JoinCode | undefined> {
      const result = await pool.query<JoinCodeRow>('DELETE FROM join_codes WHERE code_hash = $1 AND app_id = $2 AND platform = $3 RETURNING *', [
        codeHash,
        appId,
        platform,
      ]);
      const row = result.rows[0];
      return (
        row && {
          appId: row.app_id,
          platform: row.platform,
          userId: row.user_id,
          holderId: row.holder_id,
          platformUserId: row.platform_user_id,
          holderIsNew: row.holder_is_new,
          expiresAt: row.expires_at,
        }
      );
    },

    async deleteExpired(now: Date): Promise<number> {
      const result = await pool.query('DELETE FROM join_codes WHERE expires_at < $1', [now]);
      return result.rowCount ?? 0;
    },
  };
}
