import { PLATFORM_KEYS, platformName } from '@segue/core';
import type { SharePage } from './short-link.repository';

const ENTITIES: Record<SharePage['entity'], string> = { track: 'Track', album: 'Album', artist: 'Artist', playlist: 'Playlist' };

/** Text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Only http(s) links are rendered as links: a stored `javascript:` URL must never become one. */
function safeUrl(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/** The public page of a short link: every platform's link, with Open Graph tags for previews. */
export function renderSharePage(page: SharePage & { url: string }): string {
  const e = escapeHtml;
  const kind = ENTITIES[page.entity];
  const description = [kind, page.subtitle].filter((s) => s !== '').join(' · ');
  const cover = safeUrl(page.cover);
  const links = PLATFORM_KEYS.flatMap((key) => {
    const href = page.links[key] === undefined ? undefined : safeUrl(page.links[key]);
    return href ? [`      <li><a href="${e(href)}" rel="noopener">${e(platformName(key))}</a></li>`] : [];
  });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${e(page.title)} · Segue</title>
    <meta property="og:type" content="${page.entity === 'track' ? 'music.song' : page.entity === 'album' ? 'music.album' : page.entity === 'playlist' ? 'music.playlist' : 'profile'}">
    <meta property="og:title" content="${e(page.title)}">
    <meta property="og:description" content="${e(description)}">
    <meta property="og:url" content="${e(page.url)}">
${cover ? `    <meta property="og:image" content="${e(cover)}">\n` : ''}    <style>
      body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #222; }
      img { width: 100%; border-radius: 8px; }
      li { margin: 0.5rem 0; }
    </style>
  </head>
  <body>
${cover ? `    <img src="${e(cover)}" alt="">\n` : ''}    <h1>${e(page.title)}</h1>
    <p>${e(description)}</p>
    <ul>
${links.join('\n')}
    </ul>
  </body>
</html>
`;
}
