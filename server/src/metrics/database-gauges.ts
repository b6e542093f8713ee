import { Gauge, type Registry } from 'prom-client';
import type { PlatformKey } from '@segue/core';
import type { DailyQuota } from '../library-writes/quota-ledger';
import type { DailyUnits, MetricsRepository, QueueDepth, StateCount } from './metrics.repository';

/** How long one reading of the database's figures serves scrapes: several scrapers (or a fast one) cost one set of queries. */
export const DATABASE_READING_MS = 5_000;

interface Reading {
  states: StateCount[];
  queues: QueueDepth[];
  units: { platform: PlatformKey; units: DailyUnits }[];
}

/**
 * Gauges read from the database at scrape time: tasks, transfers and syncs by state, each
 * pg-boss queue's depth and longest wait, and the daily units left on platforms that meter them
 * (YouTube). They describe the whole install, so every process reports the same figures: sum
 * them over one process (or take `max` across processes), never add them up across processes.
 */
export function databaseGauges(
  registry: Registry,
  deps: { repository: MetricsRepository; quotas: Partial<Record<PlatformKey, DailyQuota>>; now?: () => number; onError?: (error: unknown) => void },
): void {
  const now = deps.now ?? Date.now;
  let cached: { at: number; reading: Promise<Reading | undefined> } | undefined;

  const read = async (): Promise<Reading> => {
    const [states, queues, units] = await Promise.all([
      deps.repository.taskStates(),
      deps.repository.queueDepths(),
      Promise.all(
        (Object.entries(deps.quotas) as [PlatformKey, DailyQuota][]).map(async ([platform, quota]) => {
          const found = await deps.repository.dailyUnits(platform, quota.day(now()).day, quota.units);
          return found ? [{ platform, units: found }] : [];
        }),
      ),
    ]);
    return { states, queues, units: units.flat() };
  };

  /** The reading shared by every gauge of one scrape (and of the next ones for a few seconds); undefined when the database failed. */
  const reading = (): Promise<Reading | undefined> => {
    if (!cached || now() - cached.at >= DATABASE_READING_MS) {
      cached = {
        at: now(),
        reading: read().catch((error: unknown) => {
          deps.onError?.(error);
          return undefined;
        }),
      };
    }
    return cached.reading;
  };

  const registers = [registry];
  new Gauge({
    name: 'segue_database_metrics_up',
    help: "1 when the last reading of the database's figures (tasks, queues, quotas) succeeded, 0 when it failed",
    registers,
    async collect() {
      this.set((await reading()) ? 1 : 0);
    },
  });
  const byKind = (name: string, help: string, kinds: readonly string[]) =>
    new Gauge({
      name,
      help,
      labelNames: kinds.length > 1 ? (['kind', 'state'] as const) : (['state'] as const),
      registers,
      async collect() {
        this.reset();
        for (const row of (await reading())?.states ?? []) {
          if (!kinds.includes(row.kind)) continue;
          this.set(kinds.length > 1 ? { kind: row.kind, state: row.state } : { state: row.state }, row.count);
        }
      },
    });
  byKind('segue_tasks', 'Playlist tasks by kind (playlist, add_to_library) and state (pending, completed, failed), database-wide', ['playlist', 'add_to_library']);
  byKind('segue_transfers', 'Library transfers by state (pending, waiting_for_quota, completed, failed), database-wide', ['transfer']);
  byKind('segue_syncs', 'Playlist syncs by state (active, queued, running, waiting_for_quota, paused), database-wide', ['sync']);

  new Gauge({
    name: 'segue_queue_jobs',
    help: 'pg-boss jobs by queue and state: queued (may start now), deferred (waits for a later start), active',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of (await reading())?.queues ?? []) {
        this.set({ queue: row.queue, state: 'queued' }, row.queued);
        this.set({ queue: row.queue, state: 'deferred' }, row.deferred);
        this.set({ queue: row.queue, state: 'active' }, row.active);
      }
    },
  });
  new Gauge({
    name: 'segue_queue_oldest_job_age_seconds',
    help: 'How long the longest-waiting job of each pg-boss queue has been ready to start (0 when none waits)',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of (await reading())?.queues ?? []) this.set({ queue: row.queue }, row.oldestSeconds);
    },
  });
  new Gauge({
    name: 'segue_platform_daily_units_remaining',
    help: "Units left of today's quota on platforms that meter units per day (YouTube Data API), for the app with the fewest",
    labelNames: ['platform'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { platform, units } of (await reading())?.units ?? []) this.set({ platform }, units.remainingMin);
    },
  });
  new Gauge({
    name: 'segue_platform_daily_units_used',
    help: "Units of today's quota spent by every app together, on platforms that meter units per day",
    labelNames: ['platform'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { platform, units } of (await reading())?.units ?? []) this.set({ platform }, units.used);
    },
  });
}
