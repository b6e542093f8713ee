import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderSharePage } from './render-share-page';
import { SHARE_PAGE_POLICY } from './share-page-style';
import type { SharePage } from './short-link.repository';

const COVER = 'https://i.scdn.co/image/ab67616d0000b273e319baafd16e84f0408af2a0';
const page: SharePage & { url: string } = {
  entity: 'track',
  title: 'Paper Tide',
  subtitle: 'Crystal Feather, Ada',
  cover: COVER,
  url: 'https://segue.example/s/AbCd1234',
  links: {
    deezer: 'https://www.deezer.com/track/3135556',
    spotify: 'https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr',
    ytmusic: 'https://music.youtube.com/watch?v=hpSrLjc5SMs',
  },
};

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

describe('renderSharePage', () => {
  const html = renderSharePage(page);

  it('shows the cover, the title, the artists and one button per platform in the platforms’ order', () => {
    expect(html).toContain(`<img class="cover" src="${COVER}" alt="Cover of Paper Tide"`);
    expect(html).toContain('<h1>Paper Tide</h1>');
    expect(html).toContain('<p class="artists">Crystal Feather, Ada</p>');
    const buttons = [...html.matchAll(/<a class="platform" href="([^"]+)"[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span><span class="hidden">Listen on <\/span>([^<]+)<\/span>/g)];
    expect(buttons.map((button) => [button[2], button[1]])).toEqual([
      ['Spotify', page.links.spotify],
      ['Deezer', page.links.deezer],
      ['YouTube Music', page.links.ytmusic],
    ]);
  });

  it('carries Open Graph and Twitter card tags for link previews', () => {
    expect(metaContent(html, 'property', 'og:type')).toBe('music.song');
    expect(metaContent(html, 'property', 'og:title')).toBe('Paper Tide – Crystal Feather, Ada');
    expect(metaContent(html, 'property', 'og:description')).toBe('Song by Crystal Feather, Ada · Listen on Spotify, Deezer and YouTube Music');
    expect(metaContent(html, 'property', 'og:url')).toBe(page.url);
    expect(metaContent(html, 'property', 'og:image')).toBe(COVER);
    expect(metaContent(html, 'property', 'og:image:alt')).toBe('Cover of Paper Tide');
    expect(metaContent(html, 'property', 'og:site_name')).toBe('Segue');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(COVER);
    expect(metaContent(html, 'name', 'twitter:title')).toBe('Paper Tide – Crystal Feather, Ada');
    expect(html).toContain(`<link rel="canonical" href="${page.url}">`);
  });

  it('has landmarks, a language and a heading, and needs no script', () => {
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<main>[\s\S]*<h1>[\s\S]*<\/main>\s*<footer>/);
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });

  it('escapes every stored value', () => {
    const hostile = renderSharePage({
      ...page,
      title: '<script>alert(1)</script>',
      subtitle: `A "quoted" & 'co'`,
      url: 'https://segue.example/s/"><script>',
    });
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(hostile).toContain('<p class="artists">A &quot;quoted&quot; &amp; &#39;co&#39;</p>');
    expect(metaContent(hostile, 'property', 'og:description')).toMatch(/^Song by A &quot;quoted&quot; &amp; &#39;co&#39; · /);
    expect(metaContent(hostile, 'property', 'og:url')).toBe('https://segue.example/s/&quot;&gt;&lt;script&gt;');
  });

  it('drops a cover off the platforms’ image hosts, and links that are not the platform’s own', () => {
    const hostile = renderSharePage({
      ...page,
      cover: 'https://tracker.example/pixel.gif',
      links: {
        spotify: 'javascript:alert(1)',
        deezer: 'https://evil.example/track/1',
        tidal: 'https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr',
        applemusic: 'http://music.apple.com/us/album/x/1?i=2',
        ytmusic: page.links.ytmusic,
      },
    });
    expect(hostile).not.toContain('tracker.example');
    expect(hostile).not.toContain('og:image');
    expect(metaContent(hostile, 'name', 'twitter:card')).toBe('summary');
    expect(hostile).toContain('role="img" aria-label="No cover art"');
    expect([...hostile.matchAll(/<a class="platform" href="([^"]+)"/g)].map((match) => match[1])).toEqual([page.links.ytmusic]);
    expect(hostile).not.toMatch(/javascript:|evil\.example/);
  });

  it('says so when no platform link is left, and names an artist page by its picture', () => {
    const artist = renderSharePage({ ...page, entity: 'artist', title: 'Crystal Feather', subtitle: '', links: {} });
    expect(artist).toContain('No platform has this yet.');
    expect(artist).toContain('alt="Picture of Crystal Feather"');
    expect(metaContent(artist, 'property', 'og:type')).toBe('profile');
    expect(metaContent(artist, 'property', 'og:description')).toBe('Artist');
  });
});

describe('SHARE_PAGE_POLICY', () => {
  it('allows exactly the page’s own style sheet, by hash', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(renderSharePage(page))![1]!;
    const hash = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(SHARE_PAGE_POLICY).toContain(`style-src 'sha256-${hash}'`);
    expect(SHARE_PAGE_POLICY).not.toContain('unsafe-inline');
  });

  it('allows images only over https from the platforms’ image hosts, and no script at all', () => {
    const directives = Object.fromEntries(SHARE_PAGE_POLICY.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toBeUndefined();
    expect(directives['img-src']).toContain('https://*.scdn.co');
    expect(directives['img-src']).toContain('https://*.mzstatic.com');
    for (const source of directives['img-src']!) expect(source).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+\.[a-z]+$/);
  });
});
