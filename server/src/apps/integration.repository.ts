import type { PlatformKey } from '@segue/core';
import type { Queryable } from '../db/queryable';

export interface IntegrationRecord {
  appId: string;
  platform: PlatformKey;
  /** The fields that are not secret (client id, team id, key id, storefront, app id). */
  settings: Record<string, string>;
  /** The secret fields, sealed as one JSON object; null when the platform has none. */
  secrets: Buffer | null;
  createdAt: Date;
  updatedAt: Date;
}

interface IntegrationRow {
  app_id: string;
  platform: PlatformKey;
  settings: Record<string, string>;
  secrets: Buffer | null;
  created_at: Date;
  updated_at: Date;
}

const toRecord = (row: IntegrationRow): IntegrationRecord => ({
  appId: row.app_id,
  platform: row.platform,
  settings: row.settings,
  secrets: row.secrets,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export type IntegrationRepository = ReturnType<typeof createIntegrationRepository>;

export function createIntegrationRepository(db: Queryable) {
  return {
    async upsert(
      appId: string,
      platform: PlatformKey,
      settings: Record<string, string>,
      secrets: Buffer | null,
    ): Promise<IntegrationRecord> {
      const result = await db.query<IntegrationRow>(
        `INSERT INTO integrations (app_id, platform, settings, secrets) VALUES ($1, $2, $3, $4)
         ON CONFLICT (app_id, platform)
         DO UPDATE SET settings = EXCLUDED.settings, secrets = EXCLUDED.secrets, updated_at = now()
         RETURNING *`,
        [appId, platform, JSON.stringify(settings), secrets],
      );
      return toRecord(result.rows[0]!);
    },

    async remove(appId: string, platform: PlatformKey): Promise<boolean> {
      const result = await db.query('DELETE FROM integrations WHERE app_id = $1 AND platform = $2', [appId, platform]);
      return (result.rowCount ?? 0) > 0;
    },

    async list(appId: string): Promise<IntegrationRecord[]> {
      const result = await db.query<IntegrationRow>('SELECT * FROM integrations WHERE app_id = $1 ORDER BY platform', [
        appId,
      ]);
      return result.rows.map(toRecord);
    },

    async find(appId: string, platform: PlatformKey): Promise<IntegrationRecord | undefined> {
      const result = await db.query<IntegrationRow>('SELECT * FROM integrations WHERE app_id = $1 AND platform = $2', [
        appId,
        platform,
      ]);
      return result.rows[0] && toRecord(result.rows[0]);
    },
  };
}
