import { describe, expect, it } from 'vitest';
import { PLATFORM_KEYS } from '../platform-keys';
import { PLATFORM_EXAMPLES } from '../platforms/examples';
import { PLATFORM_SHORT_LINK_HOSTS, PLATFORM_WEB_HOSTS, SHORT_LINK_HOSTS } from './platform-hosts';
import { shortLinkHost } from './short-link-host';

describe('shortLinkHost', () => {
  it.each(PLATFORM_KEYS)('names the host of every %s short link example', (key) => {
    for (const url of PLATFORM_EXAMPLES[key].shortLinks) {
      const host = shortLinkHost(url);
      expect(host, url).not.toBeNull();
      expect(PLATFORM_SHORT_LINK_HOSTS[key]).toContain(host);
    }
  });

  it('is case- and whitespace-tolerant and returns the lowercased host', () => {
    expect(shortLinkHost('  HTTPS://Spotify.Link/L1Sb5i2ruDb  ')).toBe('spotify.link');
    expect(shortLinkHost('http://apple.co/3Fh2oQx')).toBe('apple.co');
  });

  it('answers null for links that parse directly, bare hosts and look-alikes', () => {
    for (const key of PLATFORM_KEYS) {
      for (const example of PLATFORM_EXAMPLES[key].links) {
        if (example.expected !== null) expect(shortLinkHost(example.url), example.url).toBeNull();
      }
    }
    expect(shortLinkHost('https://spotify.link/')).toBeNull();
    expect(shortLinkHost('https://spotify.link.evil.example/abc')).toBeNull();
    expect(shortLinkHost('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(shortLinkHost('ftp://apple.co/abc')).toBeNull();
    expect(shortLinkHost('')).toBeNull();
  });
});

describe('host lists', () => {
  it('lists every short-link host of the issue and no web host among them', () => {
    for (const host of ['spotify.link', 'spotify.app.link', 'spoti.fi', 'link.deezer.com', 'deezer.page.link', 'dzr.page.link', 'apple.co', 'tidal.link']) {
      expect(SHORT_LINK_HOSTS).toContain(host);
    }
    const web = PLATFORM_KEYS.flatMap((key) => PLATFORM_WEB_HOSTS[key]);
    expect(web.filter((host) => SHORT_LINK_HOSTS.includes(host))).toStrictEqual([]);
  });

  it('names the canonical host of each platform among its web hosts', () => {
    expect(PLATFORM_WEB_HOSTS.spotify).toContain('open.spotify.com');
    expect(PLATFORM_WEB_HOSTS.applemusic).toContain('music.apple.com');
    expect(PLATFORM_WEB_HOSTS.deezer).toContain('www.deezer.com');
    expect(PLATFORM_WEB_HOSTS.tidal).toContain('tidal.com');
    expect(PLATFORM_WEB_HOSTS.ytmusic).toContain('music.youtube.com');
  });
});
