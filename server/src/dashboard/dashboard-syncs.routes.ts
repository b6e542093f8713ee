import { Router } from 'express';
import { sendData } from '../http/envelope';
import type { AccountService } from './account.service';
import { currentAccount, requireSession } from './dashboard-guards';
import type { DashboardDeps } from './dashboard-deps';

/** How many syncs the app page lists: the newest, for support. */
const RECENT_SYNCS = 50;

/**
 * An app's syncs, every member reads them (as its transfers): whose playlist is kept in step
 * where, its state, its last run with the counts and its next one, never the history's entries.
 */
export function dashboardSyncRoutes(deps: DashboardDeps, accounts: AccountService): Router {
  const router = Router();
  const { membership } = deps.services.dashboard;
  const session = requireSession(accounts);

  router.get('/apps/:id/syncs', session, async (req, res) => {
    const app = await membership.appFor(currentAccount(res).id, String(req.params.id));
    sendData(res, { syncs: await deps.services.syncs.service.recentForApp(app.id, RECENT_SYNCS) });
  });

  return router;
}
