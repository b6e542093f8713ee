/**
 * The sandbox's platform pages site: stand-in track, album, playlist and artist pages of the five
 * platforms, and a links page to right-click, drawn from the sandbox catalog.
 *
 * Two listeners share one handler. Over plain HTTP (`url`) it serves the links page at `/` and
 * each stand-in page under its real host as the first path segment
 * (`/open.spotify.com/track/…`), for any browser. Over TLS it serves the stand-in pages at their
 * real addresses, for a Chromium started with `chromiumFlags`: `--host-resolver-rules` sends the
 * platforms' hosts here, so the extension runs its real content script (matched on
 * `https://open.spotify.com/*` and the rest) and its real link parser on the real URL, with no
 * sandbox switch in the extension at all.
 */
import { parseMusicUrl } from '@segue/core';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Catalog, PlatformKey } from '../catalog/model';
import { listenLoopback } from '../loopback-server';
import { pageCertificate } from './page-certificate';
import { findPageEntity } from './page-entity';
import { coverSvg } from './page-html';
import { renderMusicPage } from './render-music-page';
import { renderLinksPage, renderPlatformHome } from './render-link-pages';

/**
 * The hosts served here: where the platforms' shared links lead (`webUrl` in each profile) and
 * where the extension's content script runs (its `PAGE_MATCH_PATTERNS`). A test holds both to it.
 */
const HOST_PLATFORM: ReadonlyMap<string, PlatformKey> = new Map([
  ['music.apple.com', 'applemusic'],
  ['open.spotify.com', 'spotify'],
  ['www.deezer.com', 'deezer'],
  ['tidal.com', 'tidal'],
  ['listen.tidal.com', 'tidal'],
  ['music.youtube.com', 'ytmusic'],
]);
export const PLATFORM_PAGE_HOSTS: readonly string[] = [...HOST_PLATFORM.keys()];

const COVER = /^\/__cover\/([\w.-]{1,120})\.svg$/;

export interface PlatformPages {
  /** The links page (plain HTTP). */
  url: string;
  /** The TLS listener the platforms' hosts are mapped to. */
  tlsPort: number;
  /** Chromium's `--host-resolver-rules` value: every platform web host to the TLS listener. */
  hostResolverRules: string;
  /** Flags for a Chromium (with its own `--user-data-dir`) that opens the real addresses here. */
  chromiumFlags: string[];
  close(): Promise<void>;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function platformPagesListener(catalog: Catalog, chromiumFlags: () => readonly string[]): RequestListener {
  return (req, res) => {
    const html = (status: number, body: string) => send(req, res, status, 'text/html; charset=utf-8', body);
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, 'text/plain', 'method not allowed');
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const origin = `${'encrypted' in req.socket ? 'https' : 'http'}://${req.headers.host ?? '127.0.0.1'}`;
    const target = new URL(req.url ?? '/', origin);
    const cover = COVER.exec(target.pathname);
    if (cover) return send(req, res, 200, 'image/svg+xml', coverSvg(cover[1]!, 300));
    const coverUrl = (seed: string) => `${origin}/__cover/${encodeURIComponent(seed.replace(/[^\w.-]/g, '_'))}.svg`;

    // A platform host (mapped here by the browser), or a platform host as the first path segment.
    let platformHost = host;
    let pageUrl = `https://${host}${target.pathname}${target.search}`;
    if (!HOST_PLATFORM.has(host)) {
      const [, first = '', ...rest] = target.pathname.split('/');
      if (!HOST_PLATFORM.has(first)) {
        if (target.pathname === '/' || target.pathname === '/index.html') return html(200, renderLinksPage(catalog, { chromiumFlags: chromiumFlags() }));
        return send(req, res, 404, 'text/plain', 'not found: the links page is at /');
      }
      platformHost = first;
      pageUrl = `https://${first}/${rest.join('/')}${target.search}`;
    }
    const entity = findPageEntity(catalog, pageUrl);
    if (entity) return html(200, renderMusicPage(catalog, entity, coverUrl));
    if (target.pathname === '/favicon.ico') return send(req, res, 404, 'text/plain', 'not found');
    // A music address of an id the catalog lacks is a 404, as on the platforms; any other address their home.
    const platform = HOST_PLATFORM.get(platformHost)!;
    html(parseMusicUrl(pageUrl) === null ? 200 : 404, renderPlatformHome(catalog, platform, new URL(pageUrl).pathname));
  };
}

export async function startPlatformPages(catalog: Catalog): Promise<PlatformPages> {
  const certificate = await pageCertificate(PLATFORM_PAGE_HOSTS);
  let flags: string[] = [];
  const listener = platformPagesListener(catalog, () => flags);
  const plain = await listenLoopback(listener);
  const tls = createServer({ key: certificate.key, cert: certificate.cert }, listener);
  try {
    await new Promise<void>((resolve, reject) => {
      tls.once('error', reject);
      tls.listen(0, '127.0.0.1', () => resolve());
    });
  } catch (error) {
    await plain.close();
    throw error;
  }
  const tlsPort = (tls.address() as AddressInfo).port;
  const hostResolverRules = PLATFORM_PAGE_HOSTS.map((h) => `MAP ${h} 127.0.0.1:${tlsPort}`).join(', ');
  flags = [`--host-resolver-rules=${hostResolverRules}`, `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`];
  return {
    url: plain.url,
    tlsPort,
    hostResolverRules,
    chromiumFlags: flags,
    close: async () => {
      await Promise.all([
        plain.close(),
        new Promise<void>((resolve) => {
          tls.close(() => resolve());
          tls.closeAllConnections();
        }),
      ]);
    },
  };
}
