/**
 * The public web link of a track, album or playlist on each platform, in the canonical form a
 * user would share (forms from the reference's "URLs and IDs" sections). The ground truth lists
 * them so black-box tests can convert real-looking links.
 */
import type { PlatformKey } from './catalog/model';

export type WebKind = 'track' | 'album' | 'playlist' | 'artist';

/** Apple Music puts a readable slug before the id; any slug resolves, so a plain one is enough. */
export function appleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return encodeURIComponent(slug || 'item');
}

export function webUrl(platform: PlatformKey, kind: WebKind, id: string, title = ''): string {
  switch (platform) {
    case 'spotify':
      return `https://open.spotify.com/${kind}/${id}`;
    case 'deezer':
      return `https://www.deezer.com/${kind}/${id}`;
    case 'tidal':
      return `https://tidal.com/browse/${kind}/${id}`;
    case 'applemusic':
      return `https://music.apple.com/us/${kind === 'track' ? 'song' : kind}/${appleSlug(title)}/${id}`;
    case 'ytmusic':
      if (kind === 'track') return `https://music.youtube.com/watch?v=${id}`;
      if (kind === 'playlist') return `https://music.youtube.com/playlist?list=${id}`;
      if (kind === 'artist') return `https://music.youtube.com/channel/${id}`;
      return `https://music.youtube.com/browse/${id}`;
  }
}
