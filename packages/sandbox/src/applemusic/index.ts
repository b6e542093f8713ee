import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimulatorFactory } from '../simulator';
import { findRoute, labelOf, requestUrl } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import { appleView, type AppleView } from './apple-catalog-view';
import { AppleApiError, appleErrors, sendAppleError } from './apple-errors';
import { appleFaults } from './apple-faults';
import { appleRoutes } from './apple-routes';
import { createDeveloperKey } from './developer-token';

/**
 * Apple Music API (`api.music.apple.com`), catalog side: every request carries a developer
 * token, an ES256 JWT signed with the MusicKit key registered for the sandbox team.
 */
export const simulator: SimulatorFactory = async (ctx) => {
  const key = await createDeveloperKey(ctx.random, ctx.now);
  const views = new Map<string, AppleView>();
  const viewFor = (storefront: string): AppleView => {
    let view = views.get(storefront);
    if (!view) {
      view = appleView(ctx.catalog, storefront);
      views.set(storefront, view);
    }
    return view;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const auth = req.headers.authorization ?? '';
    const token = /^Bearer (.+)$/.exec(auth)?.[1];
    if (!token) throw new AppleApiError(appleErrors.unauthorized('Authentication token is missing'));
    const check = await key.verify(token.trim());
    if (!check.ok) throw new AppleApiError(appleErrors.unauthorized(`Invalid authentication: ${check.reason}`));
    const url = requestUrl(req);
    const match = findRoute(appleRoutes, req.method ?? 'GET', url.pathname);
    if (!match) throw new AppleApiError(appleErrors.notFound());
    const [storefront = '', ...params] = match.params;
    if (!/^[a-z]{2}$/.test(storefront)) {
      throw new AppleApiError(appleErrors.invalidParameter('storefront', `Invalid storefront '${storefront}'`));
    }
    const body = match.route.handler({ view: viewFor(storefront), query: url.searchParams, params });
    sendJson(res, 200, body);
  }

  return {
    platform: 'applemusic',
    servers: {
      api: (req, res) => {
        handle(req, res).catch((error: unknown) => {
          if (res.headersSent) return;
          if (error instanceof AppleApiError) sendAppleError(res, error.spec, ctx.random);
          else sendAppleError(res, appleErrors.upstream(), ctx.random);
        });
      },
    },
    faults: appleFaults(ctx.random),
    credentials: { team_id: key.teamId, key_id: key.keyId, private_key: key.privateKeyPem, storefront: 'us' },
    endpointOf: (req) => labelOf(appleRoutes, req),
  };
};
