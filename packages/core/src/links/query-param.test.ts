import { describe, expect, it } from 'vitest';
import { queryParam, safeDecode } from './query-param';

describe('queryParam', () => {
  it('returns the first value of the exact name', () => {
    expect(queryParam('list=L&v=A&v=B', 'v')).toBe('A');
    expect(queryParam('vv=1&v=2', 'v')).toBe('2');
    expect(queryParam('xv=1', 'v')).toBeUndefined();
    expect(queryParam('', 'v')).toBeUndefined();
  });

  it('reads valueless and empty parameters as empty strings', () => {
    expect(queryParam('u', 'u')).toBe('');
    expect(queryParam('a=1&i=&b', 'i')).toBe('');
    expect(queryParam('a=1&b', 'b')).toBe('');
  });

  it('keeps `=` inside a value', () => {
    expect(queryParam('x=a=b&y=1', 'x')).toBe('a=b');
  });
});

describe('safeDecode', () => {
  it('decodes escapes and answers null for malformed ones', () => {
    expect(safeDecode('spotify%3Atrack%3Aabc')).toBe('spotify:track:abc');
    expect(safeDecode('plain')).toBe('plain');
    expect(safeDecode('%E0%A4%A')).toBeNull();
  });
});
