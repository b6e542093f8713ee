import { describe, expect, it } from 'vitest';
import { errorPage } from './linking-pages';
import { musicKitPage } from './musickit-page';

describe('musicKitPage', () => {
  it('embeds the settings as script-safe JSON under a per-page nonce the CSP names', () => {
    const page = musicKitPage({ developerToken: 'eyJ.dev.token', callbackUrl: 'https://segue.example/v1/auth/applemusic/callback', state: 's1.</script><b>' });
    const nonce = /'nonce-([^']+)'/.exec(page.csp)?.[1];
    expect(nonce).toBeDefined();
    expect(page.html).toContain(`nonce="${nonce}"`);
    expect(page.html).toContain('"developerToken":"eyJ.dev.token"');
    expect(page.html).not.toContain('</script><b>');
    expect(page.html).toContain('s1.\\u003c/script>\\u003cb>');
    expect(page.csp).toContain('https://js-cdn.music.apple.com');
    expect(musicKitPage({ developerToken: 'x', callbackUrl: 'https://a.example', state: 's' }).csp).not.toBe(page.csp);
  });

  it('escapes what an error page shows', () => {
    expect(errorPage('EBADREQUEST', '<img src=x>')).toContain('&lt;img src=x&gt;');
  });
});
