import { describe, expect, it } from 'vitest';
import type { HostileContext } from './support/hostile-context';
import { createFlowBrowser } from '../../../server/test/support/linking/flow-browser';
import { envelopeProblems, send } from './support/hostile-client';

/** `url` values for POST /v1/entity/convert that point at places a server must never fetch. */
function ssrfUrls(canary: string): string[] {
  const port = new URL(canary).port;
  return [
    canary,
    `${canary}/track/1`,
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    `http://localhost:${port}/`,
    `http://[::1]:${port}/`,
    `http://0x7f000001:${port}/`,
    `http://2130706433:${port}/`,
    `http://127.1:${port}/`,
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(document.cookie)',
    'gopher://127.0.0.1:6379/_FLUSHALL',
    `https://open.spotify.com@127.0.0.1:${port}/track/4uLU6hMCjMI75M1A2tKUQC`,
    `https://127.0.0.1:${port}#@open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC`,
    `https://127.0.0.1:${port}\\@open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC`,
    'https://open.spotify.com.evil.example/track/4uLU6hMCjMI75M1A2tKUQC',
    `https://spotify.link@127.0.0.1:${port}/abc`,
    'https://spotify.link/../../169.254.169.254/',
    `https://link.deezer.com@127.0.0.1:${port}/s/abc`,
    `http://spotify.link/abc`,
    'https://spotify.link:8080/abc',
    'https://user:pass@spotify.link/abc',
    'https://169.254.169.254.nip.io/track/1',
    '  https://open.spotify.com/track/\u0000',
    // IPv6 forms that carry or reach a private IPv4 address, other special-purpose ranges.
    `http://[::ffff:7f00:1]:${port}/`,
    `http://[::127.0.0.1]:${port}/`,
    `http://[2002:7f00:1::]:${port}/`,
    `http://[64:ff9b::7f00:1]:${port}/`,
    'http://[64:ff9b:1::a9fe:a9fe]/latest/meta-data/',
    'http://[fec0::1]/',
    'http://[100::1]/',
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
    'http://192.0.2.1/',
    'http://198.51.100.1/',
    'http://203.0.113.1/',
    'http://198.18.0.1/',
    'http://240.0.0.1/',
  ];
}

/** `redirect_url` values for the connect routes that are not on the app's allow-list. */
const OFF_LIST = [
  'https://evil.example/callback',
  '//evil.example/callback',
  '///evil.example/callback',
  'https://a.example@evil.example/callback',
  'https://a.example.evil.example/callback',
  'https://evil.example/https://a.example/callback',
  'https:\\\\evil.example\\callback',
  '/\\evil.example/callback',
  'https:%2F%2Fevil.example%2Fcallback',
  'https%3A%2F%2Fevil.example%2Fcallback',
  'javascript:alert(1)//https://a.example/callback',
  'data:text/html,hi',
  'http://a.example/callback',
  'https://a.example:444/callback',
  'https://A.EXAMPLE@evil.example/callback',
  'https://b.example/cb',
];

