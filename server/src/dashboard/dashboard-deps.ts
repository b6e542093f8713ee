import type pg from 'pg';
import type { PlatformUrls } from '../platforms/registry';
import type { Logger } from '../runtime/logger';
import type { AppService } from '../apps/app.service';
import type { OrganizationService } from '../apps/organization.service';
import type { IntegrationService } from '../apps/integration.service';
import type { UsageService } from '../usage/usage.service';
import type { SyncService } from '../syncs/sync.service';
import type { TransferService } from '../transfers/transfer.service';
import type { WebhookService } from '../webhooks/webhook.service';
import type { DashboardServices } from './create-dashboard-services';
import type { Config, SandboxApps } from '../config';

/** SEGUE_SIGNUP: anyone may create an account, or only an invited address (and the very first account). */
export type SignupMode = Config['signup'];

/** The services behind the dashboard's API. */
export interface DashboardBackends {
  dashboard: DashboardServices;
  organizations: OrganizationService;
  apps: AppService;
  integrations: IntegrationService;
  usage: Pick<UsageService, 'series'>;
  webhooks: Pick<WebhookService, 'listDeliveries' | 'redeliver'>;
  transfers: { service: Pick<TransferService, 'recentForApp'> };
  syncs: { service: Pick<SyncService, 'recentForApp'> };
}

export interface DashboardDeps {
  services: DashboardBackends;
  /** For the auth rate limiter's shared PostgreSQL store. */
  pool: pg.Pool;
  /** `signup`: who may create an account (SEGUE_SIGNUP); `open` when not given. */
  config: {
    publicUrl: string;
    sandbox?: boolean;
    webhookAllowPrivate?: boolean;
    platformUrls?: PlatformUrls;
    signup?: SignupMode;
    /** Sandbox mode: accounts own the sandbox organization and new apps get the simulators' credentials. */
    sandboxApps?: SandboxApps;
    /** SEGUE_SMTP_URL and SEGUE_MAIL_FROM: password reset links by e-mail; without them, only `segue accounts reset-password`. */
    smtpUrl?: string;
    mailFrom?: string;
  };
  log: Logger;
  /** Sign-in and sign-up requests per client address per minute. */
  authRequestsPerMinute?: number;
  /** Invitations per inviter and per organization per hour; 20 by default. */
  invitationsPerHour?: number;
  /** Where the built app is; `packages/dashboard/dist` by default. */
  distDir?: string;
}

