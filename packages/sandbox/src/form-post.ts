import { createHash } from 'node:crypto';

/**
 * An answer carried to a callback in a form POST rather than a redirect's query, for a value
 * that must stay out of URLs (and so out of logs and browsers' history). The page submits itself
 * with a script, as OAuth 2.0 Form Post Response Mode does
 * (https://openid.net/specs/oauth-v2-form-post-response-mode-1_0.html); a client without
 * scripts reads the form with `readFormPost` and posts it.
 */
const FORM_ID = 'form-post';
const SUBMIT = `document.getElementById('${FORM_ID}').submit();`;
const SUBMIT_HASH = createHash('sha256').update(SUBMIT).digest('base64');

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const unescapeHtml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

/**
 * The self-submitting page and its CSP: only that one script runs (by hash). No `form-action`:
 * the callback's answer redirects on to wherever its flow goes, and browsers would hold those
 * redirects to it too.
 */
export function formPostPage(action: string, fields: Record<string, string>): { html: string; csp: string } {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in…</title><meta name="referrer" content="no-referrer"></head>
<body><form id="${FORM_ID}" method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form>
<script>${SUBMIT}</script></body></html>`;
  return { html, csp: `default-src 'none'; script-src 'sha256-${SUBMIT_HASH}'; base-uri 'none'` };
}

/** The form of a `formPostPage` (what its script would submit), or undefined for any other page. */
export function readFormPost(html: string): { action: string; fields: Record<string, string> } | undefined {
  const form = new RegExp(`<form id="${FORM_ID}" method="post" action="([^"]*)">(.*?)</form>`, 's').exec(html);
  if (!form) return undefined;
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescapeHtml(input[1]!)] = unescapeHtml(input[2]!);
  return { action: unescapeHtml(form[1]!), fields };
}
