/**
 * Puts a platform's configured faults in front of its API listener: latency with jitter, a
 * fixed-window rate limit, and shares of 429s, 5xx, hung requests and malformed bodies, each
 * answered in the platform's own format through its `FaultResponder`.
 */
import type { RequestListener, ServerResponse } from 'node:http';
import type { SeededRandom } from './seeded-random';
import type { FaultConfig, FaultResponder } from './simulator';

export type FaultKind = 'rateLimited' | 'serverError' | 'hung' | 'malformed';

export interface FaultGateOptions {
  responder: FaultResponder;
  random: SeededRandom;
  now(): number;
  onFault(kind: FaultKind): void;
}

export interface FaultGate {
  /** Replaces the configuration (`null`: no faults) and starts a fresh rate-limit window. */
  configure(config: FaultConfig | null): void;
  /** Guards one of the platform's servers; faults reach it only if the configuration names it (`servers`, default `api`). */
  wrap(listener: RequestListener, server: string): RequestListener;
  /** Cancels delayed responses; hung ones are ended by closing their connections. */
  dispose(): void;
}

const DEFAULT_SERVERS = ['api'];

/** Retry-After for a forced 429 outside any window: short, so clients that honour it stay fast. */
const FORCED_RETRY_AFTER_SECONDS = 1;

export function createFaultGate(options: FaultGateOptions): FaultGate {
  const { responder, random, now, onFault } = options;
  let config: FaultConfig | null = null;
  let windowStart = -Infinity;
  let windowCount = 0;
  const timers = new Set<NodeJS.Timeout>();

  type Fate = { kind: 'pass' } | { kind: FaultKind; retryAfter?: number };

  // Decided when the request arrives, so the rate-limit window counts arrivals, not departures.
  function decide(c: FaultConfig): Fate {
    if (c.rateLimit && c.rateLimit.windowMs > 0) {
      const t = now();
      if (t >= windowStart + c.rateLimit.windowMs) {
        windowStart = t;
        windowCount = 0;
      }
      windowCount++;
      if (windowCount > c.rateLimit.requests) {
        const retryAfter = Math.max(1, Math.ceil((windowStart + c.rateLimit.windowMs - t) / 1000));
        return { kind: 'rateLimited', retryAfter };
      }
    }
    if (c.rateLimitedRate && random.chance(c.rateLimitedRate)) return { kind: 'rateLimited', retryAfter: FORCED_RETRY_AFTER_SECONDS };
    if (c.errorRate && random.chance(c.errorRate)) return { kind: 'serverError' };
    if (c.hangRate && random.chance(c.hangRate)) return { kind: 'hung' };
    if (c.malformedRate && random.chance(c.malformedRate)) return { kind: 'malformed' };
    return { kind: 'pass' };
  }

  return {
    configure(next) {
      config = next;
      windowStart = -Infinity;
      windowCount = 0;
    },
    wrap: (listener, server) => (req, res) => {
      const c = config;
      if (!c || !(c.servers ?? DEFAULT_SERVERS).includes(server)) {
        listener(req, res);
        return;
      }
      const fate = decide(c);
      const act = (): void => {
        if (res.destroyed) return;
        if (fate.kind !== 'pass') onFault(fate.kind);
        switch (fate.kind) {
          case 'pass':
            listener(req, res);
            return;
          case 'rateLimited':
            responder.rateLimited(req, res, fate.retryAfter ?? FORCED_RETRY_AFTER_SECONDS);
            return;
          case 'serverError':
            responder.serverError(req, res);
            return;
          case 'malformed':
            responder.malformed(req, res);
            return;
          case 'hung':
            keepHanging(res);
            return;
        }
      };
      const delay = Math.max(0, (c.latencyMs ?? 0) + (c.jitterMs ? random.next() * c.jitterMs : 0));
      if (delay <= 0) {
        act();
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        act();
      }, delay);
      timers.add(timer);
      // A client that gives up during the delay should not leave a timer behind.
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** A hung request: nothing is ever written; the connection ends when the client gives up or the sandbox closes. */
function keepHanging(res: ServerResponse): void {
  res.socket?.setTimeout(0);
}
