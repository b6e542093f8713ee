import { describe, expect, it } from 'vitest';
import type { PlatformTrack } from '../platforms/types';
import { releaseMismatch } from './release-guard';

const track = (title: string, extra: Partial<PlatformTrack> = {}): PlatformTrack => ({
  platform: 'ytmusic',
  id: title,
  title,
  artists: ['A'],
  album: '',
  durationMs: 200_000,
  explicit: false,
  releaseDate: '',
  cover: '',
  preview: '',
  url: 'https://music.youtube.com/watch?v=x',
  ...extra,
});

describe('releaseMismatch', () => {
  it.each([
    ['Song', 'Song', null],
    ['Song - Remastered 2011', 'Song (Remastered 2011)', null],
    ['Song - Single Version', 'Song (Remastered 2026)', 'another release'],
    ['Song', 'Song (Remastered 2026)', 'another release'],
    ['Song (Mono)', 'Song', 'another release'],
  ])('%s vs %s', (a, b, expected) => {
    const result = releaseMismatch(track(a), track(b));
    if (expected === null) expect(result).toBeNull();
    else expect(result).toContain(expected);
  });

  it('refuses a clean edit for an explicit track', () => {
    expect(releaseMismatch(track('Song', { explicit: true }), track('Song'))).toMatch(/a clean release of an explicit track/);
  });

  it('leaves the decision to the ISRC when both sides have one', () => {
    expect(releaseMismatch(track('Song', { isrc: 'USAAA2400001' }), track('Song (Remastered 2026)', { isrc: 'USAAA2400001' }))).toBeNull();
  });
});
