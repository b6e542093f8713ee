import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBestMatch } from './find-best-match';
import { scoreCandidate } from './score-candidate';
import type { TrackInfo } from './track-info';

const WORDS = ['love', 'night', 'Café', 'Über', 'Любовь', '夜', '봄날', 'αγάπη', 'حب', 'दिल', 'don’t', 'rock & roll', 'pt. 2', '(i can’t)'];
const TAGS = ['', ' - Remastered 2011', ' (Live)', ' (feat. Sia)', ' [Tiësto Remix]', ' - Radio Edit', ' (Acoustic)', ' (Sped Up)', ' (Mono)'];
const ARTISTS = ['Queen', 'Lady Gaga & Bruno Mars', 'Beyoncé', 'Король и Шут', 'YOASOBI', 'Simon & Garfunkel', 'P!nk', 'The Weeknd'];

const title = fc
  .tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }), fc.constantFrom(...TAGS))
  .map(([words, tag]) => words.join(' ') + tag);
const track: fc.Arbitrary<TrackInfo> = fc.record(
  {
    title,
    artists: fc.uniqueArray(fc.constantFrom(...ARTISTS), { minLength: 1, maxLength: 3 }),
    durationMs: fc.integer({ min: 30_000, max: 1_500_000 }),
    album: fc.constantFrom('Greatest Hits', 'Café (Deluxe)', 'Любовь'),
    isrc: fc.constantFrom('USUM72409273', 'GBUM71029604'),
    explicit: fc.boolean(),
  },
  { requiredKeys: ['title', 'artists', 'durationMs'] },
);
const variant = (t: TrackInfo): fc.Arbitrary<TrackInfo> =>
  fc.record({ tag: fc.constantFrom(...TAGS), shift: fc.integer({ min: -15_000, max: 15_000 }), artists: fc.boolean() }).map((v) => ({
    ...t,
    title: t.title + v.tag,
    durationMs: (t.durationMs ?? 0) + v.shift,
    artists: v.artists ? t.artists.slice(0, 1) : t.artists,
  }));

describe('matching properties', () => {
  it('a track always matches itself as verified', () => {
    fc.assert(
      fc.property(track, (t) => {
        const r = findBestMatch(t, [{ ...t, artists: [...t.artists] }]);
        expect(r.band).toBe('verified');
        expect(r.index).toBe(0);
      }),
    );
  });

  it('scores are symmetric and within 0..1', () => {
    fc.assert(
      fc.property(track.chain((t) => fc.tuple(fc.constant(t), variant(t))), ([a, b]) => {
        const ab = scoreCandidate(a, b).score;
        const ba = scoreCandidate(b, a).score;
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(1);
        expect(Math.abs(ab - ba)).toBeLessThan(1e-9);
      }),
    );
  });

  it('a live take of a studio track never matches', () => {
    fc.assert(
      fc.property(track, (t) => {
        fc.pre(!/live/i.test(t.title));
        expect(findBestMatch(t, [{ ...t, title: `${t.title} (Live)` }]).band).toBe('none');
      }),
    );
  });

  it('the result always names the candidate it picked', () => {
    fc.assert(
      fc.property(track, fc.array(track, { maxLength: 10 }), (source, candidates) => {
        const r = findBestMatch(source, candidates);
        if (r.band === 'none') expect([r.best, r.index]).toEqual([null, -1]);
        else expect(r.best).toBe(candidates[r.index]);
      }),
    );
  });

  // Arbitrary Unicode makes every script's romaniser run on every call: 50 runs of six tracks
  // each are plenty to find a throw, and the timeout leaves room for a loaded machine.
  it('never throws, on any input', { timeout: 30_000 }, () => {
    const anyTrack = fc.record(
      {
        title: fc.string({ unit: 'binary', maxLength: 120 }),
        artists: fc.array(fc.string({ unit: 'binary', maxLength: 60 }), { maxLength: 4 }),
        durationMs: fc.oneof(fc.double(), fc.integer()),
        album: fc.string({ unit: 'binary', maxLength: 80 }),
        isrc: fc.string(),
        explicit: fc.boolean(),
        releaseDate: fc.string({ maxLength: 12 }),
        trackNumber: fc.integer(),
        isVideo: fc.boolean(),
      },
      { requiredKeys: ['title', 'artists'] },
    );
    fc.assert(
      fc.property(anyTrack, fc.array(anyTrack, { maxLength: 5 }), (source, candidates) => {
        const r = findBestMatch(source, candidates);
        expect(r.confidence).toBeGreaterThanOrEqual(0);
        expect(r.confidence).toBeLessThanOrEqual(1);
      }),
      { numRuns: 50 },
    );
  });

  it('answers on titles and names thousands of characters long (wanakana recursed once per kana and overflowed the stack)', () => {
    const kana = { title: 'よるにかける'.repeat(1_000), artists: ['ヨアソビ'.repeat(500)], durationMs: 261_000 };
    const latin = { title: 'yoru ni kakeru '.repeat(600), artists: ['yoasobi'], durationMs: 261_000 };
    expect(findBestMatch(kana, [latin, { ...kana }]).best).toEqual(kana);
    expect(findBestMatch(latin, [kana]).band).not.toBe('verified');
  });
});
