import type { RequestHandler } from 'express';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';
import { currentApp } from './authenticate';

const WINDOW_SECONDS = 60;
const POLICY = 'per-app';

/**
 * Per-app fixed-window limit kept in PostgreSQL by rate-limiter-flexible, so every server
 * process on the database counts against the same budget. Headers follow the IETF draft
 * (https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/):
 * `RateLimit-Policy: "per-app";q=600;w=60` and `RateLimit: "per-app";r=<left>;t=<seconds>`,
 * on successful responses as on the 429 (which adds `Retry-After`).
 */
export function createRateLimit(pool: pg.Pool, perMinute: number): RequestHandler {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    // The table comes from a migration, so concurrent starts never race to create it.
    tableCreated: true,
    keyPrefix: 'app',
    points: perMinute,
    duration: WINDOW_SECONDS,
  });
  const policy = `"${POLICY}";q=${perMinute};w=${WINDOW_SECONDS}`;

  return async (_req, res, next) => {
    const app = currentApp(res);
    res.set('RateLimit-Policy', policy);
    try {
      const result = await limiter.consume(app.id);
      res.set('RateLimit', `"${POLICY}";r=${result.remainingPoints};t=${Math.ceil(result.msBeforeNext / 1000)}`);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      res.set('RateLimit', `"${POLICY}";r=0;t=${seconds}`);
      throw new AppError('ERATELIMITED', `rate limit of ${perMinute} requests per minute reached for this app; retry in ${seconds} s`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
    next();
  };
}
