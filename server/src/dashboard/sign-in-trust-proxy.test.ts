import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../composition/create-services';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

/** 20 wrong passwords for 20 different accounts from one address, then the right one for another account. */
async function guessThenSignIn(trustProxy: false | string[], address: string): Promise<unknown> {
  const { accounts } = createServices({ pool: db.pool, box: db.box, trustProxy }).dashboard;
  const owner = `owner-${address}@example.com`;
  await accounts.signUp(owner, 'correct horse battery');
  for (let guess = 0; guess < 20; guess += 1) {
    await expect(accounts.signIn(`guess${guess}-${address}@example.com`, 'wrong password!', address)).rejects.toMatchObject({ status: guess < 19 || !trustProxy ? 401 : 429 });
  }
  return accounts.signIn(owner, 'correct horse battery', address).then(
    () => 'signed in',
    (error: { code?: string }) => error.code,
  );
}

describe('SEGUE_TRUST_PROXY and the per-address sign-in rule, through the composition', () => {
  it('unset: the address may be a shared proxy, so failures for other accounts do not lock an account out', async () => {
    expect(await guessThenSignIn(false, '192.0.2.50')).toBe('signed in');
  });

  it('set: the address is the real client, and 20 failures across accounts lock it', async () => {
    expect(await guessThenSignIn(['loopback'], '192.0.2.51')).toBe('ERATELIMITED');
  });
});
