import type { PgBoss } from 'pg-boss';
import { CONNECT_TIMEOUT_MS } from '../db/open-database';
import type { Logger } from '../runtime/logger';

export interface JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * pg-boss on Segue's own database (its tables live in the `pgboss` schema), so every server
 * and worker process on that database shares one queue. Queues and handlers are registered by
 * the features that need background work.
 */
export async function startJobQueue(databaseUrl: string, log: Logger): Promise<JobQueue> {
  // Supervision is what finds jobs whose process died (their heartbeat stopped) and hands them
  // to another process. pg-boss does it in its monitor pass, which runs at most every
  // monitorIntervalSeconds (60 s by default) whatever superviseIntervalSeconds says: both are 5 s
  // here, so a playlist task, a webhook delivery or a library transfer cut off by a crash resumes
  // within seconds of its heartbeat lapsing (10 s for transfers, pg-boss's shortest). The monitor
  // pass also counts the queues' jobs, cheap on tables this size (pg-boss backs the count off on
  // its own when it gets slow).
  // Loaded here, not at start: a CLI command (no job queue) spares itself pg-boss and its
  // scheduling libraries, a third of what it would load.
  const { PgBoss: Boss } = await import('pg-boss');
  const boss = new Boss({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, superviseIntervalSeconds: 5, monitorIntervalSeconds: 5 });
  boss.on('error', (error: Error) => log.error('job queue error', { error: error.message }));
  await boss.start();
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
