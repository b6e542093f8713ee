import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderSharePage } from './render-share-page';
import { SHARE_PAGE_POLICY, sharePagePolicy } from './share-page-style';
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

  it('has landmarks, a language and a heading, and works without script: the link to copy stands in a field', () => {
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<main>[\s\S]*<h1>[\s\S]*<\/main>\s*<footer>/);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).toContain(`<input id="share-url" type="url" readonly value="${page.url}">`);
    expect(html).toContain(`<a href="mailto:?subject=${encodeURIComponent('Paper Tide – Crystal Feather, Ada')}&amp;body=${encodeURIComponent(page.url)}">`);
    // Copy and system share are buttons the one (hashed) script reveals where the browser has the APIs.
    expect(html).toContain(`<button type="button" data-copy="${page.url}" hidden>Copy link</button>`);
    expect(html).toContain(`<button type="button" data-share="${page.url}" hidden>Share…</button>`);
    expect([...html.matchAll(/<script>/g)]).toHaveLength(1);
  });

  it('names its oEmbed answer for discovery', () => {
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="https://segue.example/oembed?url=${encodeURIComponent(page.url)}&amp;format=json" title="Paper Tide – Crystal Feather, Ada">`,
    );
  });

  it('plays a preview clip from a platform’s preview host, and only from one', () => {
    const preview = 'https://p.scdn.co/mp3-preview/3f0c1b6d4e2a9b8c7d6e5f4a3b2c1d0e9f8a7b6c';
    const withPreview = renderSharePage({ ...page, preview });
    expect(withPreview).toContain(`<audio controls preload="none" src="${preview}"`);
    expect(metaContent(withPreview, 'property', 'og:audio')).toBe(preview);
    expect(html).not.toContain('<audio');
    expect(renderSharePage({ ...page, preview: 'https://evil.example/clip.mp3' })).not.toContain('<audio');
  });

  it('marks a review match "Not sure" and offers that platform’s own search for the title and artists', () => {
    const unsure = renderSharePage({ ...page, bands: { deezer: 'review', spotify: 'verified' } });
    const rows = [...unsure.matchAll(/<li( class="review")?><a class="platform" href="[^"]+" data-platform="(\w+)"/g)].map((m) => [m[2], m[1] !== undefined]);
    expect(rows).toEqual([
      ['spotify', false],
      ['deezer', true],
      ['ytmusic', false],
    ]);
    expect(unsure).toContain('<span class="unsure">Not sure</span>');
    expect(unsure).toContain(`<a class="search" href="https://www.deezer.com/search/${encodeURIComponent('Paper Tide Crystal Feather, Ada')}" rel="noopener noreferrer">Not this one? Search Deezer instead</a>`);
    expect([...unsure.matchAll(/class="unsure"/g)]).toHaveLength(1);
    expect(html).not.toContain('Not sure');
  });

  it('gives a converted playlist one button per platform it was converted to, beside the source’s own link', () => {
    const track = { title: 'Paper Tide', artists: 'Crystal Feather', url: 'https://www.deezer.com/track/3135556' };
    const playlist = renderSharePage({
      ...page,
      entity: 'playlist',
      title: 'Rainy Day',
      subtitle: 'ada',
      links: { spotify: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M' },
      tracks: { spotify: [], deezer: [track], tidal: [track, track] },
      missing: { deezer: [{ title: 'Gone', artists: 'Nobody' }], tidal: [] },
    });
    const rows = [...playlist.matchAll(/<a class="platform" href="([^"]+)" data-platform="(\w+)"( data-converted)?/g)].map((m) => [m[2], m[1], m[3] !== undefined]);
    expect(rows).toEqual([
      ['spotify', 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', false],
      ['deezer', `${page.url}/deezer`, true],
      ['tidal', `${page.url}/tidal`, true],
    ]);
    expect(playlist).toContain('<span class="play" aria-hidden="true">2 songs</span>');
    // A platform where songs were not found says how many of the playlist's were.
    expect(playlist).toContain('<span class="play" aria-hidden="true">1 of 2 songs</span>');
  });

  it('rebases media onto the sandbox’s simulators when told to, after the host check', () => {
    const rebased = renderSharePage({ ...page, preview: 'https://p.scdn.co/mp3-preview/ab' }, { mediaUrl: (url) => url.replace('https://', 'http://127.0.0.1:9/') });
    expect(rebased).toContain('<img class="cover" src="http://127.0.0.1:9/i.scdn.co/image/');
    expect(rebased).toContain('<audio controls preload="none" src="http://127.0.0.1:9/p.scdn.co/mp3-preview/ab"');
    expect(renderSharePage({ ...page, cover: 'https://evil.example/x.jpg' }, { mediaUrl: (url) => url })).not.toContain('evil.example');
  });

  it('escapes every stored value', () => {
    const hostile = renderSharePage({
      ...page,
      title: '<script>alert(1)</script>',
      subtitle: `A "quoted" & 'co'`,
      url: 'https://segue.example/s/"><script>',
    });
    // The page's own script is the only one.
    expect([...hostile.matchAll(/<script>/g)]).toHaveLength(1);
    expect(hostile).not.toContain('<script>alert');
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
  const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

  it('allows exactly the page’s own style sheet and script, by hash', () => {
    const rendered = renderSharePage(page);
    const style = /<style>([\s\S]*?)<\/style>/.exec(rendered)![1]!;
    const script = /<script>([\s\S]*?)<\/script>/.exec(rendered)![1]!;
    expect(SHARE_PAGE_POLICY).toContain(`style-src 'sha256-${hashOf(style)}'`);
    expect(SHARE_PAGE_POLICY).toContain(`script-src 'sha256-${hashOf(script)}';`);
    expect(SHARE_PAGE_POLICY).not.toContain('unsafe-inline');
    expect(SHARE_PAGE_POLICY).toContain("frame-ancestors 'none'");
  });

  it('lets only the embeddable card be framed, and it runs no script', () => {
    const embed = sharePagePolicy({ embed: true });
    expect(embed).toContain('frame-ancestors *');
    expect(embed).not.toContain('script-src');
  });

  it('allows the sandbox’s simulators, when given, for images and audio', () => {
    const sandbox = sharePagePolicy({ sandboxOrigins: ['http://127.0.0.1:4000'] });
    expect(sandbox).toMatch(/img-src [^;]* http:\/\/127\.0\.0\.1:4000;/);
    expect(sandbox).toMatch(/media-src [^;]* http:\/\/127\.0\.0\.1:4000;/);
    expect(SHARE_PAGE_POLICY).not.toContain('127.0.0.1');
  });

  it('allows images and audio only over https from the platforms’ hosts', () => {
    const directives = Object.fromEntries(SHARE_PAGE_POLICY.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['media-src']).toEqual(expect.arrayContaining(['https://p.scdn.co', 'https://*.dzcdn.net', 'https://audio-ssl.itunes.apple.com']));
    for (const source of directives['media-src']!) expect(source).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+\.[a-z]+$/);
    expect(directives['img-src']).toContain('https://*.scdn.co');
    expect(directives['img-src']).toContain('https://*.mzstatic.com');
    for (const source of directives['img-src']!) expect(source).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+\.[a-z]+$/);
  });
});
