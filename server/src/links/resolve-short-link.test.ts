import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error';
import { resolveShortLink, type ShortLinkFetch } from './resolve-short-link';

// One loopback server stands in for every short-link service and platform site; an agent whose
// connector sends every host name to it lets the resolver run on the real host names, so the
// allow-list is exercised exactly as in production. The connector records every host it was
// asked to reach: an off-list host must never appear there.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
const connected: string[] = [];
const requested: string[] = [];
let server: Server;
let agent: Agent;

const redirect = (status: number, location: string): Handler => (_req, res) => {
  res.writeHead(status, { location });
  res.end();
};
const page = (html: string, status = 200): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
};

/** Hosts that received a request, in order. */
const hosts = () => requested.map((key) => key.slice(0, key.indexOf('/')));

const testFetch: ShortLinkFetch = (url, init) => undiciFetch(url, { ...init, dispatcher: agent }) as Promise<Response>;
const resolve = (link: string, timeoutMs?: number) => resolveShortLink(link, { fetch: testFetch, timeoutMs });

async function failure(link: string, timeoutMs?: number): Promise<string> {
  try {
    await resolve(link, timeoutMs);
  } catch (error) {
    if (isAppError(error) && error.code === 'EINVALIDLINK') return error.message;
    throw error;
  }
  throw new Error(`${link} resolved`);
}

async function outage(link: string, timeoutMs?: number, fetch: ShortLinkFetch = testFetch): Promise<string> {
  try {
    await resolveShortLink(link, { fetch, timeoutMs });
  } catch (error) {
    if (isAppError(error) && error.code === 'EPLATFORMUNAVAILABLE') {
      expect(error.status).toBe(503);
      expect(error.headers['Retry-After']).toMatch(/^\d+$/);
      return error.message;
    }
    throw error;
  }
  throw new Error(`${link} resolved`);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = `${req.headers.host ?? ''}${req.url ?? ''}`;
    requested.push(key);
    const handler = routes.get(key);
    if (handler) handler(req, res);
    else page('not here', 404)(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  agent = new Agent({
    connect: (options, callback) => {
      connected.push(`${options.protocol}//${options.hostname}`);
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => callback(null, socket));
      socket.once('error', (error) => callback(error, null));
    },
  });
});

