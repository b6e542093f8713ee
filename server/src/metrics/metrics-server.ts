import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Registry } from 'prom-client';
import { errorMiddleware, notFound } from '../http/error-middleware';
import type { Logger } from '../runtime/logger';
import { createGuardedServer } from '../runtime/slow-clients';
import { metricsRoutes } from './metrics.routes';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A worker has no HTTP server of its own: it serves `/metrics` (and nothing else) on a port of
 * its own, with the same token and the same error answers as the server.
 */
export async function startMetricsServer(deps: { registry: Registry; token: string; port: number; host: string | undefined; log: Logger }): Promise<MetricsServer> {
  const app = express();
  app.disable('x-powered-by');
  app.use(metricsRoutes(deps));
  app.use(notFound);
  app.use(errorMiddleware(deps.log));
  const server: Server = createGuardedServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(deps.port, deps.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
