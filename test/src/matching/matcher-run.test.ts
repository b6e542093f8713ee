import { PLATFORM_KEYS, type MatchResult, type TrackInfo } from '@segue/core';
import { generateCatalog } from '@segue/sandbox';
import { describe, expect, it } from 'vitest';
import { candidatesFor, precision, recall, runMatcher } from './matcher-run';

const catalog = generateCatalog(7, { recordings: 300 });
const none = (): MatchResult => ({ best: null, index: -1, confidence: 0, band: 'none', reasons: [] });

describe('runMatcher (pnpm bench:matcher)', () => {
  it('is deterministic and scores every kind from every platform pair', () => {
    const a = runMatcher(catalog, { plainEvery: 5 });
    expect(runMatcher(catalog, { plainEvery: 5 })).toEqual(a);
    for (const [kind, t] of a.byKind) {
      expect(t.cases, kind).toBeGreaterThan(0);
      expect(t.correct).toBeLessThanOrEqual(Math.min(t.claims, t.onTarget));
      expect(t.claims).toBe(t.correct + t.wrong);
    }
    expect(a.byPair.size).toBe(20);
    expect([...a.byPair.values()].reduce((n, t) => n + t.cases, 0)).toBe(a.total.cases);
  });

  it('counts no claim as perfect precision and no recall; a matcher taking the first candidate makes wrong claims on the hard kinds', () => {
    const silent = runMatcher(catalog, { match: none, plainEvery: 5 });
    expect([silent.total.claims, precision(silent.total), recall(silent.total)]).toEqual([0, 1, 0]);
    const first = runMatcher(catalog, { plainEvery: 5, match: (_s: TrackInfo, c: readonly TrackInfo[]) => ({ best: c[0] ?? null, index: 0, confidence: 1, band: 'verified', reasons: [] }) });
    for (const kind of ['rerecording', 'feat_version', 'kids_cover', 'classical'] as const) expect(first.byKind.get(kind)!.wrong, kind).toBeGreaterThan(0);
  });

  it('meets the trap: where only the feat. version is listed, the original ISRC finds it as a candidate', () => {
    const featured = catalog.recordings.find((r) => r.kind === 'feat_version' && r.decoyOf)!;
    const original = catalog.index.recording(featured.decoyOf!)!;
    const source = PLATFORM_KEYS.find((p) => original.platforms[p]?.isrc)!;
    const target = PLATFORM_KEYS.find((p) => featured.platforms[p]?.isrc && !original.platforms[p])!;
    expect(catalog.index.expectedListing(original, target)).toBeUndefined();
    expect(candidatesFor(catalog, original, source, target)).toContain(featured);
  });

  it('finds a romanised YouTube Music twin by its original title, so only the matcher can miss it', () => {
    const twin = catalog.recordings.find((r) => r.kind === 'script_twin' && r.platforms.spotify)!;
    expect(candidatesFor(catalog, twin, 'spotify', 'ytmusic')).toContain(twin);
  });
});
