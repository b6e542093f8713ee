import { parseMusicUrl, PLATFORM_KEYS, platformMarkSvg, platformName, type PlatformKey } from '@segue/core';
import { platformSearchUrl } from './platform-search-url';
import { escapeHtml } from '../http/escape-html';
import { NO_COVER, oembedUrlOf, pageShell, sharePanel, shownCover, shownPreview, songCount, type RenderOptions, type ShownPage } from './share-page-shell';
import type { SharePage } from './short-link.repository';

export const KINDS: Record<SharePage['entity'], { label: string; og: string; cover: string; action: string }> = {
  track: { label: 'Song', og: 'music.song', cover: 'Cover of', action: 'Play' },
  album: { label: 'Album', og: 'music.album', cover: 'Cover of', action: 'Play' },
  artist: { label: 'Artist', og: 'profile', cover: 'Picture of', action: 'Open' },
  playlist: { label: 'Playlist', og: 'music.playlist', cover: 'Cover of', action: 'Play' },
};

/** A stored link is shown only when it is a link of that very platform (never `javascript:`, never another host). */
export function platformLink(platform: PlatformKey, url: string | undefined): string | undefined {
  if (url === undefined || !/^https:\/\//i.test(url)) return undefined;
  return parseMusicUrl(url)?.platform === platform ? url : undefined;
}

/** "Apple Music, Spotify and Deezer". */
function inWords(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** One row of the page, in the platforms' order: a platform's own link, or a converted playlist's track list here. */
interface Row {
  key: PlatformKey;
  href: string;
  /** A converted playlist's list on this platform: its number of songs found, and not found. */
  converted?: { found: number; missing: number };
  review: boolean;
}

/** The rows: for a playlist the source's own link, then a list per platform it was converted to. */
export function pageRows(page: ShownPage): Row[] {
  return PLATFORM_KEYS.flatMap((key): Row[] => {
    const link = platformLink(key, page.links[key]);
    const tracks = page.tracks?.[key];
    // The source platform keeps its real playlist; every other converted one gets its list here.
    if (page.entity === 'playlist' && tracks && !link) return [{ key, href: `${page.url}/${key}`, converted: { found: tracks.length, missing: page.missing?.[key]?.length ?? 0 }, review: false }];
    return link ? [{ key, href: link, review: page.bands?.[key] === 'review' }] : [];
  });
}

function rowHtml(page: ShownPage, row: Row): string {
  const e = escapeHtml;
  const name = platformName(row.key);
  const action = row.converted === undefined ? KINDS[page.entity].action : songCount(row.converted.found, row.converted.missing);
  const unsure = row.review ? '<span class="unsure">Not sure</span>' : '';
  const attributes = `data-platform="${row.key}"${row.converted === undefined ? '' : ' data-converted'}`;
  const button = `<a class="platform" href="${e(row.href)}" ${attributes}${row.converted === undefined ? ' rel="noopener noreferrer"' : ''}>${platformMarkSvg(row.key)}<span><span class="hidden">Listen on </span>${e(name)}</span>${unsure}<span class="play" aria-hidden="true">${e(action)}</span></a>`;
  if (!row.review) return `<li>${button}</li>`;
  const search = platformSearchUrl(row.key, page.title, page.subtitle, row.href);
  return `<li class="review">${button}<a class="search" href="${e(search)}" rel="noopener noreferrer">Not this one? Search ${e(name)} instead</a></li>`;
}

/**
 * The public page of a short link, the page a friend opens: the cover, the title and artists, a
 * preview clip where a platform gave one, one large button per platform with its mark (a match
 * only probably right marked "Not sure", with that platform's search beside it; a converted
 * playlist's track list on each platform it was converted to), the link to copy or share, and
 * Open Graph, Twitter card and oEmbed discovery tags so chat apps and sites show a preview.
 * Server-rendered and whole without script; every stored value is escaped, media are shown only
 * from the platforms' hosts and links go only to the platform they name.
 */
export function renderSharePage(page: ShownPage, options: RenderOptions = {}): string {
  const e = escapeHtml;
  const kind = KINDS[page.entity];
  const cover = shownCover(page, options);
  const preview = shownPreview(page.preview, options);
  const rows = pageRows(page);
  const byLine = page.subtitle === '' ? kind.label : `${kind.label} by ${page.subtitle}`;
  const description = rows.length > 0 ? `${byLine} · Listen on ${inWords(rows.map((row) => platformName(row.key)))}` : byLine;
  const title = page.subtitle === '' ? page.title : `${page.title} – ${page.subtitle}`;
  const coverAlt = `${kind.cover} ${page.title}`;

  const head = [
    `<meta name="description" content="${e(description)}">`,
    `<link rel="canonical" href="${e(page.url)}">`,
    `<link rel="alternate" type="application/json+oembed" href="${e(oembedUrlOf(page.url))}" title="${e(title)}">`,
    '<meta name="theme-color" content="#14161b">',
    '<meta property="og:site_name" content="Segue">',
    `<meta property="og:type" content="${kind.og}">`,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    `<meta property="og:url" content="${e(page.url)}">`,
    ...(cover ? [`<meta property="og:image" content="${e(cover)}">`, `<meta property="og:image:alt" content="${e(coverAlt)}">`] : []),
    ...(preview ? [`<meta property="og:audio" content="${e(preview)}">`] : []),
    `<meta name="twitter:card" content="${cover ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    ...(cover ? [`<meta name="twitter:image" content="${e(cover)}">`, `<meta name="twitter:image:alt" content="${e(coverAlt)}">`] : []),
  ];
  const player = preview
    ? // After the buttons: the first Tab still lands on the first platform.
      `<figure class="preview"><figcaption id="preview-caption">Preview</figcaption><audio controls preload="none" src="${e(preview)}" aria-labelledby="preview-caption"></audio></figure>\n`
    : '';
  const list = rows.length > 0 ? `<ul>\n${rows.map((row) => rowHtml(page, row)).join('\n')}\n</ul>` : '<p class="none">No platform has this yet.</p>';
  const body = `<main>
${cover ? `<img class="cover" src="${e(cover)}" alt="${e(coverAlt)}" width="640" height="640">` : NO_COVER}
<p class="kind">${kind.label}</p>
<h1>${e(page.title)}</h1>
${page.subtitle === '' ? '' : `<p class="artists">${e(page.subtitle)}</p>\n`}<h2 class="hidden">Listen on</h2>
${list}
${player}${sharePanel(page.url, title)}
</main>`;
  return pageShell({ title: `${title} · Segue`, head, body, ...(cover ? { backdrop: cover } : {}) });
}
