import type { RequestHandler, Request, Response } from 'express';
import { PUBLIC_KEY_HEADER } from './key-headers';

/**
 * The public-key routes a web page may call from any origin, as front ends call Odesli's API.
 * Private-key routes (an app's backend) and the dashboard (same origin, cookie session) get no
 * CORS headers at all, so browsers keep other origins out of them.
 */
const BROWSER_ROUTES: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/v1\/entity\/convert\/?$/i },
  { method: 'GET', path: /^\/v1\/task\/[^/]+\/?$/i },
  // `GET /v1/auth/{platform}/connect` is the same public-key route under its older path.
  { method: 'GET', path: /^\/v1\/(?:auth\/)?[^/]+\/connect\/?$/i },
];

const ALLOW_ORIGIN = 'access-control-allow-origin';
const EXPOSE_HEADERS = 'access-control-expose-headers';
// What the routes read, and what a page needs to read back: the rate limit, when to retry, the
// id to quote, a playlist task's Location, and the conversion's platform request count.
const ALLOWED_HEADERS = ['content-type', 'idempotency-key', PUBLIC_KEY_HEADER, 'x-request-id'].join(', ');
const EXPOSED_HEADERS = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'x-request-id', 'Location', 'x-segue-platform-requests'].join(', ');
// Chromium caps the preflight cache at 2 hours (Firefox at 24): longer would be ignored.
const MAX_AGE_SECONDS = 7200;

const browserRoute = (method: string, path: string) => BROWSER_ROUTES.find((route) => route.method === method && route.path.test(path));

/**
 * CORS for the public-key routes: `Access-Control-Allow-Origin: *` without credentials (the key
 * travels in a header, never a cookie). A preflight is answered here with 204 and needs no key,
 * so it cannot know the app: an app's own origin list (`restrictToAppOrigins`) applies to the
 * actual request, once its key names the app. Mounted before the rate limits, so a 401 or a 429
 * can be read by the page too.
 */
export const publicCors: RequestHandler = (req, res, next) => {
  const requested = req.get('access-control-request-method');
  if (req.method === 'OPTIONS' && requested !== undefined) {
    if (!browserRoute(requested.toUpperCase(), req.path)) {
      next();
      return;
    }
    res.set({
      [ALLOW_ORIGIN]: '*',
      'access-control-allow-methods': requested.toUpperCase(),
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': String(MAX_AGE_SECONDS),
    });
    res.status(204).end();
    return;
  }
  if (browserRoute(req.method === 'HEAD' ? 'GET' : req.method, req.path)) res.set({ [ALLOW_ORIGIN]: '*', [EXPOSE_HEADERS]: EXPOSED_HEADERS });
  next();
};

/**
 * An app with an origin list: only those origins get the allow header (their own origin echoed,
 * with `Vary: Origin`); a page of any other origin gets no CORS headers, so its browser keeps
 * the answer from it. Does nothing on a route `publicCors` left alone.
 */
export function restrictToAppOrigins(req: Request, res: Response, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0 || !res.get(ALLOW_ORIGIN)) return;
  res.vary('Origin');
  const origin = req.get('origin');
  if (origin !== undefined && allowedOrigins.includes(origin)) {
    res.set(ALLOW_ORIGIN, origin);
    return;
  }
  res.removeHeader(ALLOW_ORIGIN);
  res.removeHeader(EXPOSE_HEADERS);
}
