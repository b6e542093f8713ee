import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HostileContext } from './support/hostile-context';
import { envelopeProblems, send } from './support/hostile-client';

interface RouteTemplate {
  method: string;
  path: string;
  /** JSON envelope on every answer; false for HTML pages, redirects and the JWKS. */
  envelope: boolean;
}

/** Routes the OpenAPI document does not list (pages, OAuth callbacks, the dashboard API). */
const EXTRA_ROUTES: RouteTemplate[] = [
  { method: 'GET', path: '/s/{id}', envelope: false },
  { method: 'GET', path: '/v1/auth/{platform}/callback', envelope: false },
  { method: 'GET', path: '/v1/auth/applemusic/authorize', envelope: false },
  { method: 'GET', path: '/v1/auth/{platform}/start', envelope: false },
  { method: 'POST', path: '/v1/auth/{platform}/confirm', envelope: false },
  { method: 'GET', path: '/.well-known/jwks.json', envelope: false },
  { method: 'GET', path: '/dashboard/api/meta', envelope: true },
  { method: 'GET', path: '/dashboard/api/session', envelope: true },
  { method: 'POST', path: '/dashboard/api/auth/sign-in', envelope: true },
  { method: 'POST', path: '/dashboard/api/auth/sign-up', envelope: true },
  { method: 'GET', path: '/dashboard/api/organizations', envelope: true },
  { method: 'POST', path: '/dashboard/api/organizations', envelope: true },
  { method: 'GET', path: '/dashboard/api/apps/{id}', envelope: true },
  { method: 'GET', path: '/v1/{unknown}', envelope: true },
  { method: 'DELETE', path: '/v1/app', envelope: true },
];

