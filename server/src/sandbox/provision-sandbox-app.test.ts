import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { provisionSandboxApp } from './provision-sandbox-app';
import { platformsSection, readSandboxFile, writeSandboxFile } from './sandbox-file';

const credentials = {
  spotify: { client_id: 'sandbox-spotify', client_secret: 's' },
  tidal: { client_id: 'sandbox-tidal', client_secret: 't' },
  deezer: { app_id: '100000', secret: 'd' },
  ytmusic: {},
  applemusic: {
    team_id: 'SANDBOX001',
    key_id: 'SANDBOXKEY',
    private_key: generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    storefront: 'us',
  },
};
const REDIRECT = 'http://127.0.0.1:8787/sandbox/redirect';

let db: TestDatabase;
let dir: string;

async function provisionAndWrite() {
  const app = await provisionSandboxApp(db.services, dir, credentials, REDIRECT);
  await writeSandboxFile(dir, {
    base_url: 'http://127.0.0.1:8787',
    app,
    platforms: platformsSection({ spotify: { api: 'http://127.0.0.1:1/', accounts: 'http://127.0.0.1:2' } }),
    catalog_url: 'http://127.0.0.1:3',
    platform_pages_url: 'http://127.0.0.1:4/',
    platform_pages_chromium_flags: [],
  });
  return app;
}

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'segue-sandbox-'));
  await chmod(dir, 0o711);
});

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('provisionSandboxApp', () => {
  it('creates the sandbox app with every integration and a usable private key', async () => {
    const app = await provisionAndWrite();
    expect(await db.services.apiKeys.checkPrivateKey(app.private_key)).toMatchObject({ ok: true, app: { id: app.id } });
    expect(await db.services.integrations.platforms(app.id)).toEqual(['applemusic', 'deezer', 'spotify', 'tidal', 'ytmusic']);
    expect((await db.services.apps.get(app.id)).redirectUrls).toEqual([REDIRECT]);
    // The Segue extension links against the sandbox app without setup.
    expect((await db.services.apps.get(app.id)).extensionLinking).toBe(true);
    const file = await readSandboxFile(dir);
    expect(file?.platforms).toEqual({ spotify: { api_url: 'http://127.0.0.1:1', accounts_url: 'http://127.0.0.1:2' } });
  });

  it('reuses the app and keeps the private key of sandbox.json across restarts', async () => {
    const first = (await readSandboxFile(dir))!.app;
    const again = await provisionAndWrite();
    expect(again).toEqual(first);
    expect((await db.services.apps.list()).filter((app) => app.name === 'Sandbox')).toHaveLength(1);
  });

  it('moves the sandbox landing URL with the port and keeps redirect URLs added by hand', async () => {
    const { id } = (await readSandboxFile(dir))!.app;
    await db.services.apps.addRedirectUrl(id, 'https://mine.example/cb');
    const moved = await provisionSandboxApp(db.services, dir, credentials, 'http://127.0.0.1:9999/sandbox/redirect');
    expect(moved.redirect_url).toBe('http://127.0.0.1:9999/sandbox/redirect');
    expect((await db.services.apps.get(id)).redirectUrls).toEqual(['http://127.0.0.1:9999/sandbox/redirect', 'https://mine.example/cb']);
  });

  it("gives ytmusic the sandbox's Google OAuth client, also on an app made without it, idempotently", async () => {
    const before = (await readSandboxFile(dir))!.app;
    expect(await db.services.integrations.credentials(before.id, 'ytmusic')).toEqual({});
    const google = { client_id: 'sandbox-google.apps.googleusercontent.com', client_secret: 'GOCSPX-sandbox' };
    for (let start = 0; start < 2; start += 1) {
      const app = await provisionSandboxApp(db.services, dir, credentials, REDIRECT, { ytmusic: google });
      expect(app).toEqual(before);
      expect(await db.services.integrations.credentials(app.id, 'ytmusic')).toEqual(google);
    }
    const ytmusic = (await db.services.integrations.list(before.id)).find((item) => item.platform === 'ytmusic');
    expect(ytmusic).toMatchObject({ settings: { client_id: google.client_id }, secretFields: ['client_secret'] });
    expect(await db.services.integrations.credentials(before.id, 'spotify')).toEqual({ ...credentials.spotify, market: 'US' });
  });

  it('issues a new private key when the one on file no longer works', async () => {
    const before = (await readSandboxFile(dir))!.app;
    await db.services.apps.rotateKey(before.id, 'private');
    const after = await provisionAndWrite();
    expect(after.id).toBe(before.id);
    expect(after.private_key).not.toBe(before.private_key);
    expect(await db.services.apiKeys.checkPrivateKey(after.private_key)).toMatchObject({ ok: true });
  });
});
