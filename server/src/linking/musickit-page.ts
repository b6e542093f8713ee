import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../http/escape-html';

/** A JSON value safe inside a <script> element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const originOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
};

/**
 * Apple Music's sign-in: MusicKit JS `authorize()` runs in the user's browser and yields the
 * Music-User-Token (https://developer.apple.com/documentation/musickitjs/musickit/musickitinstance/authorize),
 * which the page posts to the callback in a form body with the flow's state: in a URL it would
 * stay in server logs and the browser's history. Returns the page and the CSP that lets exactly
 * its script and Apple's run, and its form post only to the callback; `form-action` also names
 * the app's redirect URL, where the callback's answer redirects (browsers check a form's
 * redirects against it too).
 */
export function musicKitPage(input: { developerToken: string; callbackUrl: string; state: string; redirectUrl: string }): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const settings = scriptJson({ developerToken: input.developerToken, callbackUrl: input.callbackUrl, state: input.state });
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Link Apple Music</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"></head>
<body><p id="status">Signing in to Apple Music…</p>
<script nonce="${escapeHtml(nonce)}">
const settings = ${settings};
const finish = (fields) => {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = settings.callbackUrl;
  for (const [name, value] of Object.entries({ ...fields, state: settings.state })) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
};
document.addEventListener('musickitloaded', async () => {
  try {
    await MusicKit.configure({ developerToken: settings.developerToken, app: { name: 'Segue', build: '1' } });
    finish({ music_user_token: await MusicKit.getInstance().authorize() });
  } catch {
    finish({ error: 'user_denied' });
  }
});
</script>
<script nonce="${escapeHtml(nonce)}" src="https://js-cdn.music.apple.com/musickit/v3/musickit.js" async></script>
</body></html>`;
  const formTargets = [...new Set([originOf(input.callbackUrl), originOf(input.redirectUrl)])];
  const csp =
    `default-src 'none'; script-src 'nonce-${nonce}' https://js-cdn.music.apple.com; connect-src https://*.apple.com; frame-src https://*.apple.com; ` +
    `img-src https: data:; style-src 'unsafe-inline'; form-action ${formTargets.join(' ')}; base-uri 'none'; frame-ancestors 'none'`;
  return { html, csp };
}