/** Every route of the OpenAPI document, so new routes are fuzzed as they land. */
export async function listRoutes(base: string): Promise<RouteTemplate[]> {
  const document = (await (await fetch(`${base}/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses?: unknown }>> };
  const routes: RouteTemplate[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      // The JWKS is a bare JSON Web Key Set (RFC 7517), not an envelope; pages for a browser
      // (the linking start page and callback) are HTML.
      const page = JSON.stringify(operation.responses ?? {}).includes('"text/html"');
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) routes.push({ method: method.toUpperCase(), path, envelope: !path.startsWith('/.well-known/') && !page });
    }
  }
  return [...routes, ...EXTRA_ROUTES];
}

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 });

const nasty = fc.constantFrom(
  '',
  '..',
  '%2e%2e%2f',
  '%00',
  '%',
  '%ZZ',
  '%C0%AE',
  '\u0000',
  'x'.repeat(5_000),
  '😀',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '{"$gt":""}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'spotify',
  'all',
  'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
  'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
  'https://www.deezer.com/track/3135556',
  'http://127.0.0.1:1/',
  'file:///etc/passwd',
  '//evil.example',
);

const value = fc.oneof(fc.string({ maxLength: 60 }), nasty, fc.uuid(), fc.integer().map(String));

/** A path parameter: encoded, or one of a few pre-encoded traversal forms sent as they are. */
const pathParam = fc.oneof(
  { weight: 4, arbitrary: value.map((v) => encodeURIComponent(v)) },
  { weight: 1, arbitrary: fc.constantFrom('..%2f..%2fetc', '%2e%2e', '%252e', 'a%2Fb', '%ff', '%') },
  { weight: 2, arbitrary: fc.constantFrom('spotify', 'deezer', 'applemusic', 'tidal', 'ytmusic', 'all') },
);

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('url', 'target_platform', 'redirect_url', 'state', 'code', 'error', 'limit', 'offset', 'identifier', 'scopes', 'user_token', 'range', 'type', '__proto__', 'constructor[prototype]', 'a[b][c]'),
        fc.string({ maxLength: 10 }),
      ),
      value,
    ),
    { maxLength: 5 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`));

const urlValue = fc.oneof(
  value,
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom('open.spotify.com', 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', 'https://music.apple.com/us/album/x/1?i=2', 'https://tidal.com/browse/track/1', 'https://music.youtube.com/watch?v=dQw4w9WgXcQ'),
);

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.record({ url: fc.oneof(urlValue, fc.jsonValue({ maxDepth: 2 })), target_platform: fc.oneof(value, fc.jsonValue({ maxDepth: 1 })) }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  fc.record({ email: value, password: value, name: value, key: value, playlist_id: value, tracks: fc.array(value, { maxLength: 3 }) }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  fc.constantFrom('{"url":', '[', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', 'null', '"str"', '1e999', '\uFEFF{}', '{"a":1,"a":2}'),
  fc.string({ maxLength: 200 }),
);

export function fuzzEndpoints(ctx: () => HostileContext, runsPerRoute: number): void {
  describe('fuzzing every endpoint (body, query, path, headers)', () => {
    it('answers every input without a 500 or a hang, with the envelope on every API route', { timeout: 600_000 }, async () => {
      const { base, apps } = ctx();
      const routes = await listRoutes(base);
      expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
        expect.arrayContaining(['POST /v1/entity/convert', 'GET /v1/task/{task_id}', 'GET /v1/app/webhooks/deliveries']),
      );
      // C's keys may be rotated by the fuzzer; A's stay valid for the other suites.
      const keyHeader = fc.oneof(
        fc.constant({}),
        fc.constantFrom(
          { 'x-segue-public-key': apps.c.publicKey },
          { 'x-segue-key': apps.c.privateKey },
          { 'x-segue-public-key': apps.c.publicKey, 'x-segue-key': apps.c.privateKey },
          { 'x-segue-public-key': apps.a.publicKey },
          { 'x-segue-key': apps.a.publicKey },
          { 'x-segue-public-key': apps.a.privateKey },
          { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
        ),
        fc.record({ 'x-segue-public-key': printable }),
        fc.record({ 'x-segue-key': printable }),
        fc.record({ authorization: printable.map((v) => `Bearer ${v}`) }),
      );
      const extraHeaders = fc.record(
        {
          'content-type': fc.oneof(
            fc.constantFrom('application/json', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/vnd.api+json'),
            printable,
          ),
          accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png'),
          'x-request-id': printable,
          'x-forwarded-for': fc.constantFrom('127.0.0.1', '10.0.0.1, 1.2.3.4', 'garbage'),
          origin: fc.constantFrom('https://evil.example', 'null'),
          cookie: printable.map((v) => `segue_session=${encodeURIComponent(v)}`),
        },
        { requiredKeys: [] },
      );

      const failures: string[] = [];
      for (const route of routes) {
        const rotating = route.path === '/v1/app/keys/rotate';
        const request = fc.record({
          params: fc.array(pathParam, { minLength: 4, maxLength: 4 }),
          query: queryString,
          keys: rotating ? fc.constant({}) : keyHeader,
          headers: extraHeaders,
          body,
        });
        await fc.assert(
          fc.asyncProperty(request, async (input) => {
            let index = 0;
            const path = route.path.replace(/\{[^}]+\}/g, () => input.params[index++] ?? 'x');
            const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
            const reply = await send(base, {
              method: route.method,
              path: `${path}${input.query}`,
              headers: { ...input.keys, ...input.headers } as Record<string, string>,
              body: hasBody ? input.body : undefined,
            });
            // fetch resolves dot segments as a browser does (`/v1/..` is `/`, the HTML home page),
            // so the envelope is owed only where the request really landed on an API path.
            const landed = new URL(`${path}${input.query}`, base).pathname;
            const api = landed.startsWith('/v1/') || landed.startsWith('/dashboard/api/');
            const problems =
              route.envelope && api && !(reply.status >= 300 && reply.status < 400) ? envelopeProblems(reply) : reply.status >= 500 ? [`HTTP ${reply.status}`] : [];
            if (reply.status >= 500 && reply.status !== 503) problems.push(`HTTP ${reply.status}`);
            if (problems.length > 0) failures.push(`${route.method} ${path.slice(0, 120)}${input.query.slice(0, 80)}: ${problems.join('; ')}`);
            return problems.length === 0;
          }),
          { numRuns: runsPerRoute, endOnFailure: true, seed: 20261123 },
        ).catch(() => undefined);
      }
      expect(failures).toEqual([]);
    });
  });
}
