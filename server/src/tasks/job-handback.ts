import type { Job, PgBoss } from 'pg-boss';

/**
 * What a handler does with a job it could not finish because the process is stopping: in one
 * transaction on pg-boss's own connection, it completes the job and queues a fresh one with the
 * same singleton key (the job is no longer active, so the `exclusive` policy lets it in) and
 * `data`. Completing is what keeps pg-boss from counting the attempt; the fresh job carries the
 * retries spent so far in its data and is allowed only the rest, so a chunk gets the same number
 * of attempts however often its processes are restarted. One transaction: a crash in between
 * leaves either the old job (retried after its heartbeat lapses) or the new one, never neither.
 */
export async function handBack<T extends object>(
  boss: PgBoss,
  job: Pick<Job<T>, 'id' | 'name' | 'groupId'>,
  data: T,
  options: { singletonKey: string; retryLimit: number },
): Promise<void> {
  const db = boss.getDb();
  if (!db.beginTransaction) throw new Error('the job queue cannot open a transaction to hand a job back');
  const tx = await db.beginTransaction();
  try {
    await boss.complete(job.name, job.id, { interrupted: true }, { db: tx.db });
    const id = await boss.send(job.name, data, {
      singletonKey: options.singletonKey,
      retryLimit: options.retryLimit,
      ...(job.groupId ? { group: { id: job.groupId } } : {}),
      db: tx.db,
    });
    if (!id) throw new Error(`job ${options.singletonKey} could not be queued again`);
    await tx.commit();
  } catch (error) {
    await tx.rollback();
    throw error;
  }
}

/**
 * Waits until pg-boss's database answers again (polling every `intervalMs`, at most `maxMs`), so
 * that the failure of an attempt that broke while PostgreSQL was down is recorded when it comes
 * back: pg-boss records it once the handler throws, and a failure it cannot record leaves the job
 * active until its heartbeat lapses. Returns at once when the database answers.
 */
export async function untilQueueAnswers(boss: Pick<PgBoss, 'getQueue'>, queue: string, options: { signal?: AbortSignal; maxMs?: number; intervalMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + (options.maxMs ?? 120_000);
  for (;;) {
    try {
      await boss.getQueue(queue);
      return;
    } catch {
      if (Date.now() > deadline || options.signal?.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 500));
    }
  }
}
