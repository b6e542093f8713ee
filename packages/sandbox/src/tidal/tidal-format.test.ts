import { describe, expect, it } from 'vitest';
import { isoDuration } from './tidal-format';

describe('isoDuration', () => {
  it.each([
    [252_000, 'PT4M12S'],
    [240_000, 'PT4M'],
    [45_000, 'PT45S'],
    [3_600_000, 'PT1H'],
    [3_661_000, 'PT1H1M1S'],
    [0, 'PT0S'],
  ])('%i ms is %s', (ms, iso) => {
    expect(isoDuration(ms)).toBe(iso);
  });
});
