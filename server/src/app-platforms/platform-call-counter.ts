import { AsyncLocalStorage } from 'node:async_hooks';
import type { PlatformKey } from '@segue/core';
import { PlatformError } from '../errors/platform-error';
import type { PlatformHttp } from '../platforms/index';

/** Platform requests made on behalf of one conversion, per platform (retries included). */
export type PlatformCalls = Partial<Record<PlatformKey, number>>;

interface Counted {
  calls: PlatformCalls;
  /** Once aborted, the conversion sends no more platform requests (a graceful stop interrupts it). */
  signal: AbortSignal | undefined;
}

const current = new AsyncLocalStorage<Counted>();
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
export async function countPlatformCalls<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<{ result: T; calls: PlatformCalls }> {
  const calls: PlatformCalls = {};
  counting += 1;
  try {
    const result = await current.run({ calls, signal }, fn);
    return { result, calls };
  } finally {
    counting -= 1;
    if (counting === 0) current.disable();
  }
}

export function totalCalls(calls: PlatformCalls): number {
  return Object.values(calls).reduce((sum, n) => sum + n, 0);
}

/**
 * Wraps an integration's HTTP client so each send is counted in the conversion that caused it,
 * and refused (as the platform being unavailable: nothing is cached from it) once the
 * conversion's signal aborted. Requests already sent finish.
 */
export function countingHttp(http: PlatformHttp): PlatformHttp {
  return {
    platform: http.platform,
    send(request) {
      const counted = current.getStore();
      if (counted?.signal?.aborted) return Promise.reject(new PlatformError(http.platform, 'unavailable', 'not sent: the process is stopping'));
      if (counted) counted.calls[http.platform] = (counted.calls[http.platform] ?? 0) + 1;
      return http.send(request);
    },
  };
}
