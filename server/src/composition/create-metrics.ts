import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { DAILY_QUOTAS } from '../library-writes/quota-ledger';
import { budgetGauges } from '../metrics/budget-gauges';
import { changeFeedGauges } from '../metrics/change-feed-gauges';
import { databaseGauges } from '../metrics/database-gauges';
import { httpMetrics } from '../metrics/http-metrics';
import { createMetricsRepository } from '../metrics/metrics.repository';
import type { Observer } from '../metrics/observer';
import { prometheusObserver } from '../metrics/prometheus-observer';
import type { Logger } from '../runtime/logger';
import { WEBHOOK_EVENTS } from '../webhooks/webhook.service';
import type { Runtime } from './boot';

/** What a process with metrics on (SEGUE_METRICS_TOKEN set) counts with and serves. */
export interface ProcessMetrics {
  registry: Registry;
  token: string;
  /** Handed to `boot`: the services report their work through it. */
  observer: Observer;
  /** The HTTP requests' counter and histogram (the server's app only). */
  http: RequestHandler;
  /** Adds the gauges read from the booted process: budgets, database figures, the change feed. */
  attach(runtime: Runtime): void;
}

/**
 * prom-client (the Node client the Prometheus project lists, maintained, with the process and
 * event-loop metrics built in) on a registry of this process's own. Each concern is one module
 * of `server/src/metrics/`; this wires them. `role` labels every series, so a dashboard can tell
 * a server's from a worker's when both run on one host.
 */
export function createMetrics(options: { token: string; role: 'server' | 'worker'; log: Logger }): ProcessMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ role: options.role });
  collectDefaultMetrics({ register: registry });
  const observer = prometheusObserver(registry, { webhookEvents: WEBHOOK_EVENTS });
  return {
    registry,
    token: options.token,
    observer,
    http: httpMetrics(registry),
    attach(runtime) {
      const { services, database } = runtime;
      budgetGauges(registry, () => services.platforms.httpLayer().budgets());
      changeFeedGauges(registry, services.changes);
      databaseGauges(registry, {
        repository: createMetricsRepository(database.pool),
        quotas: DAILY_QUOTAS,
        onError: (error) => options.log.warn('metrics: the database figures could not be read', { error: error instanceof Error ? error.message : String(error) }),
      });
    },
  };
}
