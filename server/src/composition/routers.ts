import type { RequestHandler, Router } from 'express';
import type { AppDeps } from './create-app';
import { dashboardRouter } from '../dashboard/dashboard-router';
import type { RouteDoc } from '../openapi/route-doc';
import { APP_ROUTE_DOCS, appRoutes } from '../apps/app.routes';
import { docsRoutes } from '../openapi/docs.routes';
import { buildOpenApi } from '../openapi/build-openapi';
import { HEALTH_ROUTE_DOCS, healthRoutes } from '../health/health.routes';
import { METRICS_ROUTE_DOCS, metricsRoutes } from '../metrics/metrics.routes';
import { homeRoutes } from '../home/home.routes';
import { sandboxRoutes } from '../sandbox/sandbox.routes';
import { LINKING_ROUTE_DOCS, linkingRoutes } from '../linking/linking.routes';
import { CONVERT_ROUTE_DOCS, convertRoutes } from '../conversion/convert.routes';
import { LOOKUP_ROUTE_DOCS, lookupRoutes } from '../conversion/lookup.routes';
import { shareRoutes, SHARE_ROUTE_DOCS } from '../share/share.routes';
import { TASK_ROUTE_DOCS, taskRoutes } from '../tasks/task.routes';
import { LIBRARY_ROUTE_DOCS, libraryRoutes } from '../library/library.routes';
import { SYNC_ROUTE_DOCS, syncRoutes } from '../syncs/sync.routes';
import { TRANSFER_ROUTE_DOCS, transferRoutes } from '../transfers/transfer.routes';
import { WEBHOOK_ROUTE_DOCS, webhookRoutes } from '../webhooks/webhook.routes';

type RouterDeps = AppDeps & { rateLimit: RequestHandler };

interface MountedRouter {
  /** The OpenAPI description of the router's public API routes. */
  docs: readonly RouteDoc[];
  /** Undefined when the router is off in this configuration. */
  build(deps: RouterDeps): Router | undefined;
  /**
   * Mounted before the others (the list's order still orders the OpenAPI document): every request
   * walks each router ahead of the one that answers it, and these answer most requests. Only for
   * routers whose paths no other router takes.
   */
  hot?: true;
}

/** Every router, each with its OpenAPI route docs; a new router is added here. */
export const ROUTERS: readonly MountedRouter[] = [
  { docs: [], build: () => homeRoutes() },
  { docs: HEALTH_ROUTE_DOCS, build: ({ services }) => healthRoutes(services) },
  // Off (a 404 like any unknown path) unless SEGUE_METRICS_TOKEN is set.
  { docs: METRICS_ROUTE_DOCS, build: ({ metrics }) => (metrics ? metricsRoutes(metrics) : undefined) },
  { docs: [], build: ({ config }) => docsRoutes(() => ROUTE_DOCS, config.publicUrl) },
  { docs: APP_ROUTE_DOCS, build: ({ services, rateLimit }) => appRoutes({ ...services, rateLimit }) },
  {
    docs: LINKING_ROUTE_DOCS,
    build: ({ services, rateLimit, config, log }) => linkingRoutes({ linking: services.linking, apiKeys: services.apiKeys, rateLimit, sandbox: config.sandbox ?? false, log }),
  },
  {
    docs: CONVERT_ROUTE_DOCS,
    build: ({ services, rateLimit }) =>
      convertRoutes({ conversion: services.conversion.convert, textSearch: services.conversion.textSearch, apiKeys: services.apiKeys, rateLimit }),
    hot: true,
  },
  { docs: LOOKUP_ROUTE_DOCS, build: ({ services, rateLimit }) => lookupRoutes({ lookup: services.conversion.lookup, apiKeys: services.apiKeys, rateLimit }) },
  { docs: TASK_ROUTE_DOCS, build: ({ services, rateLimit }) => taskRoutes({ answers: services.conversion.taskAnswers, transfers: services.transfers.service, apiKeys: services.apiKeys, rateLimit }), hot: true },
  {
    docs: LIBRARY_ROUTE_DOCS,
    build: ({ services, rateLimit }) =>
      libraryRoutes({ library: services.library.reads, convertAndAdd: services.library.convertAndAdd, linking: services.linking, apiKeys: services.apiKeys, rateLimit }),
  },
  { docs: TRANSFER_ROUTE_DOCS, build: ({ services, rateLimit }) => transferRoutes({ transfers: services.transfers.service, apiKeys: services.apiKeys, linking: services.linking, rateLimit }) },
  { docs: SYNC_ROUTE_DOCS, build: ({ services, rateLimit }) => syncRoutes({ syncs: services.syncs.service, apiKeys: services.apiKeys, linking: services.linking, rateLimit }) },
  { docs: SHARE_ROUTE_DOCS, build: ({ services }) => shareRoutes(services.conversion) },
  { docs: WEBHOOK_ROUTE_DOCS, build: ({ services, rateLimit }) => webhookRoutes({ ...services, rateLimit }) },
  { docs: [], build: ({ config }) => (config.sandbox ? sandboxRoutes() : undefined) },
  { docs: [], build: (deps) => dashboardRouter(deps) },
];

const ROUTE_DOCS: RouteDoc[] = ROUTERS.flatMap((router) => router.docs);

/** The document `/openapi.json` serves, built without a server (the cross-package suites check requests against it). */
export function openApiDocument(serverUrl: string): Record<string, unknown> {
  return buildOpenApi(ROUTE_DOCS, serverUrl);
}
