import type pg from 'pg';
import type { PlatformUrls } from '../platforms/registry';
import type { Logger } from '../runtime/logger';
import type { AppService } from '../apps/app.service';
import type { IntegrationService } from '../apps/integration.service';
import type { UsageRepository } from '../usage/usage.repository';
import type { DashboardServices } from './create-dashboard-services';

/** The services behind the dashboard's API. */
export interface DashboardBackends {
  dashboard: DashboardServices;
  apps: AppService;
  integrations: IntegrationService;
  usage: UsageRepository;
}

export interface DashboardDeps {
  services: DashboardBackends;
  /** For the auth rate limiter's shared PostgreSQL store. */
  pool: pg.Pool;
  config: { publicUrl: string; sandbox?: boolean; webhookAllowPrivate?: boolean; platformUrls?: PlatformUrls };
  log: Logger;
  /** Sign-in and sign-up requests per client address per minute. */
  authRequestsPerMinute?: number;
  /** Where the built app is; `packages/dashboard/dist` by default. */
  distDir?: string;
}

