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
let appId: string;
let publicKey: string;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startDashboardServer(db);
  const created = await organizationWithApp(server, 'owner@example.com', 'Origins');
  owner = created.owner;
  ({ id: appId, public_key: publicKey } = created.app);
  admin = await joinAs(server, owner, created.organizationId, 'admin@example.com', 'admin');
  developer = await joinAs(server, owner, created.organizationId, 'developer@example.com', 'developer');
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

const origins = (reply: { body: { data?: unknown } }) => (reply.body.data as { allowed_origins: string[] }).allowed_origins;

describe("an app's allowed origins on the dashboard", () => {
  it('are edited by owners and admins, and take effect on the public-key routes at once', async () => {
    expect(origins(await developer.call('GET', `/apps/${appId}`))).toEqual([]);
    const saved = await admin.call('PUT', `/apps/${appId}/allowed-origins`, { origins: ['https://Shop.example', ' ', 'http://localhost:5173/'] });
    expect(saved.status).toBe(200);
    expect(origins(saved)).toEqual(['https://shop.example', 'http://localhost:5173']);

    const task = (origin: string) => server.call('/v1/task/00000000-0000-4000-8000-000000000000', { headers: { origin, 'x-segue-public-key': publicKey } });
    expect((await task('https://shop.example')).headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect((await task('https://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull();

    expect(origins(await owner.call('PUT', `/apps/${appId}/allowed-origins`, { origins: [] }))).toEqual([]);
    expect((await task('https://elsewhere.example')).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuse a developer with 403, and a path or wildcard with 400', async () => {
    const refused = await developer.call('PUT', `/apps/${appId}/allowed-origins`, { origins: ['https://dev.example'] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('only an owner or admin of the organization can edit allowed origins (your role is developer)');
    const path = await admin.call('PUT', `/apps/${appId}/allowed-origins`, { origins: ['https://shop.example/app'] });
    expect(path.status).toBe(400);
    expect(path.body.message).toMatch(/without path/);
    expect((await admin.call('PUT', `/apps/${appId}/allowed-origins`, { origins: ['*'] })).body.message).toMatch(/without wildcards/);
    expect(origins(await developer.call('GET', `/apps/${appId}`))).toEqual([]);
  });
});
