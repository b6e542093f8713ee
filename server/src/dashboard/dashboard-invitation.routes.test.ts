import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { dashboardClient, startDashboardServer, type DashboardClient, type Reply } from '../../test/support/dashboard/dashboard-client';
import { joinAs, organizationWithApp } from '../../test/support/dashboard/organization-roles';

let db: TestDatabase;
let server: TestServer;
let owner: DashboardClient;
let orgId: string;
let appId: string;

const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;
type Received = { id: string; organization_name: string; role: string; invited_by: string; expires_at: string };

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startDashboardServer(db);
  const created = await organizationWithApp(server, 'owner@example.com', 'Inviting');
  ({ owner, organizationId: orgId } = created);
  appId = created.app.id;
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

async function signedUp(email: string): Promise<DashboardClient> {
  const client = dashboardClient(server);
  await client.signUp(email);
  return client;
}

describe('an invitation', () => {
  it('gives no access until the invitee, signed in as that address, accepts it', async () => {
    const invitee = await signedUp('invitee@example.com');
    const intruder = await signedUp('intruder@example.com');
    expect((await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'invitee@example.com', role: 'admin' })).status).toBe(202);

    expect(data<unknown[]>(await invitee.call('GET', '/organizations'))).toEqual([]);
    expect((await invitee.call('GET', `/apps/${appId}`)).status).toBe(404);
    const [received] = data<Received[]>(await invitee.call('GET', '/invitations'));
    expect(received).toMatchObject({ organization_name: 'Inviting', role: 'admin', invited_by: 'owner@example.com' });
    expect(new Date(received!.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);

    // Another account cannot see or take it, even knowing its id.
    expect(data<unknown[]>(await intruder.call('GET', '/invitations'))).toEqual([]);
    const stolen = await intruder.call('POST', `/invitations/${received!.id}/accept`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toMatch(/no pending invitation .* for this account/);
    expect((await intruder.call('GET', `/apps/${appId}`)).status).toBe(404);
    // Nor can a request without the CSRF token accept it for the invitee.
    const forged = await invitee.call('POST', `/invitations/${received!.id}/accept`, undefined, { 'x-csrf-token': 'forged' });
    expect(forged.status).toBe(403);

    const accepted = await invitee.call('POST', `/invitations/${received!.id}/accept`);
    expect(accepted.body).toMatchObject({ data: { organization_id: orgId, role: 'admin' } });
    expect(data<{ id: string; role: string }[]>(await invitee.call('GET', '/organizations'))).toEqual([expect.objectContaining({ id: orgId, role: 'admin' })]);
    expect((await invitee.call('POST', `/invitations/${received!.id}/accept`)).status).toBe(404);
  });

  it('answers the same whether or not the address has an account, and never looks it up', async () => {
    await signedUp('has-account@example.com');
    const shape = (reply: Reply, email: string) => ({
      status: reply.status,
      message: reply.body.message?.replace(email, '<email>'),
      keys: Object.keys(reply.body.data as object).sort(),
      role: (reply.body.data as { role: string }).role,
    });
    const existing = await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'has-account@example.com' });
    const missing = await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'no-account@example.com' });
    expect(shape(existing, 'has-account@example.com')).toEqual(shape(missing, 'no-account@example.com'));
    expect(existing.status).toBe(202);
    expect(existing.body.message).toMatch(/^Invitation recorded/);
    // A later sign-up with the invited address finds the invitation waiting.
    const later = await signedUp('no-account@example.com');
    expect(data<Received[]>(await later.call('GET', '/invitations'))).toHaveLength(1);
  });

  it('can be declined, and revoked by an owner or admin but not a developer', async () => {
    const decliner = await signedUp('decliner@example.com');
    await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'decliner@example.com' });
    const [declined] = data<Received[]>(await decliner.call('GET', '/invitations'));
    expect((await decliner.call('POST', `/invitations/${declined!.id}/decline`)).status).toBe(200);
    expect((await decliner.call('POST', `/invitations/${declined!.id}/accept`)).status).toBe(404);

    const developer = await joinAs(server, owner, orgId, 'dev@example.com', 'developer');
    const revokee = await signedUp('revokee@example.com');
    await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'revokee@example.com' });
    const [pending] = data<Received[]>(await revokee.call('GET', '/invitations'));
    expect((await developer.call('DELETE', `/organizations/${orgId}/invitations/${pending!.id}`)).status).toBe(403);
    expect((await owner.call('DELETE', `/organizations/${orgId}/invitations/${pending!.id}`)).status).toBe(200);
    expect((await revokee.call('POST', `/invitations/${pending!.id}/accept`)).status).toBe(404);
    expect((await owner.call('DELETE', `/organizations/${orgId}/invitations/${pending!.id}`)).status).toBe(404);
  });

  it('expires', async () => {
    const late = await signedUp('late@example.com');
    await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'late@example.com' });
    const [invitation] = data<Received[]>(await late.call('GET', '/invitations'));
    await db.pool.query(`UPDATE organization_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [invitation!.id]);
    expect(data<unknown[]>(await late.call('GET', '/invitations'))).toEqual([]);
    expect(data<{ invitations: { email: string }[] }>(await owner.call('GET', `/organizations/${orgId}`)).invitations.map((entry) => entry.email)).not.toContain('late@example.com');
    const reply = await late.call('POST', `/invitations/${invitation!.id}/accept`);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toMatch(/expired or been revoked, ask for a new one/);
  });

  it('refuses an address that is already a member, and a malformed one', async () => {
    const member = await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'Owner@Example.com' });
    expect(member.status).toBe(400);
    expect(member.body.message).toMatch(/already a member/);
    expect((await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'not an address' })).status).toBe(400);
    expect((await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'x@example.com', role: 'boss' })).status).toBe(400);
  });
});

describe('the invitation rate limit', () => {
  const invite = (client: DashboardClient, org: string, n: number, prefix: string) =>
    client.call('POST', `/organizations/${org}/invitations`, { email: `${prefix}${n}@example.com` });

  it('allows 20 an hour per inviter, then answers 429 with Retry-After', async () => {
    const { owner: busy, organizationId } = await organizationWithApp(server, 'busy@example.com', 'Busy');
    for (let n = 0; n < 20; n += 1) expect((await invite(busy, organizationId, n, 'busy')).status).toBe(202);
    const limited = await invite(busy, organizationId, 20, 'busy');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^too many invitations from this account \(20 an hour\): try again in \d+ minutes$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('allows 20 an hour per organization across its inviters', async () => {
    const { owner: first, organizationId } = await organizationWithApp(server, 'first@example.com', 'Shared budget');
    const second = await joinAs(server, first, organizationId, 'second@example.com', 'admin');
    for (let n = 0; n < 9; n += 1) expect((await invite(first, organizationId, n, 'a')).status).toBe(202);
    for (let n = 0; n < 10; n += 1) expect((await invite(second, organizationId, n, 'b')).status).toBe(202);
    const limited = await invite(second, organizationId, 10, 'b');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/for this organization/);
  });

  it("is not spent by people outside the organization or without the right to invite", async () => {
    const { owner: target, organizationId } = await organizationWithApp(server, 'target@example.com', 'Target');
    const outsider = await signedUp('outsider@example.com');
    const developer = await joinAs(server, target, organizationId, 'target-dev@example.com', 'developer');
    for (let n = 0; n < 21; n += 1) {
      expect((await invite(outsider, organizationId, n, 'o')).status).toBe(404);
      expect((await invite(developer, organizationId, n, 'd')).status).toBe(403);
    }
    expect((await invite(target, organizationId, 0, 't')).status).toBe(202);
  });
});
