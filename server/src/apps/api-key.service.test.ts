import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices, type Services } from '../composition/create-services';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';

let db: TestDatabase;
// A second service graph on its own pool stands for another server process on the database.
let otherPool: pg.Pool;
let other: Services;

beforeAll(async () => {
  db = await createTestDatabase();
  otherPool = new pg.Pool({ connectionString: db.url, max: 2 });
  other = createServices({ pool: otherPool, box: db.box });
  await other.changes.start();
});

afterAll(async () => {
  await other?.changes.close();
  await otherPool?.end();
  await db?.close();
});

async function queriesDuring(fn: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(otherPool, 'query');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('key lookup kept in memory', () => {
  it('looks an accepted key up once, then answers from memory', async () => {
    const { app, privateKey } = await db.services.apps.create({ name: 'Looked up' });
    expect(await queriesDuring(() => other.apiKeys.checkPublicKey(app.publicKey))).toBe(1);
    expect(await queriesDuring(() => other.apiKeys.checkPublicKey(app.publicKey.toUpperCase()))).toBe(0);
    expect(await queriesDuring(() => other.apiKeys.checkPrivateKey(privateKey))).toBe(1);
    expect(await queriesDuring(() => other.apiKeys.checkPrivateKey(` ${privateKey} `))).toBe(0);
    // A refused key is looked up every time.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await other.apiKeys.checkPublicKey(unknown)).toEqual({ ok: false, problem: { kind: 'unknown' } });
    expect(await queriesDuring(() => other.apiKeys.checkPublicKey(unknown))).toBeGreaterThan(0);
  });

  it('refuses keys rotated through another process as soon as the rotation returns', async () => {
    const { app, privateKey } = await db.services.apps.create({ name: 'Rotated elsewhere' });
    expect((await other.apiKeys.checkPublicKey(app.publicKey)).ok).toBe(true);
    expect((await other.apiKeys.checkPrivateKey(privateKey)).ok).toBe(true);

    const rotatedPublic = await db.services.apps.rotateKey(app.id, 'public');
    const rotatedPrivate = await db.services.apps.rotateKey(app.id, 'private');
    expect(await other.apiKeys.checkPublicKey(app.publicKey)).toMatchObject({ ok: false, problem: { kind: 'revoked' } });
    expect(await other.apiKeys.checkPrivateKey(privateKey)).toMatchObject({ ok: false, problem: { kind: 'revoked' } });
    expect(await other.apiKeys.checkPublicKey(rotatedPublic.publicKey)).toMatchObject({ ok: true });
    expect(await other.apiKeys.checkPrivateKey(rotatedPrivate.privateKey)).toMatchObject({ ok: true });
  });

  it("serves an app's new origins, integrations and name everywhere once the change returns, and none of a deleted app", async () => {
    const { app } = await db.services.apps.create({ name: 'Changed elsewhere' });
    const seen = async () => {
      const check = await other.apiKeys.checkPublicKey(app.publicKey);
      return check.ok ? check.app : undefined;
    };
    expect(await seen()).toMatchObject({ allowedOrigins: [], platforms: [] });
    await db.services.apps.setAllowedOrigins(app.id, ['https://shop.example']);
    expect((await seen())?.allowedOrigins).toEqual(['https://shop.example']);
    await db.services.integrations.set(app.id, 'deezer', {});
    expect((await seen())?.platforms).toEqual(['deezer']);
    await db.pool.query('UPDATE apps SET name = $2 WHERE id = $1', [app.id, 'Renamed by hand']);
    // A change made outside the services is heard too, only without the barrier's promise.
    await vi.waitFor(async () => expect((await seen())?.name).toBe('Renamed by hand'));
    await db.pool.query('DELETE FROM apps WHERE id = $1', [app.id]);
    await db.services.apps.changeSeenEverywhere();
    expect(await other.apiKeys.checkPublicKey(app.publicKey)).toEqual({ ok: false, problem: { kind: 'unknown' } });
  });
});
