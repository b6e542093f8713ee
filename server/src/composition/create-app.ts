import express, { type Express } from 'express';
import helmet from 'helmet';
import type pg from 'pg';
import type { Config } from '../config';
import { dashboardRouter } from '../dashboard/dashboard-router';
import type { PlatformUrls } from '../platforms/registry';
import { recordUsage } from '../usage/record-usage';
import type { Logger } from '../runtime/logger';
import type { Services } from './create-services';
import { errorMiddleware, notFound } from '../http/error-middleware';
import { jsonBody } from '../http/json-body';
import type { RouteDoc } from '../openapi/route-doc';
import { createRateLimit } from '../http/rate-limit';
import { requestId } from '../http/request-id';
import { APP_ROUTE_DOCS, appRoutes } from '../apps/app.routes';
import { docsRoutes } from '../openapi/docs.routes';
import { HEALTH_ROUTE_DOCS, healthRoutes } from '../health/health.routes';
import { sandboxRoutes } from '../sandbox/sandbox.routes';
import { LINKING_ROUTE_DOCS, linkingRoutes } from '../linking/linking.routes';
import { CONVERT_ROUTE_DOCS, convertRoutes } from '../conversion/convert.routes';
import { shareRoutes, SHARE_ROUTE_DOCS } from '../conversion/share.routes';
import { TASK_ROUTE_DOCS, taskRoutes } from '../conversion/task.routes';
import { LIBRARY_ROUTE_DOCS, libraryRoutes } from '../library/library.routes';
import { WEBHOOK_ROUTE_DOCS, webhookRoutes } from '../webhooks/webhook.routes';

export interface AppDeps {
  services: Services;
  /** For the rate limiter's shared PostgreSQL store. */
  pool: pg.Pool;
  config: Pick<Config, 'publicUrl' | 'rateLimitPerMinute' | 'bodyLimitBytes'> & { sandbox?: boolean; webhookAllowPrivate?: boolean; platformUrls?: PlatformUrls };
  log: Logger;
}

/** Every route's OpenAPI description; a new router adds its list here. */
const ROUTE_DOCS: RouteDoc[] = [...HEALTH_ROUTE_DOCS, ...APP_ROUTE_DOCS, ...LINKING_ROUTE_DOCS, ...CONVERT_ROUTE_DOCS, ...TASK_ROUTE_DOCS, ...LIBRARY_ROUTE_DOCS, ...SHARE_ROUTE_DOCS, ...WEBHOOK_ROUTE_DOCS];

/** Builds the Express app without listening: `main.ts` listens, tests use port 0. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(requestId);
  const https = deps.config.publicUrl.startsWith('https:');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Swagger UI at /docs loads only our own files; its generated markup uses inline styles.
          'style-src': ["'self'", "'unsafe-inline'"],
          // On plain http (a local install) upgrading would send /docs' assets to a port
          // that speaks no TLS.
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
      strictTransportSecurity: https,
    }),
  );
  app.use(jsonBody(deps.config.bodyLimitBytes));
  app.use(recordUsage(deps.services.usage, deps.log));

  const rateLimit = createRateLimit(deps.pool, deps.config.rateLimitPerMinute);
  app.use(healthRoutes(deps.services));
  app.use(docsRoutes(() => ROUTE_DOCS, deps.config.publicUrl));
  app.use(appRoutes(deps.services, rateLimit));
  app.use(webhookRoutes(deps.services, rateLimit));
  app.use(linkingRoutes({ linking: deps.services.linking, apiKeys: deps.services.apiKeys, rateLimit, sandbox: deps.config.sandbox ?? false, log: deps.log }));
  app.use(convertRoutes(deps.services, rateLimit), taskRoutes(deps.services, rateLimit), shareRoutes(deps.services));
  app.use(libraryRoutes({ library: deps.services.library.reads, convertAndAdd: deps.services.library.convertAndAdd, linking: deps.services.linking, apiKeys: deps.services.apiKeys, rateLimit }));
  if (deps.config.sandbox) app.use(sandboxRoutes());
  app.use(dashboardRouter(deps));

  app.use(notFound);
  app.use(errorMiddleware(deps.log));
  return app;
}
