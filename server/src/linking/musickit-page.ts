import { randomBytes } from 'node:crypto';
import { escapeHtml } from './linking-pages';

/** A JSON value safe inside a <script> element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Apple Music's sign-in: MusicKit JS `authorize()` runs in the user's browser and yields the
 * Music-User-Token, which the page sends to the callback with the flow's state
 * (https://developer.apple.com/documentation/musickitjs/musickit/musickitinstance/authorize).
 * Returns the page and the CSP that lets exactly its script and Apple's run.
 */
export function musicKitPage(input: { developerToken: string; callbackUrl: string; state: string }): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const settings = scriptJson(input);
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Link Apple Music</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><p id="status">Signing in to Apple Music…</p>
<script nonce="${escapeHtml(nonce)}">
const settings = ${settings};
const finish = (params) => {
  const url = new URL(settings.callbackUrl);
  for (const [name, value] of Object.entries({ ...params, state: settings.state })) url.searchParams.set(name, value);
  window.location.replace(url.toString());
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
  const csp = `default-src 'none'; script-src 'nonce-${nonce}' https://js-cdn.music.apple.com; connect-src https://*.apple.com; frame-src https://*.apple.com; img-src https: data:; style-src 'unsafe-inline'`;
  return { html, csp };
}
