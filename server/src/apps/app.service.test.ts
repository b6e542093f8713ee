import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../crypto/api-keys';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('app service', () => {
  it('creates an app with UUID keys, a Deezer state and the default organization', async () => {
    const { app, privateKey } = await db.services.apps.create({ name: 'Keys', redirectUrls: ['https://a.example/cb'] });
    expect(app.publicKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(privateKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(privateKey).not.toBe(app.publicKey);
    expect(app.deezerState).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await db.services.organizations.resolve(app.organizationId)).name).toBe('default');
  });

  it('stores the private key only as its SHA-256 hash', async () => {
    const { app, privateKey } = await db.services.apps.create({ name: 'Hashed' });
    const { rows } = await db.pool.query<{ row: string }>('SELECT row_to_json(apps)::text AS row FROM apps WHERE id = $1', [app.id]);
    expect(rows[0]!.row).not.toContain(privateKey);
    const stored = await db.pool.query<{ private_key_hash: Buffer }>('SELECT private_key_hash FROM apps WHERE id = $1', [app.id]);
    expect(stored.rows[0]!.private_key_hash.equals(hashApiKey(privateKey))).toBe(true);
  });

  it('refuses a duplicate name in one organization, bad names and bad redirect URLs', async () => {
    await db.services.apps.create({ name: 'Twice' });
    await expect(db.services.apps.create({ name: 'Twice' })).rejects.toThrow('organization "default" already has an app named "Twice"');
    await expect(db.services.apps.create({ name: '  ' })).rejects.toMatchObject({ code: 'EBADREQUEST' });
    await expect(db.services.apps.create({ name: 'Bad URL', redirectUrls: ['/relative'] })).rejects.toThrow(/absolute http\(s\) URL/);
    await expect(db.services.apps.create({ name: 'Other org', organization: 'nope' })).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('rotates keys, recording the old one as revoked', async () => {
    const { app, privateKey } = await db.services.apps.create({ name: 'Rotate' });
    const rotated = await db.services.apps.rotateKey(app.id, 'private');
    expect(rotated.privateKey).not.toBe(privateKey);
    expect(await db.services.apiKeys.checkPrivateKey(privateKey)).toMatchObject({ ok: false, problem: { kind: 'revoked' } });
    expect(await db.services.apiKeys.checkPrivateKey(rotated.privateKey!)).toMatchObject({ ok: true });

    const publicRotation = await db.services.apps.rotateKey(app.id, 'public');
    expect(await db.services.apiKeys.checkPublicKey(app.publicKey)).toMatchObject({ ok: false, problem: { kind: 'revoked' } });
    expect(await db.services.apiKeys.checkPublicKey(publicRotation.publicKey!.toUpperCase())).toMatchObject({ ok: true });
    expect(publicRotation.app.publicKeyRotatedAt).toBeInstanceOf(Date);
  });

  it('rotates the Deezer state and edits the redirect allow-list', async () => {
    const { app } = await db.services.apps.create({ name: 'Edit' });
    const rotated = await db.services.apps.rotateDeezerState(app.id);
    expect(rotated.deezerState).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(rotated.deezerState).not.toBe(app.deezerState);

    const added = await db.services.apps.addRedirectUrl(app.id, 'https://b.example/cb');
    expect(added.redirectUrls).toEqual(['https://b.example/cb']);
    expect((await db.services.apps.addRedirectUrl(app.id, 'https://b.example/cb')).redirectUrls).toHaveLength(1);
    expect((await db.services.apps.removeRedirectUrl(app.id, 'https://b.example/cb')).redirectUrls).toEqual([]);
    await expect(db.services.apps.removeRedirectUrl(app.id, 'https://b.example/cb')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('keeps the webhook secret sealed', async () => {
    const { app } = await db.services.apps.create({ name: 'Webhook' });
    const { secret } = await db.services.apps.setWebhook(app.id, 'https://hooks.example/segue');
    const stored = await db.services.apps.get(app.id);
    expect(stored.webhookSecret?.toString('utf8')).not.toContain(secret);
    expect(db.services.apps.webhookSecret(stored)).toBe(secret);
  });

  it('answers ENOTFOUND for an unknown or malformed app id', async () => {
    await expect(db.services.apps.get('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(db.services.apps.get('nope')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('reuses an app by name (idempotent ensure)', async () => {
    const org = await db.services.organizations.ensure('Sandbox');
    const first = await db.services.apps.ensure(org.id, 'Sandbox app', []);
    const again = await db.services.apps.ensure(org.id, 'Sandbox app', []);
    expect(first.privateKey).toBeDefined();
    expect(again.privateKey).toBeUndefined();
    expect(again.app.id).toBe(first.app.id);
  });
});
