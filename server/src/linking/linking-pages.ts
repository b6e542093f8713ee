import { escapeHtml } from '../http/escape-html';
import type { Joining } from './open-start-page';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d1d1f}
h1{font-size:1.4rem}ul{padding-left:1.2rem}code{font-size:.9em}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
.button{display:inline-block;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #1d1d1f;background:#fff;color:#1d1d1f;font:inherit;text-decoration:none;cursor:pointer}
.primary{background:#1d1d1f;color:#fff}`;

/**
 * Pages of our own: no script, inline style only, no framing by other sites. `formTargets` are
 * the origins a form's answer may redirect to (browsers apply form-action to those redirects).
 */
export const pageCsp = (formTargets: readonly string[] = []): string =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action ${["'self'", ...formTargets].join(' ')}; frame-ancestors 'none'; base-uri 'none'`;

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">
<style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

export interface StartPageInput {
  appName: string;
  platformName: string;
  scopes: readonly string[];
  authorizeUrl: string;
  /** Which account of the app the link joins (`Joining` of `open-start-page.ts`). */
  joining: Joining;
  /** This page with "use a separate account" chosen. */
  separateUrl?: string | null;
  /** The browser extension that receives the result (a web-auth flow). */
  extension?: { id: string; segue: boolean } | null;
}

/** The paragraph that says where the link goes, and the way to keep it apart. */
function joiningText(input: StartPageInput, app: string, platform: string): string {
  const { joining } = input;
  if (!joining) return '';
  if (joining.kind === 'unproven') {
    return `<p>${app} asked to add ${platform} to one of its accounts. This browser has not linked that account before, so Segue keeps your ${platform} account
on an account of its own, and ${app} adds it to yours only once it confirms you are signed in. If you did not ask ${app} for this, close this page.</p>`;
  }
  const account = joining.account ? ` (${escapeHtml(joining.account)})` : '';
  const where =
    joining.kind === 'backend'
      ? `This adds ${platform} to the ${app} account you are signed in to${account}.`
      : `This adds ${platform} to the ${app} account this browser linked before${account}.`;
  const separate = input.separateUrl ? ` <a id="separate" href="${escapeHtml(input.separateUrl)}">Use a separate account instead</a>.` : '';
  return `<p>${where} If that account is not yours, close this page.${separate}</p>`;
}

/** Which extension the browser hands the result to, so a listener sees what they are trusting. */
function extensionText(input: StartPageInput): string {
  if (!input.extension) return '';
  const which = input.extension.segue ? 'the Segue extension' : 'a browser extension the app allows';
  return `<p id="extension">Your browser hands the result to ${which} (id <code>${escapeHtml(input.extension.id)}</code>), and to no other. If you did not start this from that extension, close this page.</p>\n`;
}

/**
 * The explanatory screen every linking flow opens on: which app, which platform, what Segue
 * will read and write for the app; Continue goes to the platform's own authorisation screen.
 */
export function startPage(input: StartPageInput): string {
  const app = escapeHtml(input.appName);
  const platform = escapeHtml(input.platformName);
  const scopes = input.scopes.length > 0 ? `<p>Permissions asked of ${platform}: <code>${input.scopes.map(escapeHtml).join(' ')}</code></p>` : '';
  const joining = joiningText(input, app, platform);
  return layout(
    `Link ${input.platformName} to ${input.appName}`,
    `<h1>Link your ${platform} account to ${app}</h1>
<p><strong>${app}</strong> uses Segue to work with your ${platform} account.</p>
${joining ? `${joining}
` : ''}<p>Once you agree on ${platform}'s own page, ${app} can, through Segue:</p>
<ul><li>read your ${platform} profile (name and e-mail address)</li>
<li>read your library: playlists, saved music and listening history</li>
<li>create playlists and add music to your library when you ask ${app} to</li></ul>
${scopes}${extensionText(input)}<p>Only continue if you started this from ${app} just now.</p>
<div class="actions"><a id="continue" class="button primary" href="${escapeHtml(input.authorizeUrl)}">Continue to ${platform}</a></div>`,
  );
}

export interface ConfirmPageInput {
  appName: string;
  platformName: string;
  /** Where the form posts: `/v1/auth/{platform}/confirm`. */
  action: string;
  state: string;
}

/** Asked before a platform account linked to another user of the app moves to this one. */
export function confirmPage(input: ConfirmPageInput): string {
  const app = escapeHtml(input.appName);
  const platform = escapeHtml(input.platformName);
  return layout(
    `Move your ${input.platformName} account?`,
    `<h1>This ${platform} account is linked to another user of ${app}</h1>
<p>Moving it links it to the ${app} account you started from and removes it from the other one.
Cancel leaves everything as it was.</p>
<form method="post" action="${escapeHtml(input.action)}" class="actions">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<button class="button primary" type="submit" name="choice" value="move">Move it</button>
<button class="button" type="submit" name="choice" value="cancel">Cancel</button>
</form>`,
  );
}

/** The page shown when a flow cannot go back to the app: what happened and what to do. */
export function errorPage(error: string, message: string): string {
  return layout('Linking failed', `<h1>Linking failed</h1><p>${escapeHtml(message)}</p><p><code>${escapeHtml(error)}</code></p>`);
}
