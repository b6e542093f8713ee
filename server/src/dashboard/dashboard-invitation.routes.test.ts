import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { acceptToken, dashboardClient, startDashboardServer, type DashboardClient, type Reply } from '../../test/support/dashboard/dashboard-client';
import { joinAs, organizationWithApp } from '../../test/support/dashboard/organization-roles';

let db: TestDatabase;
let server: TestServer;
let owner: DashboardClient;
let orgId: string;
let appId: string;

const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;
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

type Received = { id: string; organization_name: string; role: string; invited_by: string; expires_at: string };
type Sent = { id: string; email: string; role: string; accept_url?: string };

async function invite(email: string, role = 'developer'): Promise<{ reply: Reply; token: string }> {
  const reply = await owner.call('POST', `/organizations/${orgId}/invitations`, { email, role });
  expect(reply.status).toBe(202);
  return { reply, token: acceptToken(data<Sent>(reply).accept_url!) };
}

describe('an invitation', () => {
  it('cannot be squatted: an account with the invited address but without the accept link gets nothing', async () => {
    // Sign-up is open here: anyone may create an account with any address, the invited one too.
    const squatter = await signedUp('squatted@example.com');
    await invite('squatted@example.com', 'admin');
    // Nothing to list, nothing to take by the invitation's id, no organization, no app.
    expect((await squatter.call('GET', '/invitations')).status).toBe(404);
    const pending = data<{ invitations: { id: string; email: string }[] }>(await owner.call('GET', `/organizations/${orgId}`)).invitations;
    const id = pending.find((entry) => entry.email === 'squatted@example.com')!.id;
    expect((await squatter.call('POST', `/invitations/${id}/accept`)).status).toBe(404);
    expect((await squatter.call('POST', '/invitations/accept', { token: 'a'.repeat(43) })).status).toBe(404);
    expect(data<unknown[]>(await squatter.call('GET', '/organizations'))).toEqual([]);
    expect((await squatter.call('GET', `/apps/${appId}`)).status).toBe(404);
  });

  it('without SMTP answers the accept link once, to the inviter; it works once, only for the account of that address', async () => {
    const invitee = await signedUp('invitee@example.com');
    const intruder = await signedUp('intruder@example.com');
    const { reply, token } = await invite('invitee@example.com', 'admin');
    expect(data<Sent>(reply).accept_url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/dashboard\/invitation#token=[A-Za-z0-9_-]{43}$/);
    expect(reply.body.message).toMatch(/this server sends no e-mail, so hand invitee@example.com this accept link \(shown only now\)/);
    // Shown once: the organization's page lists the invitation without it.
    const listed = data<{ invitations: Record<string, unknown>[] }>(await owner.call('GET', `/organizations/${orgId}`)).invitations;
    expect(listed.every((entry) => !('accept_url' in entry))).toBe(true);
    // Only its token's SHA-256 is stored.
    const stored = await db.pool.query<{ accept_token_hash: Buffer }>(`SELECT accept_token_hash FROM organization_invitations WHERE email = 'invitee@example.com'`);
    expect(stored.rows[0]!.accept_token_hash.equals(createHash('sha256').update(token).digest())).toBe(true);

    expect(data<unknown[]>(await invitee.call('GET', '/organizations'))).toEqual([]);
    // Another account holding the link gets nothing.
    const stolen = await intruder.call('POST', '/invitations/accept', { token });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toMatch(/^no pending invitation of this link for the account signed in/);
    expect((await intruder.call('POST', '/invitations/preview', { token })).status).toBe(404);
    expect((await intruder.call('GET', `/apps/${appId}`)).status).toBe(404);
    // Nor can a request without the CSRF token accept it for the invitee.
    expect((await invitee.call('POST', '/invitations/accept', { token }, { 'x-csrf-token': 'forged' })).status).toBe(403);

    const preview = data<Received>(await invitee.call('POST', '/invitations/preview', { token }));
    expect(preview).toMatchObject({ organization_name: 'Inviting', role: 'admin', invited_by: 'owner@example.com' });
    expect(new Date(preview.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
    const accepted = await invitee.call('POST', '/invitations/accept', { token });
    expect(accepted.body).toMatchObject({ data: { organization_id: orgId, role: 'admin' } });
    expect(data<{ id: string; role: string }[]>(await invitee.call('GET', '/organizations'))).toEqual([expect.objectContaining({ id: orgId, role: 'admin' })]);
    expect((await invitee.call('POST', '/invitations/accept', { token })).status).toBe(404);
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
    // A later sign-up with the invited address accepts with the link.
    const later = await signedUp('no-account@example.com');
    expect((await later.call('POST', '/invitations/accept', { token: acceptToken(data<Sent>(missing).accept_url!) })).status).toBe(200);
  });

  it('sent again, replaces the earlier link', async () => {
    const twice = await signedUp('twice@example.com');
    const first = await invite('twice@example.com');
    const second = await invite('twice@example.com');
    expect((await twice.call('POST', '/invitations/accept', { token: first.token })).status).toBe(404);
    expect((await twice.call('POST', '/invitations/accept', { token: second.token })).status).toBe(200);
  });

  it('can be declined with its link, and revoked by an owner or admin but not a developer', async () => {
    const decliner = await signedUp('decliner@example.com');
    const declined = await invite('decliner@example.com');
    expect((await decliner.call('POST', '/invitations/decline', { token: declined.token })).status).toBe(200);
    expect((await decliner.call('POST', '/invitations/accept', { token: declined.token })).status).toBe(404);

    const developer = await joinAs(server, owner, orgId, 'dev@example.com', 'developer');
    const revokee = await signedUp('revokee@example.com');
    const { reply, token } = await invite('revokee@example.com');
    const pendingId = data<Sent>(reply).id;
    expect((await developer.call('DELETE', `/organizations/${orgId}/invitations/${pendingId}`)).status).toBe(403);
    expect((await owner.call('DELETE', `/organizations/${orgId}/invitations/${pendingId}`)).status).toBe(200);
    expect((await revokee.call('POST', '/invitations/accept', { token })).status).toBe(404);
    expect((await owner.call('DELETE', `/organizations/${orgId}/invitations/${pendingId}`)).status).toBe(404);
  });

  it('expires', async () => {
    const late = await signedUp('late@example.com');
    const { reply, token } = await invite('late@example.com');
    await db.pool.query(`UPDATE organization_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [data<Sent>(reply).id]);
    expect(data<{ invitations: { email: string }[] }>(await owner.call('GET', `/organizations/${orgId}`)).invitations.map((entry) => entry.email)).not.toContain('late@example.com');
    const answer = await late.call('POST', '/invitations/accept', { token });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/expired, was used or was sent again: ask for a new one/);
  });

  it('refuses an address that is already a member, and a malformed one', async () => {
    const member = await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'Owner@Example.com' });
    expect(member.status).toBe(400);
    expect(member.body.message).toMatch(/already a member/);
    expect((await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'not an address' })).status).toBe(400);
    expect((await owner.call('POST', `/organizations/${orgId}/invitations`, { email: 'x@example.com', role: 'boss' })).status).toBe(400);
  });
});

describe('an invitation on a server with SMTP', () => {
  it('mails the accept link to the address and never shows it to the inviter', async () => {
    const inbox: { to: string; text: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        simpleParser(stream).then((parsed) => {
          inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), text: parsed.text ?? '' });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const mailing = await startDashboardServer(db, db.services, false, 'https://segue.example', {
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      mailFrom: 'Segue <segue@segue.example>',
    });
    try {
      const { owner: inviter, organizationId } = await organizationWithApp(mailing, 'mail-owner@example.com', 'Mailing');
      const reply = await inviter.call('POST', `/organizations/${organizationId}/invitations`, { email: 'mailed@example.com', role: 'admin' });
      expect(reply.status).toBe(202);
      expect(reply.body.data).not.toHaveProperty('accept_url');
      expect(reply.body.message).toMatch(/an accept link is on its way to mailed@example\.com/);
      const mail = await vi.waitFor(() => {
        const found = inbox.find((entry) => entry.to === 'mailed@example.com');
        if (!found) throw new Error('no mail yet');
        return found;
      }, { timeout: 10_000, interval: 50 });
      const token = /https:\/\/segue\.example\/dashboard\/invitation#token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      expect(token).toBeDefined();
      const invitee = dashboardClient(mailing);
      await invitee.signUp('mailed@example.com');
      expect((await invitee.call('POST', '/invitations/accept', { token })).body).toMatchObject({ data: { organization_id: organizationId, role: 'admin' } });
    } finally {
      await mailing.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
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
