/** The shell every platform page is drawn in: escaping, head tags, a drawn cover. */
import { platformMarkSvg, platformName } from '@segue/core';
import type { PlatformKey } from '../catalog/model';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside `<script>`: `<` is escaped so no title can close the element. */
export const jsonLd = (value: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** A cover drawn from the catalog's image seed: the same seed, the same colours. */
export function coverSvg(seed: string, size = 240): string {
  const hue = [...seed].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  return `<svg class="cover" xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300" role="img" aria-label="cover">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/></linearGradient></defs>
<rect width="300" height="300" fill="url(#g)"/><circle cx="150" cy="150" r="70" fill="none" stroke="#fff8" stroke-width="14"/></svg>`;
}

export interface PageShell {
  platform: PlatformKey | null;
  title: string;
  /** `<meta>`, `<link>` and JSON-LD lines for the head. */
  head?: string[];
  body: string;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#18181b}
header.bar{display:flex;gap:10px;align-items:center;padding:10px 24px;background:#18181b;color:#fff}
header.bar small{opacity:.7}main{max-width:880px;margin:24px auto;padding:0 24px}
.hero{display:flex;gap:24px;align-items:flex-end}.cover{border-radius:8px;flex:none}
h1{margin:.2em 0}ol,ul{padding-left:1.4em}li{margin:.25em 0}a{color:#4338ca}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:4px 8px;border-bottom:1px solid #ddd;vertical-align:top}
code{font-size:.85em;word-break:break-all}pre{white-space:pre-wrap;background:#fff;padding:12px;border-radius:6px}a.preview{white-space:nowrap}`;

/** A whole page. The bar says plainly that this is the sandbox's stand-in, not the platform. */
export function pageShell({ platform, title, head = [], body }: PageShell): string {
  const bar = platform
    ? `${platformMarkSvg(platform, 28)}<strong>${escapeHtml(platformName(platform))}</strong><small>Segue sandbox stand-in page, offline</small>`
    : '<strong>Segue sandbox</strong><small>platform pages, offline</small>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
${head.join('\n')}
<style>${STYLE}</style></head>
<body><header class="bar">${bar}</header>
<main>${body}</main></body></html>
`;
}
