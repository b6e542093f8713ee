import { PLATFORM_KEYS } from '@segue/core';
import { Router, type RequestHandler } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { sendData } from '../http/envelope';
import { parseBody, requireJson } from '../http/json-body';
import { CREDENTIAL_SCHEMAS, SECRET_FIELDS } from '../platforms/registry';
import type { NewSession } from './account.service';
import { clientIp, currentAccount, requireSession } from './dashboard-guards';
import type { DashboardDeps } from './dashboard-deps';
import { accountView } from './dashboard-views';
import { exampleLinks } from './example-links';
import { sendSession } from './send-session';
import { clearSessionCookie, csrfTokenFor, sessionTokenOf } from './session-cookie';
import { PASSWORD_MAX, PASSWORD_MIN } from './password';
import { refuseUninvitedSignUp } from './signup-gate';
import { SANDBOX_ORGANIZATION, type SandboxOnboarding } from '../sandbox/sandbox-onboarding';

const Credentials = z.strictObject({
  email: z.string({ error: 'is required' }).max(320, 'is too long'),
  password: z.string({ error: 'is required' }).max(PASSWORD_MAX * 4, 'is too long'),
});
const SignUp = Credentials.extend({ invitation: z.string().max(200, 'is too long').optional() });

// One answer whether the address was free or had an account already: sign-up must not tell
// which addresses have accounts. The client signs in next, with the password it chose.
const SIGNED_UP = 'Account ready for this address: sign in with it and your password';

/** Per-address limit on sign-in and sign-up, shared by every process (rate-limiter-flexible on PostgreSQL). */
function authRateLimit(deps: DashboardDeps): RequestHandler {
  const perMinute = deps.authRequestsPerMinute ?? 30;
  const limiter = new RateLimiterPostgres({
    storeClient: deps.pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: 'dashboard-auth',
    points: perMinute,
    duration: 60,
  });
  return async (req, _res, next) => {
    try {
      await limiter.consume(clientIp(req));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new AppError('ERATELIMITED', `too many sign-in attempts from this address: wait ${seconds} s`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
    next();
  };
}

/** Fields each platform's integration form needs, from the same schemas the server validates with. */
function integrationFields() {
  return PLATFORM_KEYS.map((platform) => ({
    platform,
    fields: Object.entries(CREDENTIAL_SCHEMAS[platform].shape as Record<string, z.ZodType>).map(([name, schema]) => ({
      name,
      secret: SECRET_FIELDS[platform].includes(name),
      // A field with a default (Apple's storefront) may be left empty.
      optional: schema.safeParse(undefined).success,
    })),
  }));
}

export function dashboardAuthRoutes(deps: DashboardDeps, sandbox: SandboxOnboarding | undefined, mailsResetLinks: boolean): Router {
  const router = Router();
  const { accounts } = deps.services.dashboard;
  const secure = deps.config.publicUrl.startsWith('https:');
  const limit = authRateLimit(deps);

  const started = (res: Parameters<RequestHandler>[1], session: NewSession, status: number) => sendSession(res, session, status, secure);

  router.get('/session', requireSession(accounts), (req, res) => {
    sendData(res, { account: accountView(currentAccount(res)), csrf_token: csrfTokenFor(sessionTokenOf(req)!) });
  });

  router.post('/auth/sign-up', limit, requireJson, async (req, res) => {
    const body = parseBody(SignUp, req.body);
    await refuseUninvitedSignUp(deps, body.email, body.invitation);
    const created = await accounts.signUp(body.email, body.password);
    if (created) await sandbox?.accountCreated(created.id);
    sendData(res, null, SIGNED_UP, 202);
  });

  router.post('/auth/sign-in', limit, requireJson, async (req, res) => {
    const body = parseBody(Credentials, req.body);
    started(res, await accounts.signIn(body.email, body.password, clientIp(req)), 200);
  });

  // Needs the CSRF token like every other change, so another site cannot sign a user out.
  router.post('/auth/sign-out', requireSession(accounts), async (req, res) => {
    await accounts.signOut(sessionTokenOf(req));
    clearSessionCookie(res, secure);
    sendData(res, null, 'Signed out');
  });

  router.get('/meta', (_req, res) => {
    sendData(res, {
      public_url: deps.config.publicUrl,
      sandbox: deps.config.sandbox === true,
      // Sandbox mode: the organization every account owns, and the links the first-request example converts.
      sandbox_organization: sandbox ? SANDBOX_ORGANIZATION : null,
      example_links: exampleLinks(deps.config.sandboxApps),
      password_reset: mailsResetLinks ? 'email' : 'operator',
      signup: deps.config.signup ?? 'open',
      password: { min: PASSWORD_MIN, max: PASSWORD_MAX },
      platforms: integrationFields(),
    });
  });

  return router;
}
