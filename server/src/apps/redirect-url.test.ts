import { describe, expect, it } from 'vitest';
import { isSameRedirectTarget, parseRedirectUrl } from './redirect-url';

const CHROME_ID = 'abcdefghijklmnopabcdefghijklmnop';
const FIREFOX_ID = '0f2b1c9e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('parseRedirectUrl', () => {
  it('accepts absolute http(s) URLs and normalises them', () => {
    expect(parseRedirectUrl('https://Example.com/cb?x=1')).toBe('https://example.com/cb?x=1');
    expect(parseRedirectUrl(' http://127.0.0.1:3000 ')).toBe('http://127.0.0.1:3000/');
  });

  it('accepts browser-extension pages with a valid extension id', () => {
    expect(parseRedirectUrl(`chrome-extension://${CHROME_ID}/connected.html`)).toBe(`chrome-extension://${CHROME_ID}/connected.html`);
    expect(parseRedirectUrl(`moz-extension://${FIREFOX_ID}/connected.html`)).toBe(`moz-extension://${FIREFOX_ID}/connected.html`);
  });

  it.each([
    ['/callback', /absolute http\(s\) URL/],
    ['ftp://example.com/cb', /http or https/],
    ['javascript:alert(1)', /http or https/],
    ['data:text/html,hi', /http or https/],
    ['https://example.com/cb#frag', /fragment/],
    ['https://user:pw@example.com/cb', /credentials/],
    ['chrome-extension://not-an-id/connected.html', /valid extension id/],
    ['chrome-extension:///connected.html', /valid extension id/],
    ['moz-extension://abcdefghijklmnopabcdefghijklmnop/x.html', /valid extension id/],
    [`chrome-extension://${CHROME_ID}/connected.html#x`, /fragment/],
  ])('refuses %s', (value, message) => {
    expect(() => parseRedirectUrl(value)).toThrow(message);
  });
});

describe('isSameRedirectTarget', () => {
  it('matches scheme, host, port and path, whatever the query', () => {
    expect(isSameRedirectTarget('https://app.example/cb', 'https://app.example/cb?from=x')).toBe(true);
    expect(isSameRedirectTarget('https://app.example/cb', 'http://app.example/cb')).toBe(false);
    expect(isSameRedirectTarget('https://app.example/cb', 'https://app.example:8443/cb')).toBe(false);
    expect(isSameRedirectTarget('https://app.example/cb', 'https://evil.example/cb')).toBe(false);
    expect(isSameRedirectTarget('https://app.example/cb', 'https://app.example/cb/more')).toBe(false);
  });

  it('never takes one extension page for another extension page (both have the origin "null")', () => {
    const listed = `chrome-extension://${CHROME_ID}/connected.html`;
    expect(isSameRedirectTarget(listed, `chrome-extension://${CHROME_ID}/connected.html?x=1`)).toBe(true);
    expect(isSameRedirectTarget(listed, 'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba/connected.html')).toBe(false);
    expect(isSameRedirectTarget(listed, `moz-extension://${FIREFOX_ID}/connected.html`)).toBe(false);
  });
});
