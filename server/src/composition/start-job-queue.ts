import type { PgBoss } from 'pg-boss';
import { CONNECT_TIMEOUT_MS } from '../db/open-database';
import type { Logger } from '../runtime/logger';

/**
 * How long a graceful stop lets running jobs finish before it interrupts them: a playlist chunk
 * still running then hands its job back (see `tasks/playlist-jobs.ts`) instead of being failed
 * by pg-boss, which would spend one of its retries. With the HTTP drain running beside it, a
 * stop fits in the 10 s that Docker and systemd-style supervisors give before SIGKILL.
 */
export const STOP_BUDGET_MS = 7_000;
/** Time an interrupted handler gets to hand its job back before pg-boss fails what is left. */
const INTERRUPT_GRACE_MS = 2_000;

export interface JobQueue {
  boss: PgBoss;
  /**
   * Aborted once a graceful stop's budget is spent: handlers still running stop at the next
   * platform request and hand their job back without spending a retry.
   */
  interrupted: AbortSignal;
  /** Takes no more jobs and waits for the running ones (interrupting them past the budget); pg-boss's pool stays open for `stop`. */
  drain(): Promise<void>;
  /** `drain`, then closes pg-boss's pool: after this no handler of this process is running. */
  stop(): Promise<void>;
}

/**
 * pg-boss on Segue's own database (its tables live in the `pgboss` schema), so every server
 * and worker process on that database shares one queue. Queues and handlers are registered by
 * the features that need background work.
 */
export async function startJobQueue(databaseUrl: string, log: Logger, options: { stopBudgetMs?: number } = {}): Promise<JobQueue> {
  // Supervision is what finds jobs whose process died (their heartbeat stopped) and hands them
  // to another process. pg-boss does it in its monitor pass, which runs at most every
  // monitorIntervalSeconds (60 s by default) whatever superviseIntervalSeconds says: both are 2 s
  // here. A job's heartbeat (10 s, pg-boss's shortest) lapses 8-10 s after its process died, the
  // next pass fails it within 2 s and its retry starts 1-2 s later: a playlist task, a webhook
  // delivery or a library transfer cut off by a crash resumes about 10-15 s after it. A pass is
  // claimed per interval across all processes (one of them does it), and its queue count is
  // cheap on tables this size (pg-boss backs the count off on its own when it gets slow).
  // Loaded here, not at start: a CLI command (no job queue) spares itself pg-boss and its
  // scheduling libraries, a third of what it would load.
  const { PgBoss: Boss } = await import('pg-boss');
  const boss = new Boss({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, superviseIntervalSeconds: 2, monitorIntervalSeconds: 2 });
  boss.on('error', (error: Error) => log.error('job queue error', { error: error.message }));
  await boss.start();
  const budgetMs = options.stopBudgetMs ?? STOP_BUDGET_MS;
  const interrupt = new AbortController();
  let draining: Promise<void> | undefined;
  const drain = () =>
    (draining ??= (async () => {
      const timer = setTimeout(() => interrupt.abort(new Error('the process is stopping')), budgetMs);
      try {
        // Workers stop fetching at once; pg-boss waits for the running handlers, and only fails
        // (and so counts) what an interrupted handler did not hand back in time.
        await boss.stop({ graceful: true, close: false, timeout: budgetMs + INTERRUPT_GRACE_MS });
      } finally {
        clearTimeout(timer);
      }
    })());
  return {
    boss,
    interrupted: interrupt.signal,
    drain,
    async stop() {
      await drain();
      await boss.stop({ close: true });
    },
  };
}
