import type { JobQueue } from './start-job-queue';
import type { Readiness } from '../health/readiness';
import type { HttpDrain } from '../runtime/http-drain';
import { once } from '../runtime/graceful-shutdown';

export interface StoppingParts {
  readiness: Pick<Readiness, 'stop'>;
  /** The HTTP server's drain, in a server. */
  http?: Pick<HttpDrain, 'stop'>;
  jobs?: Pick<JobQueue, 'drain' | 'stop'>;
  /** Run in order once nothing can use them any more: the simulators, the pool, embedded PostgreSQL. */
  then: ReadonlyArray<() => Promise<void>>;
}

/**
 * A Segue process's graceful stop, run once whatever calls it. Unready first (`GET /readyz`
 * answers 503), so a load balancer stops sending here. Then, side by side, the HTTP server
 * drains (every answer closes its connection, requests in flight finish) and the job queue takes
 * no more jobs (running ones finish, or hand their job back past the stop budget). pg-boss's
 * pool closes only once no request can queue a job any more and no handler runs, and the rest
 * (the database pool last) after that: nothing is left to find a closed pool.
 */
export function processStopper(parts: StoppingParts): () => Promise<void> {
  return once(async () => {
    parts.readiness.stop();
    await Promise.all([parts.http?.stop(), parts.jobs?.drain()]);
    await parts.jobs?.stop();
    for (const step of parts.then) await step();
  });
}
