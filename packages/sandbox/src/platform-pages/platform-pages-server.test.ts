import { parseMusicUrl, PLATFORM_KEYS } from '@segue/core';
import { createHash } from 'node:crypto';
import { request } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../catalog/generate-catalog';
import type { Catalog } from '../catalog/model';
import { profiles } from '../profiles';
import { PLATFORM_PAGE_HOSTS, startPlatformPages, type PlatformPages } from './platform-pages-server';

const OG_TYPE = { track: 'music.song', album: 'music.album', playlist: 'music.playlist', artist: 'profile' } as const;
const LD_TYPE = { track: 'MusicRecording', album: 'MusicAlbum', playlist: 'MusicPlaylist', artist: 'MusicGroup' } as const;

const metaOf = (html: string, property: string): string[] =>
  [...html.matchAll(new RegExp(`<meta property="${property.replace(/:/g, '\\:')}" content="([^"]*)">`, 'g'))].map((m) => m[1]!.replace(/&#38;/g, '&'));
const jsonLdOf = (html: string): Record<string, unknown> =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
const musicLinks = (html: string) =>
  [...html.matchAll(/<a class="music-link" data-platform="(\w+)" data-type="(\w+)" href="([^"]+)">/g)].map((m) => ({ platform: m[1]!, type: m[2]!, url: m[3]!.replace(/&#38;/g, '&') }));

/** A GET over TLS to the pages' TLS port as a browser with the host rules sends it: the real host in SNI and Host. */
function getMapped(pages: PlatformPages, url: string): Promise<{ status: number; body: string; spkiHash: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: pages.tlsPort, servername: target.hostname, path: `${target.pathname}${target.search}`, headers: { host: target.host }, rejectUnauthorized: false, agent: false },
      (res) => {
        const spki = (res.socket as TLSSocket).getPeerX509Certificate()!.publicKey.export({ type: 'spki', format: 'der' });
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, spkiHash: createHash('sha256').update(spki).digest('base64') }));
      },
    );
    req.on('error', reject).end();
  });
}

describe('platform pages site', () => {
  let catalog: Catalog;
  let pages: PlatformPages;
  let links: ReturnType<typeof musicLinks>;
  beforeAll(async () => {
    catalog = generateCatalog(3, { recordings: 300 });
    pages = await startPlatformPages(catalog);
    links = musicLinks(await (await fetch(`${pages.url}/`)).text());
  });
  afterAll(() => pages.close());

  it('serves every host a shared link of the sandbox leads to', () => {
    for (const platform of PLATFORM_KEYS) {
      for (const kind of ['track', 'album', 'playlist', 'artist'] as const) {
        expect(PLATFORM_PAGE_HOSTS, `${platform} ${kind}`).toContain(new URL(profiles[platform].webUrl(kind, 'x1', 'A Title')).hostname);
      }
    }
  });

  it('lists tracks, albums, artists and playlists of every platform, in links each platform parses as its own', () => {
    for (const platform of PLATFORM_KEYS) {
      for (const type of ['track', 'album', 'artist', 'playlist']) {
        const ofKind = links.filter((l) => l.platform === platform && l.type === type);
        expect(ofKind.length, `${platform} ${type}`).toBeGreaterThan(0);
        for (const link of ofKind) expect(parseMusicUrl(link.url), link.url).toMatchObject({ platform, type });
      }
    }
  });

  it('answers each link with its stand-in page carrying the Open Graph and JSON-LD of the music', async () => {
    for (const link of links) {
      const target = new URL(link.url);
      const reply = await fetch(`${pages.url}/${target.host}${target.pathname}${target.search}`);
      expect(reply.status, link.url).toBe(200);
      const html = await reply.text();
      expect(metaOf(html, 'og:url'), link.url).toEqual([link.url]);
      expect(metaOf(html, 'og:type'), link.url).toEqual([OG_TYPE[link.type as keyof typeof OG_TYPE]]);
      expect(html).toContain(`<link rel="canonical" href="${link.url.replace(/&/g, '&#38;')}">`);
      const ld = jsonLdOf(html);
      expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': LD_TYPE[link.type as keyof typeof LD_TYPE], url: link.url });
      expect(metaOf(html, 'og:title')[0]).toBe(ld.name);
    }
  });

  it('describes a track as the platform lists it, linking its album and artists in their real shapes', async () => {
    const link = links.find((l) => l.platform === 'deezer' && l.type === 'track')!;
    const recording = catalog.index.recordingByPlatformId('deezer', parseMusicUrl(link.url)!.id)!;
    const listing = recording.platforms.deezer!;
    const { body } = await getMapped(pages, link.url);
    expect(metaOf(body, 'og:title')).toEqual([listing.title]);
    expect(metaOf(body, 'music:duration')).toEqual([String(Math.round(listing.durationMs / 1000))]);
    expect(metaOf(body, 'music:album')).toEqual([profiles.deezer.webUrl('album', listing.albumId, '')]);
    expect(jsonLdOf(body)).toMatchObject({ isrcCode: listing.isrc, byArtist: listing.artists.map((name) => ({ name })) });
    for (const page of musicLinks(body)) expect(parseMusicUrl(page.url)).toMatchObject({ platform: 'deezer', type: page.type });
  });

  it('serves the pages at their real addresses over TLS, with the certificate the flags name', async () => {
    const link = links.find((l) => l.platform === 'spotify' && l.type === 'track')!;
    const reply = await getMapped(pages, link.url);
    expect(reply.status).toBe(200);
    expect(metaOf(reply.body, 'og:url')).toEqual([link.url]);
    expect(pages.chromiumFlags).toEqual([`--host-resolver-rules=${pages.hostResolverRules}`, `--ignore-certificate-errors-spki-list=${reply.spkiHash}`]);
    for (const host of PLATFORM_PAGE_HOSTS) expect(pages.hostResolverRules).toContain(`MAP ${host} 127.0.0.1:${pages.tlsPort}`);
  });

  it('answers other addresses of a platform with its home, and a music address the catalog lacks with a 404', async () => {
    const search = await getMapped(pages, 'https://open.spotify.com/search');
    expect(search.status).toBe(200);
    expect(musicLinks(search.body).every((l) => l.platform === 'spotify')).toBe(true);
    expect(musicLinks(search.body).length).toBeGreaterThan(0);
    expect((await getMapped(pages, 'https://open.spotify.com/track/0000000000000000000000')).status).toBe(404);
    expect((await fetch(`${pages.url}/elsewhere`)).status).toBe(404);
  });
});
