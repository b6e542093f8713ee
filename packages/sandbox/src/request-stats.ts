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
  return { requests: 0, endpoints: {}, faults: { rateLimited: 0, serverError: 0, hung: 0, malformed: 0 } };
}

export function createRequestStats(): RequestStats {
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
