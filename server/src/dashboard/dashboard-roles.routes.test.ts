import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { startDashboardServer, type DashboardClient } from '../../test/support/dashboard/dashboard-client';
import { joinAs, organizationWithApp } from '../../test/support/dashboard/organization-roles';

let db: TestDatabase;
let server: TestServer;
let owner: DashboardClient;
let admin: DashboardClient;
let developer: DashboardClient;
let orgId: string;
let appId: string;
let publicKey: string;
const ids: Record<string, string> = {};

const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startDashboardServer(db);
  const created = await organizationWithApp(server, 'owner@example.com', 'Roles');
  ({ owner, organizationId: orgId } = created);
  ({ id: appId, public_key: publicKey } = created.app);
  await owner.call('PUT', `/apps/${appId}/redirect-urls`, { urls: ['https://roles.example/linked'] });
  admin = await joinAs(server, owner, orgId, 'admin@example.com', 'admin');
  developer = await joinAs(server, owner, orgId, 'developer@example.com', 'developer');
  for (const member of data<{ members: { account_id: string; email: string }[] }>(await owner.call('GET', `/organizations/${orgId}`)).members) {
    ids[member.email.split('@')[0]!] = member.account_id;
  }
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

/** Every change to an app, and every answer that carries a secret. */
const appChanges = (): [string, string, unknown?][] => [
  ['POST', `/apps/${appId}/keys/public/rotate`],
  ['POST', `/apps/${appId}/keys/private/rotate`],
  ['POST', `/apps/${appId}/deezer-state/rotate`],
  ['PUT', `/apps/${appId}/redirect-urls`, { urls: ['https://evil.example/steal'] }],
  ['PUT', `/apps/${appId}/webhook`, { url: 'https://evil.example/hook' }],
  ['POST', `/apps/${appId}/webhook/rotate-secret`],
  ['DELETE', `/apps/${appId}/webhook`],
  ['POST', `/apps/${appId}/webhook/test`],
  ['PUT', `/apps/${appId}/integrations/ytmusic`, { credentials: {} }],
  ['DELETE', `/apps/${appId}/integrations/ytmusic`],
  ['POST', `/apps/${appId}/integrations/ytmusic/test`],
  ['PATCH', `/apps/${appId}`, { name: 'Renamed' }],
  ['DELETE', `/apps/${appId}`],
  ['POST', `/organizations/${orgId}/apps`, { name: 'Second' }],
  ['PATCH', `/organizations/${orgId}`, { name: 'Taken over' }],
];

describe('a developer', () => {
  it('reads the organization, the app with its public key, usage and recent tasks', async () => {
    const app = data<{ role: string; public_key: string; redirect_urls: string[] }>(await developer.call('GET', `/apps/${appId}`));
    expect(app).toMatchObject({ role: 'developer', public_key: publicKey, redirect_urls: ['https://roles.example/linked'] });
    expect((await developer.call('GET', `/apps/${appId}/usage`)).status).toBe(200);
    expect((await developer.call('GET', `/apps/${appId}/tasks`)).status).toBe(200);
    expect((await developer.call('GET', `/apps/${appId}/tasks.csv`)).status).toBe(200);
    const org = data<{ role: string; members: unknown[]; invitations: unknown[] }>(await developer.call('GET', `/organizations/${orgId}`));
    expect(org).toMatchObject({ role: 'developer', invitations: [] });
    expect(org.members).toHaveLength(3);
  });

  it('cannot rotate or obtain keys, edit redirects, webhooks or integrations, nor create, rename or delete apps: 403 naming the role', async () => {
    for (const [method, path, body] of appChanges()) {
      const reply = await developer.call(method, path, body);
      expect({ method, path, status: reply.status, error: reply.body.error }).toEqual({ method, path, status: 403, error: 'EFORBIDDEN' });
      expect(reply.body.message).toMatch(/^only an owner or admin of the organization can .+ \(your role is developer\)$/);
      expect(JSON.stringify(reply.body)).not.toMatch(/private_key"|"secret"/);
    }
    const app = data<{ public_key: string; redirect_urls: string[]; name: string; webhook_url: null }>(await owner.call('GET', `/apps/${appId}`));
    expect(app).toMatchObject({ public_key: publicKey, redirect_urls: ['https://roles.example/linked'], name: 'Player', webhook_url: null });
  });

  it('cannot invite, change roles, remove others or delete the organization', async () => {
    const attempts: [string, string, unknown?][] = [
      ['POST', `/organizations/${orgId}/invitations`, { email: 'friend@example.com' }],
      ['PATCH', `/organizations/${orgId}/members/${ids.developer}`, { role: 'owner' }],
      ['DELETE', `/organizations/${orgId}/members/${ids.admin}`],
      ['DELETE', `/organizations/${orgId}/members/${ids.owner}`],
      ['DELETE', `/organizations/${orgId}`],
    ];
    for (const [method, path, body] of attempts) {
      expect({ path, status: (await developer.call(method, path, body)).status }).toEqual({ path, status: 403 });
    }
    expect(data<{ role: string }>(await developer.call('GET', `/organizations/${orgId}`)).role).toBe('developer');
  });
});

describe('an admin', () => {
  it('rotates keys (and so obtains the private key), edits redirects, webhooks and integrations, and manages apps', async () => {
    const rotated = data<{ private_key: string }>(await admin.call('POST', `/apps/${appId}/keys/private/rotate`));
    expect(rotated.private_key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await server.call('/v1/app/integrations', { headers: { 'x-segue-key': rotated.private_key } })).status).toBe(200);
    expect((await admin.call('PUT', `/apps/${appId}/redirect-urls`, { urls: ['https://roles.example/linked', 'https://roles.example/two'] })).status).toBe(200);
    expect(data<{ secret: string }>(await admin.call('PUT', `/apps/${appId}/webhook`, { url: 'https://roles.example/hook' })).secret).toBeTruthy();
    expect((await admin.call('PUT', `/apps/${appId}/integrations/ytmusic`, { credentials: {} })).status).toBe(200);
    expect((await admin.call('PATCH', `/apps/${appId}`, { name: 'Player' })).status).toBe(200);
    const second = data<{ id: string; private_key: string }>(await admin.call('POST', `/organizations/${orgId}/apps`, { name: 'Second' }));
    expect(second.private_key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await admin.call('DELETE', `/apps/${second.id}`)).status).toBe(200);
    expect(data<{ role: string }>(await admin.call('GET', `/apps/${appId}`)).role).toBe('admin');
  });

  it('invites developers and admins but not owners, sees pending invitations, and cannot change roles or delete the organization', async () => {
    expect((await admin.call('POST', `/organizations/${orgId}/invitations`, { email: 'dev2@example.com', role: 'developer' })).status).toBe(202);
    expect((await admin.call('POST', `/organizations/${orgId}/invitations`, { email: 'admin2@example.com', role: 'admin' })).status).toBe(202);
    const owning = await admin.call('POST', `/organizations/${orgId}/invitations`, { email: 'owner2@example.com', role: 'owner' });
    expect(owning.status).toBe(403);
    expect(owning.body.message).toBe('only an owner of the organization can invite people as owner (your role is admin)');
    const pending = data<{ invitations: { email: string }[] }>(await admin.call('GET', `/organizations/${orgId}`)).invitations;
    expect(pending.map((invitation) => invitation.email)).toEqual(['dev2@example.com', 'admin2@example.com']);
    const promote = await admin.call('PATCH', `/organizations/${orgId}/members/${ids.developer}`, { role: 'admin' });
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe('only an owner of the organization can change roles (your role is admin)');
    expect((await admin.call('DELETE', `/organizations/${orgId}/members/${ids.owner}`)).status).toBe(403);
    expect((await admin.call('DELETE', `/organizations/${orgId}`)).status).toBe(403);
  });
});

