import { PLATFORMS } from '@segue/core';
import { AccountQuerySchema, UserConnectBodySchema } from '@segue/core/schemas';
import { AccountResponseSchema, ConnectResponseSchema } from '@segue/core/schemas';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { formatZodError } from '../errors/format-zod-error';
import { currentApp, requireKey } from '../http/authenticate';
import { sendData, sendError } from '../http/envelope';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES, LIBRARY_EXAMPLES } from '../openapi/sandbox-examples';
import { describeError, type Logger } from '../runtime/logger';
import type { ApiKeyService } from '../apps/api-key.service';
import { parseBody, requireJson } from '../http/json-body';
import type { CallbackOutcome } from './finish-linking';
import { FLOW_COOKIE_PATH, readCookie, type CookieReader } from './flow-cookie';
import { confirmPage, errorPage, pageCsp, startPage } from './linking-pages';
import type { LinkingService } from './linking.service';
import { musicKitPage } from './musickit-page';

/** Single values of the query string (a repeated parameter counts by its first value). */
function queryOf(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.query as Record<string, unknown>)) {
    const first = Array.isArray(value) ? (value[0] as unknown) : value;
    if (typeof first === 'string') out[name] = first;
  }
  return out;
}

const cookiesOf = (req: Request): CookieReader => (name) => readCookie(req.get('cookie'), name);

/** Where a form's answer may redirect: the app's redirect URL (`chrome-extension://…` included). */
const originOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
};

function answer(res: Response, req: Request, outcome: CallbackOutcome): void {
  res.set('cache-control', 'no-store');
  if (outcome.kind !== 'confirm' && outcome.clearCookie) {
    res.clearCookie(outcome.clearCookie, { httpOnly: true, sameSite: 'lax', path: FLOW_COOKIE_PATH });
  }
  if (outcome.kind === 'confirm') {
    const action = `/v1/auth/${outcome.platform}/confirm`;
    const html = confirmPage({ appName: outcome.appName, platformName: PLATFORMS[outcome.platform].name, action, state: outcome.state });
    res.set('content-security-policy', pageCsp([originOf(outcome.redirectUrl)])).type('html').send(html);
    return;
  }
  if (outcome.kind === 'redirect') {
    res.redirect(302, outcome.location);
    return;
  }
  if (req.accepts(['html', 'json']) === 'json') {
    sendError(res, outcome.error as Parameters<typeof sendError>[1], outcome.message, outcome.status);
    return;
  }
  res.status(outcome.status).type('html').send(errorPage(outcome.error, outcome.message));
}

