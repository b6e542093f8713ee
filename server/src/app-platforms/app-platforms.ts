import { platformName, type PlatformKey } from '@segue/core';
import type { Credentials, PlatformUrls } from '../platforms/registry';
import { createAdapter, type HttpLayer, type PlatformAdapter } from '../platforms/index';
import type { IntegrationService } from '../apps/integration.service';
import { AppError } from '../errors/app-error';
import { countingHttp } from './platform-call-counter';

/** The platforms one app can use, and their adapters on its integrations. */
export interface AppPlatforms {
  /** Platforms the app has an integration for (the meaning of target `all`). */
  readonly keys: readonly PlatformKey[];
  has(platform: PlatformKey): boolean;
  /** The adapter on the app's integration; `ENOCREDENTIALS` when the app has none for `platform`. */
  adapter(platform: PlatformKey): Promise<PlatformAdapter>;
}

export type AppPlatformsProvider = (appId: string) => Promise<AppPlatforms>;

export function noCredentials(platform: PlatformKey, why: string): AppError {
  return new AppError(
    'ENOCREDENTIALS',
    `${why} needs the app's ${platformName(platform)} integration (${platform}); add it in the dashboard or with \`segue integrations set\``,
  );
}

/**
 * Adapters per app integration, kept while the integration is unchanged so cached client
 * tokens and the per-integration request budget live across conversions.
 */
export function createAppPlatformsProvider(deps: {
  /** The app's integrations, newest change time included (one query: this runs on every conversion). */
  list: (appId: string) => Promise<{ platform: PlatformKey; updatedAt: Date }[]>;
  integrations: Pick<IntegrationService, 'credentials'>;
  platformUrls: PlatformUrls;
  layer: () => HttpLayer;
}): AppPlatformsProvider {
  const adapters = new Map<string, Promise<PlatformAdapter>>();

  return async (appId) => {
    const summaries = await deps.list(appId);
    const versions = new Map(summaries.map((s) => [s.platform, s.updatedAt.getTime()]));
    return {
      keys: summaries.map((s) => s.platform),
      has: (platform) => versions.has(platform),
      adapter(platform) {
        const version = versions.get(platform);
        if (version === undefined) return Promise.reject(noCredentials(platform, `converting with ${platformName(platform)}`));
        const key = `${appId}:${platform}:${version}`;
        let adapter = adapters.get(key);
        if (!adapter) {
          adapter = deps.integrations.credentials(appId, platform).then((credentials) =>
            createAdapter(platform, {
              baseUrls: deps.platformUrls[platform],
              credentials: credentials as Credentials<typeof platform>,
              http: countingHttp(deps.layer().client(platform, `${appId}:${platform}`)),
            }),
          );
          // A failed read is not kept: the next conversion tries again.
          adapter.catch(() => adapters.delete(key));
          adapters.set(key, adapter);
        }
        return adapter;
      },
    };
  };
}
