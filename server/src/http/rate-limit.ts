import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../errors/app-error';
import { currentApp, currentKeyKind, KEY_REFUSED, PRIVATE_KEY_HEADER, PUBLIC_KEY_HEADER } from './authenticate';
import type { RateLeases } from './rate-leases';

const WINDOW_SECONDS = 60;
const WINDOW_MS = WINDOW_SECONDS * 1000;

/** One fixed-window budget in the shared `rate_limits` table, with its IETF-draft headers. */
function budget(leases: RateLeases, keyPrefix: string, policyName: string, perMinute: number) {
  const policy = `"${policyName}";q=${perMinute};w=${WINDOW_SECONDS}`;

  /** Spends one request of `key`'s budget; over it, a 429 whose message ends with `what`. */
  return async (res: Response, key: string, what: string): Promise<void> => {
    res.set('RateLimit-Policy', policy);
    const spent = await leases.spend(`${keyPrefix}:${key}`, perMinute, WINDOW_MS);
    if (spent.ok) {
      res.set('RateLimit', `"${policyName}";r=${spent.remaining};t=${Math.ceil(spent.resetMs / 1000)}`);
      return;
    }
    const seconds = Math.max(1, Math.ceil(spent.resetMs / 1000));
    res.set('RateLimit', `"${policyName}";r=0;t=${seconds}`);
    throw new AppError('ERATELIMITED', `rate limit of ${perMinute} requests per minute reached for ${what}; retry in ${seconds} s`, {
      headers: { 'Retry-After': String(seconds) },
    });
  };
}

/**
 * Per-app fixed-window limits shared by every server process on the database, decided in memory
 * from leases of the shared window (`RateLeases`: never more than the limit in all, a client
 * refused at most 2 % early per other process). The public key (shipped in browsers
 * and extensions, so anyone can spend it) and the private key (the app's backend) each have a
 * budget of their own: a flood with the public key never makes the backend's calls fail.
 * Headers follow the IETF draft (https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/):
 * `RateLimit-Policy: "per-app";q=600;w=60` and `RateLimit: "per-app";r=<left>;t=<seconds>`,
 * on successful responses as on the 429 (which adds `Retry-After`).
 */
export function createRateLimit(leases: RateLeases, perMinute: number, publicPerMinute = perMinute): RequestHandler {
  const spend = {
    private: budget(leases, 'app', 'per-app', perMinute),
    public: budget(leases, 'app-public', 'per-app', publicPerMinute),
  };
  return async (_req, res, next) => {
    const kind = currentKeyKind(res);
    await spend[kind](res, currentApp(res).id, kind === 'public' ? "this app's public key" : 'this app');
    next();
  };
}

/** The client's address: the socket's, or the one trusted proxies forwarded (`trust proxy`). */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The API's routes, which all take a key except the linking pages under /v1/auth/ (OAuth callbacks). */
const isKeyedRoute = (path: string): boolean => {
  // Express matches routes without regard to case: so does this.
  const lower = path.toLowerCase();
  return (lower.startsWith('/v1/') || lower.startsWith('/playlist/')) && !lower.startsWith('/v1/auth/');
};

/**
 * Per-client-address limit for requests that carry no API key (share pages, docs, health,
 * linking pages, the dashboard); a request with a key spends its app's budget instead, once
 * `requireKey` accepts the key, and this one if the key is refused. A key header on a route that
 * takes none changes nothing, so it cannot be used to skip the limit. The address is the real
 * client's only when `trust proxy` names the proxies in front.
 */
export function createAddressRateLimit(leases: RateLeases, perMinute: number): RequestHandler {
  const spend = budget(leases, 'ip', 'per-ip', perMinute);
  return async (req, res, next) => {
    // With the database away the request goes on uncounted, so /healthz can still say so.
    const spendHere = () =>
      spend(res, clientAddress(req), 'this address').catch((error: unknown) => {
        if (error instanceof AppError) throw error;
      });
    const keyed = (req.get(PUBLIC_KEY_HEADER) !== undefined || req.get(PRIVATE_KEY_HEADER) !== undefined) && isKeyedRoute(req.path);
    if (keyed) res.locals[KEY_REFUSED] = spendHere;
    else await spendHere();
    next();
  };
}
