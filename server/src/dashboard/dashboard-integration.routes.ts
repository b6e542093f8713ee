import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { sendData } from '../http/envelope';
import { parseBody, requireJson } from '../http/json-body';
import type { AccountService } from './account.service';
import { currentAccount, requireSession } from './dashboard-guards';
import type { DashboardDeps } from './dashboard-deps';
import { integrationSummaryView } from './dashboard-views';
import { testCredentials } from './test-credentials';

const Fields = z.strictObject({ credentials: z.record(z.string(), z.string().max(8192, 'is too long')) });

/** Integrations per platform: saved validated, secrets never sent back, checked against the platform. */
export function dashboardIntegrationRoutes(deps: DashboardDeps, accounts: AccountService): Router {
  const router = Router();
  const { membership } = deps.services.dashboard;
  const { integrations } = deps.services;
  router.use('/apps/:id/integrations', requireSession(accounts));

  // Integrations hold the app's platform secrets: owners and admins only (roles.ts).
  const manage = (id: unknown, res: Parameters<typeof currentAccount>[0], action: string) =>
    membership.manageApp(currentAccount(res).id, String(id), action);

  router.put('/apps/:id/integrations/:platform', requireJson, async (req, res) => {
    const { credentials } = parseBody(Fields, req.body);
    const app = await manage(req.params.id, res, 'change integrations');
    // Empty optional fields fall back to their defaults rather than failing validation.
    const filled = Object.fromEntries(Object.entries(credentials).filter(([, value]) => value.trim() !== ''));
    const summary = await integrations.set(app.id, String(req.params.platform), filled);
    sendData(res, integrationSummaryView(summary), 'Integration saved');
  });

  router.delete('/apps/:id/integrations/:platform', async (req, res) => {
    const app = await manage(req.params.id, res, 'remove integrations');
    await integrations.remove(app.id, String(req.params.platform));
    sendData(res, null, 'Integration removed');
  });

  router.post('/apps/:id/integrations/:platform/test', async (req, res) => {
    const app = await manage(req.params.id, res, 'test integration credentials');
    const platform = integrations.platformOf(String(req.params.platform));
    const urls = deps.config.platformUrls;
    if (!urls) throw new AppError('ENOTSUPPORTED', 'this server was started without platform URLs: credential checks are off');
    const credentials = await integrations.credentials(app.id, platform);
    const result = await testCredentials(platform, credentials, urls);
    sendData(res, result, result.message);
  });

  return router;
}
