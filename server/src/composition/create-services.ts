import type pg from 'pg';
import type { SecretBox } from '../crypto/secret-box';
import type { PlatformUrls } from '../platforms/registry';
import { createAppRepository } from '../apps/app.repository';
import { createHealthRepository } from '../health/health.repository';
import { createApiKeyService, type ApiKeyService } from '../apps/api-key.service';
import type { App } from '../apps/app.repository';
import { createInvalidatedCache } from '../db/invalidated-cache';
import type { ChangeFeed } from '../db/change-feed';
import type { AppService } from '../apps/app.service';
import type { IntegrationService } from '../apps/integration.service';
import type { OrganizationService } from '../apps/organization.service';
import type { DashboardServices } from '../dashboard/create-dashboard-services';
import { createAdminServices } from './create-admin-services';
import type { HealthRepository } from '../health/health.repository';
import { createLinkingService, type LinkingService } from '../linking/linking.service';
import { createConversionServices, defaultConversionOptions, type ConversionOptions, type ConversionServices } from '../conversion/create-conversion-services';
import { createUsageRepository } from '../usage/usage.repository';
import { createUsageService, type UsageService } from '../usage/usage.service';
import type { Logger } from '../runtime/logger';
import type { TrustProxy } from '../config';
import { createRateLeases, type RateLeases } from '../http/rate-leases';
import { createRateWindowRepository } from '../http/rate-window.repository';
import { createLibraryServices, type LibraryServices } from '../library/create-library-services';
import { createWebhookService, type WebhookQueue, type WebhookService } from '../webhooks/webhook.service';
import type { HttpLayerOptions } from '../platforms/index';
import { createPlatformAccess, type PlatformAccess } from './platform-access';
import type { PlatformKey } from '@segue/core';
import { createSyncServices, type SyncServices } from '../syncs/create-sync-services';
import type { SyncSender } from '../syncs/sync.service';
import { createTransferServices, type TransferServices } from '../transfers/create-transfer-services';
import type { TransferSender } from '../transfers/transfer.service';
import type { DailyQuota } from '../library-writes/quota-ledger';
import { createReadiness, type Readiness } from '../health/readiness';

export interface Services {
  /**
   * What the database's triggers say changed, heard by this process; its caches (keys, app
   * integrations, cached conversions) serve entries only while it runs (`boot` starts it).
   */
  changes: ChangeFeed;
  organizations: OrganizationService;
  apps: AppService;
  integrations: IntegrationService;
  apiKeys: ApiKeyService;
  health: HealthRepository;
  /** Whether this process is ready for traffic (`GET /readyz`); `main.ts` marks its parts ready and starts the stop. */
  readiness: Readiness;
  /** Account linking and the users' platform tokens (server/src/linking). */
  linking: LinkingService;
  dashboard: DashboardServices;
  /** Per-app request counters, held in memory and written in batches (server/src/usage). */
  usage: UsageService;
  /** This process's leases of the shared rate-limit windows (server/src/http/rate-leases.ts). */
  rateLeases: RateLeases;
  /** The one platform HTTP layer and each app's adapters on it, for every feature (./platform-access.ts). */
  platforms: PlatformAccess;
  conversion: ConversionServices;
  /** Users' libraries and "convert and add to my library" tasks (server/src/library). */
  library: LibraryServices;
  /** Whole libraries moved between platforms (server/src/transfers). */
  transfers: TransferServices;
  /** Playlists kept in step across platforms (server/src/syncs). */
  syncs: SyncServices;
  /** Webhook events, their delivery jobs and log (server/src/webhooks). */
  webhooks: WebhookService;
}

export interface ServicesConfig {
  pool: pg.Pool;
  box: SecretBox;
  /** The platforms' real URLs when left out (the CLI, tests). */
  platformUrls?: PlatformUrls;
  /** Base of short links, linking callbacks and the linking tokens' issuer; final when given. */
  publicUrl?: string;
  /** Where background writes (usage counters) report a failure; silent when left out. */
  log?: Logger;
  /** SEGUE_TRUST_PROXY: off (false) when left out, so the sign-in lockout treats addresses as possibly shared. */
  trustProxy?: TrustProxy;
}

/**
 * What a process or a test changes in the graph: the clock, the platform HTTP layer's options
 * (timeouts, retries, budgets, breaker), the short-link resolver, the ISRC-miss policy, the
 * job queue: the task sender and the webhook queue (without them, starting a playlist task or
 * queueing a webhook event fails), and the `observer` the metrics count with (`ConversionOptions`).
 */
