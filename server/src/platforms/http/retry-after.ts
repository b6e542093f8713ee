/**
 * Reads a `Retry-After` header: delay-seconds or an HTTP date, as RFC 9110 section 10.2.3 allows.
 * Returns milliseconds to wait (0 for a date in the past), or undefined when absent or unreadable.
 * https://www.rfc-editor.org/rfc/rfc9110#section-10.2.3
 */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // Date.parse reads nearly anything ("-3", "1.5"); an HTTP date always names its day or month.
  if (!/[A-Za-z]{3}/.test(trimmed)) return undefined;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
