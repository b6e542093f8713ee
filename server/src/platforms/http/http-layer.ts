import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import {
  CircuitState,
  SamplingBreaker,
  TaskCancelledError,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  retry,
  timeout,
  type CircuitBreakerPolicy,
  type IBackoff,
  type IRetryBackoffContext,
  type RetryPolicy,
} from 'cockatiel';
import PQueue from 'p-queue';
import { Agent } from 'undici';
import { AttemptFailure, describe, isIdempotent, neverSent, toPlatformError } from './attempt-failure';
import { NO_OBSERVER, statusOutcome, type Observer, type PlatformOutcome } from '../../metrics/observer';
import { PLATFORM_REGISTRY } from '../registry';
import { backoffDelay, type BackoffSettings } from './backoff-delay';
import { sumBudgets, type ChannelBudget, type PlatformBudget } from './budget-snapshot';
import { createLocalWindows, type BudgetWindows } from './budget-windows';
import { endpointFamily } from './endpoint-family';
import type {
  HttpRequest,
  HttpResponse,
  PlatformHttp,
  PlatformRequestStats,
  RequestBudget,
} from './http-types';
import { createPlatformBudgets, type BudgetReading } from './platform-budgets';
import { parseRetryAfter } from './retry-after';
import { InvalidJson, sendOnce } from './send-once';

export interface HttpLayerOptions {
  /** Per-attempt timeout, ms. */
  timeoutMs?: number;
  /** Retries after the first attempt. */
  maxRetries?: number;
  backoff?: Partial<BackoffSettings>;
  /** Per platform; every integration of a platform gets its own budget of this size. */
  budgets?: Partial<Record<PlatformKey, RequestBudget>>;
  /**
   * Where the budgets' windows are counted: the database's shared windows in a deployment (so
   * all processes together keep one limit per integration); this process's memory by default.
   */
  windows?: BudgetWindows;
  /** How the budgets wait for the next window (tests move a fake clock). */
  sleep?: (ms: number) => Promise<void>;
  breaker?: Partial<BreakerSettings>;
  random?: () => number;
  now?: () => number;
  /** Observes every retry (tests read the delays; the benchmark could log them). */
  onRetry?: (event: { platform: PlatformKey; attempt: number; delayMs: number; kind: string }) => void;
  /** Told of every attempt and retry, for the metrics (`server/src/metrics`). */
  observer?: Observer;
}

/**
 * When a platform+integration circuit opens: more than `failureRatio` of the attempts in the
 * last `windowMs` failed with a 5xx, a timeout or a connection error, and there were at least
 * `minimumAttempts` of them. A ratio rather than a run of consecutive failures, so a platform
 * that fails one request in ten never trips it, while one that is down trips it in seconds.
 */
export interface BreakerSettings {
  failureRatio: number;
  windowMs: number;
  minimumAttempts: number;
  /** How long an open circuit refuses calls before letting one probe through, ms. */
  halfOpenAfterMs: number;
}

export interface HttpLayer {
  /** The client of one integration on one platform (created on first use, then reused). */
  client(platform: PlatformKey, integrationId: string): PlatformHttp;
  stats(): Record<PlatformKey, PlatformRequestStats>;
  /** Each platform's request budgets as they stand now (the metrics' gauges). */
  budgets(): PlatformBudget[];
  resetStats(): void;
  /** What is left of each platform+integration request budget this process has used (for metrics). */
  budgetReadings(): BudgetReading[];
  close(): Promise<void>;
}

interface Channel {
  platform: PlatformKey;
  budget: RequestBudget;
  queue: PQueue;
  breaker: CircuitBreakerPolicy;
  retries: RetryPolicy;
}

function emptyStats(): Record<PlatformKey, PlatformRequestStats> {
  const stats = {} as Record<PlatformKey, PlatformRequestStats>;
  for (const key of PLATFORM_KEYS) stats[key] = { requests: 0, retries: 0, failures: 0 };
  return stats;
}

