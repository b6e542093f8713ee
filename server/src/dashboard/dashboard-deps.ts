import type pg from 'pg';
import type { PlatformUrls } from '../platforms/registry';
import type { Logger } from '../runtime/logger';
import type { AppService } from '../apps/app.service';
import type { IntegrationService } from '../apps/integration.service';
import type { UsageService } from '../usage/usage.service';
import type { DashboardServices } from './create-dashboard-services';
import type { Config } from '../config';

/** SEGUE_SIGNUP: anyone may create an account, or only an invited address (and the very first account). */
export type SignupMode = Config['signup'];

/** The services behind the dashboard's API. */
export interface DashboardBackends {
  dashboard: DashboardServices;
  apps: AppService;
  integrations: IntegrationService;
  usage: Pick<UsageService, 'series'>;
}

export interface DashboardDeps {
  services: DashboardBackends;
  /** For the auth rate limiter's shared PostgreSQL store. */
  pool: pg.Pool;
  /** `signup`: who may create an account (SEGUE_SIGNUP); `open` when not given. */
  config: { publicUrl: string; sandbox?: boolean; webhookAllowPrivate?: boolean; platformUrls?: PlatformUrls; signup?: SignupMode };
  log: Logger;
  /** Sign-in and sign-up requests per client address per minute. */
  authRequestsPerMinute?: number;
  /** Invitations per inviter and per organization per hour; 20 by default. */
  invitationsPerHour?: number;
  /** Where the built app is; `packages/dashboard/dist` by default. */
  distDir?: string;
}

