import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimulatorFactory } from '../simulator';
import type { TokenOwner } from '../user-state/user-state';
import { findRoute, labelOf, requestUrl } from '../platform-kit/route-table';
import { readBody } from '../platform-kit/read-body';
import { sendJson } from '../platform-kit/send-json';
import { authServer } from './auth-server';
import { loginServer } from './login-server';
import { JSON_API, TidalApiError, sendTidalError, tidalErrors } from './tidal-errors';
import { tidalFaults } from './tidal-faults';
import { tidalRoutes } from './tidal-routes';
import { tidalView, type TidalView } from './tidal-view';
import { createTokenStore } from './token-store';
import { missingScope, userErrors } from './user-request';
import { tidalUserRoutes } from './user-routes';

function randomString(random: () => number, length: number, alphabet: string): string {
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

/**
 * TIDAL (`openapi.tidal.com/v2` JSON:API, `auth.tidal.com` tokens, `login.tidal.com` for the
 * user's authorization code + PKCE flow). Catalog endpoints take a client-credentials or a user
 * token; user endpoints (`user-routes.ts`) need a user token with the right scope.
 */
export const simulator: SimulatorFactory = (ctx) => {
  const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const client = { id: randomString(ctx.random, 16, alnum), secret: randomString(ctx.random, 44, alnum) };
  const tokens = createTokenStore(ctx.random, ctx.now);
  const views = new Map<string, TidalView>();
  const viewFor = (cc: string) => {
    let view = views.get(cc);
    if (!view) views.set(cc, (view = tidalView(ctx.catalog, cc)));
    return view;
  };

  /** The user a token acts for (undefined for a client-credentials token), or a 401. */
  function authenticate(req: IncomingMessage): TokenOwner | undefined {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]?.trim();
    if (!token) throw new TidalApiError(tidalErrors.unauthorized('Missing access token'));
    const app = tokens.check(token);
    if (app === 'valid') return undefined;
    if (app === 'expired') throw new TidalApiError(tidalErrors.unauthorized('Access token expired'));
    const user = ctx.users.verify('tidal', token);
    if (user.ok) return user.owner;
    throw new TidalApiError(tidalErrors.unauthorized(user.reason === 'expired' ? 'Access token expired' : 'Invalid access token'));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const owner = authenticate(req);
    const url = requestUrl(req);
    const method = req.method ?? 'GET';
    const countryCode = url.searchParams.get('countryCode') ?? owner?.user.country ?? 'US';
    if (!/^[A-Z]{2}$/.test(countryCode)) throw new TidalApiError(tidalErrors.badParameter('countryCode', 'Invalid country code'));
    const base = { view: viewFor(countryCode), query: url.searchParams, path: url.pathname.slice('/v2'.length) };

    const userMatch = findRoute(tidalUserRoutes, method, url.pathname);
    if (userMatch) {
      if (!owner) throw new TidalApiError(userErrors.forbidden('This endpoint needs a user access token'));
      const endpoint = userMatch.route.handler;
      if (!owner.scopes.includes(endpoint.scope)) throw new TidalApiError(missingScope(endpoint.scope));
      let body: unknown;
      if (method === 'POST' || method === 'DELETE' || method === 'PATCH') {
        // JSON:API bodies: TIDAL's OAS answers 415 for other media types; plain JSON is tolerated here.
        const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        if (type !== JSON_API && type !== 'application/json') {
          throw new TidalApiError({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', detail: `Content-Type must be ${JSON_API}` });
        }
        try {
          body = JSON.parse(await readBody(req)) as unknown;
        } catch {
          throw new TidalApiError(userErrors.invalidBody('The request body is not valid JSON', ''));
        }
      }
      const result = endpoint.handle({ ...base, params: userMatch.params, owner, users: ctx.users, body, now: ctx.now });
      if (result.body === undefined) {
        res.writeHead(result.status, { 'content-length': 0 });
        res.end();
      } else {
        sendJson(res, result.status, result.body, { contentType: JSON_API });
      }
      return;
    }

    const match = findRoute(tidalRoutes, method, url.pathname);
    if (!match) throw new TidalApiError(tidalErrors.notFound());
    sendJson(res, 200, match.route.handler({ ...base, params: match.params }), { contentType: JSON_API });
  }

  return {
    platform: 'tidal',
    servers: {
      api: (req, res) => {
        handle(req, res).catch((error: unknown) => {
          if (res.headersSent) return;
          sendTidalError(res, error instanceof TidalApiError ? error.spec : tidalErrors.internal(), ctx.random);
        });
      },
      auth: authServer(client, tokens, ctx.users),
      login: loginServer(client.id, ctx.users),
    },
    faults: tidalFaults(ctx.random),
    credentials: { client_id: client.id, client_secret: client.secret },
    // `resources.tidal.com/images/{uuid path}/{N}x{N}.jpg`; TIDAL gives no preview clips.
    media: {
      hosts: ['resources.tidal.com'],
      routes: [{ path: /^\/images\/[0-9a-f]{8}\/[0-9a-f]{4}\/[0-9a-f]{4}\/[0-9a-f]{4}\/[0-9a-f]{12}\/(\d+)x\d+\.jpg$/, kind: 'image', size: (m) => Number(m[1]) }],
    },
    endpointOf: (req) => {
      const path = requestUrl(req).pathname;
      if (path.startsWith('/v1/oauth2/token')) return `${req.method ?? 'POST'} /v1/oauth2/token`;
      if (path === '/authorize') return 'GET /authorize';
      const method = req.method ?? 'GET';
      return findRoute(tidalUserRoutes, method, path) ? labelOf(tidalUserRoutes, req) : labelOf(tidalRoutes, req);
    },
  };
};
