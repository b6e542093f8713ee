import { Gauge, type Registry } from 'prom-client';
import type { PlatformBudget } from '../platforms/http/budget-snapshot';

/**
 * This process's platform request budgets (the HTTP layer's per-integration rate windows), read
 * at scrape time. Per platform, never per integration: an integration is an app's.
 */
export function budgetGauges(registry: Registry, budgets: () => PlatformBudget[]): void {
  const registers = [registry];
  const gauge = (name: string, help: string, value: (budget: PlatformBudget) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['platform'] as const,
      registers,
      collect() {
        this.reset();
        for (const budget of budgets()) this.set({ platform: budget.platform }, value(budget));
      },
    });
  gauge('segue_platform_budget_remaining', "Requests the busiest integration may still start in its current rate window, per platform (this process's budget)", (b) => b.remaining);
  gauge('segue_platform_budget_limit', 'Requests one integration may start per rate window, per platform', (b) => b.limit);
  gauge('segue_platform_budget_window_seconds', "Length of a platform's rate window", (b) => b.intervalMs / 1000);
  gauge('segue_platform_requests_waiting', 'Requests queued behind the rate budget, per platform', (b) => b.waiting);
  gauge('segue_platform_requests_in_flight', 'Requests sent and not yet answered, per platform', (b) => b.inFlight);
  gauge('segue_platform_open_circuits', 'Integrations whose circuit breaker is open (calls paused after repeated failures), per platform', (b) => b.openCircuits);
  gauge('segue_platform_active_integrations', 'Integrations this process has sent requests for, per platform', (b) => b.integrations);
}
