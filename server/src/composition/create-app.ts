import express, { type Express } from 'express';
import helmet from 'helmet';
import type pg from 'pg';
import type { Config } from '../config';
import type { PlatformUrls } from '../platforms/registry';
import { recordUsage } from '../usage/record-usage';
import type { Logger } from '../runtime/logger';
import type { Services } from './create-services';
import { publicCors } from '../http/cors';
import { errorMiddleware, notFound } from '../http/error-middleware';
import { jsonBody } from '../http/json-body';
import { createAddressRateLimit, createRateLimit } from '../http/rate-limit';
import { requestId } from '../http/request-id';
import { warnUntrustedForwarding } from '../http/untrusted-forwarding';
import { ROUTERS } from './routers';
import type { ProcessMetrics } from './create-metrics';
import { ADD_PLAYLIST_BODY_LIMIT, ADD_PLAYLIST_PATHS } from '../library/library.routes';

export interface AppDeps {
  services: Services;
  /** For the dashboard's sign-in limits (rate-limiter-flexible on PostgreSQL). */
  pool: pg.Pool;
  config: Pick<Config, 'publicUrl' | 'rateLimitPerMinute' | 'bodyLimitBytes'> &
    Partial<Pick<Config, 'rateLimitPublicPerMinute' | 'rateLimitPerIpPerMinute' | 'trustProxy' | 'signup' | 'sandboxApps' | 'smtpUrl' | 'mailFrom'>> & { sandbox?: boolean; webhookAllowPrivate?: boolean; platformUrls?: PlatformUrls };
  log: Logger;
  /** SEGUE_METRICS_TOKEN is set: requests are counted and `GET /metrics` answers (./create-metrics.ts). */
  metrics?: Pick<ProcessMetrics, 'registry' | 'token' | 'http'>;
  /** Dashboard sign-in and sign-up requests per client address per minute; 30 unless a test needs more. */
  authRequestsPerMinute?: number;
}

/** Builds the Express app without listening: `main.ts` listens, tests use port 0. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Off unless SEGUE_TRUST_PROXY names the proxies in front: otherwise any client could pick
  // its own address for the rate limits and the sign-in lockout with X-Forwarded-For.
  app.set('trust proxy', deps.config.trustProxy ?? false);
  if ((deps.config.trustProxy ?? false) === false) app.use(warnUntrustedForwarding(deps.log));
  app.use(requestId);
  // First, so every request is counted, including those the rate limits or the body parser refuse.
  if (deps.metrics) app.use(deps.metrics.http);
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
  app.use(publicCors);
  if (deps.config.rateLimitPerIpPerMinute !== undefined) app.use(createAddressRateLimit(deps.services.rateLeases, deps.config.rateLimitPerIpPerMinute));
  // Add-playlist takes up to 10,000 ids, more than the global limit allows; the parser that reads a body first wins.
  app.use(ADD_PLAYLIST_PATHS, jsonBody(Math.max(deps.config.bodyLimitBytes, ADD_PLAYLIST_BODY_LIMIT)));
  app.use(jsonBody(deps.config.bodyLimitBytes));
  app.use(recordUsage(deps.services.usage));

  const rateLimit = createRateLimit(deps.services.rateLeases, deps.config.rateLimitPerMinute, deps.config.rateLimitPublicPerMinute);
  for (const { build } of [...ROUTERS.filter((router) => router.hot), ...ROUTERS.filter((router) => !router.hot)]) {
    const router = build({ ...deps, rateLimit });
    if (router) app.use(router);
  }
  app.use(notFound);
  app.use(errorMiddleware(deps.log));
  return app;
}
