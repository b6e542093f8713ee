import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { acceptToken, dashboardClient, startDashboardServer, type DashboardClient } from '../../test/support/dashboard/dashboard-client';

let db: TestDatabase;
let server: TestServer;
let ada: DashboardClient;
let grace: DashboardClient;

const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startDashboardServer(db);
  ada = dashboardClient(server);
  grace = dashboardClient(server);
  await ada.signUp('ada@example.com');
  await grace.signUp('grace@example.com');
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe('organization names are unique per account, not per server', () => {
  it('lets two accounts each have an organization named "Acme", and neither sees the other', async () => {
    const mine = await ada.call('POST', '/organizations', { name: 'Acme' });
    const theirs = await grace.call('POST', '/organizations', { name: 'Acme' });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(data<{ id: string }>(mine).id).not.toBe(data<{ id: string }>(theirs).id);
    expect(data<{ name: string }[]>(await grace.call('GET', '/organizations')).map((org) => org.name)).toEqual(['Acme']);
  });

  it('refuses a second "Acme" for the same account with a 409 that says what to fix', async () => {
    const again = await ada.call('POST', '/organizations', { name: ' Acme ' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'EBADREQUEST', status: 409, message: 'you already belong to an organization named "Acme": choose another name' });
    expect(data<unknown[]>(await ada.call('GET', '/organizations'))).toHaveLength(1);
  });

  it("renames to another tenant's name freely, but not to a name the account (or a fellow member) already has", async () => {
    const labs = data<{ id: string }>(await grace.call('POST', '/organizations', { name: 'Labs' })).id;
    expect((await ada.call('POST', '/organizations', { name: 'Labs' })).status).toBe(201);
    const other = data<{ id: string }>(await ada.call('POST', '/organizations', { name: 'Other' })).id;
    const taken = await ada.call('PATCH', `/organizations/${other}`, { name: 'Acme' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('you or another member of this organization already belong to an organization named "Acme": choose another name');
    expect(data<{ name: string }>(await ada.call('PATCH', `/organizations/${other}`, { name: 'Widgets' })).name).toBe('Widgets');

    // Grace joins Ada's "Widgets": renaming it to "Labs" would give Grace two organizations of that name.
    const invited = await ada.call('POST', `/organizations/${other}/invitations`, { email: 'grace@example.com', role: 'admin' });
    const token = acceptToken(data<{ accept_url: string }>(invited).accept_url);
    expect((await grace.call('POST', '/invitations/accept', { token })).status).toBe(200);
    expect((await grace.call('PATCH', `/organizations/${other}`, { name: 'Labs' })).status).toBe(409);
    expect((await grace.call('PATCH', `/organizations/${labs}`, { name: 'Labs 2' })).status).toBe(200);
  });

  it("keeps the CLI's organizations apart: the default and sandbox names still find the operator's own", async () => {
    await ada.call('POST', '/organizations', { name: 'default' });
    const operatorDefault = await db.services.organizations.resolveOrDefault(undefined);
    expect(await db.services.organizations.resolveOrDefault(undefined)).toEqual(operatorDefault);
    // A name two organizations share is named by id on the CLI.
    await expect(db.services.organizations.resolve('default')).rejects.toThrow(/2 organizations are named "default": name one by its id/);
    await expect(db.services.organizations.resolve(operatorDefault.id)).resolves.toEqual(operatorDefault);
    await expect(db.services.organizations.create('default')).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/already made with the CLI: choose another name/) });
  });
});
