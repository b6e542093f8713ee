import type { MusicEntityType, MusicLink } from '../../links/music-link';
import type { UrlParts } from '../../links/url-parts';
import type { PlatformMatcher } from '../platform-matcher';

// Deezer ids are positive integers that outgrow 32 bits (track 2947516331): kept as strings.
const NUMERIC = /^[1-9][0-9]{0,19}$/;
// Language or region prefix of the web pages: `/fr/`, `/en/`, `/pt-br/`.
const LOCALE = /^[a-z]{2}(?:-[a-z]{2})?$/i;
// Themes of the embeddable widget, https://widget.deezer.com/widget/{theme}/{type}/{id}.
// https://developers.deezer.com/musicplugins/player
const THEMES = new Set(['dark', 'light', 'auto']);

const TYPES: Readonly<Record<string, MusicEntityType>> = {
  track: 'track',
  album: 'album',
  artist: 'artist',
  playlist: 'playlist',
};

// `m.deezer.com` is the mobile site; its share links carry the same paths (`m.deezer.com/track/…`).
const PAGE_HOSTS = new Set(['www.deezer.com', 'deezer.com', 'm.deezer.com']);
const WIDGET_HOST = 'widget.deezer.com';
// The mobile apps open `deezer://www.deezer.com/track/…` with the web path.
const SCHEMES = new Set(['', 'http', 'https', 'deezer']);

function typed(typeKeyword: string | undefined, id: string | undefined): MusicLink | null {
  const type = typeKeyword === undefined ? undefined : TYPES[typeKeyword.toLowerCase()];
  return type !== undefined && id !== undefined && NUMERIC.test(id) ? { platform: 'deezer', type, id } : null;
}

function matchWidget(segments: readonly string[]): MusicLink | null {
  if (segments[0]?.toLowerCase() !== 'widget' || !THEMES.has((segments[1] ?? '').toLowerCase())) return null;
  const link = typed(segments[2], segments[3]);
  if (segments.length === 4 || link === null) return link;
  // The artist widget plays the artist's top tracks: `…/artist/{id}/top_tracks`.
  return segments.length === 5 && link.type === 'artist' && segments[4]?.toLowerCase() === 'top_tracks'
    ? link
    : null;
}

function match(parts: UrlParts): MusicLink | null {
  if (!SCHEMES.has(parts.scheme)) return null;
  const segments = parts.segments;
  if (parts.host === WIDGET_HOST) return matchWidget(segments);
  if (!PAGE_HOSTS.has(parts.host)) return null;
  const i = segments.length === 3 && LOCALE.test(segments[0] ?? '') ? 1 : 0;
  return segments.length - i === 2 ? typed(segments[i], segments[i + 1]) : null;
}

export const deezerMatcher: PlatformMatcher = {
  platform: 'deezer',
  webHosts: [...PAGE_HOSTS, WIDGET_HOST],
  uriSchemes: [],
  shortLinkHosts: ['link.deezer.com', 'deezer.page.link', 'dzr.page.link'],
  idPatterns: { track: NUMERIC, album: NUMERIC, artist: NUMERIC, playlist: NUMERIC },
  match,
  canonicalUrl(link: MusicLink): string {
    return `https://www.deezer.com/${link.type}/${encodeURIComponent(link.id)}`;
  },
};
