import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { errorPage } from './linking-pages';
import { musicKitPage } from './musickit-page';

const INPUT = {
  developerToken: 'eyJ.dev.token',
  callbackUrl: 'https://segue.example/v1/auth/applemusic/callback',
  state: 's1.</script><b>',
  redirectUrl: 'https://app.example/linked',
};

interface FakeForm {
  method: string;
  action: string;
  fields: Record<string, string>;
  submitted: boolean;
}

/** Runs the page's own script against a minimal DOM and MusicKit; answers the forms it submitted and where it navigated. */
async function runPage(html: string, authorize: () => Promise<string>): Promise<{ forms: FakeForm[]; navigations: string[] }> {
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const forms: FakeForm[] = [];
  const navigations: string[] = [];
  let loaded: (() => Promise<void>) | undefined;
  const document = {
    addEventListener: (name: string, handler: () => Promise<void>) => name === 'musickitloaded' && (loaded = handler),
    createElement: (tag: string) => {
      if (tag !== 'form') return { type: '', name: '', value: '' };
      const form: FakeForm & { append(input: { name: string; value: string }): void; submit(): void } = {
        method: 'get',
        action: '',
        fields: {},
        submitted: false,
        append: (input) => (form.fields[input.name] = input.value),
        submit: () => (form.submitted = true),
      };
      forms.push(form);
      return form;
    },
    body: { append: () => {} },
  };
  const location = { replace: (url: string) => navigations.push(url), assign: (url: string) => navigations.push(url) };
  const MusicKit = { configure: async () => {}, getInstance: () => ({ authorize }) };
  runInNewContext(script, { document, window: { location }, location, MusicKit, URL });
  await loaded!();
  return { forms, navigations };
}

describe('musicKitPage', () => {
  it('embeds the settings as script-safe JSON under a per-page nonce the CSP names', () => {
    const page = musicKitPage(INPUT);
    const nonce = /'nonce-([^']+)'/.exec(page.csp)?.[1];
    expect(nonce).toBeDefined();
    expect(page.html).toContain(`nonce="${nonce}"`);
    expect(page.html).toContain('"developerToken":"eyJ.dev.token"');
    expect(page.html).not.toContain('</script><b>');
    expect(page.html).toContain('s1.\\u003c/script>\\u003cb>');
    expect(page.csp).toContain('https://js-cdn.music.apple.com');
    expect(musicKitPage({ ...INPUT, callbackUrl: 'https://a.example' }).csp).not.toBe(page.csp);
  });

  it('lets its form post only to the callback and the redirect that follows, and keeps the strict script policy', () => {
    const { csp } = musicKitPage(INPUT);
    expect(csp).toContain("form-action https://segue.example https://app.example;");
    expect(csp).toMatch(/script-src 'nonce-[^']+' https:\/\/js-cdn\.music\.apple\.com;/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it('posts the Music-User-Token with the state in a form body, never in a URL', async () => {
    const page = musicKitPage(INPUT);
    const { forms, navigations } = await runPage(page.html, async () => 'mut-secret-123');
    expect(navigations).toEqual([]);
    expect(forms).toEqual([
      expect.objectContaining({ method: 'post', action: INPUT.callbackUrl, fields: { music_user_token: 'mut-secret-123', state: INPUT.state }, submitted: true }),
    ]);
    expect(forms[0]!.action).not.toContain('mut-secret-123');
  });

  it('posts user_denied when the listener refuses', async () => {
    const { forms } = await runPage(musicKitPage(INPUT).html, () => Promise.reject(new Error('AUTHORIZATION_ERROR')));
    expect(forms[0]).toMatchObject({ method: 'post', fields: { error: 'user_denied', state: INPUT.state }, submitted: true });
  });

  it('escapes what an error page shows', () => {
    expect(errorPage('EBADREQUEST', '<img src=x>')).toContain('&lt;img src=x&gt;');
  });
});
