import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { createSignInFailureRepository, type SignInFailureRepository } from './sign-in-failure.repository';
import { createSignInLockout, DEFAULT_LOCKOUT, refuseWaiting } from './sign-in-lockout';

let db: TestDatabase;
let failures: SignInFailureRepository;
let now = new Date('2030-01-01T00:00:00Z');
const clock = () => now;
const later = (ms: number) => (now = new Date(now.getTime() + ms));

beforeAll(async () => {
  db = await createTestDatabase();
  failures = createSignInFailureRepository(db.pool);
});

afterAll(async () => {
  await db?.close();
});

describe('sign-in lockout', () => {
  it('lets 5 failures of an account through, then waits 1 s, 2 s, 4 s... up to 15 minutes, and forgets them on success', async () => {
    const lockout = createSignInLockout(failures, DEFAULT_LOCKOUT, clock, true);
    const waits: number[] = [];
    for (let failure = 1; failure <= 20; failure += 1) {
      await failures.record('ada@example.com', `192.0.2.${failure}`, now);
      const wait = await lockout.waitFor('ada@example.com', '198.51.100.1');
      waits.push(wait);
      later(wait);
    }
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(waits.slice(4, 15)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900].map((seconds) => seconds * 1000));
    expect(waits.slice(15)).toEqual(Array<number>(5).fill(900_000));

    // Another account, from the same addresses, does not wait.
    expect(await lockout.waitFor('grace@example.com', '198.51.100.1')).toBe(0);
    await failures.clearEmail('ada@example.com');
    expect(await lockout.waitFor('ada@example.com', '198.51.100.1')).toBe(0);
  });

  it('behind a trusted proxy, locks an address after 20 failures in 15 minutes for 15 minutes, whatever the accounts, and no other address', async () => {
    const lockout = createSignInLockout(failures, DEFAULT_LOCKOUT, clock, true);
    for (let failure = 1; failure <= 19; failure += 1) await failures.record(`user${failure}@example.com`, '203.0.113.9', now);
    expect(await lockout.waitFor('someone@example.com', '203.0.113.9')).toBe(0);
    await failures.record('user20@example.com', '203.0.113.9', now);
    expect(await lockout.waitFor('someone@example.com', '203.0.113.9')).toBe(15 * 60_000);
    expect(await lockout.waitFor('someone@example.com', '203.0.113.10')).toBe(0);
    later(15 * 60_000);
    expect(await lockout.waitFor('someone@example.com', '203.0.113.9')).toBe(0);
  });

  it('without a trusted proxy, 20 failures of one account from an address lock that account there, not another account from the same address', async () => {
    const lockout = createSignInLockout(failures, DEFAULT_LOCKOUT, clock, false);
    // Spread over the account rule's waits, as an attacker who waits them out would.
    for (let failure = 1; failure <= 25; failure += 1) {
      await failures.record('target@example.com', '10.0.0.1', now);
      later(30_000);
    }
    expect(await lockout.waitFor('bystander@example.com', '10.0.0.1')).toBe(0);
    for (let failure = 1; failure <= 19; failure += 1) await failures.record(`other${failure}@example.com`, '10.0.0.1', now);
    expect(await lockout.waitFor('bystander@example.com', '10.0.0.1')).toBe(0);
    // The account's own failures from there still lock it (the per-account waits apply anywhere).
    expect(await lockout.waitFor('target@example.com', '10.0.0.1')).toBeGreaterThan(0);
  });

  it.each([
    [1, 'try again in 1 second', '1'],
    [1500, 'try again in 2 seconds', '2'],
    [61_000, 'try again in 2 minutes', '61'],
  ])('refuses a wait of %i ms with a 429 saying %s', (ms, text, retryAfter) => {
    expect(() => refuseWaiting(ms)).toThrow(expect.objectContaining({ code: 'ERATELIMITED', status: 429, message: `too many failed sign-ins: ${text}`, headers: { 'Retry-After': retryAfter } }));
  });
});
