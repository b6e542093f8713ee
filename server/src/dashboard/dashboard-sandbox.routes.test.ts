import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxApps } from '../config';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { dashboardClient, startDashboardServer } from '../../test/support/dashboard/dashboard-client';

const SANDBOX_APPS: SandboxApps = {
  credentials: {
    spotify: { client_id: 'sandbox-spotify', client_secret: 'sandbox-spotify-secret' },
    tidal: { client_id: 'sandbox-tidal', client_secret: 'sandbox-tidal-secret' },
    deezer: { app_id: '100000', secret: 'sandbox-deezer-secret' },
    ytmusic: { client_id: 'sandbox-google.apps.googleusercontent.com', client_secret: 'GOCSPX-sandbox' },
    applemusic: {
      team_id: 'SANDBOX001',
      key_id: 'SANDBOXKEY',
      private_key: generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      storefront: 'us',
    },
  },
  exampleLinks: { spotify: 'https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr' },
};

let db: TestDatabase;
let sandbox: TestServer;
let plain: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  // An account made before sandbox mode started, and one server of each mode on the same database.
  await db.services.dashboard.accounts.signUp('before@example.com', 'correct horse battery');
  sandbox = await startDashboardServer(db, db.services, true, 'http://127.0.0.1:8787', { sandboxApps: SANDBOX_APPS });
  plain = await startDashboardServer(db);
});

afterAll(async () => {
  await sandbox?.close();
  await plain?.close();
  await db?.close();
});

type Org = { id: string; name: string; role: string };

describe('the dashboard in sandbox mode', () => {
  it('makes every new account an owner of the sandbox organization', async () => {
    for (const email of ['first@example.com', 'second@example.com']) {
      const client = dashboardClient(sandbox);
      expect((await client.signUp(email)).status).toBe(202);
      const orgs = (await client.call('GET', '/organizations')).body.data as Org[];
      expect(orgs.map(({ name, role }) => ({ name, role }))).toEqual([{ name: 'Sandbox', role: 'owner' }]);
    }
    const meta = (await dashboardClient(sandbox).call('GET', '/meta')).body.data as { sandbox: boolean; sandbox_organization: string | null };
    expect(meta).toMatchObject({ sandbox: true, sandbox_organization: 'Sandbox' });
  });

  it('at start, makes the accounts that already exist owners too', async () => {
    const organization = await db.services.organizations.ensure('Sandbox');
    expect(await db.services.dashboard.membership.addEveryAccountAsOwner(organization.id)).toBe(1);
    expect(await db.services.dashboard.membership.addEveryAccountAsOwner(organization.id)).toBe(0);
    const before = await db.services.dashboard.accounts.findByEmail('before@example.com');
    expect((await db.services.dashboard.membership.organizationsOf(before!.id)).map((org) => [org.name, org.role])).toEqual([['Sandbox', 'owner']]);
  });

  it("gives an app made on the dashboard the simulators' credentials for all five platforms", async () => {
    const client = dashboardClient(sandbox);
    await client.signUp('maker@example.com');
    const org = (await client.call('POST', '/organizations', { name: 'Mine' })).body.data as Org;
    const created = await client.call('POST', `/organizations/${org.id}/apps`, { name: 'Player' });
    const app = created.body.data as { id: string; platforms: string[] };
    expect(app.platforms).toEqual(['applemusic', 'deezer', 'spotify', 'tidal', 'ytmusic']);
    expect(await db.services.integrations.credentials(app.id, 'spotify')).toEqual({ ...SANDBOX_APPS.credentials.spotify, market: 'US' });
    expect(await db.services.integrations.credentials(app.id, 'ytmusic')).toEqual(SANDBOX_APPS.credentials.ytmusic);
    const page = (await client.call('GET', `/apps/${app.id}`)).body.data as { integrations: { platform: string; secret_fields_set: string[] }[] };
    expect(page.integrations.map((integration) => integration.platform)).toEqual(app.platforms);
    expect(JSON.stringify(page)).not.toContain('sandbox-spotify-secret');
  });

  it('does none of it outside sandbox mode', async () => {
    const client = dashboardClient(plain);
    await client.signUp('plain@example.com');
    expect((await client.call('GET', '/organizations')).body.data).toEqual([]);
    const org = (await client.call('POST', '/organizations', { name: 'Plain' })).body.data as Org;
    const app = (await client.call('POST', `/organizations/${org.id}/apps`, { name: 'Player' })).body.data as { platforms: string[] };
    expect(app.platforms).toEqual([]);
    expect(((await client.call('GET', '/meta')).body.data as { sandbox_organization: unknown }).sandbox_organization).toBeNull();
  });
});
