import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimulatorFactory } from '../simulator';
import { findRoute, labelOf, requestUrl } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import { authServer } from './auth-server';
import { JSON_API, TidalApiError, sendTidalError, tidalErrors } from './tidal-errors';
import { tidalFaults } from './tidal-faults';
import { tidalRoutes } from './tidal-routes';
import { tidalView, type TidalView } from './tidal-view';
import { createTokenStore } from './token-store';

function randomString(random: () => number, length: number, alphabet: string): string {
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

/**
 * TIDAL (`openapi.tidal.com/v2` JSON:API, `auth.tidal.com` tokens, `login.tidal.com` for the
 * user flow of a later step), catalog side with client-credentials tokens.
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

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]?.trim();
    if (!token) throw new TidalApiError(tidalErrors.unauthorized('Missing access token'));
    const state = tokens.check(token);
    if (state !== 'valid') throw new TidalApiError(tidalErrors.unauthorized(state === 'expired' ? 'Access token expired' : 'Invalid access token'));
    const url = requestUrl(req);
    const match = findRoute(tidalRoutes, req.method ?? 'GET', url.pathname);
    if (!match) throw new TidalApiError(tidalErrors.notFound());
    const countryCode = url.searchParams.get('countryCode') ?? 'US';
    if (!/^[A-Z]{2}$/.test(countryCode)) throw new TidalApiError(tidalErrors.badParameter('countryCode', 'Invalid country code'));
    const body = match.route.handler({
      view: viewFor(countryCode),
      query: url.searchParams,
      params: match.params,
      path: url.pathname.slice('/v2'.length),
    });
    sendJson(res, 200, body, { contentType: JSON_API });
  }

  return {
    platform: 'tidal',
    servers: {
      api: (req, res) => {
        try {
          handle(req, res);
        } catch (error) {
          sendTidalError(res, error instanceof TidalApiError ? error.spec : tidalErrors.internal(), ctx.random);
        }
      },
      auth: authServer(client, tokens),
      // The authorization-code + PKCE screens arrive with the user side; until then the host exists and says so.
      login: (_req, res) => sendJson(res, 404, { error: 'not_found', error_description: 'No login flow on this sandbox host yet' }),
    },
    faults: tidalFaults(ctx.random),
    credentials: { client_id: client.id, client_secret: client.secret },
    endpointOf: (req) => {
      if ((req.url ?? '').startsWith('/v1/oauth2/token')) return `${req.method ?? 'POST'} /v1/oauth2/token`;
      return labelOf(tidalRoutes, req);
    },
  };
};
