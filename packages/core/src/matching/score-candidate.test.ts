import { describe, expect, it } from 'vitest';
import { REVIEW_THRESHOLD, VERIFIED_THRESHOLD } from './match-thresholds';
import { scoreCandidate } from './score-candidate';
import type { TrackInfo } from './track-info';

const base: TrackInfo = {
  title: 'Die With A Smile',
  artists: ['Lady Gaga', 'Bruno Mars'],
  album: 'Die With A Smile',
  durationMs: 251_667,
  isrc: 'USUM72409273',
  explicit: false,
};

describe('scoreCandidate', () => {
  it('accepts an equal ISRC when duration and title agree', () => {
    const r = scoreCandidate(base, { ...base, artists: ['Lady Gaga'], durationMs: 250_000 });
    expect(r.reasons).toEqual(['title equal', 'duration -1.7s', 'artists overlap (2/3)', 'isrc equal', 'album equal']);
    expect(r.score).toBeGreaterThanOrEqual(VERIFIED_THRESHOLD);
  });

  it('does not accept an equal ISRC 7 s away: review at most', () => {
    const r = scoreCandidate(base, { ...base, durationMs: base.durationMs! + 7_000 });
    expect(r.reasons).toContain('isrc equal but duration or title disagree');
    expect(r.score).toBeLessThan(VERIFIED_THRESHOLD);
    expect(r.score).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });

  it('rejects different versions whatever the ISRC says', () => {
    expect(scoreCandidate(base, { ...base, title: 'Die With A Smile (Live)' })).toEqual({
      score: 0,
      reasons: ['version differs: studio vs live'],
    });
    expect(scoreCandidate({ ...base, title: 'Die With A Smile - Sped Up' }, base).reasons).toEqual([
      'version differs: sped up vs original',
    ]);
  });

  it('rejects a duration gap past 10 s, and past 2.5 % for long tracks', () => {
    expect(scoreCandidate(base, { ...base, durationMs: base.durationMs! + 12_000 })).toEqual({
      score: 0,
      reasons: ['title equal', 'duration +12.0s beyond 10s'],
    });
    const long = { ...base, durationMs: 1_200_000 };
    expect(scoreCandidate(long, { ...long, isrc: undefined, durationMs: 1_225_000 }).score).toBeGreaterThan(0);
    expect(scoreCandidate(long, { ...long, isrc: undefined, durationMs: 1_231_000 }).score).toBe(0);
  });

  it('rejects when no artist is shared', () => {
    const r = scoreCandidate({ ...base, isrc: undefined }, { ...base, isrc: undefined, artists: ['Bruno Major'] });
    expect(r).toEqual({ score: 0, reasons: ['title equal', 'duration +0.0s', 'no primary artist in common'] });
  });

  it('counts the album as a small signal only; a clean/explicit difference without an equal ISRC holds it under verified', () => {
    const plain = { ...base, isrc: undefined };
    const later = { ...plain, durationMs: base.durationMs! + 4_500 };
    const same = scoreCandidate(plain, later).score;
    const otherAlbum = scoreCandidate(plain, { ...later, album: 'Mayhem' }).score;
    const explicit = scoreCandidate(plain, { ...plain, explicit: true });
    expect(otherAlbum).toBeLessThan(same);
    expect(same - otherAlbum).toBeLessThanOrEqual(0.05);
    expect(explicit.reasons).toContain('explicit differs: clean vs explicit');
    expect(explicit.score).toBeLessThan(VERIFIED_THRESHOLD);
    const sameIsrc = scoreCandidate(base, { ...base, explicit: true });
    expect(sameIsrc.score).toBeGreaterThanOrEqual(VERIFIED_THRESHOLD);
  });

  it('caps a title that is only similar to review', () => {
    const r = scoreCandidate(
      { title: 'Sweet Child O Mine', artists: ["Guns N' Roses"], durationMs: 356_000 },
      { title: 'Sweet Child of Mine', artists: ['Guns N Roses'], durationMs: 356_000 },
    );
    expect(r.reasons[0]).toMatch(/^title similar \(0\.9\d\)$/);
    expect(r.score).toBeLessThan(VERIFIED_THRESHOLD);
    expect(r.score).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });

  it('never matches titles whose numbers differ', () => {
    const r = scoreCandidate(
      { title: 'Another Brick in the Wall, Pt. 1', artists: ['Pink Floyd'], durationMs: 190_000 },
      { title: 'Another Brick in the Wall, Pt. 2', artists: ['Pink Floyd'], durationMs: 190_000 },
    );
    expect(r.score).toBe(0);
  });
});
