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
  dir = await mkdtemp(path.join(tmpdir(), 'segue-cli-members-'));
  env = { SEGUE_DATABASE_URL: db.url, SEGUE_DATA_DIR: dir };
  for (const email of ['first@example.com', 'second@example.com', 'third@example.com']) {
    await db.services.dashboard.accounts.signUp(email, 'correct horse battery');
  }
  await db.services.organizations.create('Operated');
});

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

const member = async (...args: string[]) => JSON.parse((await segue(env, 'orgs', 'add-member', 'Operated', ...args, '--json')).stdout) as { role: string };

describe('segue orgs add-member', () => {
  it('adds directly, without an invitation: first an owner, then developers, or the role given', async () => {
    expect(await member('first@example.com')).toMatchObject({ role: 'owner' });
    expect(await member('second@example.com')).toMatchObject({ role: 'developer' });
    expect(await member('third@example.com', '--role', 'admin')).toMatchObject({ role: 'admin' });
    expect(await member('second@example.com', '--role', 'admin')).toMatchObject({ role: 'admin' });
    const text = await segue(env, 'orgs', 'add-member', 'Operated', 'third@example.com');
    expect(text.stdout.trim()).toMatch(/^third@example\.com is an admin of Operated \(/);
  });

  it('keeps an owner and refuses an unknown role, with one clear line', async () => {
    const demoted = await segue(env, 'orgs', 'add-member', 'Operated', 'first@example.com', '--role', 'developer');
    expect(demoted.code).toBe(1);
    expect(demoted.stderr).toMatch(/keeps at least one owner/);
    const wrong = await segue(env, 'orgs', 'add-member', 'Operated', 'first@example.com', '--role', 'member');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/role must be one of owner, admin, developer/);
  });

  it('says in its help that it skips invitations', async () => {
    const help = await segue(env, 'orgs', 'add-member', '--help');
    expect(help.stdout).toMatch(/without\s+an invitation/);
    expect(help.stdout).toMatch(/--role <role>/);
  });
});
