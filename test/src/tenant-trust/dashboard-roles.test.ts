/**
 * The dashboard's medium findings of the tenant-trust attack run, rerun against a real server
 * process in production mode (so SEGUE_SIGNUP defaults to invite):
 * - a member below admin rotating and so reading the private key, editing redirects and
 *   webhooks, deleting the app;
 * - forced membership: inviting any address added it at once, without the invitee's consent,
 *   under whatever organization name the inviter chose;
 * - account enumeration: inviting answered differently for addresses with and without an
 *   account, with no limit on how many addresses could be tried;
 * - squatting: whoever had an account with the invited address could accept; now only the
 *   bearer of the accept link (handed over by the inviter: this server sends no mail) can.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const PASSWORD = 'a long enough passphrase';

interface Reply {
  status: number;
  headers: Headers;
  body: { data?: unknown; error?: string; message?: string };
}

let dir: string;
let server: ServerProcess;

/** A browser-like session: keeps the cookie and sends the CSRF token on changes. */
function session() {
  let cookie = '';
  let csrf = '';
  const call = async (method: string, route: string, body?: unknown): Promise<Reply> => {
    const response = await fetch(`${server.url}/dashboard/api${route}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    const parsed = (await response.json()) as Reply['body'];
    const token = (parsed.data as { csrf_token?: unknown } | undefined)?.csrf_token;
    if (typeof token === 'string') csrf = token;
    return { status: response.status, headers: response.headers, body: parsed };
  };
  /** Signs up (with an accept link's token where sign-up is by invitation), then signs in; the sign-up's reply. */
  const signUp = async (email: string, invitation?: string) => {
    const reply = await call('POST', '/auth/sign-up', { email, password: PASSWORD, ...(invitation ? { invitation } : {}) });
    if (reply.status === 202) await call('POST', '/auth/sign-in', { email, password: PASSWORD });
    return reply;
  };
  return { call, signUp };
}
type Session = ReturnType<typeof session>;

const data = <T>(reply: Reply) => reply.body.data as T;
const tokenOf = (reply: Reply) => new URL(data<{ accept_url: string }>(reply).accept_url).hash.replace(/^#token=/, '');

/** Invites `email` into the organization and has that account sign up and accept with the link's token. */
async function bringIn(inviter: Session, orgId: string, email: string, role: string): Promise<Session> {
  const sent = await inviter.call('POST', `/organizations/${orgId}/invitations`, { email, role });
  expect(sent.status).toBe(202);
  const token = tokenOf(sent);
  const member = session();
  expect((await member.signUp(email, token)).status).toBe(202);
  expect((await member.call('POST', '/invitations/accept', { token })).status).toBe(200);
  return member;
}

let operator: Session;
let orgId: string;
let app: { id: string; public_key: string; private_key: string };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-tenant-dashboard-'));
  await chmod(dir, 0o711);
  server = await startServerProcess({
    NODE_ENV: 'production',
    SEGUE_DATA_DIR: dir,
    SEGUE_PUBLIC_URL: 'http://127.0.0.1:0',
    SEGUE_SECRET_KEY: randomBytes(32).toString('base64'),
  });
  operator = session();
  // The first account of a fresh server may sign up even by invitation only.
  expect((await operator.signUp('operator@acme.example')).status).toBe(202);
  orgId = data<{ id: string }>(await operator.call('POST', '/organizations', { name: 'Acme' })).id;
  app = data<typeof app>(await operator.call('POST', `/organizations/${orgId}/apps`, { name: 'Player', redirect_urls: ['https://acme.example/linked'] }));
});

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('dashboard roles against a server process', () => {
  it('a developer cannot rotate or read keys, edit redirects or webhooks, nor delete the app', async () => {
    const developer = await bringIn(operator, orgId, 'dev@acme.example', 'developer');
    const attacks: [string, string, unknown?][] = [
      ['POST', `/apps/${app.id}/keys/private/rotate`],
      ['POST', `/apps/${app.id}/keys/public/rotate`],
      ['PUT', `/apps/${app.id}/redirect-urls`, { urls: ['https://evil.example/steal'] }],
      ['PUT', `/apps/${app.id}/webhook`, { url: 'https://evil.example/hook' }],
      ['PUT', `/apps/${app.id}/integrations/ytmusic`, { credentials: {} }],
      ['DELETE', `/apps/${app.id}`],
    ];
    for (const [method, route, body] of attacks) {
      const reply = await developer.call(method, route, body);
      expect({ route, status: reply.status }).toEqual({ route, status: 403 });
      expect(reply.body.message).toMatch(/only an owner or admin of the organization can .* \(your role is developer\)/);
      expect(JSON.stringify(reply.body)).not.toContain('private_key');
    }
    // Nothing changed: the original keys still work and the allow-list is the operator's.
    expect((await fetch(`${server.url}/v1/app/integrations`, { headers: { 'x-segue-key': app.private_key } })).status).toBe(200);
    expect((await fetch(`${server.url}/v1/app`, { headers: { 'x-segue-public-key': app.public_key } })).status).toBe(200);
    expect(data<{ redirect_urls: string[]; webhook_url: null }>(await operator.call('GET', `/apps/${app.id}`))).toMatchObject({
      redirect_urls: ['https://acme.example/linked'],
      webhook_url: null,
    });
    // What a developer needs still works.
    expect(data<{ public_key: string }>(await developer.call('GET', `/apps/${app.id}`)).public_key).toBe(app.public_key);
  });

  it('an invitation forces nobody into an organization: only the invitee, signed in, can accept it', async () => {
    const victim = await bringIn(operator, orgId, 'victim@acme.example', 'developer');
    const phishOrg = data<{ id: string }>(await operator.call('POST', '/organizations', { name: 'Acme Security Team' })).id;
    const attacker = await bringIn(operator, phishOrg, 'attacker@evil.example', 'owner');

    const sent = await attacker.call('POST', `/organizations/${phishOrg}/invitations`, { email: 'victim@acme.example', role: 'owner' });
    expect(sent.status).toBe(202);
    const invitationId = data<{ id: string }>(sent).id;
    expect(data<{ name: string }[]>(await victim.call('GET', '/organizations')).map((org) => org.name)).toEqual(['Acme']);
    // The attacker holds the invitation's id and its link but cannot accept it for the victim.
    expect((await attacker.call('POST', `/invitations/${invitationId}/accept`)).status).toBe(404);
    expect((await attacker.call('POST', '/invitations/accept', { token: tokenOf(sent) })).status).toBe(404);
    const members = data<{ members: { email: string }[] }>(await attacker.call('GET', `/organizations/${phishOrg}`)).members;
    expect(members.map((member) => member.email)).not.toContain('victim@acme.example');
    // The victim, given the link, sees from whom it is and declines.
    const pending = data<{ organization_name: string; invited_by: string }>(await victim.call('POST', '/invitations/preview', { token: tokenOf(sent) }));
    expect(pending).toMatchObject({ organization_name: 'Acme Security Team', invited_by: 'attacker@evil.example' });
    expect((await victim.call('POST', '/invitations/decline', { token: tokenOf(sent) })).status).toBe(200);
    expect(data<unknown[]>(await victim.call('GET', '/organizations'))).toHaveLength(1);
  });

  it('an invitation cannot be squatted: signing up with the invited address gains nothing without the link', async () => {
    const sent = await operator.call('POST', `/organizations/${orgId}/invitations`, { email: 'squatted@acme.example', role: 'admin' });
    expect(sent.status).toBe(202);
    const squatter = session();
    // By invitation only, the address alone opens no account...
    expect((await squatter.signUp('squatted@acme.example')).status).toBe(403);
    // ...and an account made with the link for another address neither.
    expect((await squatter.signUp('squatter@evil.example', tokenOf(sent))).status).toBe(403);
    expect((await squatter.call('GET', '/organizations')).status).toBe(401);
  });

  it('inviting and signing up do not tell which addresses have accounts, and inviting is rate limited', async () => {
    const prober = await bringIn(operator, orgId, 'prober@acme.example', 'admin');
    const invite = (email: string) => prober.call('POST', `/organizations/${orgId}/invitations`, { email });
    const shape = (reply: Reply, email: string) => ({
      status: reply.status,
      message: reply.body.message?.replace(email, '<email>'),
      fields: Object.keys(reply.body.data as object).sort(),
    });
    const known = await invite('operator2@acme.example');
    const unknown = await invite('ghost@acme.example');
    expect(shape(known, 'operator2@acme.example')).toEqual(shape(unknown, 'ghost@acme.example'));

    // By invitation only, an uninvited address is refused the same way whether or not it has an account.
    const taken = await session().signUp('operator@acme.example');
    const free = await session().signUp('nobody@acme.example');
    expect(taken.status).toBe(403);
    expect(shape({ ...taken, body: { ...taken.body, data: {} } }, 'operator@acme.example')).toEqual(
      shape({ ...free, body: { ...free.body, data: {} } }, 'nobody@acme.example'),
    );
    expect(free.body.message).toMatch(/by invitation only: open the invitation link you were sent/);
    // An invited address without its link is refused the same way too: sign-up does not tell who is invited.
    const invitedNoLink = await session().signUp('ghost@acme.example');
    expect(invitedNoLink.body.message?.replace('ghost@acme.example', '<email>')).toBe(free.body.message?.replace('nobody@acme.example', '<email>'));

    // Acme has spent 6 of its 20 invitations an hour (4 by the operator, 2 above): 14 more pass.
    let accepted = 0;
    let limited = await invite('probe0@acme.example');
    while (limited.status === 202 && accepted < 30) {
      accepted += 1;
      limited = await invite(`probe${accepted}@acme.example`);
    }
    expect(accepted).toBe(14);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/too many invitations/);
  });
});
