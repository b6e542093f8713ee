import { describe, expect, it } from 'vitest';
import { MatchSchema, roundConfidence } from './match';

describe('roundConfidence', () => {
  it.each([
    [0.9099999999999999, 0.91],
    [0.91, 0.91],
    // What PostgreSQL's 4-byte real gives back for 0.91, read as a double.
    [0.9100000262260437, 0.91],
    [0.955, 0.96],
    [0.904, 0.9],
    [1, 1],
    [0, 0],
  ])('%s → %s', (value, rounded) => {
    expect(roundConfidence(value)).toBe(rounded);
  });
});

describe('MatchSchema', () => {
  it('takes the method a pair was found with beside `cached`, and the older `cache` of stored results', () => {
    expect(MatchSchema.parse({ method: 'upc', confidence: 1, cached: true, edition: 'other' })).toEqual({ method: 'upc', confidence: 1, cached: true, edition: 'other' });
    expect(MatchSchema.safeParse({ method: 'cache', confidence: 0.95 }).success).toBe(true);
    expect(MatchSchema.safeParse({ method: 'search', confidence: 0.95, cached: 'yes' }).success).toBe(false);
  });
});
