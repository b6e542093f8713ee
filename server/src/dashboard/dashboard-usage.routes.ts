import { Router } from 'express';
import { AppError } from '../errors/app-error';
import { sendData } from '../http/envelope';
import { USAGE_RANGES, usageSeries, type UsageRange } from '../usage/usage-series';
import type { AccountService } from './account.service';
import { currentAccount, requireSession } from './dashboard-guards';
import type { DashboardDeps } from './dashboard-deps';
import { tasksCsv, type RecentTasks } from './recent-tasks';

/** Usage over time and recent playlist tasks of one app. */
export function dashboardUsageRoutes(deps: DashboardDeps, accounts: AccountService, recentTasks: RecentTasks): Router {
  const router = Router();
  const { membership } = deps.services.dashboard;
  const session = requireSession(accounts);

  router.get('/apps/:id/usage', session, async (req, res) => {
    const app = await membership.appFor(currentAccount(res).id, String(req.params.id));
    const range = String(req.query.range ?? '7d');
    if (!USAGE_RANGES.includes(range as UsageRange)) throw new AppError('EBADREQUEST', `range must be one of ${USAGE_RANGES.join(', ')}`);
    sendData(res, await usageSeries(deps.services.usage, app.id, range as UsageRange, new Date(), app.createdAt));
  });

  router.get('/apps/:id/tasks', session, async (req, res) => {
    const app = await membership.appFor(currentAccount(res).id, String(req.params.id));
    sendData(res, await recentTasks(app.id));
  });

  router.get('/apps/:id/tasks.csv', session, async (req, res) => {
    const app = await membership.appFor(currentAccount(res).id, String(req.params.id));
    const { tasks } = await recentTasks(app.id);
    res.set('content-type', 'text/csv; charset=utf-8');
    res.set('content-disposition', `attachment; filename="segue-omitted-tracks-${app.id}.csv"`);
    res.send(tasksCsv(tasks));
  });

  return router;
}
