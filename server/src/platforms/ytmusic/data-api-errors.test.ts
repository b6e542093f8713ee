import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors/app-error';
import { translateError } from '../../errors/to-app-error';
import { dataApiError, msUntilPacificMidnight } from './data-api-errors';

// The documented quota body (https://developers.google.com/youtube/v3/docs/errors); no public
// recording of it was found.
const QUOTA_MESSAGE = 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';
const QUOTA = { error: { code: 403, message: QUOTA_MESSAGE, errors: [{ message: QUOTA_MESSAGE, domain: 'youtube.quota', reason: 'quotaExceeded' }] } };

describe('YouTube Data API errors', () => {
  it('the daily quota resets at midnight Pacific Time, daylight saving or not', () => {
    // 12:00Z in November is 04:00 PST: 20 hours to go.
    expect(msUntilPacificMidnight(Date.parse('2026-11-23T12:00:00Z'))).toBe(20 * 3_600_000);
    // 12:00Z in July is 05:00 PDT: 19 hours to go.
    expect(msUntilPacificMidnight(Date.parse('2026-07-01T12:00:00Z'))).toBe(19 * 3_600_000);
  });

  it('quotaExceeded (HTTP 403) is rate_limited until the reset, and the API answer says so with Retry-After', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const error = dataApiError(403, QUOTA, 'playlists', now);
    expect([error.code, error.retryAfterMs]).toEqual(['rate_limited', 20 * 3_600_000]);
    const api = translateError(error, { library: { platform: 'ytmusic', what: 'playlists' } }) ?? error;
    expect(isAppError(api) && [api.code, api.headers?.['Retry-After']]).toEqual(['ERATELIMITED', String(20 * 3_600)]);
    expect(isAppError(api) && api.message).toContain('midnight Pacific Time (2026-11-24T08:00:00.000Z)');
  });

  it('rateLimitExceeded is a short limit; 404 playlistNotFound is not_found; other recorded errors keep their status', () => {
    const short = dataApiError(403, { error: { code: 403, message: 'x', errors: [{ domain: 'youtube.quota', reason: 'rateLimitExceeded' }] } }, 'playlists', 0);
    expect([short.code, short.retryAfterMs]).toEqual(['rate_limited', 60_000]);
    const missing = dataApiError(404, { error: { code: 404, errors: [{ domain: 'youtube.playlistItem', reason: 'playlistNotFound' }] } }, 'playlist items', 0);
    expect(missing.code).toBe('not_found');
    const keyInvalid = recording('youtube', 'error-400-key-invalid.json');
    expect(dataApiError(keyInvalid.status, keyInvalid.body, 'playlists', 0).code).toBe('bad_response');
    const denied = recording('youtube', 'error-403-permission.json');
    expect(dataApiError(denied.status, denied.body, 'playlists', 0)).toMatchObject({ code: 'unsupported', status: 403 });
  });
});
