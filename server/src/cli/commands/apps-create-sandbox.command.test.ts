import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../composition/create-services';
import { createSecretBox } from '../../crypto/secret-box';
import { provisionSandboxApp } from '../../sandbox/provision-sandbox-app';
import { platformsSection, writeSandboxFile } from '../../sandbox/sandbox-file';
import { runCli as segue } from '../../../test/support/run-cli';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';

// What a sandbox server saves on its own app at start: the simulators' credentials.
const simulators = {
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

let db: TestDatabase;
let dir: string;
let env: Record<string, string>;
let services: Services;
let sandboxAppId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'segue-cli-sandbox-apps-'));
  await chmod(dir, 0o711);
  // The CLI run must open the integrations sealed here, with its own configuration's key.
  const key = randomBytes(32);
  env = { SEGUE_DATABASE_URL: db.url, SEGUE_DATA_DIR: dir, SEGUE_SECRET_KEY: key.toString('base64') };
  services = createServices({ pool: db.pool, box: createSecretBox(key) });
  const app = await provisionSandboxApp(services, dir, simulators, 'http://127.0.0.1:8787/sandbox/redirect');
  sandboxAppId = app.id;
  await writeSandboxFile(dir, { base_url: 'http://127.0.0.1:8787', app, platforms: platformsSection({}), catalog_url: 'http://127.0.0.1:3', platform_pages_url: 'http://127.0.0.1:4/', platform_pages_chromium_flags: [] });
});

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('segue apps create in sandbox mode', () => {
  it("gives the app the simulators' credentials for every platform, as the dashboard does", async () => {
    const created = await segue({ ...env, SEGUE_SANDBOX: '1' }, 'apps', 'create', '--name', 'From the CLI');
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/integrations:\s+(\w+, ){4}\w+ \(the sandbox simulators' credentials\)/);
    const id = /\(([0-9a-f-]{36})\)/.exec(created.stdout)?.[1] ?? '';
    expect(await services.integrations.platforms(id)).toEqual(['applemusic', 'deezer', 'spotify', 'tidal', 'ytmusic']);
    for (const platform of ['applemusic', 'spotify', 'ytmusic'] as const) {
      expect(await services.integrations.credentials(id, platform)).toEqual(await services.integrations.credentials(sandboxAppId, platform));
    }
    expect(await services.integrations.credentials(id, 'spotify')).toMatchObject(simulators.spotify);
  });

  it('gives none outside sandbox mode', async () => {
    const created = await segue(env, 'apps', 'create', '--name', 'Production app', '--json');
    const { id } = JSON.parse(created.stdout) as { id: string };
    expect(await services.integrations.platforms(id)).toEqual([]);
  });
});