afterAll(async () => {
  await agent.close();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

beforeEach(() => {
  routes.clear();
  connected.length = 0;
  requested.length = 0;
});

describe('resolveShortLink', () => {
  it('follows spotify.link 307 straight to the track, without fetching the track page', async () => {
    routes.set('spotify.link/L1Sb5i2ruDb', redirect(307, 'https://open.spotify.com/track/7ifq3etzDP60X1IRaFVngl?si=&context=spotify%3Aplaylist%3A0cHYJorAnBeis7dDP1dxao'));
    expect(await resolve('https://spotify.link/L1Sb5i2ruDb')).toBe(
      'https://open.spotify.com/track/7ifq3etzDP60X1IRaFVngl?si=&context=spotify%3Aplaylist%3A0cHYJorAnBeis7dDP1dxao',
    );
    expect(requested).toEqual(['spotify.link/L1Sb5i2ruDb']);
  });

  it('reads the target out of a spotify.app.link page', async () => {
    routes.set('spotify.link/abc', redirect(307, 'https://spotify.app.link/abc?_p=c11234'));
    routes.set(
      'spotify.app.link/abc?_p=c11234',
      page('<html><head><script>var target = "https:\\/\\/open.spotify.com\\/playlist\\/37i9dQZF1DXcBWIGoYBM5M?si=1";</script></head></html>'),
    );
    expect(await resolve('spotify.link/abc')).toBe('https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=1');
    expect(hosts()).toEqual(['spotify.link', 'spotify.app.link']);
  });

  it('checks a page target against the allow-list too', async () => {
    routes.set('spotify.app.link/evil', page('<script>var target = "https:\\/\\/169.254.169.254\\/latest\\/meta-data";</script>'));
    expect(await failure('https://spotify.app.link/evil')).toMatch(/IP address \(169\.254\.169\.254\)/);
    expect(hosts()).toEqual(['spotify.app.link']);
  });

  it('reads no more than the head of a landing page', async () => {
    routes.set('spotify.app.link/big', page(`${' '.repeat(64 * 1024)}<script>var target = "https://open.spotify.com/track/7ifq3etzDP60X1IRaFVngl";</script>`));
    expect(await failure('https://spotify.app.link/big')).toMatch(/without saying where the link leads/);
  });

  it("follows Deezer's dest= form", async () => {
    routes.set(
      'link.deezer.com/s/30ZIb2BkQ6a0lcUPSWqVj',
      redirect(302, 'https://www.deezer.com/?dest=https%3A%2F%2Fwww.deezer.com%2Fus%2Ftrack%2F2947516331%3Futm_source%3Ddeezer'),
    );
    expect(await resolve('https://link.deezer.com/s/30ZIb2BkQ6a0lcUPSWqVj')).toBe('https://www.deezer.com/us/track/2947516331?utm_source=deezer');
    expect(requested).toHaveLength(1);
  });

  it('refuses a Deezer dest= that leaves the platforms', async () => {
    routes.set('deezer.page.link/x', redirect(302, 'https://www.deezer.com/?dest=https%3A%2F%2Fexample.com%2Ftrack%2F1'));
    expect(await failure('https://deezer.page.link/x')).toMatch(/example\.com, which is not a music platform/);
    expect(hosts()).toEqual(['deezer.page.link']);
  });

  it('reports a dead Deezer link (a redirect to /404) without following it', async () => {
    routes.set('dzr.page.link/gone', redirect(302, 'https://www.deezer.com/404'));
    expect(await failure('https://dzr.page.link/gone')).toMatch(/dead/);
    expect(hosts()).toEqual(['dzr.page.link']);
  });

  it('reports a short link its service does not know as dead', async () => {
    expect(await failure('https://tidal.link/nothing')).toMatch(/dead/);
  });

  it('follows apple.co and tidal.link to their platforms, through several hops', async () => {
    routes.set('apple.co/3xYz', redirect(301, 'https://geo.music.apple.com/us/album/x/1705742568?i=1705742570&itscg=30200'));
    expect(await resolve('https://apple.co/3xYz')).toBe('https://geo.music.apple.com/us/album/x/1705742568?i=1705742570&itscg=30200');
    routes.set('tidal.link/a1', redirect(301, '/a2'));
    routes.set('tidal.link/a2', redirect(302, 'https://tidal.com/browse/track/381265362'));
    expect(await resolve('https://tidal.link/a1')).toBe('https://tidal.com/browse/track/381265362');
  });

  it('upgrades a pasted http:// short link to https', async () => {
    routes.set('spoti.fi/q', redirect(301, 'https://open.spotify.com/album/10FLjwfpbxLmW8c25Xyc2N'));
    expect(await resolve('http://spoti.fi/q')).toBe('https://open.spotify.com/album/10FLjwfpbxLmW8c25Xyc2N');
    expect(connected).toEqual(['https://spoti.fi']);
  });

  it('stops after five requests', async () => {
    for (let i = 0; i < 10; i++) routes.set(`spotify.link/h${i}`, redirect(307, `https://spotify.link/h${i + 1}`));
    expect(await failure('https://spotify.link/h0')).toMatch(/too many redirects \(more than 5\)/);
    expect(requested).toEqual(['h0', 'h1', 'h2', 'h3', 'h4'].map((code) => `spotify.link/${code}`));
  });

  it.each([
    ['http://127.0.0.1/admin', /IP address \(127\.0\.0\.1\)/],
    ['http://2130706433/', /IP address \(127\.0\.0\.1\)/],
    ['https://169.254.169.254/latest/meta-data/', /IP address/],
    ['https://[::1]/x', /IP address/],
    ['https://example.com/track/1', /example\.com, which is not a music platform/],
    ['https://open.spotify.com.evil.example/track/7ifq3etzDP60X1IRaFVngl', /not a music platform/],
    ['http://open.spotify.com/track/7ifq3etzDP60X1IRaFVngl', /only https/],
    ['https://user:secret@open.spotify.com/track/7ifq3etzDP60X1IRaFVngl', /credentials/],
    ['https://open.spotify.com:8443/track/7ifq3etzDP60X1IRaFVngl', /port 8443/],
    ['file:///etc/passwd', /not a music platform|only https/],
  ])('refuses a redirect to %s before requesting it', async (location, message) => {
    routes.set('spotify.link/off', redirect(307, location));
    expect(await failure('https://spotify.link/off')).toMatch(message);
    expect(hosts()).toEqual(['spotify.link']);
  });

  it('refuses to start from a host off the list', async () => {
    expect(await failure('https://127.0.0.1/x')).toMatch(/IP address/);
    expect(await failure('https://bit.ly/x')).toMatch(/bit\.ly, which is not a music platform/);
    expect(hosts()).toEqual([]);
  });

  it('refuses a chain that ends on a platform page that is not a music link', async () => {
    routes.set('spotify.link/home', redirect(307, 'https://open.spotify.com/'));
    routes.set('open.spotify.com/', page('<html>home</html>'));
    expect(await failure('https://spotify.link/home')).toMatch(/without saying where/);
  });

  it('gives up after the timeout when a service hangs', async () => {
    routes.set('spotify.link/slow', () => undefined);
    const started = Date.now();
    // A shortener that does not answer is an outage to retry, not a bad link.
    expect(await outage('https://spotify.link/slow', 150)).toMatch(/no answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('says when a service answers an unexpected status', async () => {
    routes.set('apple.co/busy', page('busy', 503));
    expect(await outage('https://apple.co/busy')).toMatch(/apple\.co answered HTTP 503/);
    routes.set('apple.co/teapot', page('no', 418));
    expect(await failure('https://apple.co/teapot')).toMatch(/apple\.co answered HTTP 418/);
  });

  it('answers a shortener that refuses the connection as unavailable, to retry', async () => {
    const refused: ShortLinkFetch = () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }));
    expect(await outage('https://tidal.link/x', undefined, refused)).toMatch(/tidal\.link could not be reached/);
  });

  it('keeps a host that resolves to a private address a bad link', async () => {
    const privateHost: ShortLinkFetch = () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('private'), { code: 'ENOTPUBLIC' }) }));
    await expect(resolveShortLink('https://tidal.link/x', { fetch: privateHost })).rejects.toMatchObject({ code: 'EINVALIDLINK' });
  });
});
