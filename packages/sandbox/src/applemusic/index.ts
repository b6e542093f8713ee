import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimulatorFactory } from '../simulator';
import { findRoute, labelOf, requestUrl } from '../platform-kit/route-table';
import { readBody } from '../platform-kit/read-body';
import { sendJson } from '../platform-kit/send-json';
import { appleView, type AppleView } from './apple-catalog-view';
import { AppleApiError, appleErrors, sendAppleError } from './apple-errors';
import { appleFaults } from './apple-faults';
import { appleRoutes } from './apple-routes';
import { createDeveloperKey } from './developer-token';
import { MUSICKIT_AUTHORIZE_PATH, musickitAuthorize } from './musickit-authorize';
import { appleUserRoutes } from './user-routes';

/**
 * Apple Music API (`api.music.apple.com`): every request carries a developer token, an ES256
 * JWT signed with the MusicKit key registered for the sandbox team; `/v1/me/...` also needs a
 * Music-User-Token, which the simulated MusicKit page (`musickit-authorize.ts`) hands out.
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

  async function handleUser(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const header = req.headers['music-user-token'];
    const mut = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!mut) throw new AppleApiError(appleErrors.forbidden('Music-User-Token is missing'));
    const verified = ctx.users.verify('applemusic', mut);
    if (!verified.ok) throw new AppleApiError(appleErrors.forbidden());
    const match = findRoute(appleUserRoutes, req.method ?? 'GET', url.pathname);
    if (!match) throw new AppleApiError(appleErrors.notFound());
    let body: unknown;
    if (req.method === 'POST') {
      // `POST /v1/me/library` carries its ids in the query and no body.
      const text = await readBody(req);
      try {
        body = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        throw new AppleApiError(appleErrors.invalidBody('The request body is not valid JSON'));
      }
    }
    const owner = verified.owner;
    const result = match.route.handler({
      view: viewFor(owner.user.country.toLowerCase()),
      query: url.searchParams,
      params: match.params,
      owner,
      users: ctx.users,
      body,
    });
    if (result.body === undefined) {
      res.writeHead(result.status, { 'content-length': 0 });
      res.end();
    } else {
      sendJson(res, result.status, result.body);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if (url.pathname === MUSICKIT_AUTHORIZE_PATH && req.method === 'GET') {
      await musickitAuthorize(url.searchParams, res, { key, users: ctx.users, random: ctx.random });
      return;
    }
    const auth = req.headers.authorization ?? '';
    const token = /^Bearer (.+)$/.exec(auth)?.[1];
    if (!token) throw new AppleApiError(appleErrors.unauthorized('Authentication token is missing'));
    const check = await key.verify(token.trim());
    if (!check.ok) throw new AppleApiError(appleErrors.unauthorized(`Invalid authentication: ${check.reason}`));
    if (url.pathname.startsWith('/v1/me/')) {
      await handleUser(req, res, url);
      return;
    }
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
    // Artwork once the client fills `{w}x{h}`, and the songs' AAC previews.
    media: {
      hosts: ['is1-ssl.mzstatic.com', 'audio-ssl.itunes.apple.com'],
      routes: [
        { path: /^\/image\/thumb\/.+\/(\d+)x\d+(bb|cc)\.(jpg|png|webp)$/, kind: 'image', size: (m) => Number(m[1]) },
        { path: /^\/itunes-assets\/AudioPreview\d+\/v4\/.+\.m4a$/, kind: 'audio' },
      ],
    },
    endpointOf: (req) => {
      const path = requestUrl(req).pathname;
      if (path === MUSICKIT_AUTHORIZE_PATH) return `GET ${MUSICKIT_AUTHORIZE_PATH}`;
      return path.startsWith('/v1/me/') ? labelOf(appleUserRoutes, req) : labelOf(appleRoutes, req);
    },
  };
};
