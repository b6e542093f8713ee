import { PLATFORM_KEYS, platformMarkSvg, platformName, type PlatformKey } from '@segue/core';
import type { ShareMissingTrack } from './short-link.repository';
import { platformLink } from './render-share-page';
import { escapeHtml } from '../http/escape-html';
import { NO_COVER, pageShell, sharePanel, shownCover, shownPreview, songCount, type RenderOptions, type ShownPage } from './share-page-shell';

/**
 * `/s/{id}/{platform}`: a converted playlist as a playable list on one platform, each row the
 * track's link there (and its preview clip where the platform gave one). "Add to my library"
 * is for the Segue extension: hidden until the extension marks the page (`data-segue-extension`
 * on `<html>`), it carries what the extension needs in `data-segue-*` attributes, so the page
 * needs no script of its own for it (docs/share-pages.md).
 */
export function renderPlaylistTracks(page: ShownPage, platform: PlatformKey, options: RenderOptions = {}): string {
  const e = escapeHtml;
  const name = platformName(platform);
  const cover = shownCover(page, options);
  const tracks = (page.tracks?.[platform] ?? []).flatMap((track) => {
    const href = platformLink(platform, track.url);
    return href ? [{ ...track, href, preview: shownPreview(track.preview, options) }] : [];
  });
  const missing = page.missing?.[platform] ?? [];
  const source = playlistSource(page);
  const url = `${page.url}/${platform}`;
  const title = `${page.title} on ${name}`;
  const rows = tracks.map(
    (track) =>
      `<li><span class="title">${e(track.title)}<span class="by">${e(track.artists)}</span></span><a class="play" href="${e(track.href)}" rel="noopener noreferrer">Play<span class="hidden"> ${e(track.title)} on ${e(name)}</span></a>${
        track.preview ? `<audio controls preload="none" src="${e(track.preview)}" aria-label="Preview of ${e(track.title)}"></audio>` : ''
      }</li>`,
  );
  const head = [
    `<meta name="description" content="${e(`${tracks.length} songs of ${page.title}, converted to ${name} by Segue`)}">`,
    `<link rel="canonical" href="${e(url)}">`,
    '<meta name="robots" content="noindex">',
    '<meta name="theme-color" content="#14161b">',
  ];
  const body = `<main>
<a class="back" href="${e(page.url)}">← All platforms</a>
${cover ? `<img class="cover" src="${e(cover)}" alt="Cover of ${e(page.title)}" width="640" height="640">` : NO_COVER}
<p class="kind">Playlist on ${e(name)}</p>
<h1>${e(page.title)}</h1>
${page.subtitle === '' ? '' : `<p class="artists">${e(page.subtitle)}</p>\n`}<p class="platform-mark">${platformMarkSvg(platform)}</p>
<a class="add" href="${e(url)}" data-segue-add-playlist data-segue-platform="${platform}"${source ? ` data-segue-source="${e(source)}"` : ''} data-segue-tracks="${e(tracks.map((track) => track.href).join(' '))}" data-segue-title="${e(page.title)}">Add to my ${e(name)} library</a>
<h2>${songCount(tracks.length, missing.length)}</h2>
${rows.length > 0 ? `<ol class="tracks">\n${rows.join('\n')}\n</ol>` : `<p class="none">None of the playlist's songs was found on ${e(name)}.</p>`}
${missingList(missing, name)}${sharePanel(url, title)}
</main>`;
  return pageShell({ title: `${title} · Segue`, head, body, ...(cover ? { backdrop: cover } : {}) });
}

/** The songs not found on the platform, folded under their count (a `<details>`: no script). */
function missingList(missing: readonly ShareMissingTrack[], name: string): string {
  if (missing.length === 0) return '';
  const e = escapeHtml;
  const rows = missing.map((track) => `<li><span class="title">${e(track.title)}<span class="by">${e(track.artists)}</span></span></li>`);
  const count = `${missing.length} ${missing.length === 1 ? 'song' : 'songs'}`;
  return `<details class="missing">\n<summary>${count} not found on ${e(name)}</summary>\n<ul>\n${rows.join('\n')}\n</ul>\n</details>\n`;
}

/** A playlist page's source: its one platform link (the converted platforms have lists instead). */
function playlistSource(page: ShownPage): string | undefined {
  for (const key of PLATFORM_KEYS) {
    const link = platformLink(key, page.links[key]);
    if (link) return link;
  }
  return undefined;
}
