import type { PlatformKey } from '@segue/core';
import { generateCatalog, launchSimulators, platforms, type Catalog, type Recording, type Sandbox } from '@segue/sandbox';
import type { HttpLayer } from '../../../src/platforms/http/http-layer';
import type { PlatformHttp } from '../../../src/platforms/http/http-types';
import { createTestHttpLayer } from './test-http-layer';

export type { Catalog, Recording, Sandbox };

export interface PlatformSandbox {
  sandbox: Sandbox;
  catalog: Catalog;
  layer: HttpLayer;
  http: PlatformHttp;
  /** Simulator requests per endpoint label, from the sandbox's own accounting. */
  requests(endpointPrefix?: string): number;
  /** Moves the simulators' clock forward (token expiry), leaving the adapter's clock alone. */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

/** A small catalog shared by the adapter tests: enough for decoys and multi-page playlists, fast to build. */
export const testCatalog = generateCatalog(7, { recordings: 300 });

/**
 * One platform's simulator on loopback, and an HTTP layer tuned for tests: millisecond
 * backoffs, a short Retry-After cap and timeout, so retries and faults run in milliseconds.
 */
export async function startPlatformSandbox(platform: PlatformKey): Promise<PlatformSandbox> {
  let offset = 0;
  const sandbox = await launchSimulators({ [platform]: platforms[platform] }, { catalog: testCatalog, now: () => Date.now() + offset });
  const layer = createTestHttpLayer(platform, { maxRetries: 3 });
  return {
    sandbox,
    catalog: testCatalog,
    layer,
    http: layer.client(platform, 'test-integration'),
    requests(prefix = '') {
      const perEndpoint = sandbox.stats().platforms[platform]?.endpoints ?? {};
      return Object.entries(perEndpoint)
        .filter(([label]) => label.startsWith(prefix))
        .reduce((sum, [, n]) => sum + n, 0);
    },
    advanceClock(ms) {
      offset += ms;
    },
    async close() {
      await layer.close();
      await sandbox.close();
    },
  };
}

/** Recordings that `platform` carries, originals only (no decoys), in catalog order. */
export function listedOn(catalog: Catalog, platform: PlatformKey): Recording[] {
  return catalog.recordings.filter((r) => r.platforms[platform] !== undefined && r.decoyOf === undefined);
}