/**
 * The one HTTP layer every adapter uses, so every platform gets the same budgets and retries.
 * Per attempt: circuit breaker, then the integration's concurrency in this process, then its
 * request budget (shared by every process counting in the same `windows`: `platform-budgets.ts`),
 * then a timeout around one undici exchange; around all of it, retries with full-jitter backoff
 * that honours `Retry-After`.
 * cockatiel provides the retry, breaker and timeout policies (maintained, typed, composable,
 * with injectable backoff); p-queue the concurrency.
 */
export function createHttpLayer(options: HttpLayerOptions = {}): HttpLayer {
  const random = options.random ?? Math.random;
  const observer = options.observer ?? NO_OBSERVER;
  const now = options.now ?? Date.now;
  const defaultTimeoutMs = options.timeoutMs ?? 10_000;
  const breaker: BreakerSettings = { failureRatio: 0.5, windowMs: 10_000, minimumAttempts: 10, halfOpenAfterMs: 10_000, ...options.breaker };
  const backoff: BackoffSettings = { baseMs: 200, capMs: 5_000, retryAfterCapMs: 30_000, ...options.backoff };
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 64 });
  const channels = new Map<string, Channel>();
  const shared = createPlatformBudgets(options.windows ?? createLocalWindows(), { now, ...(options.sleep ? { sleep: options.sleep } : {}) });
  let counters = emptyStats();

  function backoffStep(context: IRetryBackoffContext<unknown>): IBackoff<IRetryBackoffContext<unknown>> {
    const failure = 'error' in context.result ? context.result.error : undefined;
    const retryAfterMs = failure instanceof AttemptFailure ? failure.retryAfterMs : undefined;
    return {
      duration: backoffDelay(context.attempt, backoff, random, retryAfterMs),
      next: (nextContext) => backoffStep(nextContext),
    };
  }

  function channel(platform: PlatformKey, integrationId: string): Channel {
    const key = `${platform}\u0000${integrationId}`;
    const existing = channels.get(key);
    if (existing) return existing;
    const budget = options.budgets?.[platform] ?? PLATFORM_REGISTRY[platform].budget;
    const retries = retry(
      handleWhen((error) => error instanceof AttemptFailure && error.retryable),
      { maxAttempts: options.maxRetries ?? 4, backoff: { next: backoffStep } },
    );
    retries.onRetry((event) => {
      counters[platform].retries++;
      const kind = 'error' in event && event.error instanceof AttemptFailure ? event.error.kind : 'unknown';
      observer.platformRetry({ platform, kind });
      options.onRetry?.({ platform, attempt: event.attempt, delayMs: event.delay, kind });
    });
    const created: Channel = {
      platform,
      budget,
      // Concurrency is this process's own; the rate is the budget shared by every process (`send`).
      queue: new PQueue({ concurrency: budget.concurrency }),
      // Only signs of an unhealthy platform open the circuit; throttling and bad bodies do not.
      breaker: circuitBreaker(
        handleWhen((error) => error instanceof AttemptFailure && error.kind === 'unavailable'),
        {
          halfOpenAfter: breaker.halfOpenAfterMs,
          breaker: new SamplingBreaker({
            threshold: breaker.failureRatio,
            duration: breaker.windowMs,
            minimumRps: breaker.minimumAttempts / (breaker.windowMs / 1000),
          }),
        },
      ),
      retries,
    };
    channels.set(key, created);
    return created;
  }

  async function attempt(platform: PlatformKey, req: HttpRequest, signal: AbortSignal): Promise<HttpResponse> {
    counters[platform].requests++;
    const idempotent = isIdempotent(req);
    const started = performance.now();
    const observe = (outcome: PlatformOutcome) =>
      observer.platformAttempt({ platform, family: endpointFamily(req.url), outcome, seconds: (performance.now() - started) / 1000 });
    let response: HttpResponse;
    try {
      response = await sendOnce(agent, req, signal);
    } catch (error) {
      observe(signal.aborted ? 'timeout' : 'error');
      const reason = signal.aborted ? 'timed out' : `connection failed: ${describe(error)}`;
      const retryable = idempotent || (!signal.aborted && neverSent(error));
      throw new AttemptFailure('unavailable', reason, undefined, undefined, { cause: error, retryable });
    }
    const retryAfterMs = parseRetryAfter(response.headers['retry-after'], now());
    // A 429 is a refusal before any work, so even a write is safe to send again.
    if (response.status === 429) {
      observe('429');
      throw new AttemptFailure('rate_limited', 'HTTP 429', 429, retryAfterMs);
    }
    if (response.status >= 500) {
      observe('5xx');
      throw new AttemptFailure('unavailable', `HTTP ${response.status}`, response.status, retryAfterMs, { retryable: idempotent });
    }
    if (response.body instanceof InvalidJson) {
      observe(statusOutcome(response.status));
      throw new AttemptFailure('bad_response', `invalid JSON (${response.body.message})`, response.status);
    }
    const classified = req.classify?.(response);
    // A quota error inside a 200 (Deezer) is a rate limit, and counted as one.
    observe(classified === 'rate_limited' || (typeof classified === 'object' && classified.kind === 'rate_limited') ? '429' : statusOutcome(response.status));
    if (classified) {
      const { kind, retryAfterMs: hinted } = typeof classified === 'string' ? { kind: classified, retryAfterMs: undefined } : classified;
      throw new AttemptFailure(kind, `${kind} reported in the response body`, response.status, hinted ?? retryAfterMs, {
        retryable: kind === 'rate_limited' || idempotent,
      });
    }
    return response;
  }

  function client(platform: PlatformKey, integrationId: string): PlatformHttp {
    const opened = channel(platform, integrationId);
    const { budget, queue, breaker, retries } = opened;
    const runAttempt = (req: HttpRequest) =>
      timeout(req.timeoutMs ?? defaultTimeoutMs, TimeoutStrategy.Aggressive)
        .execute((_context, signal) => attempt(platform, req, signal))
        .catch((error: unknown) => {
          if (error instanceof TaskCancelledError) throw new AttemptFailure('unavailable', 'timed out', undefined, undefined, { retryable: isIdempotent(req) });
          throw error;
        });
    return {
      platform,
      async send(req) {
        try {
          return await retries.execute(() =>
            breaker.execute(() =>
              queue.add(
                async () => {
                  // Every attempt, retries included, is a request the platform counts.
                  await shared.take(platform, integrationId, budget);
                  return runAttempt(req);
                },
                { throwOnTimeout: true },
              ),
            ),
          );
        } catch (error) {
          counters[platform].failures++;
          throw toPlatformError(platform, error);
        }
      },
    };
  }

  return {
    client,
    stats: () => structuredClone(counters),
    budgets: () => {
      const channelBudgets: ChannelBudget[] = [];
      // Taken from the shared window by every process, as of this process's last lease (a
      // channel's first attempt makes its lease, so one never used has started nothing).
      const readings = new Map(shared.readings().map((reading) => [`${reading.platform}\u0000${reading.integration}`, reading]));
      for (const [key, opened] of channels) {
        const reading = readings.get(key);
        channelBudgets.push({
          platform: opened.platform,
          budget: opened.budget,
          startedInWindow: reading ? reading.limit - reading.remaining : 0,
          waiting: opened.queue.size,
          inFlight: opened.queue.pending,
          circuitOpen: opened.breaker.state === CircuitState.Open,
        });
      }
      return sumBudgets(channelBudgets);
    },
    resetStats: () => {
      counters = emptyStats();
    },
    budgetReadings: () => shared.readings(),
    close: async () => {
      for (const { queue } of channels.values()) queue.clear();
      await shared.close();
      await agent.close();
    },
  };
}