export function ssrfAndRedirects(ctx: () => HostileContext): void {
  describe('SSRF through conversion URLs', () => {
    it('refuses every URL that points at this host, the metadata service or a non-http scheme, and never fetches it', async () => {
      const { base, apps, canary } = ctx();
      const answers: string[] = [];
      for (const url of ssrfUrls(canary.url)) {
        for (const target of [undefined, 'deezer']) {
          const reply = await send(base, {
            method: 'POST',
            path: '/v1/entity/convert',
            headers: { 'x-segue-public-key': apps.a.publicKey, 'content-type': 'application/json' },
            body: JSON.stringify(target ? { url, target_platform: target } : { url }),
          });
          expect(envelopeProblems(reply), url).toEqual([]);
          // A real shortener host (spotify.link/…) that cannot be reached from here is an
          // outage to retry (503 EPLATFORMUNAVAILABLE), never a fetch of the address in its path.
          const unreachableShortener = reply.status === 503 && reply.json?.error === 'EPLATFORMUNAVAILABLE';
          if (!unreachableShortener) {
            expect(reply.status, url).toBeGreaterThanOrEqual(400);
            expect(reply.status, url).toBeLessThan(500);
          }
          answers.push(String(reply.json?.error));
        }
      }
      expect(new Set(answers)).not.toContain('EINTERNAL');
      expect(canary.hits()).toEqual([]);
    });
  });

  describe('open redirects', () => {
    it('connect refuses redirect_url values off the allow-list, however they are disguised', async () => {
      const { base, apps } = ctx();
      for (const platform of ['spotify', 'deezer', 'tidal', 'applemusic']) {
        for (const redirect of OFF_LIST) {
          const reply = await send(base, {
            method: 'GET',
            path: `/v1/${platform}/connect?redirect_url=${encodeURIComponent(redirect)}`,
            headers: { 'x-segue-public-key': apps.a.publicKey },
          });
          expect(reply.status, `${platform} ${redirect}`).toBe(400);
          expect(reply.json, redirect).toMatchObject({ error: 'EBADREQUEST', status: 400 });
        }
      }
    });

    it("connect with an allowed redirect_url sends the user to Segue's start page, and from it to the platform only", async () => {
      const { base, apps, env } = ctx();
      const platformOrigins = new Set(Object.values(env.sandbox.urls).flatMap((hosts) => Object.values(hosts).map((url) => new URL(url).origin)));
      const reply = await send(base, {
        method: 'GET',
        path: `/v1/spotify/connect?redirect_url=${encodeURIComponent(apps.a.redirectUrl)}`,
        headers: { 'x-segue-public-key': apps.a.publicKey },
      });
      expect(reply.status).toBe(200);
      const start = new URL(String((reply.json?.data as { url?: string } | undefined)?.url));
      expect(`${start.origin}${start.pathname}`).toBe(`${base}/v1/auth/spotify/start`);
      const page = await createFlowBrowser().start(start.toString());
      const url = new URL(page);
      expect(platformOrigins.has(url.origin)).toBe(true);
    });

    it('the OAuth callback never redirects anywhere with a forged, reused or missing state', async () => {
      const { base } = ctx();
      const states = ['', 'x', 'a'.repeat(5000), 'eyJhbGciOiJub25lIn0.eyJyZWRpcmVjdF91cmwiOiJodHRwczovL2V2aWwuZXhhbXBsZSJ9.', '//evil.example', 'https://evil.example'];
      for (const platform of ['spotify', 'deezer', 'tidal', 'applemusic', 'ytmusic', 'evil']) {
        for (const state of states) {
          for (const accept of ['text/html', 'application/json']) {
            const reply = await send(base, {
              method: 'GET',
              path: `/v1/auth/${platform}/callback?state=${encodeURIComponent(state)}&code=abc&redirect_url=https%3A%2F%2Fevil.example`,
              headers: { accept },
            });
            expect(reply.headers.get('location'), `${platform} ${state.slice(0, 40)}`).toBeNull();
            expect(reply.status).toBeGreaterThanOrEqual(400);
            expect(reply.status).toBeLessThan(500);
            if (accept === 'application/json') expect(envelopeProblems(reply)).toEqual([]);
          }
        }
      }
    });

    it('short-link pages never redirect off the server', async () => {
      const { base } = ctx();
      const paths = ['/s//evil.example', '/s/%2F%2Fevil.example', '/s/\\evil.example', '/s/..%2F..%2F', '/s/https:%2F%2Fevil.example', '/s/ABCDEFGH', '/s/' + 'a'.repeat(3000)];
      for (const path of paths) {
        const reply = await send(base, { method: 'GET', path });
        expect(reply.status, path).toBeLessThan(500);
        const location = reply.headers.get('location');
        if (location !== null) expect(new URL(location, base).origin, path).toBe(base);
      }
    });
  });
}
