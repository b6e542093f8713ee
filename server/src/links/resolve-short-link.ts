import { parseMusicUrl } from '@segue/core';
import { Agent, fetch as undiciFetch } from 'undici';
import { AppError } from '../errors/app-error';
import { extractPageTarget, readHead } from './extract-page-target';
import { publicAddressLookup } from './public-address-lookup';
import { refuseHop } from './short-link-allow-list';

/** The slice of `fetch` the resolver uses, so tests can route the platforms' host names locally. */
export type ShortLinkFetch = (
  url: string,
  init: { method: 'GET'; redirect: 'manual'; signal: AbortSignal; headers: Record<string, string> },
) => Promise<Pick<Response, 'status' | 'headers' | 'body'>>;

export interface ResolveShortLinkOptions {
  /** Default: undici's fetch on an agent that refuses hosts resolving to non-public addresses. */
  fetch?: ShortLinkFetch;
  /** For the whole chain of redirects. Default 5 s. */
  timeoutMs?: number;
  /** Requests made at most. Default 5. */
  maxHops?: number;
  /**
   * Lets `http:` hops through, for tests against a loopback stand-in. Never set from user input:
   * without it an `http:` link is upgraded to https and an `http:` redirect is refused.
   */
  allowHttp?: boolean;
}

export const SHORT_LINK_TIMEOUT_MS = 5_000;
export const SHORT_LINK_MAX_HOPS = 5;

const defaultAgent = new Agent({
  connect: { lookup: publicAddressLookup, timeout: SHORT_LINK_TIMEOUT_MS },
  // One short link, one origin: nothing is gained by keeping sockets to link shorteners.
  pipelining: 0,
});

const defaultFetch: ShortLinkFetch = (url, init) => undiciFetch(url, { ...init, dispatcher: defaultAgent }) as Promise<Response>;

const invalid = (link: string, reason: string, cause?: unknown) =>
  new AppError('EINVALIDLINK', `The short link ${link} could not be followed: ${reason}.`, { cause });

/** Deezer marks a dead share link by redirecting to a path ending in `/404`. */
const isDeadPath = (url: URL) => /\/404\/?$/.test(url.pathname);

/**
 * Deezer's link service redirects to an address carrying the real destination in `dest=` (as
 * LavaSrc's resolver reads it, https://github.com/topi314/LavaSrc): the destination is the next
 * hop.
 */
function unwrapDest(url: URL): URL {
  const dest = url.searchParams.get('dest');
  if (dest === null || !/deezer/.test(url.hostname)) return url;
  try {
    return new URL(dest);
  } catch {
    return url;
  }
}

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * Follows a short link (`shortLinkHost(url)` is non-null) to the platform link it stands for,
 * one redirect at a time. Every hop is checked before it is requested: https, a platform's own
 * host (no IP literals, ports or credentials), at most `maxHops` requests within `timeoutMs`,
 * and only the first few kB of a landing page are read. Resolves with a URL that
 * `parseMusicUrl` reads; anything else is `EINVALIDLINK` saying what went wrong.
 */
export async function resolveShortLink(link: string, options: ResolveShortLinkOptions = {}): Promise<string> {
  const allowHttp = options.allowHttp === true;
  const fetchHop = options.fetch ?? defaultFetch;
  const timeoutMs = options.timeoutMs ?? SHORT_LINK_TIMEOUT_MS;
  const maxHops = options.maxHops ?? SHORT_LINK_MAX_HOPS;
  const shown = link.length > 200 ? `${link.slice(0, 200)}…` : link;

  const start = parseUrl(/^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`);
  if (start === null) throw invalid(shown, 'it is not a URL');
  if (start.protocol === 'http:' && !allowHttp) start.protocol = 'https:';

  const signal = AbortSignal.timeout(timeoutMs);
  let current = start;
  for (let hop = 0; ; hop++) {
    const refusal = refuseHop(current, { allowHttp });
    if (refusal !== null) throw invalid(shown, refusal);
    if (isDeadPath(current)) throw invalid(shown, 'the link is dead (the platform no longer knows it)');
    if (hop > 0 && parseMusicUrl(current.href) !== null) return current.href;
    if (hop >= maxHops) throw invalid(shown, `too many redirects (more than ${maxHops})`);

    let next: URL | null;
    try {
      next = await follow(current, fetchHop, signal);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (signal.aborted) throw invalid(shown, `no answer within ${timeoutMs} ms`, error);
      throw invalid(shown, `${current.hostname} could not be reached`, error);
    }
    if (next === null) throw invalid(shown, `${current.hostname} answered without saying where the link leads`);
    current = unwrapDest(next);
  }

  async function follow(url: URL, send: ShortLinkFetch, abort: AbortSignal): Promise<URL | null> {
    const response = await send(url.href, {
      method: 'GET',
      redirect: 'manual',
      signal: abort,
      headers: { accept: 'text/html,*/*;q=0.5', 'user-agent': 'Segue short-link resolver' },
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      return location === null ? null : parseUrl(location, url.href);
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel().catch(() => undefined);
      throw invalid(shown, 'the link is dead (the platform no longer knows it)');
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      throw invalid(shown, `${url.hostname} answered HTTP ${response.status}`);
    }
    const target = extractPageTarget(await readHead(response.body));
    return target === null ? null : parseUrl(target, url.href);
  }
}
