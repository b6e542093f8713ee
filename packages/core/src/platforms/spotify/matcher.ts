import type { MusicEntityType, MusicLink } from '../../links/music-link';
import { queryParam, safeDecode } from '../../links/query-param';
import { splitUrl, type UrlParts } from '../../links/url-parts';
import { WEB_SCHEMES, type PlatformMatcher } from '../platform-matcher';

// Every Spotify catalog id is base62 of exactly 22 characters.
// https://developer.spotify.com/documentation/web-api/concepts/spotify-uris-ids
const ID = /^[0-9A-Za-z]{22}$/;

const TYPES: Readonly<Record<string, MusicEntityType>> = {
  track: 'track',
  album: 'album',
  artist: 'artist',
  playlist: 'playlist',
};

// `intl-de`, `intl-pt-BR`: the locale prefix of localised web player pages.
const LOCALE = /^intl-[a-z]{2}(?:-[a-z]{2,4})?$/i;

const WEB_HOSTS = new Set(['open.spotify.com', 'play.spotify.com', 'embed.spotify.com']);

function typed(type: MusicEntityType, id: string | undefined): MusicLink | null {
  return id !== undefined && ID.test(id) ? { platform: 'spotify', type, id } : null;
}

/** `track:ID`, `album:ID`…, and the legacy `user:NAME:playlist:ID`, after the `spotify:` scheme. */
function matchUri(parts: readonly string[]): MusicLink | null {
  const head = parts[0]?.toLowerCase();
  if (head === 'user') {
    return parts.length === 4 && parts[2]?.toLowerCase() === 'playlist' ? typed('playlist', parts[3]) : null;
  }
  const type = head === undefined ? undefined : TYPES[head];
  return type !== undefined && parts.length === 2 ? typed(type, parts[1]) : null;
}

/** The `?uri=spotify:track:…` form of the old embed widget. */
function matchUriParam(query: string): MusicLink | null {
  const raw = queryParam(query, 'uri');
  const uri = raw === undefined ? null : safeDecode(raw);
  if (uri === null) return null;
  const inner = splitUrl(uri);
  return inner !== null && inner.scheme === 'spotify' && inner.host === '' ? matchUri(inner.segments) : null;
}

function matchPath(segments: readonly string[], query: string): MusicLink | null {
  let i = 0;
  let embed = false;
  // Locale and embed prefixes come in either order (`/embed/intl-il/…`, `/intl-il/embed/…`), as
  // the tests of https://github.com/TooTallNate/spotify-uri show; `embed-legacy` is the old player.
  for (let k = 0; k < 2 && i < segments.length; k++) {
    const seg = segments[i] ?? '';
    if (LOCALE.test(seg)) i++;
    else if (/^embed(?:-legacy)?$/i.test(seg)) {
      embed = true;
      i++;
    }
  }
  const left = segments.length - i;
  if (left === 0) return embed ? matchUriParam(query) : null;
  const head = (segments[i] ?? '').toLowerCase();
  if (head === 'user') {
    // Legacy playlist path /user/{user}/playlist/{id}; the user name does not matter.
    return left === 4 && segments[i + 2]?.toLowerCase() === 'playlist' ? typed('playlist', segments[i + 3]) : null;
  }
  const type = TYPES[head];
  if (type === undefined) return null;
  if (left === 2) return typed(type, segments[i + 1]);
  // Old web player form /album/{albumId}/{trackId}: the page of that track within the album.
  if (left === 3 && type === 'album' && typed('album', segments[i + 1]) !== null) {
    return typed('track', segments[i + 2]);
  }
  return null;
}

export const spotifyMatcher: PlatformMatcher = {
  platform: 'spotify',
  webHosts: [...WEB_HOSTS],
  uriSchemes: ['spotify'],
  shortLinkHosts: ['spotify.link', 'spotify.app.link', 'spoti.fi'],
  idPatterns: { track: ID, album: ID, artist: ID, playlist: ID },
  match(parts: UrlParts): MusicLink | null {
    if (parts.host === '') return parts.scheme === 'spotify' ? matchUri(parts.segments) : null;
    if (!WEB_SCHEMES.has(parts.scheme) || !WEB_HOSTS.has(parts.host)) return null;
    if (parts.host === 'embed.spotify.com' && parts.segments.length === 0) return matchUriParam(parts.query);
    return matchPath(parts.segments, parts.query);
  },
  canonicalUrl(link: MusicLink): string {
    return `https://open.spotify.com/${link.type}/${encodeURIComponent(link.id)}`;
  },
};
