import { TrackWithReleasedSchema } from '@segue/core/schemas';
import { describe, expect, it } from 'vitest';
import { apiReleaseDate, normalizeReleaseDate } from './release-date';
import { formatDuration, toApiTrack } from './to-api-track';
import type { PlatformTrack } from './types';

const track: PlatformTrack = {
  platform: 'deezer',
  id: '2947516331',
  title: 'Die With A Smile',
  artists: ['Lady Gaga', 'Bruno Mars'],
  album: 'Die With A Smile',
  albumId: '629506181',
  durationMs: 250_000,
  isrc: 'USUM72409273',
  explicit: false,
  releaseDate: '2024-08-16',
  cover: 'https://cdn-images.dzcdn.net/images/cover/x/1000x1000-000000-80-0-0.jpg',
  preview: '',
  url: 'https://www.deezer.com/track/2947516331',
};

describe('toApiTrack', () => {
  it('produces a Track the API schema accepts', () => {
    const api = toApiTrack(track);
    expect(TrackWithReleasedSchema.parse(api)).toEqual(api);
    expect(api).toMatchObject({ duration: '4:10', duration_milli: 250_000, released: '2024-08-16', isrc: 'USUM72409273' });
  });

  it('leaves isrc out when the platform has none', () => {
    expect('isrc' in toApiTrack({ ...track, isrc: undefined })).toBe(false);
  });

  it.each([
    [0, '0:00'],
    [59_499, '0:59'],
    [59_500, '1:00'],
    [251_667, '4:12'],
    [3_725_000, '62:05'],
  ])('formats %d ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('normalizeReleaseDate', () => {
  it.each([
    ['2024-08-16', '2024-08-16'],
    ['2024-08-16T07:00:00Z', '2024-08-16'],
    // A partial date stays partial (the API gives it as empty: see apiReleaseDate).
    ['1981-12', '1981-12'],
    ['1981', '1981'],
    ['0000-00-00', ''],
    ['2024-02-31', ''],
    ['', ''],
    [null, ''],
    ['soon', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeReleaseDate(raw)).toBe(expected);
  });
});

describe('apiReleaseDate', () => {
  it.each([
    ['2024-08-16', '2024-08-16'],
    // The API has no year or month form: a partial date is unknown there, never a made-up first day.
    ['1981-12', ''],
    ['1981', ''],
    ['', ''],
  ])('%j → %j', (date, expected) => {
    expect(apiReleaseDate(date)).toBe(expected);
  });
});
