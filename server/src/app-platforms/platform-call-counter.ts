import { AsyncLocalStorage } from 'node:async_hooks';
import type { PlatformKey } from '@segue/core';
import type { PlatformHttp } from '../platforms/index';

/** Platform requests made on behalf of one conversion, per platform (retries included). */
export type PlatformCalls = Partial<Record<PlatformKey, number>>;

const current = new AsyncLocalStorage<PlatformCalls>();
/** Conversions being counted right now, in this process. */
let counting = 0;

/**
 * Runs `fn` and counts the platform requests it causes, however deep in the adapters they are
 * sent: the benchmark and the API's `x-segue-platform-requests` header read this.
 *
 * While an AsyncLocalStorage is enabled, Node.js 20 runs its promise hooks on every promise in the
 * process, requests answered from memory included (about a fifth of such a request's CPU time
 * here): the storage is disabled whenever no conversion is being counted, and `run` enables it
 * again. A request it would have missed then belongs to no counted conversion anyway.
 */
export async function countPlatformCalls<T>(fn: () => Promise<T>): Promise<{ result: T; calls: PlatformCalls }> {
  const calls: PlatformCalls = {};
  counting += 1;
  try {
    const result = await current.run(calls, fn);
    return { result, calls };
  } finally {
    counting -= 1;
    if (counting === 0) current.disable();
  }
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
