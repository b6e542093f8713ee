export interface BackoffSettings {
  /** First retry's ceiling, in ms. */
  baseMs: number;
  /** Ceiling of any computed backoff, in ms. */
  capMs: number;
  /** Longest `Retry-After` we honour, in ms; longer requests are waited out only this long. */
  retryAfterCapMs: number;
}

/**
 * Delay before retry number `attempt` (1-based). "Full jitter" spreads retries of many clients
 * uniformly over [0, min(cap, base * 2^(attempt-1))), which AWS measured to shed load best:
 * https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/
 * A `Retry-After` from the platform is a floor: we never come back sooner than asked (up to the cap).
 */
export function backoffDelay(
  attempt: number,
  settings: BackoffSettings,
  random: () => number,
  retryAfterMs?: number,
): number {
  const ceiling = Math.min(settings.capMs, settings.baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.floor(random() * ceiling);
  if (retryAfterMs === undefined) return jittered;
  return Math.max(jittered, Math.min(retryAfterMs, settings.retryAfterCapMs));
}
