/**
 * Spotify: the Web API host (`api.spotify.com`) with bearer tokens issued by the accounts host
 * (`accounts.spotify.com`): client-credentials tokens for the catalog, users' tokens (authorization
 * code flow, `ctx.users`) for the catalog and the `/v1/me` library endpoints.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../platform-kit/read-body';
import { findRoute, labelOf, requestUrl } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import type { SimulatorFactory } from '../simulator';
import { accountsServer } from './accounts-server';
import { SpotifySearchIndex } from './search-index';
import { searchHandler } from './search-handler';
import { SpotifyApiError, sendSpotifyError, spotifyErrors } from './spotify-errors';
import { spotifyFaults } from './spotify-faults';
import { SpotifyView } from './spotify-objects';
import { spotifyRoutes } from './spotify-routes';
import { createSpotifyTokens } from './spotify-tokens';
import type { TokenOwner } from '../user-state/user-state';
import { spotifyUserRoutes } from './user-routes';

function randomString(random: () => number, length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

export const simulator: SimulatorFactory = (ctx) => {
  // Spotify client ids and secrets are 32 lowercase hex characters.
  const client = { id: randomString(ctx.random, 32, '0123456789abcdef'), secret: randomString(ctx.random, 32, '0123456789abcdef') };
  const tokens = createSpotifyTokens(ctx.random, ctx.now);
  let view: SpotifyView | undefined;
  let index: SpotifySearchIndex | undefined;
  // Built on first request: the API's own URL is only known once it listens.
  const viewOf = (): SpotifyView => (view ??= new SpotifyView(ctx.catalog, ctx.url('api')));
  const routes = spotifyRoutes(searchHandler(() => (index ??= new SpotifySearchIndex(viewOf()))));
  const userRoutes = spotifyUserRoutes();

  /** The user a token acts for, or undefined for a client-credentials token; throws the 401s. */
  function authenticate(req: IncomingMessage): TokenOwner | undefined {
    const header = req.headers.authorization;
    if (!header) throw spotifyErrors.unauthorized('No token provided', 'invalid_request');
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
    const app = tokens.check(token);
    if (app === 'valid') return undefined;
    if (app === 'expired') throw spotifyErrors.unauthorized('The access token expired');
    const user = ctx.users.verify('spotify', token);
    if (user.ok) return user.owner;
    if (user.reason === 'expired') throw spotifyErrors.unauthorized('The access token expired');
    throw spotifyErrors.unauthorized('Invalid access token');
  }

  async function readJson(req: IncomingMessage): Promise<unknown> {
    const text = await readBody(req);
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw spotifyErrors.badRequest('Error parsing JSON.');
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const mine = findRoute(userRoutes, method, url.pathname);
    if (mine) {
      const owner = authenticate(req);
      // A client-credentials token has no user behind it.
      if (!owner) throw spotifyErrors.unauthorized('Unauthorized.');
      const body = method === 'POST' || method === 'PUT' || method === 'DELETE' ? await readJson(req) : undefined;
      const answer = mine.route.handler({ req, view: viewOf(), url, params: mine.params, owner, users: ctx.users, body, country: owner.user.country });
      // Library saves answer 200 with an empty body.
      if (answer.body === undefined) {
        res.writeHead(answer.status, { 'content-length': 0 });
        res.end();
      } else sendJson(res, answer.status, answer.body);
      return;
    }
    const match = findRoute(routes, method, url.pathname);
    if (!match) {
      const other = ['GET', 'POST', 'PUT', 'DELETE'].some((m) => findRoute(routes, m, url.pathname) ?? findRoute(userRoutes, m, url.pathname));
      throw other ? spotifyErrors.methodNotAllowed() : spotifyErrors.noService();
    }
    const owner = authenticate(req);
    sendJson(res, 200, match.route.handler({ req, view: viewOf(), url, params: match.params, ...(owner ? { country: owner.user.country } : {}) }));
  }

  return {
    platform: 'spotify',
    servers: {
      api: (req, res) => {
        handle(req, res).catch((error: unknown) => {
          if (error instanceof SpotifyApiError) sendSpotifyError(res, error.status, error.message, error.headers);
          else {
            console.error('spotify simulator:', error);
            sendSpotifyError(res, 500, 'Server error');
          }
        });
      },
      accounts: accountsServer(client, tokens, ctx.users),
    },
    faults: spotifyFaults,
    credentials: { client_id: client.id, client_secret: client.secret },
    // Covers (`i.scdn.co/image/{id}`), playlist mosaics (`mosaic.scdn.co/{size}/{ids}`), 30 s clips (`p.scdn.co/mp3-preview/{id}`).
    media: {
      hosts: ['i.scdn.co', 'mosaic.scdn.co', 'p.scdn.co'],
      routes: [
        { path: /^\/image\/[0-9a-f]{40}$/, kind: 'image' },
        { path: /^\/(640|300|60)\/[0-9a-f]+$/, kind: 'image', size: (m) => Number(m[1]) },
        { path: /^\/mp3-preview\/[0-9a-f]{40}$/, kind: 'audio' },
      ],
    },
    endpointOf: (req) => {
      const path = requestUrl(req).pathname;
      if (path === '/api/token' || path === '/authorize') return `${req.method ?? 'GET'} ${path}`;
      const mine = labelOf(userRoutes, req);
      return mine.endsWith('(unmatched)') ? labelOf(routes, req) : mine;
    },
  };
};
