import { describe, expect, it } from 'vitest';
import { describeMatch, matchBadge } from './describe-match';

describe('describeMatch and matchBadge', () => {
  it('say how an album found by its barcode was matched', () => {
    expect(describeMatch({ method: 'upc', confidence: 1, edition: 'same' })).toBe('Matched by barcode (UPC), 100% sure');
    expect(matchBadge({ method: 'upc', confidence: 1 })).toBe('UPC 100%');
  });

  it('describe a cached answer by how its pair was first matched', () => {
    expect(matchBadge({ method: 'isrc', confidence: 0.91, cached: true })).toBe('ISRC 91%');
    expect(describeMatch({ method: 'search', confidence: 0.96, cached: true })).toBe('Found by search, 96% sure');
  });
});
