/**
 * One loopback server standing in for every link shortener. A request names the shortener it is
 * for as the first path segment (`/spotify.link/Xq3…`), since the server cannot be reached on the
 * real host names; every `location` it answers names the real hosts, so a client follows the
 * chain exactly as it would on the internet.
 */
import type { RequestListener, ServerResponse } from 'node:http';
import type { Catalog } from '../catalog/model';
import {
  SHORT_LINK_DEAD_CODE,
  SHORT_LINK_OUTAGE_CODE,
  SHORT_LINK_PLATFORM,
  sandboxShortLinks,
  shortLinkPath,
  type SandboxShortLink,
  type ShortLinkHost,
} from './short-links';

const isHost = (host: string): host is ShortLinkHost => Object.hasOwn(SHORT_LINK_PLATFORM, host);

function redirect(res: ServerResponse, status: number, location: string): void {
  res.writeHead(status, { location, 'content-type': 'text/html; charset=utf-8' });
  res.end(`<html><body><a href="${location.replace(/"/g, '&quot;')}">Moved</a></body></html>`);
}

/** The platform page a short link ends on, as each platform writes its share links. */
function destination(link: SandboxShortLink): string {
  switch (SHORT_LINK_PLATFORM[link.host]) {
    case 'spotify':
      return `https://open.spotify.com/${link.type}/${link.id}?si=sandbox`;
    case 'applemusic':
      return `https://music.apple.com/us/${link.type === 'track' ? 'song' : 'album'}/${link.id}`;
    case 'deezer':
      return `https://www.deezer.com/${link.type}/${link.id}?utm_source=deezer&utm_medium=share`;
    default:
      return `https://tidal.com/browse/${link.type}/${link.id}`;
  }
}

/**
 * The hop a shortener answers for a known link. Chains as the real services answer them:
 * - spotify.link 307s to its Branch.io host spotify.app.link, which answers a page whose script
 *   sends the browser on (`var target = "https:\/\/open.spotify.com\/…"`); described in
 *   https://github.com/orcachillin/fixspotify/issues/5 and handled in
 *   https://github.com/TooTallNate/spotify-uri/issues/34.
 * - spoti.fi (Spotify's older bit.ly domain) and apple.co / itun.es answer one 301.
 * - link.deezer.com/s/… answers 302 to www.deezer.com with the item in `dest=`
 *   (https://github.com/topi314/LavaSrc/pull/324); deezer.page.link and dzr.page.link are
 *   Firebase Dynamic Links that 302 straight to the item (https://github.com/nathom/streamrip/pull/530).
 * - tidal.link answers 301 to the tidal.com page.
 */
function answer(res: ServerResponse, link: SandboxShortLink): void {
  const target = destination(link);
  switch (link.host) {
    case 'spotify.link':
      return redirect(res, 307, `https://spotify.app.link${link.path}?_p=c11${link.id.slice(0, 6)}`);
    case 'spotify.app.link': {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html><head><meta property="og:url" content="${target}"><script>var target = ${JSON.stringify(target).replace(/\//g, '\\/')};</script></head></html>`);
      return;
    }
    case 'link.deezer.com':
      return redirect(res, 302, `https://www.deezer.com/?dest=${encodeURIComponent(target)}`);
    case 'deezer.page.link':
    case 'dzr.page.link':
      return redirect(res, 302, target);
    default:
      return redirect(res, 301, target);
  }
}

function dead(res: ServerResponse, host: ShortLinkHost): void {
  // Deezer sends an unknown code to its 404 page; the others answer 404 themselves.
  if (SHORT_LINK_PLATFORM[host] === 'deezer') return redirect(res, 302, 'https://www.deezer.com/404');
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<html><body>Not found</body></html>');
}

export function shortenerServer(catalog: Catalog): RequestListener {
  const byKey = new Map<string, SandboxShortLink>();
  for (const link of sandboxShortLinks(catalog)) {
    byKey.set(`${link.host}${link.path}`, link);
    // spotify.link hands over to spotify.app.link with the same code.
    if (link.host === 'spotify.link') byKey.set(`spotify.app.link${link.path}`, { ...link, host: 'spotify.app.link' });
  }
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://shortener');
    const [, host = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    if (!isHost(host)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`not a sandbox shortener: ${host}`);
      return;
    }
    if (path === shortLinkPath(host, SHORT_LINK_OUTAGE_CODE)) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('service unavailable');
      return;
    }
    const link = byKey.get(`${host}${path}`);
    if (link === undefined || path === shortLinkPath(host, SHORT_LINK_DEAD_CODE)) return dead(res, host);
    answer(res, link);
  };
}
