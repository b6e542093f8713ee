import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../runtime/logger';
import { createApp } from '../composition/create-app';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { listenForTest, type TestServer } from '../../test/support/test-server';
import { acceptToken, dashboardClient } from '../../test/support/dashboard/dashboard-client';

let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  const config = { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 1000, bodyLimitBytes: 100 * 1024, signup: 'invite' as const };
  server = await listenForTest(createApp({ services: db.services, pool: db.pool, config, log: silentLogger }));
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

const acceptUrl = (reply: { body: { data?: unknown } }) => (reply.body.data as { accept_url: string }).accept_url;

describe('SEGUE_SIGNUP=invite', () => {
  it('lets the first account of a fresh server sign up, then only the bearer of an invitation link for its address', async () => {
    const first = dashboardClient(server);
    expect((await first.signUp('operator@example.com')).status).toBe(202);
    expect((await first.call('GET', '/meta')).body.data).toMatchObject({ signup: 'invite' });

    const uninvited = await dashboardClient(server).signUp('walk-in@example.com');
    expect(uninvited.status).toBe(403);
    expect(uninvited.body.message).toBe(
      'this server creates accounts by invitation only: open the invitation link you were sent (ask an owner or admin of your organization to invite your address) and create the account from there with the invited address',
    );
    // An address that already has an account gets the same refusal: sign-up does not tell.
    expect(await dashboardClient(server).signUp('Operator@example.com')).toMatchObject({ status: 403, body: uninvited.body });

    const orgId = ((await first.call('POST', '/organizations', { name: 'Home' })).body.data as { id: string }).id;
    const token = acceptToken(acceptUrl(await first.call('POST', `/organizations/${orgId}/invitations`, { email: 'walk-in@example.com' })));
    // An invited address without its link gets the same refusal as any other: sign-up does not tell who is invited.
    expect(await dashboardClient(server).signUp('walk-in@example.com')).toMatchObject({ status: 403, body: uninvited.body });
    // Nor does the link open sign-up for another address.
    expect(await dashboardClient(server).signUp('other@example.com', undefined, token)).toMatchObject({ status: 403, body: uninvited.body });

    const invited = dashboardClient(server);
    expect((await invited.signUp('walk-in@example.com', undefined, token)).status).toBe(202);
    expect((await invited.call('POST', '/invitations/accept', { token })).status).toBe(200);
  });

  it('refuses once the invitation expired or was revoked', async () => {
    const operator = dashboardClient(server);
    await operator.call('POST', '/auth/sign-in', { email: 'operator@example.com', password: 'correct horse battery' });
    const orgId = ((await operator.call('GET', '/organizations')).body.data as { id: string }[])[0]!.id;
    const slow = acceptToken(acceptUrl(await operator.call('POST', `/organizations/${orgId}/invitations`, { email: 'slow@example.com' })));
    await db.pool.query(`UPDATE organization_invitations SET expires_at = now() - interval '1 second' WHERE email = 'slow@example.com'`);
    expect((await dashboardClient(server).signUp('slow@example.com', undefined, slow)).status).toBe(403);
    const revoked = (await operator.call('POST', `/organizations/${orgId}/invitations`, { email: 'gone@example.com' })).body.data as { id: string; accept_url: string };
    await operator.call('DELETE', `/organizations/${orgId}/invitations/${revoked.id}`);
    expect((await dashboardClient(server).signUp('gone@example.com', undefined, acceptToken(revoked.accept_url))).status).toBe(403);
  });
});