/** Account linking, account lookup and the linking tokens' public keys. */
export function linkingRoutes(deps: {
  linking: LinkingService;
  apiKeys: ApiKeyService;
  rateLimit: RequestHandler;
  sandbox?: boolean;
  log: Logger;
}): Router {
  const { linking, rateLimit } = deps;
  const router = Router();
  const publicKey = [requireKey(deps.apiKeys, 'public'), rateLimit];
  const privateKey = [requireKey(deps.apiKeys, 'private'), rateLimit];

  const connect: RequestHandler = async (req, res) => {
    const query = queryOf(req);
    const result = await linking.connect(currentApp(res), String(req.params.platform), {
      scopes: query.scopes,
      redirectUrl: query.redirect_url,
      userToken: query.user_token,
    });
    sendData(res, result, 'Send the user to data.url to link their account');
  };
  router.get('/v1/:platform/connect', ...publicKey, connect);
  router.get('/v1/auth/:platform/connect', ...publicKey, connect);

  router.post('/v1/:platform/connect', ...privateKey, requireJson, async (req, res) => {
    const body = parseBody(UserConnectBodySchema, req.body);
    const result = await linking.connectForUser(currentApp(res), String(req.params.platform), {
      userId: body.user_id,
      redirectUrl: body.redirect_url,
      scopes: Array.isArray(body.scopes) ? body.scopes.join(' ') : body.scopes,
    });
    sendData(res, result, "Send the user's browser to data.url (once, within 10 minutes) to add the platform to this user");
  });

  router.get('/v1/auth/:platform/start', async (req, res) => {
    const outcome = await linking.startPage(String(req.params.platform), queryOf(req).state ?? '', cookiesOf(req));
    if (outcome.kind === 'page') {
      answer(res, req, outcome);
      return;
    }
    const { cookie } = outcome;
    res.cookie(cookie.name, cookie.value, { httpOnly: true, sameSite: 'lax', secure: cookie.secure, path: FLOW_COOKIE_PATH, maxAge: cookie.maxAgeSeconds * 1000 });
    res.set('cache-control', 'no-store').set('content-security-policy', pageCsp()).type('html').send(startPage(outcome));
  });

  router.get('/v1/auth/applemusic/authorize', async (req, res) => {
    const state = queryOf(req).state ?? '';
    let signIn;
    try {
      signIn = await linking.appleSignIn(state, { sandbox: deps.sandbox ?? false });
    } catch (error) {
      const message = error instanceof AppError ? error.message : 'the sign-in could not start';
      answer(res, req, { kind: 'page', status: 400, error: 'EBADREQUEST', message });
      return;
    }
    res.set('cache-control', 'no-store');
    if (signIn.kind === 'redirect') {
      // The sandbox's test switches (which listener signs in, or a refusal) pass through.
      const location = new URL(signIn.location);
      for (const name of ['sandbox_user', 'sandbox_deny']) {
        const value = queryOf(req)[name];
        if (value !== undefined) location.searchParams.set(name, value);
      }
      res.redirect(302, location.toString());
      return;
    }
    const page = musicKitPage(signIn);
    res.set('content-security-policy', page.csp).type('html').send(page.html);
  });

  router.get('/v1/auth/:platform/callback', async (req, res) => {
    const onUnexpected = (error: unknown) => deps.log.error('linking callback failed', describeError(error));
    answer(res, req, await linking.callback(String(req.params.platform), queryOf(req), cookiesOf(req), onUnexpected));
  });

  router.post('/v1/auth/:platform/confirm', express.urlencoded({ extended: false, limit: '8kb' }), async (req, res) => {
    const onUnexpected = (error: unknown) => deps.log.error('linking confirmation failed', describeError(error));
    const form = (req.body ?? {}) as Record<string, unknown>;
    const fields = { state: String(form.state ?? ''), choice: String(form.choice ?? '') };
    answer(res, req, await linking.confirmMove(String(req.params.platform), fields, cookiesOf(req), onUnexpected));
  });

  router.get('/v1/account', ...privateKey, async (req, res) => {
    const parsed = AccountQuerySchema.safeParse(queryOf(req));
    if (!parsed.success) throw new AppError('EBADREQUEST', formatZodError(parsed.error));
    sendData(res, await linking.account(currentApp(res).id, parsed.data.identifier));
  });

  router.delete('/v1/account/:userId/:platform', ...privateKey, async (req, res) => {
    await linking.unlink(currentApp(res).id, String(req.params.userId), String(req.params.platform));
    sendData(res, { unlinked: String(req.params.platform) }, 'The platform account was unlinked and its tokens deleted');
  });

  router.get('/.well-known/jwks.json', async (_req, res) => {
    res.set('cache-control', 'public, max-age=300');
    res.json(await linking.jwks());
  });

  return router;
}

const JwksSchema = z
  .object({ keys: z.array(z.object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: z.string(), y: z.string(), kid: z.string(), alg: z.literal('ES256'), use: z.literal('sig') })) })
  .meta({ id: 'Jwks', description: 'The public keys that verify linking tokens (RFC 7517).' });

const UnlinkResponseSchema = z.object({ data: z.object({ unlinked: z.string() }), message: z.string(), status: z.number() });

const platformPath = [{ name: 'platform', description: 'applemusic, spotify, deezer, tidal or ytmusic' }];
const htmlPage = (status: number, description: string) => ({ status, description, html: true });

