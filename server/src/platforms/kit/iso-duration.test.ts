import { describe, expect, it } from 'vitest';
import { parseIsoDuration } from './iso-duration';

describe('parseIsoDuration', () => {
  it.each([
    ['PT4M12S', 252_000],
    ['PT1H2M3S', 3_723_000],
    ['PT59.5S', 59_500],
    ['PT3M', 180_000],
    ['P1DT1S', 86_401_000],
  ])('%s → %d ms', (text, ms) => {
    expect(parseIsoDuration(text)).toBe(ms);
  });

  it.each(['', 'P', 'PT', '4:12', 'P30M5S'])('rejects %j', (text) => {
    expect(parseIsoDuration(text)).toBeUndefined();
  });
});
