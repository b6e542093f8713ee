/**
 * Spotify: the Web API host (`api.spotify.com`) with client-credentials bearer tokens issued by
 * the accounts host (`accounts.spotify.com/api/token`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
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

  function authenticate(req: IncomingMessage): void {
    const header = req.headers.authorization;
    if (!header) throw spotifyErrors.unauthorized('No token provided', 'invalid_request');
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const state = token ? tokens.check(token) : 'unknown';
    if (state === 'expired') throw spotifyErrors.unauthorized('The access token expired');
    if (state !== 'valid') throw spotifyErrors.unauthorized('Invalid access token');
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = requestUrl(req);
    const method = req.method ?? 'GET';
    const match = findRoute(routes, method === 'HEAD' ? 'GET' : method, url.pathname);
    if (!match) {
      const other = findRoute(routes, 'GET', url.pathname);
      throw other ? spotifyErrors.methodNotAllowed() : spotifyErrors.noService();
    }
    authenticate(req);
    sendJson(res, 200, match.route.handler({ req, view: viewOf(), url, params: match.params }));
  }

  return {
    platform: 'spotify',
    servers: {
      api: (req, res) => {
        try {
          handle(req, res);
        } catch (error) {
          if (error instanceof SpotifyApiError) sendSpotifyError(res, error.status, error.message, error.headers);
          else {
            console.error('spotify simulator:', error);
            sendSpotifyError(res, 500, 'Server error');
          }
        }
      },
      accounts: accountsServer(client, tokens),
    },
    faults: spotifyFaults,
    credentials: { client_id: client.id, client_secret: client.secret },
    endpointOf: (req) => {
      const path = requestUrl(req).pathname;
      if (path === '/api/token') return `${req.method ?? 'POST'} /api/token`;
      return labelOf(routes, req);
    },
  };
};
