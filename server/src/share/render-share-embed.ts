import { platformMarkSvg, platformName } from '@segue/core';
import { KINDS, pageRows } from './render-share-page';
import { escapeHtml } from '../http/escape-html';
import { pageShell, shownCover, shownPreview, type RenderOptions, type ShownPage } from './share-page-shell';

/** The card's size, as the oEmbed answer gives it to the site that frames it. */
export const EMBED_SIZE = { width: 480, height: 152 } as const;

/**
 * `/s/{id}/embed`: the card another site frames (the `html` of the oEmbed answer): the cover,
 * title and artists, the preview clip, and a mark per platform linking to it in a new tab.
 * It may be framed anywhere, so it runs no script and every link leaves the frame.
 */
export function renderShareEmbed(page: ShownPage, options: RenderOptions = {}): string {
  const e = escapeHtml;
  const kind = KINDS[page.entity];
  const cover = shownCover(page, options);
  const preview = shownPreview(page.preview, options);
  const marks = pageRows(page).map(
    (row) =>
      `<li><a class="mark" href="${e(row.href)}" target="_blank" rel="noopener noreferrer" title="${e(platformName(row.key))}">${platformMarkSvg(row.key)}<span class="hidden">Listen on ${e(platformName(row.key))}</span></a></li>`,
  );
  const body = `<main class="card">
${cover ? `<img src="${e(cover)}" alt="${e(`${kind.cover} ${page.title}`)}" width="132" height="132">` : '<div class="no-cover" role="img" aria-label="No cover art"></div>'}
<div class="text">
<h1><a href="${e(page.url)}" target="_blank" rel="noopener">${e(page.title)}</a></h1>
<p class="artists">${e(page.subtitle === '' ? kind.label : page.subtitle)}</p>
<ul>${marks.join('')}</ul>
${preview ? `<audio controls preload="none" src="${e(preview)}" aria-label="Preview"></audio>` : ''}
</div>
</main>`;
  return pageShell({ title: `${page.title} · Segue`, head: ['<meta name="robots" content="noindex">'], body, embed: true });
}
