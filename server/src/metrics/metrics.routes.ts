import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { Registry } from 'prom-client';
import { AppError } from '../errors/app-error';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES } from '../openapi/sandbox-examples';

/**
 * Whether the request carries the scrape token. Both sides are hashed first so the comparison
 * takes the same time whatever the length or the first wrong byte of what was sent.
 */
export function hasToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/** `GET /metrics`: the registry in Prometheus' text format, for a scraper that sends `Authorization: Bearer <SEGUE_METRICS_TOKEN>`. */
export function metricsRoutes(deps: { registry: Registry; token: string }): Router {
  const router = Router();
  router.get('/metrics', async (req, res) => {
    if (!hasToken(req.headers.authorization, deps.token)) {
      throw new AppError('EUNAUTHORIZED', 'metrics need Authorization: Bearer with the token in SEGUE_METRICS_TOKEN', {
        headers: { 'www-authenticate': 'Bearer realm="segue-metrics"' },
      });
    }
    const body = await deps.registry.metrics();
    res.set('content-type', deps.registry.contentType).set('cache-control', 'no-store').send(body);
  });
  return router;
}

export const METRICS_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/metrics',
    tag: 'Operations',
    summary: 'Prometheus metrics of this process (off unless SEGUE_METRICS_TOKEN is set)',
    description:
      'The Prometheus text exposition format (`text/plain; version=0.0.4`): HTTP requests, conversions, platform requests and budgets, ' +
      'queues, tasks, webhooks, the change feed and the process. Send `Authorization: Bearer <SEGUE_METRICS_TOKEN>`. ' +
      'Answers 404 while SEGUE_METRICS_TOKEN is unset. A worker serves the same on SEGUE_METRICS_PORT. See docs/metrics.md.',
    auth: 'none',
    otherResponses: [{ status: 200, description: 'The metrics, in the Prometheus text format', text: { mediaType: 'text/plain; version=0.0.4', example: EXAMPLES.metrics } }],
    errors: [401, 404],
  },
];
