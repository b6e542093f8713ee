/**
 * Readiness, apart from liveness (`/healthz`): a process is ready to be sent traffic once
 * everything it serves with is up. Migrations ran before the app exists (`boot`); the database
 * answers; the change feed listens (caches serve entries only then); the job queue, where the
 * process runs one, is started with its handlers; in sandbox mode `sandbox.json` is written. A
 * graceful stop makes it unready first, so a load balancer stops sending before the server closes.
 */

/** The parts a process declares it waits for before it is ready. */
export type ReadinessPart = 'job_queue' | 'sandbox';

const WAITING: Record<ReadinessPart, string> = {
  job_queue: 'the job queue is starting',
  sandbox: 'sandbox mode is still writing sandbox.json',
};

export interface ReadinessReport {
  ready: boolean;
  checks: Record<'database' | 'change_feed' | ReadinessPart, 'ok' | 'waiting' | 'failed' | 'not_used'>;
  /** Why not ready, one clause a part; empty when ready. */
  reasons: string[];
}

export type Readiness = ReturnType<typeof createReadiness>;

export function createReadiness(deps: { ping: () => Promise<void>; feedLive: () => boolean }) {
  const expected = new Set<ReadinessPart>();
  const done = new Set<ReadinessPart>();
  let stopping = false;
  return {
    /** This process will be ready only once `part` is marked ready. */
    expect(part: ReadinessPart): void {
      expected.add(part);
    },
    ready(part: ReadinessPart): void {
      done.add(part);
    },
    /** A graceful stop began: unready from now on, whatever else holds. */
    stop(): void {
      stopping = true;
    },
    async report(): Promise<ReadinessReport> {
      const reasons: string[] = [];
      // First, and worded for a load balancer's log: this process will not come back.
      if (stopping) reasons.push('stopping (the process is shutting down: send requests to another one)');
      const database = await deps.ping().then(
        () => 'ok' as const,
        () => 'failed' as const,
      );
      if (database === 'failed') reasons.push('the database is unreachable');
      const feed = deps.feedLive() ? ('ok' as const) : ('waiting' as const);
      if (feed === 'waiting') reasons.push('the change feed is not listening (reconnecting to the database)');
      const part = (name: ReadinessPart) => {
        if (!expected.has(name)) return 'not_used' as const;
        if (done.has(name)) return 'ok' as const;
        reasons.push(WAITING[name]);
        return 'waiting' as const;
      };
      const checks = { database, change_feed: feed, job_queue: part('job_queue'), sandbox: part('sandbox') };
      return { ready: reasons.length === 0, checks, reasons };
    },
  };
}
