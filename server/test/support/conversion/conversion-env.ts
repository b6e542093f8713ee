import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { startSandbox, type Catalog, type Recording, type Sandbox } from '@segue/sandbox';
import { CREDENTIAL_SCHEMAS } from '../../../src/platforms/registry';
import { testCatalog } from '../platforms/platform-sandbox';
import { sandboxPlatformUrls } from '../../../src/sandbox/sandbox-platform-urls';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { defaultConversionOptions, type ConversionServices } from '../../../src/conversion/create-conversion-services';
import { createServices, type ServiceOverrides } from '../../../src/composition/create-services';

export interface ConversionEnv {
  sandbox: Sandbox;
  catalog: Catalog;
  db: TestDatabase;
  conversion: ConversionServices;
  appId: string;
  publicKey: string;
  /** Another service graph on the same database and simulators, with other overrides; the caller closes it (its platform access). */
  rebuild(overrides: ServiceOverrides): ConversionServices & { close(): Promise<void> };
  /** Moves the engine's clock (negative cache expiry). */
  advance(ms: number): void;
  /** Simulator requests since the last reset, per platform, from the sandbox's own accounting. */
  requests(platform?: PlatformKey): number;
  close(): Promise<void>;
}

/**
 * The five simulators on the adapters' small test catalog (or `catalog`: a copy of its own for a
 * test that adds playlists at run time), a fresh database, and an app with an integration for
 * every platform (or the ones given), with the engine pointed at the simulators.
 */
export async function startConversionEnv(
  platforms: readonly PlatformKey[] = PLATFORM_KEYS,
  { catalog = testCatalog, ...options }: Pick<ServiceOverrides, 'sendTask' | 'tasksPerApp' | 'chunkTracks'> & { catalog?: Catalog } = {},
): Promise<ConversionEnv> {
  const sandbox = await startSandbox({ catalog });
  const db = await createTestDatabase();
  let offset = 0;
  const config = { pool: db.pool, box: db.box, platformUrls: sandboxPlatformUrls(sandbox.urls, defaultConversionOptions().platformUrls).urls, publicUrl: 'https://segue.test' };
  const services = createServices(config, {
    ...options,
    httpLayer: {
      timeoutMs: 2_000,
      maxRetries: 3,
      backoff: { baseMs: 1, capMs: 5, retryAfterCapMs: 20 },
      breaker: { minimumAttempts: 1_000_000 },
      budgets: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, { concurrency: 16, requests: 100_000, intervalMs: 1_000 }])),
    },
    now: () => new Date(Date.now() + offset),
  });
  const { conversion } = services;
  // Its caches (integrations, kept answers) work as in a server.
  await services.changes.start();
  const { app } = await db.services.apps.create({ name: 'Converter' });
  for (const platform of platforms) await db.services.integrations.set(app.id, platform, integrationFields(sandbox, platform));
  return {
    sandbox,
    catalog,
    db,
    conversion,
    appId: app.id,
    publicKey: app.publicKey,
    rebuild(overrides) {
      const rebuilt = createServices(config, overrides);
      return { ...rebuilt.conversion, close: () => rebuilt.platforms.close() };
    },
    advance(ms) {
      offset += ms;
    },
    requests(platform) {
      const stats = sandbox.stats();
      return platform === undefined ? stats.requests : (stats.platforms[platform]?.requests ?? 0);
    },
    async close() {
      await services.changes.close();
      await services.platforms.close();
      await db.close();
      await sandbox.close();
    },
  };
}

/** The simulator's credentials in the fields the integration takes (it may offer more, e.g. for linking). */
export function integrationFields(sandbox: Sandbox, platform: PlatformKey): Record<string, string> {
  const fields = Object.keys(CREDENTIAL_SCHEMAS[platform].shape);
  return Object.fromEntries(Object.entries(sandbox.credentials[platform]).filter(([key]) => fields.includes(key)));
}

/** Originals listed on every one of `platforms`, in catalog order. */
export function listedOnAll(catalog: Catalog, platforms: readonly PlatformKey[] = PLATFORM_KEYS): Recording[] {
  return catalog.recordings.filter((r) => r.decoyOf === undefined && platforms.every((p) => r.platforms[p] !== undefined));
}
