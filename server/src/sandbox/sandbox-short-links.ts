import { SHORT_LINK_HOSTS } from '@segue/core';
import { AppError } from '../errors/app-error';
import { resolveShortLink, type ShortLinkFetch } from '../links/resolve-short-link';
import type { ShortLinkResolver } from '../conversion/resolve-link';

/**
 * A short-link fetch that sends each hop on a shortener's host to the sandbox's stand-in for it
 * (`${shortenerUrl}/spotify.link/Xq3…`). The resolver still checks every hop against the
 * allow-list under its real host name first; a hop to any other host, even a platform's, is
 * refused rather than sent to the internet, so sandbox mode stays offline.
 */
export function sandboxShortLinkFetch(shortenerUrl: string): ShortLinkFetch {
  const base = shortenerUrl.replace(/\/+$/, '');
  return (url, init) => {
    const hop = new URL(url);
    if (!SHORT_LINK_HOSTS.includes(hop.hostname)) {
      return Promise.reject(
        new AppError('EINVALIDLINK', `The short link leads to ${hop.hostname}, which sandbox mode does not reach: only the sandbox's shorteners answer.`),
      );
    }
    return fetch(`${base}/${hop.hostname}${hop.pathname}${hop.search}`, init);
  };
}

/** Short links followed through the sandbox's shorteners, with the same checks as in production. */
export function sandboxShortLinkResolver(shortenerUrl: string): ShortLinkResolver {
  const fetchHop = sandboxShortLinkFetch(shortenerUrl);
  return (url) => resolveShortLink(url, { fetch: fetchHop });
}