describe('an owner', () => {
  it('changes roles, and the organization always keeps an owner', async () => {
    const promoted = data<{ email: string; role: string }[]>(await owner.call('PATCH', `/organizations/${orgId}/members/${ids.developer}`, { role: 'admin' }));
    expect(promoted.find((member) => member.email === 'developer@example.com')?.role).toBe('admin');
    await owner.call('PATCH', `/organizations/${orgId}/members/${ids.developer}`, { role: 'developer' });
    expect((await owner.call('PATCH', `/organizations/${orgId}/members/${ids.developer}`, { role: 'boss' })).status).toBe(400);

    const demote = await owner.call('PATCH', `/organizations/${orgId}/members/${ids.owner}`, { role: 'admin' });
    expect(demote.status).toBe(400);
    expect(demote.body.message).toMatch(/keeps at least one owner/);
    const leave = await owner.call('DELETE', `/organizations/${orgId}/members/${ids.owner}`);
    expect(leave.status).toBe(400);
    expect(data<{ role: string }>(await owner.call('GET', `/organizations/${orgId}`)).role).toBe('owner');
  });

  it('lets an admin remove a developer, a developer leave, and only an owner remove an admin', async () => {
    const extra = await joinAs(server, owner, orgId, 'extra@example.com', 'developer');
    const members = data<{ account_id: string; email: string }[]>(await extra.call('DELETE', `/organizations/${orgId}/members/${await idOf('extra@example.com')}`));
    expect(members.map((member) => member.email)).not.toContain('extra@example.com');
    await joinAs(server, owner, orgId, 'extra2@example.com', 'developer');
    expect((await admin.call('DELETE', `/organizations/${orgId}/members/${await idOf('extra2@example.com')}`)).status).toBe(200);
    await joinAs(server, owner, orgId, 'admin3@example.com', 'admin');
    const other = await idOf('admin3@example.com');
    const refused = await admin.call('DELETE', `/organizations/${orgId}/members/${other}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('only an owner of the organization can remove admins and owners (your role is admin)');
    expect((await owner.call('DELETE', `/organizations/${orgId}/members/${other}`)).status).toBe(200);
    expect((await admin.call('DELETE', `/organizations/${orgId}/members/${ids.admin}`)).status).toBe(200);
    expect((await admin.call('GET', `/apps/${appId}`)).status).toBe(404);
  });

  it('hands the organization over: a second owner, then the first steps down', async () => {
    await owner.call('PATCH', `/organizations/${orgId}/members/${ids.developer}`, { role: 'owner' });
    const stepped = data<{ email: string; role: string }[]>(await owner.call('PATCH', `/organizations/${orgId}/members/${ids.owner}`, { role: 'admin' }));
    expect(stepped.map((member) => [member.email, member.role])).toEqual([
      ['owner@example.com', 'admin'],
      ['developer@example.com', 'owner'],
    ]);
    expect((await developer.call('PATCH', `/organizations/${orgId}/members/${ids.developer}`, { role: 'developer' })).status).toBe(400);
  });
});

async function idOf(email: string): Promise<string> {
  const members = data<{ members: { account_id: string; email: string }[] }>(await owner.call('GET', `/organizations/${orgId}`)).members;
  return members.find((member) => member.email === email)!.account_id;
}
