import { Router } from 'express';
import { sendData } from '../http/envelope';
import type { AccountService } from './account.service';
import { currentAccount, requireSession } from './dashboard-guards';
import type { DashboardDeps } from './dashboard-deps';
import { sharedLimit } from './shared-limit';

const REDELIVERIES_PER_HOUR = 30;

/**
 * An app's webhook delivery log (every member reads it, as the app's webhook URL) and
 * redelivery of one event (owners and admins, 30 an hour per app: each one is a request to the
 * app's receiver).
 */
export function dashboardWebhookLogRoutes(deps: DashboardDeps, accounts: AccountService): Router {
  const router = Router();
  const { membership } = deps.services.dashboard;
  const { webhooks } = deps.services;
  const session = requireSession(accounts);
  const limit = sharedLimit(deps.pool, {
    keyPrefix: 'dashboard-redeliver',
    points: REDELIVERIES_PER_HOUR,
    durationSeconds: 3600,
    refusal: (seconds) => `this app's events were redelivered ${REDELIVERIES_PER_HOUR} times this hour: try again in ${Math.ceil(seconds / 60)} minutes`,
  });

  router.get('/apps/:id/webhook/deliveries', session, async (req, res) => {
    const app = await membership.appFor(currentAccount(res).id, String(req.params.id));
    sendData(res, await webhooks.listDeliveries(app.id, 50));
  });

  router.post('/apps/:id/webhook/deliveries/:messageId/redeliver', session, async (req, res) => {
    const app = await membership.manageApp(currentAccount(res).id, String(req.params.id), 'redeliver webhook events');
    await limit(app.id);
    await webhooks.redeliver(app.id, String(req.params.messageId));
    sendData(res, null, 'Redelivery queued: it shows in the log once the receiver answered', 202);
  });

  return router;
}
