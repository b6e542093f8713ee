import { isSegueError, type NoMatch } from '@segue/client';
import { platformName } from '@segue/core';
import type { Notice } from './notice';

/** A conversion to one platform that found no match there: say which platform, and the closest candidate. */
function noMatchNotice(noMatch: NoMatch, message: string): Notice {
  const name = platformName(noMatch.platform);
  const found = noMatch.candidate;
  const closest =
    found === undefined ? '' : ` The closest there, “${'name' in found ? found.name : found.title}”${'artists' in found && found.artists.length > 0 ? ` by ${found.artists.join(', ')}` : ''}, is not a confident match.`;
  return { kind: 'not-found', title: `Not found on ${name}`, detail: `${message}.${closest}` };
}

/**
 * Turns any failure of a server call into a notice people can act on. `server` names the server
 * in messages about reaching it.
 */
export function describeError(error: unknown, server: string): Notice {
  if (!isSegueError(error)) {
    const detail = error instanceof Error ? error.message : String(error);
    return { kind: 'failed', title: 'Something went wrong', detail };
  }
  switch (error.code) {
    case 'ENETWORK':
    case 'ETIMEOUT':
      return {
        kind: 'unreachable',
        title: 'The Segue server cannot be reached',
        detail: `No answer from ${server}. Check that it is running and that the address in the options is right.`,
      };
    case 'EUNAUTHORIZED':
    case 'EFORBIDDEN':
      return {
        kind: 'bad-key',
        title: 'The server refused the key',
        detail: `The server said: “${error.message}”. Check the public key in the options.`,
      };
    case 'ECONFIG':
      return { kind: 'setup', title: 'Segue is not set up yet', detail: 'Add the server address and public key in the options.' };
    case 'ERATELIMITED': {
      const wait = error.retryAfterSeconds ?? 60;
      return {
        kind: 'rate-limited',
        title: 'Too many conversions for now',
        detail: `The server asks to wait ${wait} s before the next one.`,
        retryAfterSeconds: wait,
      };
    }
    case 'EINVALIDLINK':
    case 'EHOSTUNSUPPORTED':
      return { kind: 'not-music', title: 'Not a music link', detail: error.message };
    case 'ENOTFOUND':
      if (error.noMatch) return noMatchNotice(error.noMatch, error.message);
      return { kind: 'not-found', title: 'Nothing found', detail: error.message };
    case 'ENOTSUPPORTED':
    case 'ENOCREDENTIALS':
    case 'EINVALIDPLATFORM':
      return { kind: 'unsupported', title: 'Not available on this server', detail: error.message };
    case 'EPLATFORMUNAVAILABLE':
      return { kind: 'platform-down', title: 'A music platform is not answering', detail: `${error.message}. Try again in a minute.` };
    case 'EBADRESPONSE':
      return {
        kind: 'unreachable',
        title: 'That does not look like a Segue server',
        detail: `${server} answered, but not like a Segue server. Check the address in the options.`,
      };
    default:
      return {
        kind: 'failed',
        title: 'The server could not do it',
        detail: error.requestId ? `${error.message} (request ${error.requestId})` : error.message,
      };
  }
}

/** The message for a page or link Segue cannot read. */
export function notMusicNotice(what: string): Notice {
  return {
    kind: 'not-music',
    title: 'Not a music link',
    detail: `${what} is not a track, album, playlist or artist on Apple Music, Spotify, Deezer, TIDAL or YouTube Music.`,
  };
}

/**
 * A short link the server could not follow is not "not a music link": it may well be one that
 * leads nowhere any more, or whose shortener is down. Null for other failures.
 */
export function shortLinkNotice(error: unknown): Notice | null {
  if (!isSegueError(error)) return null;
  if (error.code === 'EINVALIDLINK' || error.code === 'ENOTFOUND') {
    return { kind: 'short-link', title: 'This short link could not be followed', detail: `${error.message}. Open it in a tab, then use Segue on the page it leads to.` };
  }
  if (error.code === 'EPLATFORMUNAVAILABLE') {
    return { kind: 'short-link', title: 'The short link service did not answer', detail: `${error.message}. Try again in a minute.` };
  }
  return null;
}
