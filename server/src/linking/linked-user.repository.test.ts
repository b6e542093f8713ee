import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { testLinks } from '../../test/support/linking/test-links';
import { createLinkedUserRepository, type LinkedUserRepository } from './linked-user.repository';

let db: TestDatabase;
let users: LinkedUserRepository;
let appId: string;
let save: ReturnType<typeof testLinks>['save'];
let userOf: ReturnType<typeof testLinks>['userOf'];

beforeAll(async () => {
  db = await createTestDatabase();
  users = createLinkedUserRepository(db.pool);
  ({ save, userOf } = testLinks(users, () => appId));
  const organization = await db.services.organizations.ensure('Repository tests');
  appId = (await db.services.apps.ensure(organization.id, 'Users app', ['https://app.example/linked'])).app.id;
});
afterAll(async () => {
  await db?.close();
});

describe('which user a new link goes to', () => {
  it('an unverified e-mail never joins: each such link is a new user sharing the address', async () => {
    const first = await userOf('spotify', 'Shared@Example.com');
    const second = await userOf('deezer', 'shared@example.com');
    expect(second.id).not.toBe(first.id);
    expect(second.email).toBe('shared@example.com');
  });

  it('a verified e-mail joins only a verified user with no links left, else it is a new user', async () => {
    const verified = await userOf('tidal', 'verified@example.com', { emailVerified: true });
    expect(verified.emailVerified).toBe(true);
    // That user still has a link: a second verified account with the address does not join it.
    expect((await userOf('tidal', 'verified@example.com', { emailVerified: true })).id).not.toBe(verified.id);
    await users.removeLink(appId, verified.id, 'tidal');
    expect((await userOf('tidal', 'verified@example.com', { emailVerified: true })).id).toBe(verified.id);
  });

  it('a verified e-mail does not join a linkless user whose address came unverified', async () => {
    const unverified = await userOf('spotify', 'claimed@example.com');
    await users.removeLink(appId, unverified.id, 'spotify');
    expect((await userOf('tidal', 'claimed@example.com', { emailVerified: true })).id).not.toBe(unverified.id);
  });

  it("a platform account already linked finds its user; the backend's user gets it only once the move is confirmed", async () => {
    const holder = await userOf('tidal', null, { platformUserId: 'held-account' });
    expect((await userOf('tidal', null, { platformUserId: 'held-account' })).id).toBe(holder.id);
    const target = await userOf('deezer', null);
    expect(await save('tidal', null, { platformUserId: 'held-account', userId: target.id })).toEqual({ heldBy: holder.id });
    expect(await users.findLink(appId, holder.id, 'tidal')).toBeDefined();
    const moved = await userOf('tidal', null, { platformUserId: 'held-account', userId: target.id, move: true });
    expect(moved.id).toBe(target.id);
    expect(await users.findLink(appId, holder.id, 'tidal')).toBeUndefined();
    expect((await users.findById(appId, holder.id))?.tokenGeneration).toBe(1);
  });

  it("the backend's user must still exist", async () => {
    await expect(save('tidal', null, { userId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('lookup by e-mail when several users share it', () => {
  it('lists every user with the address, verified first, then the oldest, each with its platforms', async () => {
    const oldest = await userOf('spotify', 'many@example.com');
    const second = await userOf('deezer', 'many@example.com');
    expect((await users.findAllByEmail(appId, ' MANY@example.com')).map((user) => [user.id, user.platforms])).toEqual([
      [oldest.id, ['spotify']],
      [second.id, ['deezer']],
    ]);
    const verified = await userOf('tidal', 'many@example.com', { emailVerified: true });
    expect((await users.findAllByEmail(appId, 'many@example.com')).map((user) => user.id)).toEqual([verified.id, oldest.id, second.id]);
  });
});

describe('token generations', () => {
  it('unlinking bumps the generation; unlinking nothing does not', async () => {
    const user = await userOf('spotify', null);
    expect(user.tokenGeneration).toBe(0);
    expect(await users.removeLink(appId, user.id, 'deezer')).toBe(false);
    expect(await users.removeLink(appId, user.id, 'spotify')).toBe(true);
    expect((await users.findById(appId, user.id))?.tokenGeneration).toBe(1);
  });
});
