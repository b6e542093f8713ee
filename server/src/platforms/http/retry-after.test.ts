import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff-delay';
import { parseRetryAfter } from './retry-after';

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    ['7', 7_000],
    [' 0 ', 0],
    ['Mon, 23 Nov 2026 12:00:30 GMT', 30_000],
    ['Mon, 23 Nov 2026 11:59:00 GMT', 0],
  ])('reads %j as %d ms', (header, expected) => {
    expect(parseRetryAfter(header, NOW)).toBe(expected);
  });

  it.each([undefined, '', 'soon', '-3', '1.5'])('ignores %j', (header) => {
    expect(parseRetryAfter(header, NOW)).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  const settings = { baseMs: 100, capMs: 1_000, retryAfterCapMs: 5_000 };

  it('grows the jitter ceiling exponentially up to the cap', () => {
    const top = () => 0.999_999;
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, settings, top))).toEqual([99, 199, 399, 799, 999, 999]);
  });

  it('spreads delays over the whole window (full jitter)', () => {
    expect(backoffDelay(3, settings, () => 0)).toBe(0);
    expect(backoffDelay(3, settings, () => 0.5)).toBe(200);
  });

  it('never retries sooner than Retry-After, up to its cap', () => {
    expect(backoffDelay(1, settings, () => 0.5, 2_000)).toBe(2_000);
    expect(backoffDelay(1, settings, () => 0.5, 60_000)).toBe(5_000);
    expect(backoffDelay(4, settings, () => 0.999_999, 10)).toBe(799);
  });
});
