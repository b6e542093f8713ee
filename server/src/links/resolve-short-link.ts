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

/** Seconds a caller is told to wait before retrying a link whose shortener did not answer. */
export const SHORT_LINK_RETRY_AFTER_S = 30;

/**
 * The shortener did not answer (refused, timed out, 5xx, 429): the link may be fine, so the
 * caller is told to retry rather than that the link is bad.
 */
const unavailable = (link: string, reason: string, cause?: unknown) =>
  new AppError('EPLATFORMUNAVAILABLE', `The short link ${link} could not be followed now: ${reason}; try again shortly.`, {
    cause,
    headers: { 'Retry-After': String(SHORT_LINK_RETRY_AFTER_S) },
  });

/** A connection our own lookup refused (the host resolves to a private address) is not an outage. */
function refusedByLookup(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOTPUBLIC') return true;
  }
  return false;
}

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
 * `parseMusicUrl` reads. A shortener that cannot be reached, times out or fails (5xx, 429) is
 * `EPLATFORMUNAVAILABLE` with `Retry-After`; anything else is `EINVALIDLINK` saying what went wrong.
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
      if (signal.aborted) throw unavailable(shown, `no answer within ${timeoutMs} ms`, error);
      if (refusedByLookup(error)) throw invalid(shown, `${current.hostname} resolves to a non-public address`, error);
      throw unavailable(shown, `${current.hostname} could not be reached`, error);
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
    if (response.status >= 500 || response.status === 429) {
      await response.body?.cancel().catch(() => undefined);
      throw unavailable(shown, `${url.hostname} answered HTTP ${response.status}`);
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      throw invalid(shown, `${url.hostname} answered HTTP ${response.status}`);
    }
    const target = extractPageTarget(await readHead(response.body));
    return target === null ? null : parseUrl(target, url.href);
  }
}
