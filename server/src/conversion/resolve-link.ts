import { findMusicLinks, parseMusicUrl, PLATFORM_KEYS, platformName, PLATFORM_SHORT_LINK_HOSTS, PLATFORM_WEB_HOSTS, shortLinkHost, type MusicLink, type PlatformKey } from '@segue/core';
import { AppError } from '../errors/app-error';

/** Follows a short link's redirects (only to the platforms' own hosts) to the full link. */
export type ShortLinkResolver = (url: string) => Promise<string>;

function hostOf(input: string): string | null {
  for (const candidate of [input, `https://${input}`]) {
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) return url.hostname.toLowerCase();
    } catch {
      // Not a URL in this form; try the next.
    }
  }
  return null;
}

function platformOfHost(host: string): PlatformKey | undefined {
  const bare = host.replace(/^www\./, '');
  return PLATFORM_KEYS.find(
    (key) => [...PLATFORM_WEB_HOSTS[key], ...PLATFORM_SHORT_LINK_HOSTS[key]].some((h) => h === host || h === bare),
  );
}

/** `music.apple.com/library/playlist/p.…`: the address a playlist has in its owner's library only; its id, or undefined for any other address. */
function libraryPlaylistId(input: string): string | undefined {
  try {
    return /^\/(?:[a-z]{2}\/)?library\/playlist\/(p\.[^/]+)/i.exec(new URL(/^https?:/i.test(input) ? input : `https://${input}`).pathname)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * The link a pasted text stands for: the text itself when it is one word; else the one platform
 * link in it ("check this out https://open.spotify.com/track/…"), found by core's matchers only,
 * so no other address in the text is ever followed. Several different ones are refused, naming
 * them. A text with none goes on as the one address it holds, if any, for the errors below to
 * name its host.
 */
function linkOfText(input: string): string {
  const text = input.trim();
  if (!/\s/.test(text)) return text;
  const links = findMusicLinks(text);
  if (links.length > 1) {
    throw new AppError('EINVALIDLINK', `url holds ${links.length} different music links (${links.join(', ')}): send one link at a time`);
  }
  const addresses = text.split(/\s+/).filter((word) => /^https?:\/\//i.test(word));
  return links[0] ?? (addresses.length === 1 ? addresses[0]! : text);
}

/**
 * What a pasted link, or a text holding one, points at. Short links are followed first. A link on a platform's host that
 * names no track, album, artist or playlist (or a malformed id) is `EINVALIDLINK`; any other host
 * is `EHOSTUNSUPPORTED`. With `ownLibrary`, an Apple Music library playlist's address
 * (`music.apple.com/library/playlist/p.…`) is its playlist.
 */
export async function resolveLink(input: string, resolveShortLink: ShortLinkResolver, options: { ownLibrary?: boolean } = {}): Promise<MusicLink> {
  const link = linkOfText(input);
  const url = shortLinkHost(link) === null ? link : await resolveShortLink(link);
  const own = libraryPlaylistId(url);
  // Where the listener's own library is read (a sync of their playlist), its private address is theirs to give.
  if (own !== undefined && options.ownLibrary && platformOfHost(hostOf(url) ?? '') === 'applemusic') return { platform: 'applemusic', type: 'playlist', id: own };
  const parsed = parseMusicUrl(url);
  if (parsed) return parsed;
  const host = hostOf(url);
  if (/^spotify:/i.test(url)) {
    throw new AppError('EINVALIDLINK', 'this Spotify URI names no track, album, artist or playlist, or its id is malformed');
  }
  if (host === null) {
    throw new AppError('EINVALIDLINK', 'url is not a link, nor a text holding one: send the full address of a track, album, artist or playlist, e.g. https://open.spotify.com/track/…');
  }
  const platform = platformOfHost(host);
  if (platform === 'applemusic' && libraryPlaylistId(url) !== undefined) {
    throw new AppError(
      'EINVALIDLINK',
      'this Apple Music link is a playlist in a listener\'s own library (library/playlist/p.…), which is private until shared: ' +
        'in Apple Music, open the playlist, choose Share Playlist (or turn on Show on My Profile), and send the music.apple.com/…/playlist/pl.u-… link it gives',
    );
  }
  if (platform === undefined) {
    throw new AppError(
      'EHOSTUNSUPPORTED',
      `${host} is not a supported music platform: send a link from Apple Music, Spotify, Deezer, TIDAL or YouTube Music`,
    );
  }
  throw new AppError(
    'EINVALIDLINK',
    `this ${platformName(platform)} link does not point at a track, album, artist or playlist, or its id is malformed: copy the link from the item's share menu`,
  );
}
