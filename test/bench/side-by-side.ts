/**
 * Measures a route of two servers side by side: short autocannon slices that alternate between
 * them, so a machine whose load changes during the run (other jobs on the shared cores) weighs
 * on both alike. Every response time is kept, so p50 and p99 are over the whole run.
 */
import autocannon from 'autocannon';

export const CONNECTIONS = 10;

export interface Target {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** Request bodies, cycled through (POST). */
  bodies?: string[];
  /** A new body for every request (each conversion uncached). */
  nextBody?: () => string;
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and answers other than 2xx. */
  errors: number;
  /** Mean of the answers' `x-segue-platform-requests`, when they carry it. */
  platformRequests: number | undefined;
}

interface Tally {
  responses: number;
  seconds: number;
  latencies: number[];
  errors: number;
  platformRequests: number[];
}

const newTally = (): Tally => ({ responses: 0, seconds: 0, latencies: [], errors: 0, platformRequests: [] });

function run(base: string, target: Target, seconds: number, tally?: Tally): Promise<void> {
  const requests = (target.bodies ?? [undefined]).map((body) => ({
    method: target.method,
    path: target.path,
    headers: target.headers,
    ...(body ? { body } : {}),
    ...(target.nextBody ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: target.nextBody!() }) } : {}),
  }));
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests,
        setupClient: (client) => {
          // autocannon passes the parser's header info: the raw [name, value, name, value…] list.
          client.on('headers', (info) => {
            const raw = (info as unknown as { headers?: string[] }).headers ?? [];
            const at = raw.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'x-segue-platform-requests');
            if (tally && at >= 0) tally.platformRequests.push(Number(raw[at + 1]));
          });
        },
      },
      (error, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        if (tally) {
          tally.responses += result.requests.total;
          tally.seconds += result.duration;
          tally.errors += result.errors + result.non2xx;
        }
        resolve();
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => tally?.latencies.push(responseTime));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function figures(tally: Tally): Figures {
  const sorted = tally.latencies.sort((a, b) => a - b);
  const counts = tally.platformRequests;
  return {
    requestsPerSecond: tally.responses / tally.seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: tally.errors,
    platformRequests: counts.length > 0 ? counts.reduce((a, b) => a + b, 0) / counts.length : undefined,
  };
}

/**
 * `seconds` of load on each server, in slices of at most `sliceSeconds` alternating between them
 * (the order swapped every round), after a 1 s warm-up of each. Without `bare`, Segue alone.
 */
export async function sideBySide(servers: { bare?: string; segue: string }, target: Target, seconds: number, sliceSeconds = 5): Promise<{ bare?: Figures; segue: Figures }> {
  const tallies = { bare: newTally(), segue: newTally() };
  const sides = (['bare', 'segue'] as const).filter((side) => servers[side] !== undefined);
  // JIT and connection pools warm first, uncounted.
  for (const side of sides) await run(servers[side]!, target, 1);
  for (let done = 0, round = 0; done < seconds; round++) {
    const slice = Math.min(sliceSeconds, seconds - done);
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) await run(servers[side]!, target, slice, tallies[side]);
    done += slice;
  }
  return { ...(servers.bare ? { bare: figures(tallies.bare) } : {}), segue: figures(tallies.segue) };
}
