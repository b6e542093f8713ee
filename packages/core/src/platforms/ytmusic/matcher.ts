import type { MusicLink } from '../../links/music-link';
import { queryParam } from '../../links/query-param';
import type { UrlParts } from '../../links/url-parts';
import { WEB_SCHEMES, type PlatformMatcher } from '../platform-matcher';

// A video id is 11 characters of the URL-safe base64 alphabet.
const VIDEO = /^[0-9A-Za-z_-]{11}$/;
// Album "audio playlists" (`OLAK5uy_…`) and the album browse ids of YouTube Music (`MPREb_…`).
const ALBUM = /^(?:OLAK5uy_[0-9A-Za-z_-]{33}|MPREb_[0-9A-Za-z_-]{11})$/;
// Playlists we can read: user playlists (`PL`), YouTube Music editorial ones (`RDCLAK5uy_`),
// channel uploads (`UU`, with its `UULF`/`UUSH` variants) and the signed-in user's liked music (`LM`).
// Generated radio mixes (`RD…`, `RDAMVM…`) are not stable pages and are refused.
const PLAYLIST = /^(?:PL[0-9A-Za-z_-]{16,40}|RDCLAK5uy_[0-9A-Za-z_-]{33}|UU[0-9A-Za-z_-]{22,24}|LM)$/;
// Channel ids are `UC` + 22 characters; a channel is an artist page on YouTube Music.
const CHANNEL = /^UC[0-9A-Za-z_-]{22}$/;

const MUSIC_HOST = 'music.youtube.com';
const SHORT_HOST = 'youtu.be';
const WEB_HOSTS = new Set([
  MUSIC_HOST,
  'www.youtube.com',
  'youtube.com',
  'm.youtube.com',
  SHORT_HOST,
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'youtube.googleapis.com',
]);

// Pages whose second path segment is a video id: /shorts/{id}, /embed/{id}, /live/{id}, /v/{id}.
// https://developers.google.com/youtube/player_parameters
const VIDEO_PAGES = new Set(['shorts', 'embed', 'live', 'v']);

function video(id: string | undefined): MusicLink | null {
  return id !== undefined && VIDEO.test(id) ? { platform: 'ytmusic', type: 'track', id } : null;
}

/** A `list=` id: an album when it is an album's audio playlist, else a playlist we can read. */
function list(id: string | undefined): MusicLink | null {
  if (id === undefined) return null;
  if (ALBUM.test(id) && id.startsWith('OLAK5uy_')) return { platform: 'ytmusic', type: 'album', id };
  return PLAYLIST.test(id) ? { platform: 'ytmusic', type: 'playlist', id } : null;
}

/** `browse/{id}` pages of YouTube Music: albums, artists, and `VL`-prefixed playlists. */
function browse(id: string | undefined): MusicLink | null {
  if (id === undefined) return null;
  if (id.startsWith('VL')) return list(id.slice(2));
  if (id.startsWith('MPREb_')) return ALBUM.test(id) ? { platform: 'ytmusic', type: 'album', id } : null;
  return CHANNEL.test(id) ? { platform: 'ytmusic', type: 'artist', id } : null;
}

function match(parts: UrlParts): MusicLink | null {
  if (!WEB_SCHEMES.has(parts.scheme) || !WEB_HOSTS.has(parts.host)) return null;
  const segments = parts.segments;
  if (parts.host === SHORT_HOST) return segments.length === 1 ? video(segments[0]) : null;
  const page = (segments[0] ?? '').toLowerCase();
  if (segments.length === 1) {
    if (page === 'watch') {
      // `watch?v=X&list=Y` is track X; the first `v` wins, as on YouTube itself.
      const v = queryParam(parts.query, 'v');
      return v === undefined ? list(queryParam(parts.query, 'list')) : video(v);
    }
    return page === 'playlist' ? list(queryParam(parts.query, 'list')) : null;
  }
  if (segments.length !== 2) return null;
  if (page === 'embed' && segments[1] === 'videoseries') return list(queryParam(parts.query, 'list'));
  if (VIDEO_PAGES.has(page)) return video(segments[1]);
  if (page === 'browse') return browse(segments[1]);
  if (page === 'channel') {
    const id = segments[1] ?? '';
    return CHANNEL.test(id) ? { platform: 'ytmusic', type: 'artist', id } : null;
  }
  return null;
}

export const ytmusicMatcher: PlatformMatcher = {
  platform: 'ytmusic',
  webHosts: [...WEB_HOSTS],
  uriSchemes: [],
  // youtu.be links carry the video id themselves: nothing needs resolving.
  shortLinkHosts: [],
  idPatterns: { track: VIDEO, album: ALBUM, artist: CHANNEL, playlist: PLAYLIST },
  match,
  canonicalUrl(link: MusicLink): string {
    const id = encodeURIComponent(link.id);
    switch (link.type) {
      case 'track':
        return `https://${MUSIC_HOST}/watch?v=${id}`;
      case 'artist':
        return `https://${MUSIC_HOST}/channel/${id}`;
      case 'album':
        return id.startsWith('MPREb_') ? `https://${MUSIC_HOST}/browse/${id}` : `https://${MUSIC_HOST}/playlist?list=${id}`;
      case 'playlist':
        return `https://${MUSIC_HOST}/playlist?list=${id}`;
    }
  },
};
