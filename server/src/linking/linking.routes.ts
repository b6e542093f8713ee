import { PLATFORMS } from '@segue/core';
import { AccountQuerySchema, UserConnectBodySchema } from '@segue/core/schemas';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '../errors/app-error';
import { formatZodError } from '../errors/format-zod-error';
import { currentApp, requireKey } from '../http/authenticate';
import { sendData, sendError } from '../http/envelope';
import { describeError, type Logger } from '../runtime/logger';
import type { ApiKeyService } from '../apps/api-key.service';
import { parseBody, requireJson } from '../http/json-body';
import type { CallbackOutcome } from './finish-linking';
import { FLOW_COOKIE_PATH, readCookie, type CookieReader } from './flow-cookie';
import { confirmPage, errorPage, pageCsp, startPage } from './linking-pages';
import type { LinkingService } from './linking.service';
import { JoinBodySchema } from './linking-route-docs';
import { musicKitPage } from './musickit-page';
import { bearerToken } from '../library/require-linking-token';

/** Single values of the query string (a repeated parameter counts by its first value). */
function queryOf(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.query as Record<string, unknown>)) {
    const first = Array.isArray(value) ? (value[0] as unknown) : value;
    if (typeof first === 'string') out[name] = first;
  }
  return out;
}

/** The string fields of a urlencoded form body (none when the body was something else). */
function formOf(req: Request): Record<string, string> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The largest callback form: a state and a Music-User-Token fit many times over. */
export const CALLBACK_FORM_LIMIT = '16kb';

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
  const join = outcome.joinCookie;
  if (join) {
    res.cookie(join.name, join.value, { httpOnly: true, sameSite: 'lax', secure: join.secure, path: FLOW_COOKIE_PATH, maxAge: join.maxAgeSeconds * 1000 });
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
      responseMode: query.response_mode,
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
      responseMode: body.response_mode,
      scopes: Array.isArray(body.scopes) ? body.scopes.join(' ') : body.scopes,
    });
    sendData(res, result, "Send the user's browser to data.url (once, within 10 minutes) to add the platform to this user");
  });

  router.post('/v1/:platform/connect/join', ...privateKey, requireJson, async (req, res) => {
    const body = parseBody(JoinBodySchema, req.body);
    const result = await linking.join(currentApp(res), String(req.params.platform), { userId: body.user_id, joinCode: body.join_code });
    sendData(res, result, 'The platform account was added to the user: data.token is its linking token');
  });

  router.post('/v1/me/token', ...publicKey, async (req, res) => {
    const refreshed = await linking.refreshToken(currentApp(res).id, bearerToken(req.get('authorization')));
    res.set('cache-control', 'no-store');
    sendData(res, refreshed, 'A fresh linking token: use it in place of the one sent');
  });

  router.get('/v1/auth/:platform/start', async (req, res) => {
    const query = queryOf(req);
    const outcome = await linking.startPage(String(req.params.platform), query.state ?? '', cookiesOf(req), { separate: query.separate === '1' });
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

  const onUnexpected = (error: unknown) => deps.log.error('linking callback failed', describeError(error));
  router.get('/v1/auth/:platform/callback', async (req, res) => {
    answer(res, req, await linking.callback(String(req.params.platform), queryOf(req), cookiesOf(req), onUnexpected, 'GET'));
  });

  // Apple Music's sign-in page posts the Music-User-Token (a few hundred bytes) with the state.
  router.post('/v1/auth/:platform/callback', express.urlencoded({ extended: false, limit: CALLBACK_FORM_LIMIT, parameterLimit: 20 }), async (req, res) => {
    answer(res, req, await linking.callback(String(req.params.platform), formOf(req), cookiesOf(req), onUnexpected, 'POST'));
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

  // Before `/v1/account/:userId/:platform`, which would take `browsers` for a platform.
  router.delete('/v1/account/:userId/browsers', ...privateKey, async (req, res) => {
    const forgotten = await linking.forgetBrowsers(currentApp(res).id, String(req.params.userId));
    sendData(res, { forgotten }, 'No browser joins new links to this user any more');
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

export { LINKING_ROUTE_DOCS } from './linking-route-docs';
