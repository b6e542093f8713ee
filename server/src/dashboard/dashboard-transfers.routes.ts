import { Router } from 'express';
import { sendData } from '../http/envelope';
import type { AccountService } from './account.service';
import { currentAccount, requireSession } from './dashboard-guards';
import type { DashboardDeps } from './dashboard-deps';

/** How many transfers the app page lists: the newest, for support. */
const RECENT_TRANSFERS = 20;

/**
 * An app's recent library transfers, every member reads them (as its playlist tasks): who moved
 * what where, how it ended and the counts, never the items themselves.
 */
export function dashboardTransferRoutes(deps: DashboardDeps, accounts: AccountService): Router {
  const router = Router();
  const { membership } = deps.services.dashboard;
  const session = requireSession(accounts);

  router.get('/apps/:id/transfers', session, async (req, res) => {
    const app = await membership.appFor(currentAccount(res).id, String(req.params.id));
    sendData(res, { transfers: await deps.services.transfers.service.recentForApp(app.id, RECENT_TRANSFERS) });
  });

  return router;
}
