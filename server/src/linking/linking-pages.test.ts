import { describe, expect, it } from 'vitest';
import { readCookie, hashNonce, nonceMatches } from './flow-cookie';
import { confirmPage, pageCsp, startPage } from './linking-pages';
import { maskEmail } from './browser-join';

describe('linking pages', () => {
  it('the start page names the app and platform, escapes them, and links Continue to the platform', () => {
    const html = startPage({ appName: '<Evil & Co>', platformName: 'TIDAL', scopes: ['user.read'], authorizeUrl: 'https://login.tidal.com/authorize?a=1&b="2"', joining: { kind: 'backend', account: 'j•••@x.com' } });
    expect(html).toContain('&lt;Evil &amp; Co&gt;');
    expect(html).not.toContain('<Evil');
    expect(html).toContain('href="https://login.tidal.com/authorize?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('adds TIDAL to the &lt;Evil &amp; Co&gt; account you are signed in to (j•••@x.com)');
    expect(html).not.toMatch(/<script/);
  });

  it('the confirmation page posts the state with Move and Cancel', () => {
    const html = confirmPage({ appName: 'App', platformName: 'TIDAL', action: '/v1/auth/tidal/confirm', state: 's1."x' });
    expect(html).toContain('action="/v1/auth/tidal/confirm"');
    expect(html).toContain('value="s1.&quot;x"');
    expect(html).toMatch(/value="move"[\s\S]*value="cancel"/);
  });

  it("a form's answer may redirect to the app's origin only", () => {
    expect(pageCsp()).toContain("form-action 'self';");
    expect(pageCsp(['chrome-extension://abc'])).toContain("form-action 'self' chrome-extension://abc;");
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jane@example.com')).toBe('j•••@example.com');
    expect(maskEmail(null)).toBe('');
    expect(maskEmail('@odd')).toBe('');
  });
});

describe('flow cookie', () => {
  it('reads one cookie among several and matches its nonce by hash', () => {
    expect(readCookie('a=1; segue_flow_x=nonce; b=2', 'segue_flow_x')).toBe('nonce');
    expect(readCookie('segue_flow_xy=1', 'segue_flow_x')).toBeUndefined();
    expect(readCookie(undefined, 'a')).toBeUndefined();
    expect(nonceMatches('nonce', hashNonce('nonce'))).toBe(true);
    expect(nonceMatches('other', hashNonce('nonce'))).toBe(false);
    expect(nonceMatches(undefined, hashNonce('nonce'))).toBe(false);
    expect(nonceMatches('nonce', null)).toBe(false);
  });
});
