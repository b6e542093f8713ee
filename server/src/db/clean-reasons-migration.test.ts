import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { runner } from 'node-pg-migrate';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../test/support/scratch-database';
import { MIGRATIONS_DIR, runMigrations } from './run-migrations';

const MIGRATION = '1764500000000_mapping-upc-edition-clean-reasons';
const scratch = scratchDatabase('clean_reasons');

describe(`migration ${MIGRATION}`, () => {
  it('takes the note older versions added to remembered misses out of stored task results, and nothing else', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
    const before = files.indexOf(`${MIGRATION}.sql`);
    const client = await scratch.pool().connect();
    try {
      await runner({ dbClient: client, dir: MIGRATIONS_DIR, direction: 'up', count: before, migrationsTable: 'pgmigrations', log: () => {} });
    } finally {
      client.release();
    }
    const org = randomUUID();
    const app = randomUUID();
    const task = randomUUID();
    await scratch.pool().query('INSERT INTO organizations (id, name) VALUES ($1, $2)', [org, 'Old']);
    await scratch.pool().query('INSERT INTO apps (id, organization_id, name, public_key, private_key_hash, deezer_state) VALUES ($1, $2, $3, $4, $5, $6)', [
      app,
      org,
      'Old',
      randomUUID(),
      randomBytes(32),
      'AbCdEfGhIj',
    ]);
    await scratch.pool().query("INSERT INTO short_links (id, entity_type, platform, entity_id, page) VALUES ('Ab12Cd34', 'playlist', 'deezer', '1', '{}')");
    const omitted = (reason: string) => ({ source: { id: 'x' }, code: 'no_match', reason });
    const payload = {
      platforms: {
        tidal: {
          omitted: [
            omitted('not found on TIDAL (remembered; looked up again after 2026-11-20T10:00:00.000Z)'),
            omitted('only an uncertain match on TIDAL (confidence 0.81, below 0.90) (remembered from an earlier lookup)'),
            omitted('not on TIDAL under its ISRC'),
          ],
        },
      },
    };
    await scratch.pool().query(
      "INSERT INTO conversion_tasks (id, app_id, short_id, url, source_platform, source_id, target_platform, status, payload) VALUES ($1, $2, 'Ab12Cd34', 'u', 'deezer', '1', 'tidal', 'completed', $3)",
      [task, app, payload],
    );

    expect(await runMigrations(scratch.pool())).toContain(MIGRATION);
    const { rows } = await scratch.pool().query<{ payload: typeof payload }>('SELECT payload FROM conversion_tasks WHERE id = $1', [task]);
    expect(rows[0]!.payload.platforms.tidal.omitted.map((o) => o.reason)).toEqual([
      'not found on TIDAL',
      'only an uncertain match on TIDAL (confidence 0.81, below 0.90)',
      'not on TIDAL under its ISRC',
    ]);
  });
});
