import type { UsageCount, UsageKind, UsageRepository, UsageRow } from './usage.repository';

export interface UsageServiceOptions {
  /** Counts held before a write starts without waiting for the timer. */
  maxPending?: number;
  /** The longest a count waits in memory before it is written. */
  flushEveryMs?: number;
  /** A write failed: its counts stay in memory for the next one. */
  onError?: (error: unknown) => void;
  /** True once the pool is gone (a test's database dropped): nothing is retried then. */
  stopped?: () => boolean;
}

export type UsageService = ReturnType<typeof createUsageService>;

const HOUR_MS = 3_600_000;

/**
 * Counts each app's conversions, tasks and errors per hour in memory and writes them in one
 * upsert per second (or per `maxPending` requests) instead of one per request: a request adds to
 * a map and never waits for the database. A failed write keeps its counts for the next one; a
 * graceful stop (`close`) writes what is left, so the stored totals add up exactly.
 */
export function createUsageService(repository: UsageRepository, options: UsageServiceOptions = {}) {
  const maxPending = options.maxPending ?? 1_000;
  const flushEveryMs = options.flushEveryMs ?? 1_000;
  let pending = new Map<string, UsageCount>();
  let held = 0;
  let timer: NodeJS.Timeout | undefined;
  // Writes run one after another, so a count is never written twice or out of order.
  let writing: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (timer || options.stopped?.()) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushEveryMs);
    // A count waiting to be written never keeps a finished process alive; `close` writes it.
    timer.unref();
  };

  const add = (into: Map<string, UsageCount>, row: UsageCount) => {
    const key = `${row.appId}\u0000${row.kind}\u0000${row.code}\u0000${row.hour.getTime()}`;
    const current = into.get(key);
    if (current) current.count += row.count;
    else into.set(key, { ...row });
  };

  const write = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    held = 0;
    try {
      await repository.addMany([...batch.values()]);
    } catch (error) {
      for (const row of batch.values()) add(pending, row);
      held += batch.size;
      options.onError?.(error);
      schedule();
    }
  };

  const flush = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    writing = writing.then(write);
    return writing;
  };

  return {
    /** Counts one request of `appId` in the hour containing `at`. */
    count(appId: string, kind: UsageKind, code: string, at: Date): void {
      add(pending, { appId, kind, code, hour: new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS), count: 1 });
      held += 1;
      if (held >= maxPending) void flush();
      else schedule();
    },

    /** Writes every count held so far; resolves once they are stored (or kept after a failure). */
    flush,

    /** The last write, at a graceful stop. */
    close: flush,

    /** Stored counters from `since` on, this process's pending counts written first. */
    async series(appId: string, since: Date, bucket: 'hour' | 'day'): Promise<UsageRow[]> {
      await flush();
      return repository.series(appId, since, bucket);
    },
  };
}
