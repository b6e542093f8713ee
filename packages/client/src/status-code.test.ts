import { describe, expect, it } from 'vitest';
import { codeForStatus, parseRetryAfter } from './status-code';

describe('codeForStatus', () => {
  it.each([
    [400, 'EBADREQUEST'],
    [413, 'EBADREQUEST'],
    [401, 'EUNAUTHORIZED'],
    [403, 'EFORBIDDEN'],
    [404, 'ENOTFOUND'],
    [429, 'ERATELIMITED'],
    [500, 'EINTERNAL'],
    [502, 'EPLATFORMUNAVAILABLE'],
    [503, 'EPLATFORMUNAVAILABLE'],
    [504, 'EPLATFORMUNAVAILABLE'],
    [599, 'EINTERNAL'],
  ])('%i is %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it.each([
    [null, undefined],
    ['0', 0],
    [' 12 ', 12],
    ['Mon, 23 Nov 2026 10:00:30 GMT', 30],
    ['Mon, 23 Nov 2026 09:59:00 GMT', 0],
    ['soon', undefined],
    ['-5', undefined],
  ])('%s is %s', (value, seconds) => {
    expect(parseRetryAfter(value, now)).toBe(seconds);
  });
});
