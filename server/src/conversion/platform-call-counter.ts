import { AsyncLocalStorage } from 'node:async_hooks';
import type { PlatformKey } from '@segue/core';
import type { PlatformHttp } from '../platforms/index';

/** Platform requests made on behalf of one conversion, per platform (retries included). */
export type PlatformCalls = Partial<Record<PlatformKey, number>>;

const current = new AsyncLocalStorage<PlatformCalls>();

/**
 * Runs `fn` and counts the platform requests it causes, however deep in the adapters they are
 * sent: the benchmark and the API's `x-segue-platform-requests` header read this.
 */
export async function countPlatformCalls<T>(fn: () => Promise<T>): Promise<{ result: T; calls: PlatformCalls }> {
  const calls: PlatformCalls = {};
  const result = await current.run(calls, fn);
  return { result, calls };
}

export function totalCalls(calls: PlatformCalls): number {
  return Object.values(calls).reduce((sum, n) => sum + n, 0);
}

/** Wraps an integration's HTTP client so each send is counted in the conversion that caused it. */
export function countingHttp(http: PlatformHttp): PlatformHttp {
  return {
    platform: http.platform,
    send(request) {
      const calls = current.getStore();
      if (calls) calls[http.platform] = (calls[http.platform] ?? 0) + 1;
      return http.send(request);
    },
  };
}
