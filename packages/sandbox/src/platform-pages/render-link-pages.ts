/**
 * The links page (`/` of the platform pages site) and each platform's stand-in home page: music
 * of every platform in the platforms' real link shapes, to right-click and convert with the
 * extension, each beside the stand-in page it leads to.
 */
import { PLATFORM_KEYS, platformName } from '@segue/core';
import type { Catalog, PlatformKey } from '../catalog/model';
import { profiles } from '../profiles';
import { shellChromiumFlags } from './chromium-flags';
import { escapeHtml, pageShell } from './page-html';
import { platformSample } from './page-sample';

interface Row {
  type: 'track' | 'album' | 'artist' | 'playlist';
  url: string;
  text: string;
}

function sampleRows(catalog: Catalog, platform: PlatformKey): Row[] {
  const { tracks, albums, artists, playlists } = platformSample(catalog, platform);
  const web = profiles[platform].webUrl;
  return [
    ...tracks.map((r) => {
      const l = r.platforms[platform]!;
      return { type: 'track' as const, url: web('track', l.id, l.title), text: `${l.title} — ${l.artists.join(', ')}` };
    }),
    ...albums.map((a) => {
      const l = a.platforms[platform]!;
      return { type: 'album' as const, url: web('album', l.id, l.title), text: l.title };
    }),
    ...artists.map((a) => ({ type: 'artist' as const, url: web('artist', a.platformIds[platform]!, a.name), text: a.name })),
    ...playlists.map((p) => ({ type: 'playlist' as const, url: web('playlist', p.platformId, p.title), text: p.title })),
  ];
}

/** `http://127.0.0.1:port/open.spotify.com/track/…`: the stand-in page, seen without host mapping. */
export const previewPath = (url: string): string => {
  const parsed = new URL(url);
  return `/${parsed.host}${parsed.pathname}${parsed.search}`;
};

const rowHtml = (platform: PlatformKey, row: Row, preview: boolean) =>
  `<tr><td>${row.type}</td><td><a class="music-link" data-platform="${platform}" data-type="${row.type}" href="${escapeHtml(row.url)}">${escapeHtml(row.text)}</a><br><code>${escapeHtml(row.url)}</code></td>${
    preview ? `<td><a class="preview" href="${escapeHtml(previewPath(row.url))}">stand-in page</a></td>` : ''
  }</tr>`;

export interface LinksPageInfo {
  /** The `--host-resolver-rules` and certificate flags that open the real addresses on this site. */
  chromiumFlags: readonly string[];
}

export function renderLinksPage(catalog: Catalog, info: LinksPageInfo): string {
  const sections = PLATFORM_KEYS.map(
    (platform) => `<section data-platform="${platform}"><h2>${escapeHtml(platformName(platform))}</h2>
<table><tbody>${sampleRows(catalog, platform)
      .map((row) => rowHtml(platform, row, true))
      .join('\n')}</tbody></table></section>`,
  );
  return pageShell({
    platform: null,
    title: 'Segue sandbox: platform pages',
    body: `<h1>Platform links to try Segue on, offline</h1>
<p>Every link below is in its platform's real shape and names music of the sandbox catalog (seed ${catalog.seed}).
Right-click one and choose Segue's <em>Convert music link</em>: the extension converts it through your Segue server in sandbox mode.</p>
<p>Each <em>stand-in page</em> shows what this site answers for that address. To open the real addresses
(<code>https://open.spotify.com/…</code>) on this site, so the extension's page button shows there, start Chromium with a
fresh profile and these flags:</p>
<pre><code>chromium --user-data-dir="$(mktemp -d)" --load-extension=extension/.output/chrome-mv3 ${escapeHtml(shellChromiumFlags(info.chromiumFlags))}</code></pre>
<p>(run from the Segue folder after <code>pnpm --filter @segue/extension build</code>; the certificate and ports are new at every start of the sandbox.)</p>
${sections.join('\n')}`,
  });
}

/** Any address of a platform host that is not a music page (home, search, a typo): a few links of that platform. */
export function renderPlatformHome(catalog: Catalog, platform: PlatformKey, path: string): string {
  return pageShell({
    platform,
    title: platformName(platform),
    body: `<h1>${escapeHtml(platformName(platform))}</h1>
<p>The sandbox has no page at <code>${escapeHtml(path)}</code>. Some music of this platform:</p>
<table><tbody>${sampleRows(catalog, platform)
      .map((row) => rowHtml(platform, row, false))
      .join('\n')}</tbody></table>`,
  });
}
