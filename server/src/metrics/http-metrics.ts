import type { Request, RequestHandler } from 'express';
import { Counter, Histogram, type Registry } from 'prom-client';

/** API answers take a millisecond (a cached conversion) to tens of seconds (a conversion that waits for platforms). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The route's template (`/v1/task/:task_id`), never the path a client sent: ids, keys and words
 * stay out of the labels. A request no route answered (static files, the docs, a 404) is counted
 * under a fixed name.
 */
function routeOf(req: Request, status: number): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  if (status === 404) return 'unmatched';
  const first = req.path.split('/')[1] ?? '';
  // The dashboard's and the API docs' files are served by static middleware, not routes.
  return first === 'dashboard' || first === 'docs' ? `/${first}/*` : 'other';
}

/** Counts every request when it ends, by route template, method and status, with its duration. */
export function httpMetrics(registry: Registry): RequestHandler {
  const registers = [registry];
  const requests = new Counter({
    name: 'segue_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const seconds = new Histogram({
    name: 'segue_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route template and method',
    labelNames: ['route', 'method'] as const,
    buckets: BUCKETS,
    registers,
  });
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const route = routeOf(req, res.statusCode);
      requests.inc({ route, method: req.method, status: String(res.statusCode) });
      seconds.observe({ route, method: req.method }, (performance.now() - started) / 1000);
    });
    next();
  };
}
