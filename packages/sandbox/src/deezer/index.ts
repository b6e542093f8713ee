/**
 * Deezer: the public API host (`api.deezer.com`, also under `/2.0`), no authentication for
 * catalog reads, `access_token=` for the user's endpoints; and the OAuth host
 * (`connect.deezer.com`). Errors, including throttling and bad tokens, arrive as HTTP 200 bodies
 * with an error code.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../platform-kit/read-body';
import { findRoute, requestUrl } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import type { SimulatorFactory } from '../simulator';
import { DeezerApiError, deezerErrors, sendDeezerError, sendRouteNotFound } from './deezer-errors';
import { deezerFaults } from './deezer-faults';
import { DeezerView } from './deezer-objects';
import { deezerRoutes } from './deezer-routes';
import { DeezerSearchIndex } from './search-index';
import { searchHandler } from './search-handler';
import { connectServer } from './connect-server';
import { deezerAuthErrors } from './user-request';
import { deezerUserRoutes } from './user-routes';

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

  const userRoutes = deezerUserRoutes();

  /** Deezer lets a GET stand for a POST or a DELETE with `request_method=` (handy from a browser). */
  function methodOf(req: IncomingMessage, url: URL): string {
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const override = url.searchParams.get('request_method')?.toUpperCase();
    return method === 'GET' && (override === 'POST' || override === 'DELETE') ? override : method;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = deezerUrl(req);
    const method = methodOf(req, url);
    const mine = findRoute(userRoutes, method, url.pathname);
    if (mine) {
      const params2 = new URLSearchParams(url.searchParams);
      if (req.method === 'POST') for (const [k, v] of new URLSearchParams(await readBody(req))) if (!params2.has(k)) params2.set(k, v);
      const token = params2.get('access_token');
      if (!token) throw deezerAuthErrors.noToken();
      const verified = ctx.users.verify('deezer', token);
      // Expired, revoked and unknown tokens all get the same answer.
      if (!verified.ok) throw deezerAuthErrors.invalidToken();
      const who = mine.params[0];
      if (url.pathname.startsWith('/user/') && who !== 'me' && who !== verified.owner.account.id) throw new DeezerApiError(deezerErrors.noData());
      const view = viewOf();
      sendJson(res, 200, mine.route.handler({ view, catalog: ctx.catalog, url, params: mine.params, owner: verified.owner, users: ctx.users, params2, country: verified.owner.user.country }));
      return;
    }
    const match = findRoute(routes, method, url.pathname);
    if (!match) return sendRouteNotFound(res);
    // Catalog reads need no token; one that comes along tells Deezer the listener's country.
    const token = url.searchParams.get('access_token');
    const reader = token ? ctx.users.verify('deezer', token) : undefined;
    const country = reader?.ok ? reader.owner.user.country : undefined;
    sendJson(res, 200, match.route.handler({ view: viewOf(), catalog: ctx.catalog, url, params: match.params, ...(country ? { country } : {}) }));
  }

  return {
    platform: 'deezer',
    servers: {
      api: (req, res) => {
        handle(req, res).catch((error: unknown) => {
          if (error instanceof DeezerApiError) sendDeezerError(res, error.spec, error.status);
          else {
            console.error('deezer simulator:', error);
            sendJson(res, 500, { error: { type: 'Exception', message: 'An error occurred', code: 0 } });
          }
        });
      },
      connect: connectServer({ id: appId, secret }, ctx.users),
    },
    faults: deezerFaults(ctx.random),
    credentials: { app_id: appId, secret },
    // `cdn-images.dzcdn.net/images/{kind}/{md5}/{N}x{N}-000000-80-0-0.jpg`, clips on `cdnt-preview.dzcdn.net`.
    media: {
      hosts: ['cdn-images.dzcdn.net', 'cdnt-preview.dzcdn.net'],
      routes: [
        { path: /^\/images\/[a-z]+\/[0-9a-f]{32}\/(\d+)x\d+-000000-80-0-0\.jpg$/, kind: 'image', size: (m) => Number(m[1]) },
        { path: /^\/api\/1\/1\/[0-9a-f]\/[0-9a-f]\/[0-9a-f]\/0\/[0-9a-f]{32}\.mp3$/, kind: 'audio' },
      ],
    },
    endpointOf: (req) => {
      const url = deezerUrl(req);
      if (url.pathname.startsWith('/oauth/')) return `${req.method ?? 'GET'} ${url.pathname}`;
      const method = methodOf(req, url);
      const match = findRoute(userRoutes, method, url.pathname) ?? findRoute(routes, method, url.pathname);
      return match ? match.route.label : `${req.method ?? 'GET'} (unmatched)`;
    },
  };
};
