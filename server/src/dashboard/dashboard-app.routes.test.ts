import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { PlaylistConversion } from '@segue/core/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTaskRepository } from '../tasks/task.repository';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { acceptToken, dashboardClient, startDashboardServer, type DashboardClient } from '../../test/support/dashboard/dashboard-client';

let db: TestDatabase;
let server: TestServer;
let owner: DashboardClient;
let stranger: DashboardClient;
let orgId: string;
let appId: string;
let publicKey: string;
let privateKey: string;

const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startDashboardServer(db);
  owner = dashboardClient(server);
  stranger = dashboardClient(server);
  await owner.signUp('owner@example.com');
  await stranger.signUp('stranger@example.com');
  orgId = data<{ id: string }>(await owner.call('POST', '/organizations', { name: 'Acme' })).id;
  const created = data<{ id: string; public_key: string; private_key: string }>(
    await owner.call('POST', `/organizations/${orgId}/apps`, { name: 'Player', redirect_urls: ['https://acme.example/linked'] }),
  );
  ({ id: appId, public_key: publicKey, private_key: privateKey } = created);
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe('organizations and membership', () => {
  it('lists the creator as owner and shows the app with its private key only at creation', async () => {
    const org = data<{ role: string; apps: { id: string }[]; members: { email: string; role: string }[] }>(await owner.call('GET', `/organizations/${orgId}`));
    expect(org.role).toBe('owner');
    expect(org.apps.map((app) => app.id)).toEqual([appId]);
    expect(org.members).toEqual([expect.objectContaining({ email: 'owner@example.com', role: 'owner' })]);
    expect(privateKey).toMatch(/^[0-9a-f-]{36}$/);
    const page = await owner.call('GET', `/apps/${appId}`);
    expect(JSON.stringify(page.body)).not.toContain(privateKey);
  });

  it("answers 404 for another account's organization and app, for reads and every change", async () => {
    expect(data<unknown[]>(await stranger.call('GET', '/organizations'))).toEqual([]);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/organizations/${orgId}`],
      ['PATCH', `/organizations/${orgId}`, { name: 'Mine' }],
      ['DELETE', `/organizations/${orgId}`],
      ['POST', `/organizations/${orgId}/apps`, { name: 'Sneaky' }],
      ['POST', `/organizations/${orgId}/invitations`, { email: 'stranger@example.com' }],
      ['GET', `/apps/${appId}`],
      ['PATCH', `/apps/${appId}`, { name: 'Mine' }],
      ['DELETE', `/apps/${appId}`],
      ['POST', `/apps/${appId}/keys/public/rotate`],
      ['POST', `/apps/${appId}/keys/private/rotate`],
      ['POST', `/apps/${appId}/deezer-state/rotate`],
      ['PUT', `/apps/${appId}/redirect-urls`, { urls: [] }],
      ['PUT', `/apps/${appId}/integrations/ytmusic`, { credentials: {} }],
      ['PUT', `/apps/${appId}/webhook`, { url: 'https://evil.example/hook' }],
      ['GET', `/apps/${appId}/usage`],
      ['GET', `/apps/${appId}/tasks`],
      ['GET', `/apps/00000000-0000-4000-8000-000000000000`],
    ];
    for (const [method, path, body] of attempts) {
      const reply = await stranger.call(method, path, body);
      expect({ method, path, status: reply.status, error: reply.body.error }).toEqual({ method, path, status: 404, error: 'ENOTFOUND' });
    }
    const still = data<{ name: string; public_key: string }>(await owner.call('GET', `/apps/${appId}`));
    expect(still).toMatchObject({ name: 'Player', public_key: publicKey });
  });

  it('refuses signed-out requests with 401', async () => {
    const anonymous = dashboardClient(server);
    expect((await anonymous.call('GET', '/organizations')).status).toBe(401);
    expect((await anonymous.call('GET', `/apps/${appId}`)).status).toBe(401);
  });

  it('lets an owner invite an account, which sees the apps only once it accepts', async () => {
    expect((await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'nobody@example.com' })).status).toBe(202);
    const member = dashboardClient(server);
    await member.signUp('member@example.com');
    const invited = await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'Member@Example.com' });
    expect(invited.status).toBe(202);
    expect((await member.call('GET', `/apps/${appId}`)).status).toBe(404);
    const token = acceptToken(data<{ accept_url: string }>(invited).accept_url);
    expect((await member.call('POST', '/invitations/accept', { token })).status).toBe(200);
    const members = data<{ members: { email: string; role: string }[] }>(await owner.call('GET', `/organizations/${orgId}`)).members;
    expect(members.map((entry) => [entry.email, entry.role])).toEqual([
      ['owner@example.com', 'owner'],
      ['member@example.com', 'developer'],
    ]);
    expect((await member.call('GET', `/apps/${appId}`)).status).toBe(200);
    expect((await member.call('DELETE', `/organizations/${orgId}`)).status).toBe(403);
  });

  it('lets the CLI claim an organization that has no members (first member becomes owner)', async () => {
    const cliOrg = await db.services.organizations.create('Made by CLI');
    const { member } = await db.services.dashboard.membership.addMemberByEmail('Made by CLI', 'stranger@example.com');
    expect(member.role).toBe('owner');
    const listed = data<{ id: string; role: string }[]>(await stranger.call('GET', '/organizations'));
    expect(listed).toEqual([expect.objectContaining({ id: cliOrg.id, role: 'owner' })]);
    await expect(db.services.dashboard.membership.addMemberByEmail('Made by CLI', 'none@example.com')).rejects.toThrow(/sign up/);
  });

  it('renames and deletes an organization; a taken name is refused', async () => {
    const id = data<{ id: string }>(await owner.call('POST', '/organizations', { name: 'Temp' })).id;
    expect((await owner.call('PATCH', `/organizations/${id}`, { name: 'Acme' })).body.message).toMatch(/already belong to an organization named "Acme"/);
    expect(data<{ name: string }>(await owner.call('PATCH', `/organizations/${id}`, { name: 'Temp 2' })).name).toBe('Temp 2');
    expect((await owner.call('DELETE', `/organizations/${id}`)).status).toBe(200);
    expect((await owner.call('GET', `/organizations/${id}`)).status).toBe(404);
  });
});

describe("an app's page", () => {
  it('shows the exact callback URLs, with the Deezer state, and rotates the state', async () => {
    const app = data<{ deezer_state: string; callback_urls: { platform: string; url: string }[] }>(await owner.call('GET', `/apps/${appId}`));
    expect(app.callback_urls).toContainEqual({ platform: 'spotify', url: 'http://127.0.0.1:8787/v1/auth/spotify/callback' });
    expect(app.callback_urls).toContainEqual({ platform: 'deezer', url: `http://127.0.0.1:8787/v1/auth/deezer/callback?state=${app.deezer_state}` });
    const rotated = data<{ deezer_state: string }>(await owner.call('POST', `/apps/${appId}/deezer-state/rotate`));
    expect(rotated.deezer_state).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(rotated.deezer_state).not.toBe(app.deezer_state);
  });

  it('rotates the public key: the old one is refused by the API, the new one works', async () => {
    const result = data<{ public_key: string }>(await owner.call('POST', `/apps/${appId}/keys/public/rotate`));
    const old = await server.call('/v1/app', { headers: { 'x-segue-public-key': publicKey } });
    expect(old.status).toBe(401);
    expect(String(old.body.message)).toMatch(/revoked/);
    expect((await server.call('/v1/app', { headers: { 'x-segue-public-key': result.public_key } })).status).toBe(200);
    publicKey = result.public_key;
  });

  it('rotates the private key: shown once in the answer, the old one refused', async () => {
    const result = data<{ private_key: string; app: object }>(await owner.call('POST', `/apps/${appId}/keys/private/rotate`));
    expect(result.private_key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await server.call('/v1/app/integrations', { headers: { 'x-segue-key': privateKey } })).status).toBe(401);
    expect((await server.call('/v1/app/integrations', { headers: { 'x-segue-key': result.private_key } })).status).toBe(200);
    expect(JSON.stringify(await owner.call('GET', `/apps/${appId}`))).not.toContain(result.private_key);
    privateKey = result.private_key;
  });

  it('validates and saves the redirect allow-list', async () => {
    const bad = await owner.call('PUT', `/apps/${appId}/redirect-urls`, { urls: ['ftp://x.example'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/http or https/);
    const saved = data<{ redirect_urls: string[] }>(await owner.call('PUT', `/apps/${appId}/redirect-urls`, { urls: ['https://a.example/cb', '', 'https://b.example/cb'] }));
    expect(saved.redirect_urls).toEqual(['https://a.example/cb', 'https://b.example/cb']);
  });

  it('renames an app', async () => {
    expect(data<{ name: string }>(await owner.call('PATCH', `/apps/${appId}`, { name: 'Player 2' })).name).toBe('Player 2');
    expect((await owner.call('PATCH', `/apps/${appId}`, { name: ' ' })).status).toBe(400);
  });
});

describe('integrations', () => {
  it('names the bad fields of invalid credentials', async () => {
    const missing = await owner.call('PUT', `/apps/${appId}/integrations/spotify`, { credentials: { client_id: 'abc' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/client_secret is required/);
    const apple = await owner.call('PUT', `/apps/${appId}/integrations/applemusic`, { credentials: { team_id: 'x', key_id: 'ABCDEFGHIJ', private_key: 'nope' } });
    expect(apple.body.message).toMatch(/team_id must be the 10-character/);
    expect(apple.body.message).toMatch(/private_key must be the PEM/);
    expect((await owner.call('PUT', `/apps/${appId}/integrations/myspace`, { credentials: {} })).body.error).toBe('EINVALIDPLATFORM');
  });

  it('never returns a secret after saving: only that it is set, and the last 4 of the client id', async () => {
    const saved = await owner.call('PUT', `/apps/${appId}/integrations/spotify`, { credentials: { client_id: 'client-1234abcd', client_secret: 'very-secret-value' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ platform: 'spotify', settings: { client_id: '…abcd' }, secret_fields_set: ['client_secret'] });
    const pem = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await owner.call('PUT', `/apps/${appId}/integrations/applemusic`, { credentials: { team_id: 'ABCDEFGHIJ', key_id: 'KLMNOPQRST', private_key: pem, storefront: '' } });
    const page = JSON.stringify((await owner.call('GET', `/apps/${appId}`)).body);
    expect(page).not.toContain('very-secret-value');
    expect(page).not.toContain('client-1234');
    expect(page).not.toContain('BEGIN PRIVATE KEY');
    expect(page).toContain('"storefront":"us"');
  });

  it('removes an integration', async () => {
    await owner.call('PUT', `/apps/${appId}/integrations/ytmusic`, { credentials: {} });
    expect((await owner.call('DELETE', `/apps/${appId}/integrations/ytmusic`)).status).toBe(200);
    expect((await owner.call('DELETE', `/apps/${appId}/integrations/ytmusic`)).status).toBe(404);
  });

  it('explains that credential checks need platform URLs when the server has none', async () => {
    const reply = await owner.call('POST', `/apps/${appId}/integrations/spotify/test`);
    expect(reply.body.error).toBe('ENOTSUPPORTED');
  });
});

describe('webhook', () => {
  it('sets a webhook with a secret shown once, refuses a loopback target outside sandbox mode, and removes it', async () => {
    // A loopback target is refused when saved, not only at delivery.
    const loopback = await owner.call('PUT', `/apps/${appId}/webhook`, { url: 'http://127.0.0.1:9/hook' });
    expect(loopback.status).toBe(400);
    expect(loopback.body.message).toMatch(/private or loopback/);
    const set = data<{ secret: string; app: { webhook_url: string; webhook_secret_set: boolean } }>(
      await owner.call('PUT', `/apps/${appId}/webhook`, { url: 'https://hooks.invalid/hook' }),
    );
    expect(set.secret).toMatch(/^\S{32,}$/);
    expect(set.app).toMatchObject({ webhook_url: 'https://hooks.invalid/hook', webhook_secret_set: true });
    expect(JSON.stringify((await owner.call('GET', `/apps/${appId}`)).body)).not.toContain(set.secret);
    const rotated = data<{ secret: string }>(await owner.call('POST', `/apps/${appId}/webhook/rotate-secret`));
    expect(rotated.secret).not.toBe(set.secret);
    // One saved before saves were checked is still refused at delivery.
    await db.services.apps.setWebhook(appId, 'http://127.0.0.1:9/hook');
    const test = await owner.call('POST', `/apps/${appId}/webhook/test`);
    expect(test.body.data).toMatchObject({ ok: false, reason: expect.stringMatching(/private or loopback/) });
    expect(data<{ webhook_url: null }>(await owner.call('DELETE', `/apps/${appId}/webhook`)).webhook_url).toBeNull();
    expect((await owner.call('POST', `/apps/${appId}/webhook/test`)).status).toBe(400);
  });
});

describe('usage and tasks', () => {
  it('counts errors of the app per code and shows them in the usage report', async () => {
    const headers = { 'x-segue-public-key': publicKey, 'content-type': 'application/json' };
    // Whatever the conversion API answers to this bad request, it is an error of this app.
    await server.call('/v1/entity/convert', { method: 'POST', headers, body: JSON.stringify({ url: 'not a link' }) });
    db.services.usage.count(appId, 'conversion', '', new Date());
    type Report = { totals: { conversions: number; errors: number }; errorsByCode: { code: string }[]; points: unknown[] };
    // The counter is written just after the response is sent.
    const report = await vi.waitFor(
      async () => {
        const current = data<Report>(await owner.call('GET', `/apps/${appId}/usage?range=24h`));
        expect(current.totals.errors).toBeGreaterThan(0);
        return current;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(report.totals).toMatchObject({ conversions: 1, errors: 1 });
    expect(report.errorsByCode).toHaveLength(1);
    // The app was created moments ago: the series starts at its creation, not a day or a month
    // back (two buckets when an hour or a day turned in between).
    expect(report.points.length).toBeGreaterThanOrEqual(1);
    expect(report.points.length).toBeLessThanOrEqual(2);
    expect((await owner.call('GET', `/apps/${appId}/usage?range=1y`)).status).toBe(400);
    const month = data<Report & { bucket: string }>(await owner.call('GET', `/apps/${appId}/usage?range=30d`));
    expect(month).toMatchObject({ bucket: 'day', totals: { conversions: 1 } });
    expect(month.points.length).toBeLessThanOrEqual(2);
  });

  it('lists recent playlist tasks with their omitted tracks, and as CSV', async () => {
    const track = (title: string) => ({
      url: `https://open.spotify.com/track/${title}`, artists: ['Band'], released: '', duration: '3:00', duration_milli: 180_000,
      explicit: false, title, preview: '', album: 'Album', id: title, cover: '',
    });
    await db.pool.query(`INSERT INTO short_links (id, entity_type, platform, entity_id, page) VALUES ('shortA', 'playlist', 'spotify', 'p1', '{}')`);
    const tasks = createTaskRepository(db.pool);
    const taskId = randomUUID();
    await tasks.create({ id: taskId, appId, shortId: 'shortA', url: 'https://open.spotify.com/playlist/p1', sourcePlatform: 'spotify', sourceId: 'p1', targetPlatform: 'deezer' });
    await tasks.complete(taskId, {
      meta: { entity: 'playlist', title: 'Road trip', owner: '', cover: '', url: 'https://open.spotify.com/playlist/p1', short_url: 'shortA', share_url: 'http://127.0.0.1:8787/s/shortA', length: '00:06:00' },
      platforms: { deezer: { tracks: [track('found')], length: 180_000, omitted: [{ source: track('Lost, "B-side"'), reason: 'no candidate above the threshold' }] } },
    } as PlaylistConversion);

    const listed = data<{ tasks: { id: string; title: string; status: string; omitted: { platform: string; title: string; reason: string }[] }[] }>(
      await owner.call('GET', `/apps/${appId}/tasks`),
    );
    expect(listed.tasks).toEqual([
      expect.objectContaining({ id: taskId, title: 'Road trip', status: 'completed', omitted: [expect.objectContaining({ platform: 'deezer', title: 'Lost, "B-side"' })] }),
    ]);
    expect((await stranger.call('GET', `/apps/${appId}/tasks.csv`)).status).toBe(404);
    const csv = await fetch(`${server.url}/dashboard/api/apps/${appId}/tasks.csv`, { headers: { cookie: owner.cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${taskId},https://open.spotify.com/playlist/p1,completed,deezer,"Lost, ""B-side""",Band`);
  });
});

describe('deleting an app', () => {
  it('asks nothing of the API but stops its keys at once', async () => {
    expect((await owner.call('DELETE', `/apps/${appId}`)).status).toBe(200);
    expect((await server.call('/v1/app', { headers: { 'x-segue-public-key': publicKey } })).status).toBe(401);
    expect((await owner.call('GET', `/apps/${appId}`)).status).toBe(404);
  });
});
