import { parseMusicUrl, PLATFORM_KEYS, platformMarkSvg, platformName, type PlatformKey } from '@segue/core';
import { platformImageUrl } from './cover-url';
import { SHARE_PAGE_STYLE } from './share-page-style';
import type { SharePage } from './short-link.repository';

const KINDS: Record<SharePage['entity'], { label: string; og: string; cover: string; action: string }> = {
  track: { label: 'Song', og: 'music.song', cover: 'Cover of', action: 'Play' },
  album: { label: 'Album', og: 'music.album', cover: 'Cover of', action: 'Play' },
  artist: { label: 'Artist', og: 'profile', cover: 'Picture of', action: 'Open' },
  playlist: { label: 'Playlist', og: 'music.playlist', cover: 'Cover of', action: 'Play' },
};

// Shown where there is no cover: a note on a grey tile.
const NO_COVER = `<div class="cover no-cover" role="img" aria-label="No cover art"><svg viewBox="0 0 24 24" width="96" height="96" aria-hidden="true" focusable="false"><path fill="currentColor" d="M9.2 6.9 17.6 5v10.3a2.4 2.4 0 1 1-1.5-2.2V8.1l-5.4 1.2v8.1a2.4 2.4 0 1 1-1.5-2.2z"/></svg></div>`;

/** Text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A stored link is shown only when it is a link of that very platform (never `javascript:`, never another host). */
function platformLink(platform: PlatformKey, url: string | undefined): string | undefined {
  if (url === undefined || !/^https:\/\//i.test(url)) return undefined;
  return parseMusicUrl(url)?.platform === platform ? url : undefined;
}

/** "Apple Music, Spotify and Deezer". */
function inWords(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/**
 * The public page of a short link, the page a friend opens: the cover, the title and artists,
 * one large button per platform with its mark, and Open Graph and Twitter card tags so chat
 * apps show a preview. Server-rendered with no script; every stored value is escaped, the cover
 * is shown only from a platform's image host and links only to the platform they name.
 */
export function renderSharePage(page: SharePage & { url: string }): string {
  const e = escapeHtml;
  const kind = KINDS[page.entity];
  const cover = platformImageUrl(page.cover);
  const links = PLATFORM_KEYS.flatMap((key) => {
    const href = platformLink(key, page.links[key]);
    return href ? [{ key, href }] : [];
  });
  const byLine = page.subtitle === '' ? kind.label : `${kind.label} by ${page.subtitle}`;
  const description = links.length > 0 ? `${byLine} · Listen on ${inWords(links.map((link) => platformName(link.key)))}` : byLine;
  const title = page.subtitle === '' ? page.title : `${page.title} – ${page.subtitle}`;
  const coverAlt = `${kind.cover} ${page.title}`;

  const meta = [
    `<meta name="description" content="${e(description)}">`,
    `<link rel="canonical" href="${e(page.url)}">`,
    '<meta name="theme-color" content="#14161b">',
    '<meta property="og:site_name" content="Segue">',
    `<meta property="og:type" content="${kind.og}">`,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    `<meta property="og:url" content="${e(page.url)}">`,
    ...(cover ? [`<meta property="og:image" content="${e(cover)}">`, `<meta property="og:image:alt" content="${e(coverAlt)}">`] : []),
    `<meta name="twitter:card" content="${cover ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    ...(cover ? [`<meta name="twitter:image" content="${e(cover)}">`, `<meta name="twitter:image:alt" content="${e(coverAlt)}">`] : []),
  ];
  const buttons = links.map(
    ({ key, href }) =>
      `<li><a class="platform" href="${e(href)}" rel="noopener noreferrer">${platformMarkSvg(key)}<span><span class="hidden">Listen on </span>${e(platformName(key))}</span><span class="play" aria-hidden="true">${kind.action}</span></a></li>`,
  );

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} · Segue</title>
${meta.join('\n')}
<style>${SHARE_PAGE_STYLE}</style>
</head>
<body>
${cover ? `<img class="backdrop" src="${e(cover)}" alt="" aria-hidden="true">\n` : ''}<main>
${cover ? `<img class="cover" src="${e(cover)}" alt="${e(coverAlt)}" width="640" height="640">` : NO_COVER}
<p class="kind">${kind.label}</p>
<h1>${e(page.title)}</h1>
${page.subtitle === '' ? '' : `<p class="artists">${e(page.subtitle)}</p>\n`}<h2 class="hidden">Listen on</h2>
${buttons.length > 0 ? `<ul>\n${buttons.join('\n')}\n</ul>` : '<p class="none">No platform has this yet.</p>'}
</main>
<footer><p>Links found by Segue, an open music-link service.</p></footer>
</body>
</html>
`;
}
