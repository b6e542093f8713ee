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
  dir = await mkdtemp(path.join(tmpdir(), 'segue-cli-accounts-'));
  env = { SEGUE_DATABASE_URL: db.url, SEGUE_DATA_DIR: dir, SEGUE_PUBLIC_URL: 'https://segue.example' };
  await db.services.dashboard.accounts.signUp('locked-out@example.com', 'correct horse battery');
});

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('segue accounts reset-password', () => {
  it('prints a single-use link on SEGUE_PUBLIC_URL that sets a new password', async () => {
    const printed = await segue(env, 'accounts', 'reset-password', 'Locked-Out@example.com', '--json');
    expect(printed.code).toBe(0);
    const { reset_url: url, email, expires_at: expiresAt } = JSON.parse(printed.stdout) as { reset_url: string; email: string; expires_at: string };
    expect(email).toBe('locked-out@example.com');
    expect(url).toMatch(/^https:\/\/segue\.example\/dashboard\/reset-password#token=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    const token = new URL(url).hash.slice('#token='.length);
    const resets = db.services.dashboard.passwordResets;
    expect((await resets.complete(token, 'the operator never saw this')).email).toBe('locked-out@example.com');
    await expect(resets.complete(token, 'the operator never saw this')).rejects.toMatchObject({ code: 'EBADREQUEST' });
  });

  it('says so, with exit code 1, for an address without an account', async () => {
    const missing = await segue(env, 'accounts', 'reset-password', 'nobody@example.com');
    expect(missing).toMatchObject({ code: 1, stderr: 'segue: no dashboard account with the e-mail nobody@example.com\n' });
    const text = await segue(env, 'accounts', 'reset-password', 'locked-out@example.com');
    expect(text.stdout).toMatch(/^Reset link for locked-out@example\.com, valid until \S+ \(works once\):\nhttps:\/\/segue\.example\/dashboard\/reset-password#token=/);
  });
});
