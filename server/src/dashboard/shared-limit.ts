import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';

export interface SharedLimitOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** The refusal's message, given the seconds to wait. */
  refusal(seconds: number): string;
}

/**
 * A budget per key shared by every server process (rate-limiter-flexible on the PostgreSQL
 * `rate_limits` table); past it, `ERATELIMITED` with `Retry-After`.
 */
export function sharedLimit(pool: pg.Pool, options: SharedLimitOptions): (key: string) => Promise<void> {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });
  return async (key) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new AppError('ERATELIMITED', options.refusal(seconds), { headers: { 'Retry-After': String(seconds) } });
    }
  };
}