export type ServiceOverrides = Omit<ConversionOptions, 'publicUrl'> & {
  httpLayer?: HttpLayerOptions;
  webhookQueue?: WebhookQueue;
  /** Queues transfer attempts (the job queue's sender in a booted process). */
  sendTransfer?: TransferSender;
  /** Queues sync runs (the job queue's sender in a booted process). */
  sendSync?: SyncSender;
  /** Daily quotas per platform for transfers; the platforms' published ones by default. */
  transferQuotas?: Partial<Record<PlatformKey, DailyQuota>>;
};

/** Wires repositories into services; the HTTP routes, the job handlers and the CLI all use what this returns. */
export function createServices(config: ServicesConfig, overrides: ServiceOverrides = {}): Services {
  const { pool, box } = config;
  const defaults = defaultConversionOptions();
  const platformUrls = config.platformUrls ?? defaults.platformUrls;
  const publicUrl = config.publicUrl ?? defaults.publicUrl;
  const now = overrides.now ?? (() => new Date());

  const { changes, organizations, apps, integrations, dashboard } = createAdminServices({ pool, box, trustProxy: (config.trustProxy ?? false) !== false });
  const appRepository = createAppRepository(pool);
  const linking = createLinkingService({ pool, box, apps, integrations, config: { publicUrl, platformUrls }, now: () => now().getTime() });
  // A playlist task ends with the library's step (inside the attempt, before it completes) and
  // then the webhooks' settlement. Both of those services start or read tasks themselves, so the
  // hooks reach them through closures, called only once a task runs.
  const { webhookQueue, httpLayer, sendTransfer, sendSync, transferQuotas, ...conversionOverrides } = overrides;
  const observer = overrides.observer;
  const platforms = createPlatformAccess({ pool, changes, integrations, platformUrls, httpLayer: observer ? { ...httpLayer, observer } : httpLayer });
  const conversion = createConversionServices(
    pool,
    changes,
    platforms.appPlatforms,
    { ...conversionOverrides, publicUrl, now },
    {
      finish: [(task, result) => library.convertAndAdd.finish(task, result)],
      settled: [(taskId) => webhooks.taskSettled(taskId)],
    },
  );
  const webhooks = createWebhookService({ pool, apps, tasks: conversion.tasks, queue: webhookQueue, now, ...(observer ? { observer } : {}) });
  const library = createLibraryServices({ pool, linking, integrations, httpLayer: platforms.httpLayer, tasks: conversion.tasks, platformUrls });
  const transfers = createTransferServices({
    pool,
    match: conversion.match,
    platforms: platforms.appPlatforms,
    findUser: (appId, identifier, platform) => linking.findUser(appId, identifier, platform),
    libraryOf: (appId, userId, platform) => library.reads.libraryOf(appId, userId, platform),
    ...(sendTransfer ? { send: sendTransfer } : {}),
    ...(transferQuotas ? { quotas: transferQuotas } : {}),
    announce: (appId, event, payload, key) => webhooks.enqueueWebhook(appId, event, payload, key),
    now,
  });
  const syncs = createSyncServices({
    pool,
    match: conversion.match,
    platforms: platforms.appPlatforms,
    quota: transfers.quota,
    resolveLink: (url, options) => conversion.resolveLink(url, options),
    findUser: (appId, identifier, platform) => linking.findUser(appId, identifier, platform),
    libraryOf: (appId, userId, platform) => library.reads.libraryOf(appId, userId, platform),
    transfersOn: (appId, platform) => transfers.unfinishedOn(appId, platform),
    ...(sendSync ? { send: sendSync } : {}),
    announce: (appId, event, payload, key) => webhooks.enqueueWebhook(appId, event, payload, key),
    now,
  });
  const health = createHealthRepository(pool);
  return {
    changes,
    organizations,
    apps,
    integrations,
    // Each accepted key's app: a few thousand apps fit easily.
    apiKeys: createApiKeyService(appRepository, createInvalidatedCache<App>(changes, { max: 10_000 })),
    health,
    readiness: createReadiness({ ping: () => health.ping(), feedLive: () => changes.live }),
    linking,
    dashboard,
    usage: createUsageService(createUsageRepository(pool), {
      stopped: () => pool.ending,
      onError: (error) => config.log?.warn('usage not recorded yet: kept for the next write', { error: error instanceof Error ? error.message : String(error) }),
    }),
    rateLeases: createRateLeases(createRateWindowRepository(pool), { stopped: () => pool.ending }),
    platforms,
    conversion,
    library,
    transfers,
    syncs,
    webhooks,
  };
}
