import { describe, expect, it } from 'vitest';
import { parseMusicUrl } from '../links/parse-music-url';
import { MUSIC_ENTITY_TYPES } from '../links/music-link';
import { splitUrl } from '../links/url-parts';
import { PLATFORM_KEYS } from '../platform-keys';
import { PLATFORM_EXAMPLES } from './examples';
import { PLATFORM_MATCHERS } from './index';

describe.each(PLATFORM_KEYS)('%s link examples', (key) => {
  const { links } = PLATFORM_EXAMPLES[key];
  const others = PLATFORM_KEYS.filter((other) => other !== key);

  it.each(links.map((example) => [example.url, example] as const))('%s', (_url, example) => {
    const parts = splitUrl(example.url);
    const own = parts === null ? null : PLATFORM_MATCHERS[key].match(parts);
    expect(own).toStrictEqual(example.expected);
    for (const other of others) {
      expect(parts === null ? null : PLATFORM_MATCHERS[other].match(parts), `${other} matcher`).toBeNull();
    }
    expect(parseMusicUrl(example.url)).toStrictEqual(example.expected);
  });

  it('covers every entity type with at least 25 links and some near misses', () => {
    const parsed = links.flatMap((example) => (example.expected === null ? [] : [example.expected]));
    expect(parsed.length).toBeGreaterThanOrEqual(25);
    expect(new Set(parsed.map((link) => link.type))).toStrictEqual(new Set(MUSIC_ENTITY_TYPES));
    expect(parsed.every((link) => link.platform === key)).toBe(true);
    expect(links.length - parsed.length).toBeGreaterThanOrEqual(5);
  });
});

describe('matcher registry', () => {
  it('files each matcher under its own key', () => {
    for (const key of PLATFORM_KEYS) expect(PLATFORM_MATCHERS[key].platform).toBe(key);
  });

  it('gives every host to exactly one platform', () => {
    const owners = new Map<string, string>();
    for (const key of PLATFORM_KEYS) {
      const matcher = PLATFORM_MATCHERS[key];
      for (const host of [...matcher.webHosts, ...matcher.shortLinkHosts]) {
        expect(owners.get(host), host).toBeUndefined();
        expect(host).toBe(host.toLowerCase());
        owners.set(host, key);
      }
    }
  });

  it('accepts only ids that match the whole declared pattern', () => {
    for (const key of PLATFORM_KEYS) {
      for (const pattern of Object.values(PLATFORM_MATCHERS[key].idPatterns)) {
        expect(pattern.source.startsWith('^') && pattern.source.endsWith('$'), `${key} ${pattern}`).toBe(true);
      }
    }
  });
});
