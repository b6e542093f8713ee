import { Router } from 'express';
import { AppError } from '../errors/app-error';
import type { HealthRepository } from './health.repository';
import { sendData } from '../http/envelope';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES } from '../openapi/sandbox-examples';
import { HealthResponseSchema, ReadinessResponseSchema } from '../apps/app.schemas';
import type { Readiness } from './readiness';

export function healthRoutes(deps: { health: HealthRepository; readiness: Readiness }): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    try {
      await deps.health.ping();
    } catch (error) {
      throw new AppError('EINTERNAL', 'the database is unreachable', { status: 503, cause: error });
    }
    sendData(res, { status: 'ok', database: 'ok' }, 'Healthy');
  });
  // Readiness: 503 naming what is not ready yet (or that the process is stopping).
  router.get('/readyz', async (_req, res) => {
    const report = await deps.readiness.report();
    if (!report.ready) throw new AppError('EINTERNAL', `not ready: ${report.reasons.join('; ')}`, { status: 503 });
    sendData(res, { status: 'ready', checks: report.checks }, 'Ready');
  });
  return router;
}

export const HEALTH_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/healthz',
    tag: 'Operations',
    summary: 'Liveness and database reachability',
    auth: 'none',
    response: HealthResponseSchema,
    example: EXAMPLES.health,
    errors: [503],
  },
  {
    method: 'get',
    path: '/readyz',
    tag: 'Operations',
    summary: 'Readiness: database, change feed, job queue and (in sandbox mode) sandbox.json; 503 naming what is not ready, and while the process stops',
    auth: 'none',
    response: ReadinessResponseSchema,
    example: EXAMPLES.readiness,
    errors: [503],
  },
];
