import type { MusicEntityType, MusicLink } from '../../links/music-link';
import type { UrlParts } from '../../links/url-parts';
import type { PlatformMatcher } from '../platform-matcher';

// Tracks, albums and artists have numeric ids; playlists are UUIDs.
// https://tidal-music.github.io/tidal-api-reference/
const NUMERIC = /^[1-9][0-9]{0,19}$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const COUNTRY = /^[a-z]{2}$/i;

const TYPES: Readonly<Record<string, MusicEntityType>> = {
  track: 'track',
  album: 'album',
  artist: 'artist',
  playlist: 'playlist',
};
// The embed player names its pages in the plural: embed.tidal.com/tracks/{id}.
// https://github.com/tidal-music/embed-player
const EMBED_TYPES: Readonly<Record<string, MusicEntityType>> = {
  tracks: 'track',
  albums: 'album',
  artists: 'artist',
  playlists: 'playlist',
};

const EMBED_HOST = 'embed.tidal.com';
const WEB_HOSTS = new Set([
  'tidal.com',
  'www.tidal.com',
  'listen.tidal.com',
  'open.tidal.com',
  'desktop.tidal.com',
  'stage.tidal.com',
  'desktop.stage.tidal.com',
  'store.tidal.com',
  EMBED_HOST,
]);

function typed(type: MusicEntityType, id: string | undefined): MusicLink | null {
  if (id === undefined || !(type === 'playlist' ? UUID : NUMERIC).test(id)) return null;
  return { platform: 'tidal', type, id };
}

/** Segments of the old single-page app's hash route, `tidal.com/#!/track/{id}`. */
function hashRoute(fragment: string): string[] {
  const q = fragment.indexOf('?');
  const route = q < 0 ? fragment.slice(2) : fragment.slice(2, q);
  return route.split('/').filter((s) => s !== '');
}

function match(parts: UrlParts): MusicLink | null {
  if ((parts.scheme !== '' && parts.scheme !== 'http' && parts.scheme !== 'https') || !WEB_HOSTS.has(parts.host)) {
    return null;
  }
  let segments = parts.segments;
  if (segments.length === 0 && parts.fragment.startsWith('!/')) segments = hashRoute(parts.fragment);
  let i = 0;
  if (segments[0]?.toLowerCase() === 'browse') i = 1;
  else {
    // `store.tidal.com/{cc}/album/{id}` and the old `#!/{cc}/store/album/{id}`.
    if (COUNTRY.test(segments[0] ?? '')) i++;
    if (segments[i]?.toLowerCase() === 'store') i++;
  }
  let end = segments.length;
  // Share links end in `/u`: tidal.com/album/321/u.
  if (end > i + 2 && segments[end - 1]?.toLowerCase() === 'u') end--;
  const keyword = (segments[i] ?? '').toLowerCase();
  const type = parts.host === EMBED_HOST ? EMBED_TYPES[keyword] : TYPES[keyword];
  if (type === undefined) return null;
  const link = typed(type, segments[i + 1]);
  if (end - i === 2 || link === null) return link;
  // `/album/{albumId}/track/{trackId}` is that track, played within its album.
  if (end - i === 4 && type === 'album' && segments[i + 2]?.toLowerCase() === 'track') {
    return typed('track', segments[i + 3]);
  }
  return null;
}

export const tidalMatcher: PlatformMatcher = {
  platform: 'tidal',
  webHosts: [...WEB_HOSTS],
  uriSchemes: [],
  shortLinkHosts: ['tidal.link'],
  idPatterns: { track: NUMERIC, album: NUMERIC, artist: NUMERIC, playlist: UUID },
  match,
  canonicalUrl(link: MusicLink): string {
    return `https://tidal.com/browse/${link.type}/${encodeURIComponent(link.id)}`;
  },
};
