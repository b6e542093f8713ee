import { describe, expect, it } from 'vitest';
import { PlatformError, type PlatformErrorCode } from './platform-error';
import { toAppError } from './to-app-error';

describe('toAppError', () => {
  it.each([
    ['not_found', 'ENOTFOUND', 404],
    ['rate_limited', 'ERATELIMITED', 429],
    ['auth_expired', 'ENOCREDENTIALS', 400],
    ['unavailable', 'EPLATFORMUNAVAILABLE', 503],
    ['bad_response', 'EPLATFORMUNAVAILABLE', 503],
    ['unsupported', 'ENOTSUPPORTED', 400],
  ] as const)('maps %s to %s', (code: PlatformErrorCode, apiCode, status) => {
    const mapped = toAppError(new PlatformError('tidal', code, 'HTTP 502 from upstream host x.internal'));
    expect(mapped).toMatchObject({ code: apiCode, status });
    expect(mapped.message).toContain('TIDAL');
    expect(mapped.message).not.toContain('x.internal');
  });

  it('passes the platform wish on as Retry-After in seconds', () => {
    const mapped = toAppError(new PlatformError('spotify', 'rate_limited', 'HTTP 429', { retryAfterMs: 2_500 }));
    expect(mapped.headers).toEqual({ 'Retry-After': '3' });
  });
});
