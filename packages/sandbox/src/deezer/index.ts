/**
 * Deezer: the public API host (`api.deezer.com`, also under `/2.0`), no authentication for
 * catalog reads. Errors, including throttling, arrive as HTTP 200 bodies with an error code.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findRoute, requestUrl } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import type { SimulatorFactory } from '../simulator';
import { DeezerApiError, sendDeezerError, sendRouteNotFound } from './deezer-errors';
import { deezerFaults } from './deezer-faults';
import { DeezerView } from './deezer-objects';
import { deezerRoutes } from './deezer-routes';
import { DeezerSearchIndex } from './search-index';
import { searchHandler } from './search-handler';

/** The request URL without the optional `/2.0` version prefix. */
function deezerUrl(req: IncomingMessage): URL {
  const url = requestUrl(req);
  url.pathname = url.pathname.replace(/^\/2\.0(?=\/)/, '');
  return url;
}

export const simulator: SimulatorFactory = (ctx) => {
  let view: DeezerView | undefined;
  let index: DeezerSearchIndex | undefined;
  // Built on first request: the API's own URL is only known once it listens.
  const viewOf = (): DeezerView => (view ??= new DeezerView(ctx.catalog, ctx.url('api'), ctx.now));
  const routes = deezerRoutes(searchHandler(() => (index ??= new DeezerSearchIndex(viewOf()))));
  // A grandfathered app: app registration is closed since 2024, so the sandbox hands out one.
  const appId = String(100_000 + Math.floor(ctx.random() * 900_000));
  let secret = '';
  for (let i = 0; i < 32; i++) secret += '0123456789abcdef'[Math.floor(ctx.random() * 16)];

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = deezerUrl(req);
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const match = findRoute(routes, method, url.pathname);
    if (!match) return sendRouteNotFound(res);
    sendJson(res, 200, match.route.handler({ view: viewOf(), catalog: ctx.catalog, url, params: match.params }));
  }

  return {
    platform: 'deezer',
    servers: {
      api: (req, res) => {
        try {
          handle(req, res);
        } catch (error) {
          if (error instanceof DeezerApiError) sendDeezerError(res, error.spec);
          else {
            console.error('deezer simulator:', error);
            sendJson(res, 500, { error: { type: 'Exception', message: 'An error occurred', code: 0 } });
          }
        }
      },
    },
    faults: deezerFaults(ctx.random),
    credentials: { app_id: appId, secret },
    endpointOf: (req) => {
      const url = deezerUrl(req);
      const match = findRoute(routes, req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET'), url.pathname);
      return match ? match.route.label : `${req.method ?? 'GET'} (unmatched)`;
    },
  };
};
