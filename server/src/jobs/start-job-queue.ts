import { PgBoss } from 'pg-boss';
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
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4 });
  boss.on('error', (error: Error) => log.error('job queue error', { error: error.message }));
  await boss.start();
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
