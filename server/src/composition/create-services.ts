import type pg from 'pg';
import type { SecretBox } from '../crypto/secret-box';
import { createAppRepository } from '../apps/app.repository';
import { createHealthRepository } from '../health/health.repository';
import { createIntegrationRepository } from '../apps/integration.repository';
import { createOrganizationRepository } from '../apps/organization.repository';
import { createApiKeyService, type ApiKeyService } from '../apps/api-key.service';
import { createAppService, type AppService } from '../apps/app.service';
import { createIntegrationService, type IntegrationService } from '../apps/integration.service';
import { createOrganizationService, type OrganizationService } from '../apps/organization.service';
import type { HealthRepository } from '../health/health.repository';
import { createLinkingService, type LinkingService } from '../linking/linking.service';
import { createConversionServices, defaultConversionOptions, type ConversionOptions, type ConversionServices } from '../conversion/create-conversion-services';
import { createDashboardServices, type DashboardServices } from '../dashboard/create-dashboard-services';
import { createUsageRepository, type UsageRepository } from '../usage/usage.repository';
import { createLibraryServices, type LibraryServices } from '../library/create-library-services';
import { createWebhookService, type WebhookService } from '../webhooks/webhook.service';

export interface Services {
  organizations: OrganizationService;
  apps: AppService;
  integrations: IntegrationService;
  apiKeys: ApiKeyService;
  health: HealthRepository;
  /** Account linking and the users' platform tokens (server/src/linking). */
  linking: LinkingService;
  dashboard: DashboardServices;
  usage: UsageRepository;
  conversion: ConversionServices;
  /** Users' libraries and "convert and add to my library" tasks (server/src/library). */
  library: LibraryServices;
  /** Webhook events, their delivery jobs and log (server/src/webhooks). */
  webhooks: WebhookService;
}

/** Wires repositories into services; the HTTP routes and the CLI both use what this returns. */
export function createServices(pool: pg.Pool, box: SecretBox, conversion: ConversionOptions = defaultConversionOptions()): Services {
  const appRepository = createAppRepository(pool);
  const organizations = createOrganizationService(createOrganizationRepository(pool));
  const apps = createAppService({ apps: appRepository, organizations, box });
  const integrations = createIntegrationService({ integrations: createIntegrationRepository(pool), apps, box });
  const conversionServices = createConversionServices(pool, integrations, conversion);
  const services = {
    organizations,
    apps,
    integrations,
    apiKeys: createApiKeyService(appRepository),
    health: createHealthRepository(pool),
    linking: createLinkingService({ pool, box, apps, integrations, config: { publicUrl: conversion.publicUrl, platformUrls: conversion.platformUrls } }),
    dashboard: createDashboardServices(pool, { organizations, apps }),
    usage: createUsageRepository(pool),
    conversion: conversionServices,
    webhooks: createWebhookService({ pool, apps, tasks: conversionServices.tasks }),
  };
  return { ...services, library: createLibraryServices({ pool, ...services, platformUrls: conversion.platformUrls }) };
}
