import { PLATFORM_SHORT_LINK_HOSTS, PLATFORM_KEYS, parseMusicUrl } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../catalog/generate-catalog';
import { listenLoopback, type LoopbackServer } from '../loopback-server';
import { shortenerServer } from './shortener-server';
import { sandboxShortLinks, SHORT_LINK_DEAD_CODE, SHORT_LINK_OUTAGE_CODE, SHORT_LINK_PLATFORM, shortLinkPath, type ShortLinkHost } from './short-links';

const catalog = generateCatalog(1, { recordings: 300 });
let server: LoopbackServer;

beforeAll(async () => {
  server = await listenLoopback(shortenerServer(catalog));
});
afterAll(() => server.close());

const hop = (url: URL) => fetch(`${server.url}/${url.hostname}${url.pathname}${url.search}`, { redirect: 'manual' });

/** Follows a chain the way a resolver does, through the sandbox, until a platform link parses. */
async function follow(link: string): Promise<{ statuses: number[]; end: string }> {
  let url = new URL(link);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await hop(url);
    statuses.push(response.status);
    const html = await response.text();
    const next = response.headers.get('location') ?? /var target = "([^"]+)"/.exec(html)?.[1]?.replace(/\\\//g, '/');
    if (next === undefined) throw new Error(`${url.href} answered ${response.status} without a target`);
    url = new URL(next);
    const dest = url.searchParams.get('dest');
    if (dest !== null) url = new URL(dest);
    if (parseMusicUrl(url.href) !== null) return { statuses, end: url.href };
  }
  throw new Error(`${link} did not end on a platform link`);
}

describe('sandbox link shorteners', () => {
  it('cover every short-link host Segue follows', () => {
    const hosts = PLATFORM_KEYS.flatMap((key) => PLATFORM_SHORT_LINK_HOSTS[key]).sort();
    expect(Object.keys(SHORT_LINK_PLATFORM).sort()).toEqual(hosts);
    expect(new Set(sandboxShortLinks(catalog).map((link) => link.host)).size).toBe(hosts.length);
  });

  it.each(sandboxShortLinks(catalog).map((link) => [link.url, link] as const))('%s leads to its item', async (_url, link) => {
    const { statuses, end } = await follow(link.url);
    expect(parseMusicUrl(end)).toMatchObject({ platform: SHORT_LINK_PLATFORM[link.host], type: link.type, id: link.id });
    const expected: Record<string, number[]> = { 'spotify.link': [307, 200], 'spotify.app.link': [200], 'link.deezer.com': [302], 'deezer.page.link': [302], 'dzr.page.link': [302] };
    expect(statuses).toEqual(expected[link.host] ?? [301]);
  });

  it('answers a code it does not know as dead, and the outage code with 503', async () => {
    for (const host of Object.keys(SHORT_LINK_PLATFORM) as ShortLinkHost[]) {
      const gone = await hop(new URL(`https://${host}${shortLinkPath(host, SHORT_LINK_DEAD_CODE)}`));
      if (SHORT_LINK_PLATFORM[host] === 'deezer') expect(gone.headers.get('location')).toBe('https://www.deezer.com/404');
      else expect(gone.status).toBe(404);
      expect((await hop(new URL(`https://${host}${shortLinkPath(host, SHORT_LINK_OUTAGE_CODE)}`))).status).toBe(503);
    }
  });
});
