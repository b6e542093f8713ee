import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { dashboardClient, PASSWORD, startDashboardServer } from '../../test/support/dashboard/dashboard-client';

interface Mail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

let db: TestDatabase;
let smtp: SMTPServer;
let server: TestServer;
let mailless: TestServer;
const inbox: Mail[] = [];
const NEW_PASSWORD = 'a brand new passphrase';

beforeAll(async () => {
  db = await createTestDatabase();
  // A real SMTP server on loopback: nodemailer speaks to it as to any mail server.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), from: parsed.from?.text ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startDashboardServer(db, db.services, false, 'https://segue.example', { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Segue <segue@segue.example>' });
  mailless = await startDashboardServer(db);
});

afterAll(async () => {
  await server?.close();
  await mailless?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await db?.close();
});

const mailTo = (address: string) => vi.waitFor(() => {
  const mail = inbox.find((entry) => entry.to === address);
  if (!mail) throw new Error(`no mail to ${address} yet`);
  return mail;
}, { timeout: 10_000, interval: 50 });

const tokenOf = (text: string) => /https:\/\/segue\.example\/dashboard\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('password reset by e-mail', () => {
  it('answers the same for any address and mails a single-use link, stored only as a hash, to an account’s address', async () => {
    const owner = dashboardClient(server);
    await owner.signUp('forgetful@example.com');
    const meta = (await owner.call('GET', '/meta')).body.data as { password_reset: string };
    expect(meta.password_reset).toBe('email');

    const anonymous = dashboardClient(server);
    const unknown = await anonymous.call('POST', '/auth/password-reset', { email: 'nobody@example.com' });
    const known = await anonymous.call('POST', '/auth/password-reset', { email: ' Forgetful@Example.com ' });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);

    const mail = await mailTo('forgetful@example.com');
    expect(mail.subject).toBe('Reset your Segue password');
    expect(mail.from).toBe('"Segue" <segue@segue.example>');
    const token = tokenOf(mail.text)!;
    expect(token).toBeDefined();
    expect(inbox.map((entry) => entry.to)).toEqual(['forgetful@example.com']);
    const stored = await db.pool.query<{ token_hash: Buffer }>('SELECT token_hash FROM password_resets');
    expect(stored.rows.map((row) => row.token_hash.toString('hex'))).toEqual([createHash('sha256').update(token).digest('hex')]);

    // A password the rules refuse leaves the link usable.
    const weak = await anonymous.call('POST', '/auth/password-reset/complete', { token, password: 'short' });
    expect(weak).toMatchObject({ status: 400, body: { message: 'the password must be at least 10 characters long' } });

    const done = await anonymous.call('POST', '/auth/password-reset/complete', { token, password: NEW_PASSWORD });
    expect(done).toMatchObject({ status: 200, body: { message: 'Password changed: signed in', data: { account: { email: 'forgetful@example.com' } } } });
    expect((await anonymous.call('GET', '/session')).status).toBe(200);
    // The sessions opened before the reset are over; the new password signs in, the old one not.
    expect((await owner.call('GET', '/session')).status).toBe(401);
    expect((await dashboardClient(server).call('POST', '/auth/sign-in', { email: 'forgetful@example.com', password: NEW_PASSWORD })).status).toBe(200);
    expect((await dashboardClient(server).call('POST', '/auth/sign-in', { email: 'forgetful@example.com', password: PASSWORD })).status).toBe(401);

    const again = await dashboardClient(server).call('POST', '/auth/password-reset/complete', { token, password: 'yet another passphrase' });
    expect(again).toMatchObject({ status: 400, body: { message: 'this reset link is unknown, used or expired: ask for a new one from the sign-in page' } });
  });

  it('refuses an expired link, and only the latest link of an account works', async () => {
    const resets = db.services.dashboard.passwordResets;
    await dashboardClient(server).signUp('late@example.com');
    const first = (await resets.issue('late@example.com'))!;
    const second = (await resets.issue('late@example.com'))!;
    const client = dashboardClient(server);
    expect((await client.call('POST', '/auth/password-reset/complete', { token: first.token, password: NEW_PASSWORD })).status).toBe(400);
    await db.pool.query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    expect((await client.call('POST', '/auth/password-reset/complete', { token: second.token, password: NEW_PASSWORD })).status).toBe(400);
  });

  it('limits requests per address, whether or not it has an account', async () => {
    const client = dashboardClient(server);
    for (let i = 0; i < 3; i++) expect((await client.call('POST', '/auth/password-reset', { email: 'flood@example.com' })).status).toBe(202);
    const refused = await client.call('POST', '/auth/password-reset', { email: 'flood@example.com' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.call('POST', '/auth/password-reset', { email: 'not an address' })).status).toBe(400);
  });

  it('without SMTP, says to ask the operator', async () => {
    const client = dashboardClient(mailless);
    const reply = await client.call('POST', '/auth/password-reset', { email: 'forgetful@example.com' });
    expect(reply).toMatchObject({ status: 400, body: { error: 'ENOTSUPPORTED' } });
    expect(reply.body.message).toMatch(/pnpm segue accounts reset-password <your e-mail>/);
    expect(((await client.call('GET', '/meta')).body.data as { password_reset: string }).password_reset).toBe('operator');
  });
});
