import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli as segue } from '../../../test/support/run-cli';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';

let db: TestDatabase;
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'segue-cli-orgs-'));
  env = { SEGUE_DATABASE_URL: db.url, SEGUE_DATA_DIR: dir };
});

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('segue orgs create and organization names', () => {
  it("creates an organization whose name an account's organization has, and asks for an id where a name is shared", async () => {
    const account = await db.services.dashboard.accounts.signUp('tenant@example.com', 'correct horse battery');
    const tenants = await db.services.dashboard.membership.createOrganization(account!.id, 'Acme');
    const created = await segue(env, 'orgs', 'create', '--name', 'Acme', '--json');
    expect(created.code).toBe(0);
    const operator = (JSON.parse(created.stdout) as { id: string }).id;

    const ambiguous = await segue(env, 'apps', 'create', '--org', 'Acme', '--name', 'Shop');
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toBe(`segue: 2 organizations are named "Acme": name one by its id (${tenants.id}, ${operator})\n`);
    expect((await segue(env, 'apps', 'create', '--org', operator, '--name', 'Shop')).code).toBe(0);
  });

  it('refuses a name another organization made with the CLI has, saying what to do', async () => {
    const again = await segue(env, 'orgs', 'create', '--name', ' Acme ');
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('segue: an organization named "Acme" was already made with the CLI: choose another name\n');
  });
});
