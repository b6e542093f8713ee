import { Router } from 'express';
import { AppError } from '../errors/app-error';
import type { HealthRepository } from './health.repository';
import { sendData } from '../http/envelope';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES } from '../openapi/sandbox-examples';
import { HealthResponseSchema } from '../apps/app.schemas';

export function healthRoutes(deps: { health: HealthRepository }): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    try {
      await deps.health.ping();
    } catch (error) {
      throw new AppError('EINTERNAL', 'the database is unreachable', { status: 503, cause: error });
    }
    sendData(res, { status: 'ok', database: 'ok' }, 'Healthy');
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
];
