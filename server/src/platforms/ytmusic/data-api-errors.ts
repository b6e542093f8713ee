import { PlatformError } from '../../errors/platform-error';
import { statusError } from '../kit/status-error';
import { googleErrorSchema } from './data-api-schemas';

/** Reasons Google gives when the project's daily quota is spent. */
const DAILY_QUOTA = new Set(['quotaExceeded', 'dailyLimitExceeded']);
/** Reasons for a short-term (per-minute, per-user) limit. */
const SHORT_LIMIT = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

const PACIFIC = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * Milliseconds until the next midnight Pacific Time, when the YouTube Data API's daily quota
 * resets (https://developers.google.com/youtube/v3/getting-started#quota). Read from the wall
 * clock in Los Angeles, so daylight saving time is followed; on the two switch days the answer
 * may be an hour off, which only moves a retry.
 */
export function msUntilPacificMidnight(now: number): number {
  const parts = Object.fromEntries(PACIFIC.formatToParts(new Date(now)).map((p) => [p.type, p.value]));
  const elapsed = (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000 + (now % 1000);
  return Math.max(1000, 86_400_000 - elapsed);
}

/** The reasons of a Google error body (`error.errors[].reason`), or none. */
export function googleReasons(body: unknown): { reasons: string[]; message: string | undefined } {
  const parsed = googleErrorSchema.safeParse(body);
  if (!parsed.success) return { reasons: [], message: undefined };
  const reasons = (parsed.data.error.errors ?? []).flatMap((e) => (e?.reason ? [e.reason] : []));
  // Google's messages hold HTML (`<a href="/youtube/v3/getting-started#quota">`): keep the text.
  const message = parsed.data.error.message?.replace(/<[^>]+>/g, '') ?? undefined;
  return { reasons, message };
}

/**
 * The `PlatformError` of a non-2xx Data API answer. Quota exhaustion comes as HTTP 403 with
 * reason `quotaExceeded` (not 429), so the HTTP layer hands it back rather than retrying; it is
 * `rate_limited` with the time until the daily reset.
 */
export function dataApiError(status: number, body: unknown, what: string, now: number): PlatformError {
  const { reasons, message } = googleReasons(body);
  if (reasons.some((r) => DAILY_QUOTA.has(r))) {
    const retryAfterMs = msUntilPacificMidnight(now);
    const resetAt = new Date(now + retryAfterMs).toISOString();
    return new PlatformError('ytmusic', 'rate_limited', `YouTube Data API quota exceeded reading the ${what}`, {
      status,
      retryAfterMs,
      quotaSpent: true,
      publicMessage: `YouTube Music: the app's daily YouTube Data API quota is spent; it resets at midnight Pacific Time (${resetAt})`,
    });
  }
  if (reasons.some((r) => SHORT_LIMIT.has(r))) {
    return new PlatformError('ytmusic', 'rate_limited', `YouTube Data API rate limit reading the ${what}`, {
      status,
      retryAfterMs: 60_000,
      publicMessage: 'YouTube Music: the YouTube Data API is limiting requests for a short while; try again in a minute',
    });
  }
  if (status === 404 || reasons.some((r) => r === 'playlistNotFound' || r === 'channelNotFound' || r === 'notFound')) {
    return new PlatformError('ytmusic', 'not_found', `ytmusic has no ${what}${message ? `: ${message}` : ''}`, { status });
  }
  if (reasons.some((r) => r === 'accessNotConfigured' || r === 'SERVICE_DISABLED')) {
    return new PlatformError('ytmusic', 'auth_expired', `YouTube Data API is not enabled for the Google OAuth client's project${message ? `: ${message}` : ''}`, {
      status,
      publicMessage: "YouTube Music: the YouTube Data API v3 is not enabled in the Google Cloud project of the app's OAuth client; enable it there",
    });
  }
  return statusError('ytmusic', status, what, message);
}
