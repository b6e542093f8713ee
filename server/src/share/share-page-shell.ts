import { escapeHtml } from '../http/escape-html';
import { platformImageUrl, platformPreviewUrl } from './cover-url';
import { SHARE_PAGE_SCRIPT, SHARE_PAGE_STYLE } from './share-page-style';
import type { SharePage } from './short-link.repository';

/** A stored page as shown at its address (`url`, `{publicUrl}/s/{id}`). */
export type ShownPage = SharePage & { url: string };

/**
 * How a page's media URLs reach the reader's browser: as stored, or (in sandbox mode) rebased
 * onto the simulator that serves them. Applied only after a URL passed the platform host check.
 */
export interface RenderOptions {
  mediaUrl?: (url: string) => string;
}

/** The cover as the browser fetches it, or undefined when it is off the platforms' image hosts. */
export function shownCover(page: SharePage, options: RenderOptions): string | undefined {
  const cover = platformImageUrl(page.cover);
  return cover && (options.mediaUrl?.(cover) ?? cover);
}

/** A preview clip as the browser fetches it, or undefined when it is off the platforms' preview hosts. */
export function shownPreview(raw: string | undefined, options: RenderOptions): string | undefined {
  const preview = platformPreviewUrl(raw);
  return preview && (options.mediaUrl?.(preview) ?? preview);
}

// Shown where there is no cover: a note on a grey tile.
export const NO_COVER = `<div class="cover no-cover" role="img" aria-label="No cover art"><svg viewBox="0 0 24 24" width="96" height="96" aria-hidden="true" focusable="false"><path fill="currentColor" d="M9.2 6.9 17.6 5v10.3a2.4 2.4 0 1 1-1.5-2.2V8.1l-5.4 1.2v8.1a2.4 2.4 0 1 1-1.5-2.2z"/></svg></div>`;

/** `{publicUrl}/oembed?url=…&format=json` for a share page's address (`{publicUrl}/s/{id}`). */
export function oembedUrlOf(pageUrl: string): string {
  return `${pageUrl.replace(/\/s\/[^/]*$/, '')}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
}

/**
 * The link field and its buttons: the address in a read-only field and an e-mail link work with
 * no script; the page's one script shows "Copy link" and "Share…" where the browser has them.
 */
export function sharePanel(url: string, title: string): string {
  const e = escapeHtml;
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
  return `<section class="share" aria-labelledby="share-heading">
<h2 id="share-heading" class="hidden">Share</h2>
<label for="share-url">Link to this page</label>
<div class="share-row"><input id="share-url" type="url" readonly value="${e(url)}"><button type="button" data-copy="${e(url)}" hidden>Copy link</button></div>
<p class="share-more"><button type="button" data-share="${e(url)}" hidden>Share…</button><a href="${e(mail)}">Send by e-mail</a></p>
</section>`;
}

/** The document around a page's body: head, style, the enhancement script unless `embed`. */
export function pageShell(parts: { title: string; head: string[]; body: string; backdrop?: string; embed?: boolean }): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(parts.title)}</title>
${parts.head.join('\n')}
<style>${SHARE_PAGE_STYLE}</style>
</head>
<body${parts.embed ? ' class="embed"' : ''}>
${parts.backdrop ? `<img class="backdrop" src="${e(parts.backdrop)}" alt="" aria-hidden="true">\n` : ''}${parts.body}
${parts.embed ? '' : `<footer><p>Links found by Segue, an open music-link service.</p></footer>\n<script>${SHARE_PAGE_SCRIPT}</script>\n`}</body>
</html>
`;
}

/** "12 songs", or "12 of 15 songs" when some of the playlist's songs were not found on the platform. */
export function songCount(found: number, missing: number): string {
  const total = found + missing;
  return missing === 0 ? `${found} ${found === 1 ? 'song' : 'songs'}` : `${found} of ${total} ${total === 1 ? 'song' : 'songs'}`;
}
