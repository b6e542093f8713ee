import { describe, expect, it } from 'vitest';
import { OMITTED_TRACK_CODES, OmittedTrackSchema } from '@segue/core/schemas';
import type { PlatformAdapter, PlatformTrack } from '../platforms/types';
import { catalogCapabilities } from '../../test/support/conversion/catalog-capabilities';
import { matchTracks, type MatchDeps } from './match-tracks';
import { platformResult } from '../tasks/playlist-payload';
import { searchMatch } from './search-match';
import type { StoredOutcome } from './track-outcome';

const track = (fields: Partial<PlatformTrack> = {}): PlatformTrack => ({
  platform: 'spotify',
  id: 'src',
  title: 'Northern Lights',
  artists: ['Ana Vale'],
  album: 'Northern Lights',
  durationMs: 200_000,
  explicit: false,
  releaseDate: '2001-05-04',
  cover: '',
  preview: '',
  url: 'https://open.spotify.com/track/src',
  ...fields,
});

const capabilities = catalogCapabilities();

/** A target whose search answers `found` for every query. */
function searching(found: PlatformTrack[]): PlatformAdapter {
  const none = () => Promise.reject(new Error('not used'));
  return {
    platform: 'deezer',
    region: '',
    capabilities,
    getTrack: none,
    getAlbum: none,
    getArtist: none,
    getPlaylist: none,
    lookupIsrcs: none,
    searchTracks: async () => found,
    searchAlbums: none,
    searchArtists: none,
  };
}

const on = (fields: Partial<PlatformTrack>) => track({ platform: 'deezer', id: 'cand', url: 'https://www.deezer.com/track/1', ...fields });

