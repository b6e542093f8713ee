import type { PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { isAppError } from '../errors/app-error';
import { testLinks } from '../../test/support/linking/test-links';
import { createLinkedUserRepository, type LinkedUserRepository } from './linked-user.repository';

let db: TestDatabase;
let users: LinkedUserRepository;
let appId: string;
let links: ReturnType<typeof testLinks>;

beforeAll(async () => {
  db = await createTestDatabase();
  users = createLinkedUserRepository(db.pool);
  links = testLinks(users, () => appId);
  const organization = await db.services.organizations.ensure('Resolve tests');
  appId = (await db.services.apps.ensure(organization.id, 'Resolve app', ['https://app.example/linked'])).app.id;
});
afterAll(async () => {
  await db?.close();
});

/** A new user holding a fresh account of `platform` with this address, as a link in another browser makes one. */
const userWith = async (platform: PlatformKey, email: string, emailVerified = false): Promise<string> =>
  (await links.userOf(platform, email, { emailVerified })).id;

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
};

describe('an e-mail names one user, or says why not', () => {
  it('the account lookup: the only user; several unverified → 409 with every one of them in `users`; a verified holder wins', async () => {
    const only = await userWith('spotify', 'only@example.com');
    expect((await db.services.linking.account(appId, 'ONLY@example.com ')).id).toBe(only);

    const ids = [await userWith('spotify', 'shared@example.com'), await userWith('deezer', 'shared@example.com'), await userWith('applemusic', 'shared@example.com')];
    const ambiguous = await failure(db.services.linking.account(appId, 'shared@example.com'));
    expect(ambiguous).toMatchObject({ code: 'EBADREQUEST', status: 409 });
    for (const id of ids) expect(ambiguous.message).toContain(id);
    const listed = ambiguous.extras.users!;
    expect(listed.map((user) => user.id)).toEqual(ids);
    expect(listed[1]).toMatchObject({ email: 'shared@example.com', deezer: { platform: 'deezer', platform_id: expect.any(String) } });

    const verified = await userWith('tidal', 'shared@example.com', true);
    expect((await db.services.linking.account(appId, 'shared@example.com')).id).toBe(verified);
  });

  it('for a platform: the one user with the address who linked it; none → 404 naming what the address linked; several → 409 naming them', async () => {
    const spotify = await userWith('spotify', 'listener@example.com');
    const deezer = await userWith('deezer', 'listener@example.com');
    expect((await db.services.linking.findUser(appId, 'listener@example.com', 'spotify')).id).toBe(spotify);
    expect((await db.services.linking.findUser(appId, 'listener@example.com', 'deezer')).id).toBe(deezer);

    const missing = await failure(db.services.linking.findUser(appId, 'listener@example.com', 'tidal'));
    expect(missing).toMatchObject({ code: 'ENOTFOUND', status: 404 });
    expect(missing.message).toContain('(that address has linked Deezer, Spotify)');
    expect(missing.message).toContain('link TIDAL first');

    const second = await userWith('spotify', 'listener@example.com');
    const twice = await failure(db.services.linking.findUser(appId, 'listener@example.com', 'spotify'));
    expect(twice).toMatchObject({ code: 'EBADREQUEST', status: 409 });
    expect(twice.message).toContain(spotify);
    expect(twice.message).toContain(second);

    expect(await failure(db.services.linking.findUser(appId, 'nobody@example.com', 'spotify'))).toMatchObject({ code: 'ENOTFOUND' });
    expect((await db.services.linking.findUser(appId, spotify.toUpperCase(), 'tidal')).id).toBe(spotify);
  });

  it('users of another app are as unknown as users that never existed', async () => {
    await userWith('spotify', 'elsewhere@example.com');
    const organization = await db.services.organizations.ensure('Resolve tests, other');
    const other = (await db.services.apps.ensure(organization.id, 'Other resolve app', ['https://other.example/linked'])).app.id;
    expect(await failure(db.services.linking.account(other, 'elsewhere@example.com'))).toMatchObject({ code: 'ENOTFOUND' });
  });
});
