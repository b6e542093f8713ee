import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { dashboardClient, startDashboardServer, type DashboardClient } from '../../test/support/dashboard/dashboard-client';
import { joinAs } from '../../test/support/dashboard/organization-roles';

let db: TestDatabase;
let server: TestServer;
let receiver: Server;
let receiverUrl: string;
let client: DashboardClient;
let appId: string;
let orgId: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let answer = 204;

beforeAll(async () => {
  db = await createTestDatabase();
  // Sandbox mode: loopback webhook receivers are allowed.
  server = await startDashboardServer(db, db.services, true);
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer, answer === 302 ? { location: 'http://127.0.0.1:1/' } : {}).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  client = dashboardClient(server);
  await client.signUp('hooks@example.com');
  const org = (await client.call('POST', '/organizations', { name: 'Hooks' })).body.data as { id: string };
  orgId = org.id;
  appId = ((await client.call('POST', `/organizations/${org.id}/apps`, { name: 'Hooked' })).body.data as { id: string }).id;
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await server?.close();
  await db?.close();
});

/** Standard Webhooks verification, written from the spec rather than with the sender's helper. */
function verify(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`).digest('base64');
  return String(headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
}

describe('send test event (sandbox mode)', () => {
  it('POSTs a signed webhook.test event that verifies with the secret shown once', async () => {
    const { secret } = (await client.call('PUT', `/apps/${appId}/webhook`, { url: receiverUrl })).body.data as { secret: string };
    const reply = await client.call('POST', `/apps/${appId}/webhook/test`);
    expect(reply.body.data).toMatchObject({ ok: true, status: 204 });
    const event = received.at(-1)!;
    expect(JSON.parse(event.body)).toMatchObject({ type: 'webhook.test', data: { app_id: appId } });
    expect(event.headers['content-type']).toMatch(/application\/json/);
    expect(verify(secret, event.headers, event.body)).toBe(true);
    expect(verify(`${secret.slice(0, -4)}AAA=`, event.headers, event.body)).toBe(false);
  });

  it('reports a redirect as not delivered, without following it', async () => {
    answer = 302;
    const before = received.length;
    const reply = await client.call('POST', `/apps/${appId}/webhook/test`);
    expect(reply.body.data).toMatchObject({ ok: false, status: 302 });
    expect(received.length).toBe(before + 1);
    answer = 204;
  });
});

describe('the delivery log', () => {
  it('lists the app’s attempts to every member, and lets only owners and admins redeliver one of its own events', async () => {
    expect(await client.call('GET', `/apps/${appId}/webhook/deliveries`)).toMatchObject({ status: 200, body: { data: [] } });
    const unknown = await client.call('POST', `/apps/${appId}/webhook/deliveries/msg_unknown/redeliver`);
    expect(unknown).toMatchObject({ status: 404, body: { error: 'ENOTFOUND', message: 'no webhook event msg_unknown for this app' } });

    const developer = await joinAs(server, client, orgId, 'hooks-dev@example.com', 'developer');
    expect((await developer.call('GET', `/apps/${appId}/webhook/deliveries`)).status).toBe(200);
    const refused = await developer.call('POST', `/apps/${appId}/webhook/deliveries/msg_unknown/redeliver`);
    expect(refused).toMatchObject({ status: 403, body: { message: 'only an owner or admin of the organization can redeliver webhook events (your role is developer)' } });

    const stranger = dashboardClient(server);
    await stranger.signUp('hooks-stranger@example.com');
    expect((await stranger.call('GET', `/apps/${appId}/webhook/deliveries`)).status).toBe(404);
  });
});
