import type { PlatformKey } from '@segue/core';
import type pg from 'pg';
import { createAppPlatformsProvider, type AppPlatformsProvider } from '../app-platforms/app-platforms';
import { createIntegrationRepository } from '../apps/integration.repository';
import type { IntegrationService } from '../apps/integration.service';
import { appChangeKey, type ChangeFeed } from '../db/change-feed';
import { createInvalidatedCache } from '../db/invalidated-cache';
import { createRateWindowRepository } from '../http/rate-window.repository';
import { createHttpLayer, type HttpLayer, type HttpLayerOptions } from '../platforms/index';
import type { PlatformUrls } from '../platforms/registry';

/** How the features reach the platforms: built once per service graph and handed to each. */
export interface PlatformAccess {
  /** The platform HTTP layer, created on first use; its per-platform counters serve the benchmarks. */
  httpLayer(): HttpLayer;
  /** Each app's platforms and their adapters on its integrations, on that one layer. */
  appPlatforms: AppPlatformsProvider;
  /** Closes the HTTP layer, when it was created. */
  close(): Promise<void>;
}

/** The one platform HTTP layer and the per-app adapter provider on it. */
export function createPlatformAccess(deps: {
  pool: pg.Pool;
  changes: ChangeFeed;
  integrations: Pick<IntegrationService, 'credentials'>;
  platformUrls: PlatformUrls;
  httpLayer?: HttpLayerOptions;
}): PlatformAccess {
  let layer: HttpLayer | undefined;
  // Platform request budgets are counted in the shared `rate_limits` windows, beside the app rate
  // limits: the platforms limit per client id, so all processes of a deployment share one budget.
  const httpLayer = () => (layer ??= createHttpLayer({ windows: createRateWindowRepository(deps.pool), ...deps.httpLayer }));
  const integrationRecords = createIntegrationRepository(deps.pool);
  // Each app's integrations, read on every conversion: kept until the app or one of them changes.
  const integrationLists = createInvalidatedCache<{ platform: PlatformKey; updatedAt: Date }[]>(deps.changes, { max: 10_000 });
  const appPlatforms = createAppPlatformsProvider({
    async list(appId) {
      const kept = integrationLists.get(appId);
      if (kept) return kept;
      const mark = integrationLists.mark();
      const list = (await integrationRecords.list(appId)).map((record) => ({ platform: record.platform, updatedAt: record.updatedAt }));
      integrationLists.set(appId, list, [appChangeKey(appId)], mark);
      return list;
    },
    integrations: deps.integrations,
    platformUrls: deps.platformUrls,
    layer: httpLayer,
  });
  return {
    httpLayer,
    appPlatforms,
    close: async () => {
      await layer?.close();
    },
  };
}
