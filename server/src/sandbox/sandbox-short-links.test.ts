import { parseMusicUrl } from '@segue/core';
import { launchSimulators, sandboxShortLinks, SHORT_LINK_DEAD_CODE, SHORT_LINK_OUTAGE_CODE, type Sandbox } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxShortLinkFetch, sandboxShortLinkResolver } from './sandbox-short-links';
import { resolveShortLink } from '../links/resolve-short-link';

let sandbox: Sandbox;

beforeAll(async () => {
  // No platform simulators: the catalog and the shorteners are all this needs.
  sandbox = await launchSimulators({}, { recordings: 300 });
});
afterAll(() => sandbox.close());

describe('short links in sandbox mode', () => {
  it('follows every sandbox short link to its item through the simulator', async () => {
    const resolve = sandboxShortLinkResolver(sandbox.shortenerUrl);
    const links = sandboxShortLinks(sandbox.catalog);
    expect(links.length).toBeGreaterThanOrEqual(18);
    for (const link of links) {
      expect(parseMusicUrl(await resolve(link.url)), link.url).toMatchObject({ type: link.type, id: link.id });
    }
  });

  it('answers a shortener that is down as unavailable and an unknown code as a bad link', async () => {
    const resolve = sandboxShortLinkResolver(sandbox.shortenerUrl);
    await expect(resolve(`https://spotify.link/${SHORT_LINK_OUTAGE_CODE}`)).rejects.toMatchObject({ code: 'EPLATFORMUNAVAILABLE', status: 503 });
    await expect(resolve(`https://link.deezer.com/s/${SHORT_LINK_DEAD_CODE}`)).rejects.toMatchObject({ code: 'EINVALIDLINK', message: /dead/ });
    await expect(resolve('https://tidal.link/unknown12')).rejects.toMatchObject({ code: 'EINVALIDLINK', message: /dead/ });
  });

  it('keeps the allow-list: hosts off it are refused before any request, platform pages never fetched', async () => {
    const requested: string[] = [];
    const inner = sandboxShortLinkFetch(sandbox.shortenerUrl);
    const fetchHop: typeof inner = (url, init) => {
      requested.push(url);
      return inner(url, init);
    };
    await expect(resolveShortLink('https://bit.ly/x', { fetch: fetchHop })).rejects.toMatchObject({ code: 'EINVALIDLINK' });
    await expect(resolveShortLink(`${sandbox.shortenerUrl}/spotify.link/x`, { fetch: fetchHop })).rejects.toMatchObject({ code: 'EINVALIDLINK' });
    expect(requested).toEqual([]);
    // A platform page that is no music link is not fetched from the internet in sandbox mode.
    await expect(fetchHop('https://open.spotify.com/', { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(1_000), headers: {} })).rejects.toMatchObject({
      code: 'EINVALIDLINK',
    });
  });
});