export const LINKING_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/{platform}/connect',
    tag: 'Linking',
    summary: "Segue's start URL of a linking flow",
    description:
      'Query: `scopes` (space- or comma-separated; defaults per platform, Deezer always asks all it needs, Apple Music takes none), ' +
      "`redirect_url` (must match an allow-listed URL's origin and path; default the first one; a browser extension's web-auth redirect " +
      '`https://<extension id>.chromiumapp.org/…` or `https://<hash>.extensions.allizom.org/…` is accepted when the app has `extension_linking` on). ' +
      "data.url is Segue's start page: the first browser to open it owns the flow (a 10-minute HttpOnly cookie); the callback refuses any other browser. " +
      'The new link joins the user already linked to this platform account, else the oldest user with the same e-mail when the platform verified it ' +
      '(TIDAL) and that user has no links left, else a new user. `user_token` is refused (400): use POST /v1/{platform}/connect to add a platform to a user. ' +
      'Also at /v1/auth/{platform}/connect. YouTube Music needs a Google OAuth client (with the YouTube Data API v3 enabled) on the integration, else ENOTSUPPORTED.',
    auth: 'public',
    pathParams: platformPath,
    query: [
      { name: 'scopes', description: 'Platform scopes, space- or comma-separated; default per platform' },
      { name: 'redirect_url', description: "Where the user lands after linking: one of the app's redirect URLs (default the first)" },
      { name: 'user_token', description: 'Refused (400): a backend adds a platform to a user with POST /v1/{platform}/connect' },
    ],
    response: ConnectResponseSchema,
    example: EXAMPLES.connect,
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/v1/{platform}/connect',
    tag: 'Linking',
    summary: 'A one-time start URL that adds a platform to an existing user',
    description:
      "For the app's backend: the link this flow makes joins `user_id`. Send the signed-in user's browser to data.url at once: it is single use " +
      '(the first browser to open it owns it) and expires after 10 minutes. If the platform account is linked to another user of the app, ' +
      'the user is asked on Segue\'s page before it moves.',
    auth: 'private',
    pathParams: platformPath,
    requestBody: UserConnectBodySchema,
    requestExample: EXAMPLES.userConnectRequest,
    response: ConnectResponseSchema,
    example: EXAMPLES.connect,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/v1/account',
    tag: 'Linking',
    summary: 'A user of the app by e-mail or id, with a profile per linked platform',
    description: 'Several users may share an e-mail (platforms that do not verify addresses never join users): an e-mail finds the oldest of them.',
    auth: 'private',
    query: [{ name: 'identifier', description: 'The user id (UUID) or e-mail', required: true }],
    response: AccountResponseSchema,
    example: LIBRARY_EXAMPLES.account,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/v1/auth/{platform}/start',
    tag: 'Linking',
    summary: "Segue's start page of a linking flow (data.url of connect), for the user's browser",
    description:
      'The first browser to open it owns the flow (a 10-minute HttpOnly cookie) and is sent on to the platform; any other browser, ' +
      'or a used or expired state, gets an error page (JSON with `Accept: application/json`).',
    auth: 'none',
    pathParams: platformPath,
    query: [{ name: 'state', description: 'The signed state of data.url', required: true }],
    otherResponses: [htmlPage(200, 'The start page, which sends the browser to the platform')],
    errors: [400, 404],
    htmlErrors: true,
  },
  {
    method: 'get',
    path: '/v1/auth/{platform}/callback',
    tag: 'Linking',
    summary: 'Where the platform sends the user back (the redirect URI to register with the platform)',
    description:
      'Checks the state and the browser that started the flow, exchanges the code, links the account and redirects to the ' +
      "app's redirect URL with `token` (a linking token) and `user_id`, or with `error`. If the platform account is linked to " +
      'another user of the app, a page asks before it moves. Errors are HTML pages, or the JSON envelope with `Accept: application/json`.',
    auth: 'none',
    pathParams: platformPath,
    query: [
      { name: 'state', description: 'The state Segue sent to the platform' },
      { name: 'code', description: 'The authorization code from the platform' },
      { name: 'error', description: 'The refusal from the platform' },
    ],
    otherResponses: [
      { status: 302, description: "To the app's redirect URL", location: "The app's redirect URL with `token` and `user_id`, or `error`" },
      htmlPage(200, 'A page asking whether the platform account moves to this user'),
    ],
    errors: [400, 403, 404, 409, 503],
    htmlErrors: true,
  },
  {
    method: 'delete',
    path: '/v1/account/{userId}/{platform}',
    tag: 'Linking',
    summary: "Unlinks a user's platform account and deletes its tokens",
    description: "Also revokes every linking token the user was issued so far: they answer 401 until the user links again.",
    auth: 'private',
    pathParams: [
      { name: 'userId', description: 'Segue user id' },
      { name: 'platform', description: 'Platform key' },
    ],
    response: UnlinkResponseSchema,
    example: EXAMPLES.unlink,
    errors: [404],
  },
  {
    method: 'get',
    path: '/.well-known/jwks.json',
    tag: 'Linking',
    summary: 'Public keys of the linking tokens (ES256)',
    auth: 'none',
    response: JwksSchema,
    example: EXAMPLES.jwks,
  },
];
