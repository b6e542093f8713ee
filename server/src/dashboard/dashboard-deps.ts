import type { Request } from 'express';
import type pg from 'pg';
import type { PlatformUrls } from '../platforms/platform-urls';
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

/**
 * The base URL shown in callback URLs. A server started with PORT=0 (tests) only knows its port
 * once it listens, so its configured URL ends in `:0`: the address the browser used is right then.
 */
export function publicBase(deps: DashboardDeps, req: Request): string {
  const configured = deps.config.publicUrl;
  return /:0$/.test(configured) ? `${req.protocol}://${req.get('host') ?? ''}` : configured;
}
