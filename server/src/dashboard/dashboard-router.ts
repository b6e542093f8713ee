import cookieParser from 'cookie-parser';
import { Router } from 'express';
import { dashboardAppRoutes } from './dashboard-app.routes';
import { dashboardAuthRoutes } from './dashboard-auth.routes';
import type { DashboardDeps } from './dashboard-deps';
import { sameOrigin } from './dashboard-guards';
import { dashboardIntegrationRoutes } from './dashboard-integration.routes';
import { dashboardInvitationRoutes } from './dashboard-invitation.routes';
import { dashboardOrganizationRoutes } from './dashboard-org.routes';
import { dashboardPasswordResetRoutes } from './dashboard-password-reset.routes';
import { dashboardSyncRoutes } from './dashboard-syncs.routes';
import { dashboardTransferRoutes } from './dashboard-transfers.routes';
import { dashboardUsageRoutes } from './dashboard-usage.routes';
import { createMailer } from './mailer';
import { dashboardWebhookLogRoutes } from './dashboard-webhook-log.routes';
import type { RecentTasks } from './recent-tasks';
import { createRecentTasksReader } from './recent-tasks.repository';
import { serveDashboardApp } from './serve-dashboard-app';
import { createSandboxOnboarding } from '../sandbox/sandbox-onboarding';

export type { DashboardDeps } from './dashboard-deps';

/**
 * Everything under /dashboard: the JSON API at /dashboard/api (session cookie, CSRF token and
 * same-origin check on every change) and the built app with its client-side routes.
 */
export function dashboardRouter(deps: DashboardDeps, recentTasks: RecentTasks = createRecentTasksReader(deps.pool)): Router {
  const router = Router();
  const api = Router();
  const { accounts, membership } = deps.services.dashboard;
  const { sandboxApps } = deps.config;
  const sandbox = sandboxApps
    ? createSandboxOnboarding({ organizations: deps.services.organizations, integrations: deps.services.integrations, addOwner: membership.addOwner, apps: sandboxApps })
    : undefined;
  api.use(cookieParser(), sameOrigin(deps.config.publicUrl));
  api.use((_req, res, next) => {
    // Answers carry account data: never cached by the browser or a proxy.
    res.set('cache-control', 'no-store');
    next();
  });
  const mailer = deps.config.smtpUrl ? createMailer(deps.config.smtpUrl, deps.config.mailFrom ?? 'Segue <segue@localhost>') : undefined;
  api.use(dashboardAuthRoutes(deps, sandbox, mailer !== undefined));
  api.use(dashboardPasswordResetRoutes(deps, mailer));
  api.use(dashboardInvitationRoutes(deps, accounts, mailer));
  api.use(dashboardOrganizationRoutes(deps, accounts, sandbox));
  api.use(dashboardIntegrationRoutes(deps, accounts));
  api.use(dashboardUsageRoutes(deps, accounts, recentTasks));
  api.use(dashboardTransferRoutes(deps, accounts));
  api.use(dashboardSyncRoutes(deps, accounts));
  api.use(dashboardWebhookLogRoutes(deps, accounts));
  api.use(dashboardAppRoutes(deps, accounts));
  router.use('/dashboard/api', api);
  router.use(serveDashboardApp(deps.distDir));
  return router;
}
