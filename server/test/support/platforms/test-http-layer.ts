import type { PlatformKey } from '@segue/core';
import { createHttpLayer, type HttpLayer, type HttpLayerOptions } from '../../../src/platforms/http/http-layer';

/**
 * The HTTP layer as platform tests use it: millisecond backoffs and a short Retry-After cap, so
 * retries and faults run in milliseconds; no circuit breaker (fault tests fail every attempt on
 * purpose, and the breaker has its own tests); a budget too large to slow anything (budgets
 * are exercised by the layer's own tests).
 */
export function createTestHttpLayer(platform: PlatformKey, options: Pick<HttpLayerOptions, 'timeoutMs' | 'maxRetries'> = {}): HttpLayer {
  return createHttpLayer({
    timeoutMs: options.timeoutMs ?? 1_000,
    maxRetries: options.maxRetries ?? 1,
    backoff: { baseMs: 1, capMs: 5, retryAfterCapMs: 20 },
    breaker: { minimumAttempts: 1_000_000 },
    budgets: { [platform]: { concurrency: 16, requests: 100_000, intervalMs: 1_000 } },
  });
}
