/**
 * The sandbox's short links: for every short-link host Segue follows, a few codes standing for
 * catalog items, each answered with the redirect chain the real service uses. Codes are derived
 * from the host and the target, so they stay the same across restarts of one seed.
 */
import { createHash } from 'node:crypto';
import type { Catalog, PlatformKey } from '../catalog/model';
import { BASE62 } from '../ids';

export type ShortLinkHost =
  | 'spotify.link'
  | 'spotify.app.link'
  | 'spoti.fi'
  | 'apple.co'
  | 'itun.es'
  | 'link.deezer.com'
  | 'deezer.page.link'
  | 'dzr.page.link'
  | 'tidal.link';

export const SHORT_LINK_PLATFORM: Readonly<Record<ShortLinkHost, PlatformKey>> = {
  'spotify.link': 'spotify',
  'spotify.app.link': 'spotify',
  'spoti.fi': 'spotify',
  'apple.co': 'applemusic',
  'itun.es': 'applemusic',
  'link.deezer.com': 'deezer',
  'deezer.page.link': 'deezer',
  'dzr.page.link': 'deezer',
  'tidal.link': 'tidal',
};

export interface SandboxShortLink {
  /** The short link as a listener pastes it, e.g. `https://spotify.link/Xq3…`. */
  url: string;
  host: ShortLinkHost;
  /** Path after the host, e.g. `/s/30ZIb…` on link.deezer.com. */
  path: string;
  type: 'track' | 'album';
  /** The platform's id of the item it leads to. */
  id: string;
}

/** Answered 503 by every sandbox shortener: a service that is down, to see how a client copes. */
export const SHORT_LINK_OUTAGE_CODE = 'outage0000';
/** Answered as the service answers a code it does not know (Deezer: a redirect to /404). */
export const SHORT_LINK_DEAD_CODE = 'dead000000';

function code(host: string, target: string, length: number): string {
  const digest = createHash('sha256').update(`${host} ${target}`).digest();
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[digest[i]! % BASE62.length];
  return out;
}

/** The path of a code on a host, as each service writes it. */
export function shortLinkPath(host: ShortLinkHost, shortCode: string): string {
  if (host === 'link.deezer.com') return `/s/${shortCode}`;
  if (host === 'itun.es') return `/us/${shortCode}`;
  return `/${shortCode}`;
}

/** A track and an album of each platform (the first recording every platform lists, not a decoy). */
export function sandboxShortLinks(catalog: Catalog): SandboxShortLink[] {
  const links: SandboxShortLink[] = [];
  for (const [host, platform] of Object.entries(SHORT_LINK_PLATFORM) as [ShortLinkHost, PlatformKey][]) {
    const recording = catalog.recordings.find((entry) => entry.decoyOf === undefined && Object.keys(entry.platforms).length === 5);
    const listing = recording?.platforms[platform];
    if (listing === undefined) continue;
    for (const [type, id] of [['track', listing.id], ['album', listing.albumId]] as const) {
      const path = shortLinkPath(host, code(host, `${type}/${id}`, host.endsWith('page.link') ? 17 : 11));
      links.push({ url: `https://${host}${path}`, host, path, type, id });
    }
  }
  return links;
}
