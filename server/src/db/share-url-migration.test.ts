import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { runner } from 'node-pg-migrate';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../test/support/scratch-database';
import { MIGRATIONS_DIR, runMigrations } from './run-migrations';

const MIGRATION = '1764645000000_share-url';
const scratch = scratchDatabase('share_url');

describe(`migration ${MIGRATION}`, () => {
  it("moves a stored task's share link to meta.share_url and puts the short id in meta.short_url", async () => {
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
    await scratch.pool().query('INSERT INTO organizations (id, name) VALUES ($1, $2)', [org, 'Old']);
    await scratch.pool().query('INSERT INTO apps (id, organization_id, name, public_key, private_key_hash, deezer_state) VALUES ($1, $2, $3, $4, $5, $6)', [
      app,
      org,
      'Old',
      randomUUID(),
      randomBytes(32),
      'AbCdEfGhIj',
    ]);
    const insert = async (shortId: string, status: string, payload: unknown) => {
      const id = randomUUID();
      await scratch.pool().query(`INSERT INTO short_links (id, entity_type, platform, entity_id, page) VALUES ($1, 'playlist', 'deezer', $1, '{}')`, [shortId]);
      await scratch.pool().query(
        "INSERT INTO conversion_tasks (id, app_id, short_id, url, source_platform, source_id, target_platform, status, payload, answer) VALUES ($1, $2, $3, 'u', 'deezer', '1', 'tidal', $4, $5, $6)",
        [id, app, shortId, status, payload, payload === null ? null : JSON.stringify({ data: { payload } })],
      );
      return id;
    };
    const meta = { entity: 'playlist', title: 'P', short_url: 'https://segue.example/s/Ab12Cd34', length: '00:01:00' };
    const old = await insert('Ab12Cd34', 'completed', { meta, platforms: {} });
    const pending = await insert('Ef56Gh78', 'pending', null);

    expect(await runMigrations(scratch.pool())).toContain(MIGRATION);
    const rows = async (id: string) => (await scratch.pool().query<{ payload: { meta: Record<string, string> } | null; answer: string | null }>('SELECT payload, answer FROM conversion_tasks WHERE id = $1', [id])).rows[0]!;
    const migrated = await rows(old);
    expect(migrated.payload!.meta).toEqual({ ...meta, short_url: 'Ab12Cd34', share_url: 'https://segue.example/s/Ab12Cd34' });
    // The answer serialised before is dropped: the next read serialises the payload as it is now.
    expect(migrated.answer).toBeNull();
    expect(await rows(pending)).toEqual({ payload: null, answer: null });
  });
});
