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
  dir = await mkdtemp(path.join(tmpdir(), 'segue-cli-invite-'));
  env = { SEGUE_DATABASE_URL: db.url, SEGUE_DATA_DIR: dir, SEGUE_PUBLIC_URL: 'https://segue.example' };
  // An account exists, so SEGUE_SIGNUP=invite lets a new one sign up only with an invitation's token.
  await db.services.dashboard.accounts.signUp('operator@example.com', 'correct horse battery');
  await db.services.organizations.create('Invited');
});

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

const tokenOf = (link: string): string => new URL(link).hash.replace(/^#token=/, '');
const invite = async (...args: string[]) => {
  const result = await segue(env, 'orgs', 'invite', 'Invited', ...args, '--json');
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as { organization_id: string; email: string; role: string; accept_url: string; expires_at: string };
};

describe('segue orgs invite', () => {
  it('prints a one-time accept link with which a person without an account signs up and joins', async () => {
    const text = await segue(env, 'orgs', 'invite', 'Invited', ' Ada@Example.com ', '--role', 'admin');
    expect(text.code).toBe(0);
    const link = /\n(https:\/\/segue\.example\/dashboard\/invitation#token=[\w-]{43})\n$/.exec(text.stdout)?.[1];
    expect(text.stdout).toMatch(/^Invitation for ada@example\.com to join Invited as admin, valid until \S+ \(works once; any earlier link for this address no longer works\)/);
    expect(link).toBeDefined();

    const { invitations, accounts } = db.services.dashboard;
    expect(await invitations.maySignUp('ada@example.com', tokenOf(link!))).toBe(true);
    expect(await invitations.maySignUp('ada@example.com', undefined)).toBe(false);
    const ada = await accounts.signUp('ada@example.com', 'correct horse battery');
    expect(await invitations.preview(ada!, tokenOf(link!))).toMatchObject({ organizationName: 'Invited', role: 'admin', invitedBy: null });
    expect(await invitations.accept(ada!, tokenOf(link!))).toMatchObject({ role: 'admin' });
  });

  it('prints a fresh link for a pending invitation, and the previous link stops working', async () => {
    const first = await invite('grace@example.com');
    expect(first).toMatchObject({ email: 'grace@example.com', role: 'developer', accept_url: expect.stringMatching(/^https:\/\/segue\.example\/dashboard\/invitation#token=/) });
    const second = await invite('grace@example.com');
    expect(second.accept_url).not.toBe(first.accept_url);
    const { invitations, accounts } = db.services.dashboard;
    const grace = await accounts.signUp('grace@example.com', 'correct horse battery');
    await expect(invitations.accept(grace!, tokenOf(first.accept_url))).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(await invitations.accept(grace!, tokenOf(second.accept_url))).toMatchObject({ role: 'developer' });
  });

  it('refuses a member, an unknown role and an unknown organization with one clear line', async () => {
    const member = await segue(env, 'orgs', 'invite', 'Invited', 'ada@example.com');
    expect(member.code).toBe(1);
    expect(member.stderr).toBe('segue: ada@example.com is already a member of Invited: change their role with `segue orgs add-member <org> <email> --role <role>`\n');
    const role = await segue(env, 'orgs', 'invite', 'Invited', 'lin@example.com', '--role', 'boss');
    expect(role.stderr).toBe('segue: role must be one of owner, admin, developer\n');
    const org = await segue(env, 'orgs', 'invite', 'Nowhere', 'lin@example.com');
    expect(org.stderr).toBe('segue: no organization "Nowhere"\n');
    expect(await db.services.dashboard.invitations.maySignUp('lin@example.com', undefined)).toBe(false);
  });
});
