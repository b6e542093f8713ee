import { describe, expect, it } from 'vitest';
import { parseRedirectUrl } from './redirect-url';

describe('parseRedirectUrl', () => {
  it('accepts absolute http(s) URLs and normalises them', () => {
    expect(parseRedirectUrl('https://Example.com/cb?x=1')).toBe('https://example.com/cb?x=1');
    expect(parseRedirectUrl(' http://127.0.0.1:3000 ')).toBe('http://127.0.0.1:3000/');
  });

  it.each([
    ['/callback', /absolute http\(s\) URL/],
    ['ftp://example.com/cb', /http or https/],
    ['javascript:alert(1)', /http or https/],
    ['https://example.com/cb#frag', /fragment/],
    ['https://user:pw@example.com/cb', /credentials/],
  ])('refuses %s', (value, message) => {
    expect(() => parseRedirectUrl(value)).toThrow(message);
  });
});
