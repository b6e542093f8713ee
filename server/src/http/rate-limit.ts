import type { Request, RequestHandler, Response } from 'express';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';
import { currentApp, currentKeyKind, KEY_REFUSED, PRIVATE_KEY_HEADER, PUBLIC_KEY_HEADER } from './authenticate';

const WINDOW_SECONDS = 60;

/** One fixed-window budget in the shared `rate_limits` table, with its IETF-draft headers. */
function budget(pool: pg.Pool, keyPrefix: string, policyName: string, perMinute: number) {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    // The table comes from a migration, so concurrent starts never race to create it.
    tableCreated: true,
    keyPrefix,
    points: perMinute,
    duration: WINDOW_SECONDS,
  });
  const policy = `"${policyName}";q=${perMinute};w=${WINDOW_SECONDS}`;

  /** Spends one request of `key`'s budget; over it, a 429 whose message ends with `what`. */
  return async (res: Response, key: string, what: string): Promise<void> => {
    res.set('RateLimit-Policy', policy);
    try {
      const result = await limiter.consume(key);
      res.set('RateLimit', `"${policyName}";r=${result.remainingPoints};t=${Math.ceil(result.msBeforeNext / 1000)}`);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      res.set('RateLimit', `"${policyName}";r=0;t=${seconds}`);
      throw new AppError('ERATELIMITED', `rate limit of ${perMinute} requests per minute reached for ${what}; retry in ${seconds} s`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
  };
}

/**
 * Per-app fixed-window limits kept in PostgreSQL by rate-limiter-flexible, so every server
 * process on the database counts against the same budget. The public key (shipped in browsers
 * and extensions, so anyone can spend it) and the private key (the app's backend) each have a
 * budget of their own: a flood with the public key never makes the backend's calls fail.
 * Headers follow the IETF draft (https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/):
 * `RateLimit-Policy: "per-app";q=600;w=60` and `RateLimit: "per-app";r=<left>;t=<seconds>`,
 * on successful responses as on the 429 (which adds `Retry-After`).
 */
export function createRateLimit(pool: pg.Pool, perMinute: number, publicPerMinute = perMinute): RequestHandler {
  const spend = {
    private: budget(pool, 'app', 'per-app', perMinute),
    public: budget(pool, 'app-public', 'per-app', publicPerMinute),
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
export function createAddressRateLimit(pool: pg.Pool, perMinute: number): RequestHandler {
  const spend = budget(pool, 'ip', 'per-ip', perMinute);
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
