/** Request accounting per platform and endpoint, served by `stats()` and `/__stats`. */
import { PLATFORM_KEYS } from '@segue/core';
import type { PlatformKey } from './catalog/model';
import type { FaultKind } from './fault-gate';

export interface PlatformStats {
  requests: number;
  /** By endpoint label (`GET /v1/tracks/{id}`), as the simulator's `endpointOf` names them. */
  endpoints: Record<string, number>;
  /** Requests answered by an injected fault instead of the simulator. */
  faults: Record<FaultKind, number>;
  /**
   * Arrivals per second since the epoch (`"1764000000": 9`), the last ten minutes of them: how a
   * platform's per-second limit would see the sandbox's one client id (each simulator has one).
   */
  perSecond: Record<string, number>;
  /** The most arrivals in any one of those seconds. */
  peakPerSecond: number;
}

export interface SandboxStats {
  requests: number;
  platforms: Record<PlatformKey, PlatformStats>;
}

export interface RequestStats {
  count(platform: PlatformKey, endpoint: string): void;
  fault(platform: PlatformKey, kind: FaultKind): void;
  snapshot(): SandboxStats;
  reset(): void;
}

function emptyPlatform(): PlatformStats {
  return { requests: 0, endpoints: {}, faults: { rateLimited: 0, serverError: 0, hung: 0, malformed: 0 }, perSecond: {}, peakPerSecond: 0 };
}

/** Seconds of per-second arrivals kept. */
const SECONDS_KEPT = 600;

export function createRequestStats(now: () => number = Date.now): RequestStats {
  let platforms = {} as Record<PlatformKey, PlatformStats>;
  const reset = (): void => {
    platforms = Object.fromEntries(PLATFORM_KEYS.map((p) => [p, emptyPlatform()])) as Record<PlatformKey, PlatformStats>;
  };
  reset();
  return {
    count(platform, endpoint) {
      const s = platforms[platform];
      s.requests++;
      s.endpoints[endpoint] = (s.endpoints[endpoint] ?? 0) + 1;
      const second = Math.floor(now() / 1000);
      const key = String(second);
      const count = (s.perSecond[key] ?? 0) + 1;
      s.perSecond[key] = count;
      s.peakPerSecond = Math.max(s.peakPerSecond, count);
      // Integer-like keys iterate in ascending order: the oldest second comes first.
      const oldest = Object.keys(s.perSecond)[0];
      if (oldest !== undefined && Number(oldest) < second - SECONDS_KEPT) delete s.perSecond[oldest];
    },
    fault(platform, kind) {
      platforms[platform].faults[kind]++;
    },
    snapshot() {
      const copy = structuredClone(platforms);
      const requests = PLATFORM_KEYS.reduce((sum, p) => sum + copy[p].requests, 0);
      return { requests, platforms: copy };
    },
    reset,
  };
}
