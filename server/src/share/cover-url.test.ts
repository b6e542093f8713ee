import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { RECORDED_PLATFORMS, recordings, type RecordedPlatform } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { platformRecord } from '../platforms/registry';
import { hostMatches, platformImageUrl, platformPreviewUrl } from './cover-url';

// The YouTube Data API's bodies belong to YouTube Music's accounts.
const PLATFORM_OF: Record<RecordedPlatform, PlatformKey> = { spotify: 'spotify', applemusic: 'applemusic', deezer: 'deezer', tidal: 'tidal', ytmusic: 'ytmusic', youtube: 'ytmusic' };
const IMAGE_PARENT = /^(images|artwork|artworks|files|thumbnails|thumbnail|default|medium|high|standard|maxres|sources)$/;
const IMAGE_FIELD = /^(cover|picture)(_(small|medium|big|xl))?$/;
// A listener's own profile (its picture may be hosted anywhere, such as Facebook's CDN for old
// Spotify accounts) is never on a share page: only catalog and playlist art is.
const PROFILE = /^GET \/(v1\/me|user\/me|youtube\/v3\/channels)$/;

/** Every URL a body holds where an image goes: under `images`, `artwork`, `thumbnails`… or in Deezer's `cover*`/`picture*` fields. */
function imageUrls(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') {
    const key = path.at(-1) ?? '';
    const underImage = path.slice(-3).some((part) => IMAGE_PARENT.test(part));
    return /^https?:\/\//.test(value) && (IMAGE_FIELD.test(key) || (underImage && (key === 'url' || key === 'href'))) ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item) => imageUrls(item, path));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => imageUrls(item, [...path, key]));
  return [];
}

describe('platform image hosts', () => {
  it("cover every image URL in the platforms' recorded responses", () => {
    for (const recorded of RECORDED_PLATFORMS) {
      const platform = PLATFORM_OF[recorded];
      const urls = recordings(recorded)
        .filter((entry) => !PROFILE.test(entry.endpoint))
        .flatMap((entry) => imageUrls(entry.body))
        // Some sources replaced real hosts with the reserved .example domain (RFC 2606).
        .filter((url) => !new URL(url).hostname.endsWith('.example'))
        // A radio card's generated mosaic (music.youtube.com/image/radioart, in a recorded
        // unfiltered search): radios are no kind Segue answers with, and a web host is never
        // fetched for a share page (`platformImageUrl` refuses it, below).
        .filter((url) => !url.startsWith('https://music.youtube.com/image/radioart?'));
      expect(urls.length, `${recorded}: image URLs found`).toBeGreaterThan(0);
      const outside = urls.filter((url) => !platformRecord(platform).imageHosts.some((pattern) => hostMatches(new URL(url).hostname, pattern)));
      expect(outside, `${recorded} image URLs outside ${platform}'s imageHosts`).toEqual([]);
    }
  });

  it("cover every preview clip URL in the platforms' recorded responses", () => {
    // Deezer's and Spotify's clip fields, and the `url` of each of Apple Music's `previews`.
    const previews = (value: unknown, path: string[] = []): string[] => {
      const key = path.at(-1) ?? '';
      if (typeof value === 'string') return /^https:/.test(value) && (key === 'preview' || key === 'audio_preview_url' || (key === 'url' && path.at(-3) === 'previews')) ? [value] : [];
      if (Array.isArray(value)) return value.flatMap((item, i) => previews(item, [...path, String(i)]));
      if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, item]) => previews(item, [...path, k]));
      return [];
    };
    let found = 0;
    for (const recorded of RECORDED_PLATFORMS) {
      const platform = PLATFORM_OF[recorded];
      // Apple's documentation writes its examples on example.itunes.apple.com.
      const urls = recordings(recorded)
        .flatMap((entry) => previews(entry.body))
        .filter((url) => !new URL(url).hostname.endsWith('.example') && !new URL(url).hostname.startsWith('example.'));
      found += urls.length;
      expect(urls.filter((url) => platformPreviewUrl(url) === undefined || !platformRecord(platform).previewHosts.some((p) => hostMatches(new URL(url).hostname, p))), recorded).toEqual([]);
    }
    expect(found).toBeGreaterThan(100);
  });

  it('name only image hosts, never a platform API or web host', () => {
    const notImages = ['api.spotify.com', 'open.spotify.com', 'api.music.apple.com', 'music.apple.com', 'www.deezer.com', 'openapi.tidal.com', 'tidal.com', 'music.youtube.com', 'www.googleapis.com'];
    for (const key of PLATFORM_KEYS) {
      for (const host of notImages) expect(platformRecord(key).imageHosts.some((pattern) => hostMatches(host, pattern)), `${key}: ${host}`).toBe(false);
    }
  });
});

describe('platformImageUrl', () => {
  it.each([
    'https://i.scdn.co/image/ab67616d0000b273e319baafd16e84f0408af2a0',
    'https://is1-ssl.mzstatic.com/image/thumb/Music/v4/1d/2b/3c/x/640x640bb.jpg',
    'https://cdn-images.dzcdn.net/images/cover/2e018122cb56986277102d2041a592c8/1000x1000-000000-80-0-0.jpg',
    'https://resources.tidal.com/images/ad1c8a4b/640x640.jpg',
    'https://lh3.googleusercontent.com/abc=w544-h544-l90-rj',
  ])('keeps a cover from a platform image host: %s', (url) => {
    expect(platformImageUrl(url)).toBe(url);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['plain http', 'http://i.scdn.co/image/x'],
    ['another host', 'https://evil.example/cover.jpg'],
    ['a host ending like one', 'https://i.scdn.co.evil.example/x.jpg'],
    ['a lookalike suffix', 'https://evilmzstatic.com/x.jpg'],
    ['the bare domain of a wildcard', 'https://scdn.co/x.jpg'],
    ['credentials before the host', 'https://i.scdn.co@evil.example/x.jpg'],
    ['an odd port', 'https://i.scdn.co:8443/x.jpg'],
    ['a data URL', 'data:image/svg+xml,<svg/>'],
    ['nothing', ''],
  ])('drops %s', (_name, url) => {
    expect(platformImageUrl(url)).toBeUndefined();
  });
});
