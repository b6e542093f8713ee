import { describe, expect, it } from 'vitest';
import { parseOrigin } from './allowed-origin';

describe('parseOrigin', () => {
  it('keeps scheme, host and port, normalised as browsers send them', () => {
    expect(parseOrigin('https://App.Example.com')).toBe('https://app.example.com');
    expect(parseOrigin(' http://localhost:5173/ ')).toBe('http://localhost:5173');
    expect(parseOrigin('https://example.com:443')).toBe('https://example.com');
  });

  it.each([
    ['https://example.com/app', 'without path'],
    ['https://example.com?x=1', 'without path'],
    ['https://*.example.com', 'without wildcards'],
    ['*', 'without wildcards'],
    ['example.com', 'e.g.'],
    ['ftp://example.com', 'http or https'],
    ['chrome-extension://abcdefghijklmnopabcdefghijklmnop', 'http or https'],
    ['https://user:pw@example.com', 'without credentials'],
  ])('refuses %s', (value, why) => {
    expect(() => parseOrigin(value)).toThrow(why);
  });
});
