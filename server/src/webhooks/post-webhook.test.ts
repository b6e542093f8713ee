import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, refuseWebhookUrl, type WebhookPost } from './post-webhook';
import { newWebhookSecret } from './sign-webhook';

let server: Server;
let base: string;
const seen: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.url === '/redirect') {
        res.writeHead(302, { location: '/landing' }).end();
      } else if (req.url === '/hang') {
        // Never answers: the attempt must time out.
      } else if (req.url === '/huge') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        // 8 MB the sender must not read to the end.
        const chunk = 'x'.repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 128 && res.write(chunk)) sent += 1;
          if (sent < 128) res.once('drain', pump);
          else res.end();
        };
        pump();
      } else {
        res.writeHead(req.url === '/fail' ? 503 : 204).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const message = (url: string): WebhookPost => ({ url, secret: newWebhookSecret(), id: 'msg_test', timestampSeconds: 1_700_000_000, body: '{"a":1}' });

describe('refuseWebhookUrl', () => {
  it.each([
    ['file:///etc/passwd', /http or https/],
    ['gopher://example.com/', /http or https/],
    ['javascript:alert(1)', /http or https/],
    ['data:text/plain,hi', /http or https/],
    ['https://user:pass@example.com/', /credentials/],
    ['http://127.0.0.1/', /private or loopback/],
    ['http://169.254.169.254/latest/meta-data/', /private or loopback/],
    ['http://[::1]:8080/', /private or loopback/],
    ['http://[::ffff:127.0.0.1]/', /private or loopback/],
    ['http://10.1.2.3/', /private or loopback/],
    ['http://0x7f.1/', /private or loopback/],
    ['http://2130706433/', /private or loopback/],
    ['not a url', /not a URL/],
  ])('refuses %s', (url, reason) => {
    expect(refuseWebhookUrl(url, false)).toMatch(reason);
  });

  it('lets public addresses and host names through to the DNS check', () => {
    expect(refuseWebhookUrl('https://hooks.example.com/segue', false)).toBeUndefined();
    expect(refuseWebhookUrl('http://93.184.216.34/', false)).toBeUndefined();
  });

  it('allows loopback when private receivers are allowed, but never other schemes', () => {
    expect(refuseWebhookUrl('http://127.0.0.1:9/', true)).toBeUndefined();
    expect(refuseWebhookUrl('file:///etc/passwd', true)).toMatch(/http or https/);
  });
});

describe('postWebhook', () => {
  it('refuses a host name that resolves to loopback, after DNS, without connecting', async () => {
    const before = seen.length;
    const port = new URL(base).port;
    const result = await postWebhook(message(`http://localhost:${port}/ok`), { allowPrivate: false });
    expect(result).toMatchObject({ ok: false, refused: true });
    const reason = result.ok ? '' : result.reason;
    expect(reason).toBe('localhost is not a public address: webhooks go to public addresses only');
    expect(reason).not.toMatch(/127\.0\.0\.1|::1/);
    expect(seen.length).toBe(before);
  });

  it('says a name that does not resolve is not a public address that answers, with no resolver detail', async () => {
    const result = await postWebhook(message('http://receiver.invalid/hook'), { allowPrivate: false });
    expect(result).toMatchObject({ ok: false, reason: 'could not be reached: its host name is not a public address that answers' });
  });

  it('posts the signed body to an allowed receiver', async () => {
    const post = message(`${base}/ok`);
    const result = await postWebhook(post, { allowPrivate: true });
    expect(result).toMatchObject({ ok: true, status: 204 });
    const last = seen.at(-1)!;
    expect(last.body).toBe(post.body);
    expect(last.headers['webhook-id']).toBe('msg_test');
    expect(last.headers['webhook-timestamp']).toBe('1700000000');
    expect(last.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(last.headers['content-type']).toBe('application/json');
  });

  it('does not follow redirects', async () => {
    const result = await postWebhook(message(`${base}/redirect`), { allowPrivate: true });
    expect(result).toMatchObject({ ok: false, status: 302 });
    expect(result.ok ? '' : result.reason).toMatch(/redirects are not followed/);
    expect(seen.some((entry) => entry.path === '/landing')).toBe(false);
  });

  it('reports a non-2xx answer as a failure with its status', async () => {
    expect(await postWebhook(message(`${base}/fail`), { allowPrivate: true })).toMatchObject({ ok: false, status: 503 });
  });

  it('gives up on a receiver that never answers', async () => {
    const result = await postWebhook(message(`${base}/hang`), { allowPrivate: true, timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? '' : result.reason).toMatch(/no answer within 0.3 s/);
  });

  it('stops reading a long answer after a few kB', async () => {
    const result = await postWebhook(message(`${base}/huge`), { allowPrivate: true });
    expect(result).toMatchObject({ ok: true, status: 200 });
  });
});
