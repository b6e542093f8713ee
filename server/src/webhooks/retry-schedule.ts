/**
 * Seconds to wait after each failed attempt: quick retries for a blip, then longer waits, so
 * the last of 9 attempts comes about 22 hours after the first (a receiver down for most of a
 * day still gets the event). Standard Webhooks suggests a schedule of this shape.
 */
export const RETRY_SCHEDULE_SECONDS: readonly number[] = [5, 30, 120, 600, 3_600, 3 * 3_600, 6 * 3_600, 12 * 3_600];

/** Delay before attempt `attempt + 1`, or undefined when `attempt` was the last one. */
export function nextDelaySeconds(attempt: number, schedule: readonly number[] = RETRY_SCHEDULE_SECONDS): number | undefined {
  return schedule[attempt - 1];
}