describe('omitted track codes', () => {
  it('says not_found when the search finds nothing', async () => {
    expect(await searchMatch(searching([]), 'deezer', track(), [])).toMatchObject({ found: false, code: 'not_found' });
  });

  it('says no_match when no candidate is the same recording', async () => {
    const other = on({ title: 'Completely Different Song', artists: ['Someone Else'], durationMs: 95_000 });
    expect(await searchMatch(searching([other]), 'deezer', track(), [])).toMatchObject({ found: false, code: 'no_match' });
  });

  it('returns an uncertain candidate marked review for one track, omits it as uncertain_match in a playlist, and remembers it neither as a pair nor as a miss', async () => {
    const near = on({ durationMs: 209_000 });
    const decision = await searchMatch(searching([near]), 'deezer', track(), []);
    expect(decision).toMatchObject({ found: true, band: 'review', track: { id: 'cand' } });
    const saved: unknown[] = [];
    const deps = {
      mappings: { findMany: async () => new Map(), save: async (_k: string, pairs: unknown[]) => void saved.push(...pairs) },
      misses: { findActive: async () => new Map(), record: async (_k: string, misses: unknown[]) => void saved.push(...misses) },
      isrcMisses: { findMany: async () => new Map(), record: async (_catalog: unknown, misses: unknown[]) => void saved.push(...misses), forget: async () => {} },
      snapshots: { save: async () => {} },
      now: () => new Date('2026-01-01T00:00:00Z'),
      searchConcurrency: 2,
    } as unknown as MatchDeps;
    const [outcome] = await matchTracks({ ...deps, uncertain: 'return' }, [track()], 'deezer', searching([near]));
    expect(outcome).toMatchObject({ kind: 'matched', track: { id: 'cand' }, match: { method: 'search', band: 'review' } });
    expect(outcome?.kind === 'matched' && outcome.match.confidence).toBeLessThan(0.9);
    const [inPlaylist] = await matchTracks(deps, [track()], 'deezer', searching([near]));
    expect(inPlaylist).toMatchObject({ kind: 'omitted', code: 'uncertain_match', best: { id: 'cand' } });
    expect(inPlaylist?.kind === 'omitted' && inPlaylist.reason).toMatch(/^only an uncertain match on Deezer \(confidence 0\.\d\d\): see best_candidate$/);
    expect(saved).toEqual([]);
  });

  it('says other_release when the closest is the same song on another release', async () => {
    const remaster = on({ title: 'Northern Lights - 2011 Remaster' });
    expect(await searchMatch(searching([remaster]), 'deezer', track(), [])).toMatchObject({ found: false, code: 'other_release' });
  });

  it('says not_under_isrc when a trusted ISRC lookup finds nothing, no_search where the target cannot search, lookup_failed when it fails', async () => {
    const deps = {
      mappings: { findMany: async () => new Map(), save: async () => {} },
      misses: { findActive: async () => new Map(), record: async () => {} },
      isrcMisses: { findMany: async () => new Map(), record: async () => {}, forget: async () => {} },
      snapshots: { save: async () => {} },
      now: () => new Date('2026-01-01T00:00:00Z'),
      searchConcurrency: 2,
      isrcMiss: 'trust',
    } as unknown as MatchDeps;
    const batched = { ...searching([]), capabilities: { ...capabilities, isrcLookup: { batchSize: 25 } }, lookupIsrcs: async () => new Map() };
    const source = track({ isrc: 'USXXX2400001' });
    expect(await matchTracks(deps, [source], 'deezer', batched)).toMatchObject([{ kind: 'omitted', code: 'not_under_isrc' }]);
    const blind = { ...batched, capabilities: { ...batched.capabilities, search: false } };
    expect(await matchTracks({ ...deps, isrcMiss: 'search' }, [source], 'deezer', blind)).toMatchObject([{ kind: 'omitted', code: 'no_search' }]);
    const down = { ...searching([]), searchTracks: () => Promise.reject(new Error('down')) };
    const [failed] = await matchTracks(deps, [track()], 'deezer', down);
    expect(failed?.kind).toBe('failed');
    expect(platformResult([track()], [failed!]).omitted[0]?.code).toBe('lookup_failed');
  });

  it('answers a remembered miss with the code it was recorded with, and a text that does not change with time', async () => {
    const miss = { misses: 1, code: 'other_release', reason: 'the closest match on Deezer is not the same release', confidence: 0.93, best: null, retryAt: new Date('2026-01-01T06:00:00Z') };
    const deps = {
      mappings: { findMany: async () => new Map(), save: async () => {} },
      misses: { findActive: async () => new Map([['src', miss]]), record: async () => {} },
      isrcMisses: { findMany: async () => new Map(), record: async () => {}, forget: async () => {} },
      snapshots: { save: async () => {} },
      now: () => new Date('2026-01-01T00:00:00Z'),
      searchConcurrency: 2,
    } as unknown as MatchDeps;
    const [outcome] = await matchTracks(deps, [track()], 'deezer', searching([]));
    expect(outcome).toMatchObject({ kind: 'omitted', code: 'other_release', confidence: 0.93 });
    expect(outcome?.kind === 'omitted' && outcome.reason).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('reports every outcome with a code of the enumerated list; a failed lookup is lookup_failed', () => {
    const sources = [track({ id: 'a' }), track({ id: 'b' }), track({ id: 'c' })];
    const outcomes: StoredOutcome[] = [
      { kind: 'omitted', code: 'not_under_isrc', reason: 'not on TIDAL under its ISRC' },
      { kind: 'failed', reason: 'TIDAL failed while looking for this track (unavailable)' },
      // Stored by a version without codes.
      { kind: 'omitted', reason: 'not found on TIDAL' } as StoredOutcome,
    ];
    const { omitted } = platformResult(sources, outcomes);
    expect(omitted.map((o) => o.code)).toEqual(['not_under_isrc', 'lookup_failed', 'no_match']);
    for (const entry of omitted) expect(OmittedTrackSchema.safeParse(entry).success).toBe(true);
    expect(OmittedTrackSchema.safeParse({ ...omitted[0], code: 'gone' }).success).toBe(false);
    expect(OMITTED_TRACK_CODES).toContain('no_search');
  });
});
