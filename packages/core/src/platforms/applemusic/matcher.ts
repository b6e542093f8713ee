import type { MusicEntityType, MusicLink } from '../../links/music-link';
import { queryParam } from '../../links/query-param';
import type { UrlParts } from '../../links/url-parts';
import type { PlatformMatcher } from '../platform-matcher';

// Catalog ids of songs, albums and artists are numeric strings.
const NUMERIC = /^[1-9][0-9]{0,14}$/;
// Editorial playlists are `pl.` + 32 hex, shared user playlists `pl.u-` + base62.
// https://developer.apple.com/documentation/applemusicapi/get-a-catalog-playlist
const PLAYLIST = /^pl\.(?:[0-9a-fA-F]{32}|u-[0-9A-Za-z]{6,64})$/;
// Storefronts are ISO 3166 alpha-2 codes, written lowercase by Apple but pasted in any case.
const STOREFRONT = /^[a-z]{2}$/i;

const TYPES: Readonly<Record<string, MusicEntityType>> = {
  album: 'album',
  song: 'track',
  artist: 'artist',
  playlist: 'playlist',
};

const WEB_HOSTS = new Set([
  'music.apple.com',
  'geo.music.apple.com',
  'embed.music.apple.com',
  'beta.music.apple.com',
  'classical.music.apple.com',
  'itunes.apple.com',
  'geo.itunes.apple.com',
]);

// The iTunes-era app and the macOS Music app open these schemes with the same host and path.
const SCHEMES = new Set(['', 'http', 'https', 'itms', 'itmss', 'music']);

function make(type: MusicEntityType, id: string, storefront: string | undefined): MusicLink | null {
  const pattern = type === 'playlist' ? PLAYLIST : NUMERIC;
  if (!pattern.test(id)) return null;
  return storefront === undefined
    ? { platform: 'applemusic', type, id }
    : { platform: 'applemusic', type, id, storefront };
}

function match(parts: UrlParts): MusicLink | null {
  if (!SCHEMES.has(parts.scheme) || !WEB_HOSTS.has(parts.host)) return null;
  const segments = parts.segments;
  let i = 0;
  let storefront: string | undefined;
  const first = segments[0];
  if (first !== undefined && STOREFRONT.test(first)) {
    storefront = first.toLowerCase();
    i = 1;
  }
  const type = TYPES[(segments[i] ?? '').toLowerCase()];
  // `/{type}/{slug}/{id}` or slugless `/{type}/{id}`; anything longer is another page.
  const left = segments.length - i - 1;
  if (type === undefined || left < 1 || left > 2) return null;
  let id = segments[segments.length - 1] ?? '';
  // iTunes links prefix the id: `itunes.apple.com/us/album/slug/id1440933767`.
  if (id.startsWith('id')) id = id.slice(2);
  const link = make(type, id, storefront);
  if (link === null || type !== 'album') return link;
  // An album link with `?i=` names one of its songs, and that song is what was shared; MusicBrainz
  // reads it the same way: https://github.com/metabrainz/musicbrainz-server/blob/master/root/static/scripts/edit/URLCleanup.js
  const song = queryParam(parts.query, 'i');
  return song === undefined || song === '' ? link : make('track', song, storefront);
}

export const appleMusicMatcher: PlatformMatcher = {
  platform: 'applemusic',
  webHosts: [...WEB_HOSTS],
  uriSchemes: [],
  shortLinkHosts: ['apple.co', 'itun.es'],
  idPatterns: { track: NUMERIC, album: NUMERIC, artist: NUMERIC, playlist: PLAYLIST },
  match,
  canonicalUrl(link: MusicLink): string {
    const page = link.type === 'track' ? 'song' : link.type;
    return `https://music.apple.com/${link.storefront ?? 'us'}/${page}/${encodeURIComponent(link.id)}`;
  },
};
