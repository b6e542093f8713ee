import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/run-migrations';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('the roles migration', () => {
  it("turns former members into developers, keeps owners, and goes back down", async () => {
    const sql = await readFile(path.join(MIGRATIONS_DIR, '1764220000000_dashboard-roles-invitations.sql'), 'utf8');
    const [up, down] = sql.split('-- Down Migration') as [string, string];
    // Back to the two-role schema, with the rows an older server wrote.
    await db.pool.query(down);
    const org = (await db.pool.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Before') RETURNING id`)).rows[0]!.id;
    for (const [email, role] of [['owner@example.com', 'owner'], ['member@example.com', 'member']]) {
      const account = (await db.pool.query<{ id: string }>(`INSERT INTO accounts (email, password_hash) VALUES ($1, 'x') RETURNING id`, [email])).rows[0]!.id;
      await db.pool.query('INSERT INTO organization_members (organization_id, account_id, role) VALUES ($1, $2, $3)', [org, account, role]);
    }

    await db.pool.query(up);
    const roles = await db.pool.query<{ email: string; role: string }>(
      'SELECT a.email, m.role FROM organization_members m JOIN accounts a ON a.id = m.account_id ORDER BY a.email',
    );
    expect(roles.rows).toEqual([
      { email: 'member@example.com', role: 'developer' },
      { email: 'owner@example.com', role: 'owner' },
    ]);
    await expect(db.pool.query(`UPDATE organization_members SET role = 'member'`)).rejects.toThrow(/organization_members_role_check/);
  });
});
