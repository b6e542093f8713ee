import { describe, expect, it } from 'vitest';
import { ACOUSTIC_INSTRUMENTAL_CASES } from './cases/acoustic-instrumental-cases';
import { ARTIST_SEPARATOR_CASES } from './cases/artist-separator-cases';
import { COVER_CASES } from './cases/cover-cases';
import { DEMO_RERECORD_CASES } from './cases/demo-rerecord-cases';
import { DURATION_CASES } from './cases/duration-cases';
import { EDIT_CASES } from './cases/edit-cases';
import { EVIDENCE_CASES } from './cases/evidence-cases';
import { EXPLICIT_CASES } from './cases/explicit-cases';
import { FEATURED_CASES } from './cases/featured-cases';
import { ISRC_CASES } from './cases/isrc-cases';
import { LIVE_CASES } from './cases/live-cases';
import type { MatchCase } from './cases/match-case';
import { REMASTER_CASES } from './cases/remaster-cases';
import { REMIX_CASES } from './cases/remix-cases';
import { RERELEASE_CASES } from './cases/rerelease-cases';
import { ROMANISED_CASES } from './cases/romanised-cases';
import { SCRIPT_CASES } from './cases/script-cases';
import { SPEED_CASES } from './cases/speed-cases';
import { TYPOGRAPHY_CASES } from './cases/typography-cases';
import { UPLOAD_CASES } from './cases/upload-cases';
import { YOUTUBE_CASES } from './cases/youtube-cases';
import { findBestMatch } from './find-best-match';
import { REVIEW_THRESHOLD, VERIFIED_THRESHOLD } from './match-thresholds';

const GROUPS: Record<string, MatchCase[]> = {
  'remaster conventions': REMASTER_CASES,
  'featured artists': FEATURED_CASES,
  'artist separators': ARTIST_SEPARATOR_CASES,
  'live vs studio': LIVE_CASES,
  'remix vs original': REMIX_CASES,
  'acoustic, instrumental, karaoke, a cappella': ACOUSTIC_INSTRUMENTAL_CASES,
  'covers and shared titles': COVER_CASES,
  'sped up and slowed': SPEED_CASES,
  'demos and re-recordings': DEMO_RERECORD_CASES,
  'radio edits, extended and single versions': EDIT_CASES,
  'clean and explicit': EXPLICIT_CASES,
  'non-Latin scripts': SCRIPT_CASES,
  'accents and typography': TYPOGRAPHY_CASES,
  'isrc': ISRC_CASES,
  'duration gaps': DURATION_CASES,
  'youtube titles': YOUTUBE_CASES,
  'romanised and translated titles': ROMANISED_CASES,
  'release evidence: ISRC parts, albums, guests, classical': EVIDENCE_CASES,
  're-recordings, compilations, guests\' singles, names in two scripts': RERELEASE_CASES,
  'uploads: lyric channels, 8D, performances of a work': UPLOAD_CASES,
};

describe('findBestMatch table', () => {
  it('holds at least 120 real-world pairs', () => {
    expect(Object.values(GROUPS).flat().length).toBeGreaterThanOrEqual(120);
  });

  for (const [group, cases] of Object.entries(GROUPS)) {
    describe(group, () => {
      it.each(cases)('$name', (c) => {
        const result = findBestMatch(c.source, c.candidates);
        const explain = `reasons: ${result.reasons.join('; ')}`;
        expect(result.band, explain).toBe(c.band);
        expect(result.index, explain).toBe(c.index);
        expect(result.best, explain).toBe(c.index === -1 ? null : c.candidates[c.index]);
        if (c.band === 'verified') expect(result.confidence).toBeGreaterThanOrEqual(VERIFIED_THRESHOLD);
        else if (c.band === 'review') {
          expect(result.confidence).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
          expect(result.confidence).toBeLessThan(VERIFIED_THRESHOLD);
        } else expect(result.confidence).toBeLessThan(REVIEW_THRESHOLD);
      });
    });
  }
});

describe('findBestMatch', () => {
  it('answers none with a reason for an empty list', () => {
    expect(findBestMatch({ title: 'Yellow', artists: ['Coldplay'] }, [])).toEqual({
      best: null,
      index: -1,
      confidence: 0,
      band: 'none',
      reasons: ['no candidates'],
    });
  });

  it('explains a refusal with the closest candidate and its reasons', () => {
    const result = findBestMatch({ title: 'Hotel California', artists: ['Eagles'], durationMs: 391_000 }, [
      { title: 'Hotel California (Live on MTV, 1994)', artists: ['Eagles'], durationMs: 398_000 },
    ]);
    expect(result.band).toBe('none');
    expect(result.reasons[0]).toMatch(/^no candidate reached review; closest #0/);
    expect(result.reasons).toContain('version differs: studio vs live (mtv 1994)');
  });

  it('keeps the platform order on a full tie', () => {
    const a = { title: 'Yellow', artists: ['Coldplay'], durationMs: 266_000 };
    const b = { ...a };
    expect(findBestMatch(a, [b, { ...a }]).best).toBe(b);
  });
});
