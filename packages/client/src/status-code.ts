import type { ErrorCode } from '@segue/core/schemas';

/**
 * The code for an error answer that carries none we know: a proxy's HTML page, an older server,
 * a code added after this client. Mirrors the server's default status of each code.
 */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'EUNAUTHORIZED';
    case 403:
      return 'EFORBIDDEN';
    case 404:
      return 'ENOTFOUND';
    case 429:
      return 'ERATELIMITED';
    case 502:
    case 503:
    case 504:
      return 'EPLATFORMUNAVAILABLE';
    default:
      return status >= 500 ? 'EINTERNAL' : 'EBADREQUEST';
  }
}

/**
 * `Retry-After` in seconds, from either form RFC 9110 allows (delay-seconds or an HTTP date):
 * https://www.rfc-editor.org/rfc/rfc9110#field.retry-after
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // Every HTTP-date form starts with the day name; this keeps Date.parse's leniency ("-5" is a
  // year to it) out.
  const at = /^[A-Za-z]{3}/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
