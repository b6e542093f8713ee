import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLATFORM_KEYS } from '../platform-keys';
import { PLATFORM_EXAMPLES } from '../platforms/examples';
import { PLATFORM_MATCHERS } from '../platforms/index';
import { MUSIC_ENTITY_TYPES, type MusicLink } from './music-link';
import { parseMusicUrl } from './parse-music-url';
import { toCanonicalUrl } from './to-canonical-url';

const EXAMPLE_URLS = PLATFORM_KEYS.flatMap((key) => PLATFORM_EXAMPLES[key].links.map((example) => example.url));

/** A result is either null or a link whose id has the exact shape its platform declares. */
function expectWellFormed(result: MusicLink | null): void {
  if (result === null) return;
  expect(PLATFORM_KEYS).toContain(result.platform);
  expect(MUSIC_ENTITY_TYPES).toContain(result.type);
  expect(result.id).toMatch(PLATFORM_MATCHERS[result.platform].idPatterns[result.type]);
  if (result.storefront !== undefined) expect(result.storefront).toMatch(/^[a-z]{2}$/);
}

// Edits that turn a real link into the kind of damaged text people paste.
const edit = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.string({ maxLength: 4 }) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('case' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({
    kind: fc.constant('splice' as const),
    at: fc.nat(),
    text: fc.constantFrom('/', '?', '#', '&', ':', '%', '%E0%A4%A', '@', 'id', '/u', '?i=', '&v=', '//', ' ', '\u0000'),
  }),
);

function applyEdit(url: string, change: typeof edit extends fc.Arbitrary<infer E> ? E : never): string {
  const at = url.length === 0 ? 0 : change.at % url.length;
  switch (change.kind) {
    case 'insert':
    case 'splice':
      return url.slice(0, at) + change.text + url.slice(at);
    case 'delete':
      return url.slice(0, at) + url.slice(at + change.length);
    case 'case': {
      const part = url.slice(at, at + change.length);
      const flipped = part === part.toUpperCase() ? part.toLowerCase() : part.toUpperCase();
      return url.slice(0, at) + flipped + url.slice(at + change.length);
    }
  }
}

const mutatedExample = fc
  .tuple(fc.constantFrom(...EXAMPLE_URLS), fc.array(edit, { minLength: 1, maxLength: 4 }))
  .map(([url, edits]) => edits.reduce(applyEdit, url));

describe('parseMusicUrl never throws', () => {
  it('on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })), (text) => {
        expectWellFormed(parseMusicUrl(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('on arbitrary web URLs, with queries and fragments', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expectWellFormed(parseMusicUrl(url));
      }),
      { numRuns: 500 },
    );
  });

  it('on mutated example links', () => {
    fc.assert(
      fc.property(mutatedExample, (url) => {
        expectWellFormed(parseMusicUrl(url));
      }),
      { numRuns: 2000 },
    );
  });

  it('on values that are not strings at all', () => {
    for (const value of [undefined, null, 42, {}, ['https://youtu.be/dQw4w9WgXcQ']]) {
      expect(parseMusicUrl(value as unknown as string)).toBeNull();
    }
  });
});

// Any valid link of any platform and type, ids drawn from each platform's own id pattern.
const validLink: fc.Arbitrary<MusicLink> = fc.oneof(
  ...PLATFORM_KEYS.flatMap((platform) =>
    MUSIC_ENTITY_TYPES.map((type) => {
      const id = fc.stringMatching(PLATFORM_MATCHERS[platform].idPatterns[type]);
      if (platform !== 'applemusic') return id.map((value): MusicLink => ({ platform, type, id: value }));
      return fc
        .tuple(id, fc.option(fc.stringMatching(/^[a-z]{2}$/), { nil: undefined }))
        .map(([value, storefront]): MusicLink =>
          storefront === undefined ? { platform, type, id: value } : { platform, type, id: value, storefront },
        );
    }),
  ),
);

/** The link the canonical URL reads back as: Apple's canonical URL names the `us` storefront when none was set. */
function readBack(link: MusicLink): MusicLink {
  return link.platform === 'applemusic' && link.storefront === undefined ? { ...link, storefront: 'us' } : link;
}

describe('parseMusicUrl ∘ toCanonicalUrl', () => {
  it('gives back every valid link', () => {
    fc.assert(
      fc.property(validLink, (link) => {
        expect(parseMusicUrl(toCanonicalUrl(link))).toStrictEqual(readBack(link));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives back every valid link through pasting noise', () => {
    const noise = fc.record({
      dropScheme: fc.boolean(),
      shoutHost: fc.boolean(),
      trailingSlash: fc.boolean(),
      params: fc.subarray(['si=4b0c1d2e', 'utm_source=copy-link', 'utm_medium=share', 'context=spotify%3Aalbum%3Ax', '_branch_match_id=123', 'pi=u-abc', 'gclid=Cj0', 'feature=share']),
      fragment: fc.option(fc.constantFrom('t=30', 'section', ''), { nil: undefined }),
      padding: fc.constantFrom('', ' ', '\n', '\t '),
    });
    fc.assert(
      fc.property(validLink, noise, (link, n) => {
        let url = toCanonicalUrl(link);
        const q = url.indexOf('?');
        let path = q < 0 ? url : url.slice(0, q);
        const query = q < 0 ? [] : [url.slice(q + 1)];
        if (n.trailingSlash) path += '/';
        if (n.dropScheme) path = path.replace('https://', '');
        if (n.shoutHost) path = path.replace(/^((?:https:\/\/)?)([^/]+)/, (_m, scheme: string, host: string) => scheme + host.toUpperCase());
        const params = [...query, ...n.params];
        url = path + (params.length > 0 ? `?${params.join('&')}` : '') + (n.fragment === undefined ? '' : `#${n.fragment}`);
        expect(parseMusicUrl(n.padding + url + n.padding)).toStrictEqual(readBack(link));
      }),
      { numRuns: 1000 },
    );
  });
});
