import { describe, expect, it } from 'vitest';
import { deezerTrack, issuePaths, spotifyTrack, without, ytmusicTrack } from '../../test/support/schemas';
import { releaseDateOf, TrackSchema, TrackWithReleasedSchema } from './track';

describe('TrackSchema', () => {
  it('reads a track with `released`', () => {
    const track = TrackSchema.parse(spotifyTrack);
    expect(releaseDateOf(track)).toBe('2024-08-16');
    expect(track.match).toBeUndefined();
  });

  it('reads a track with `release_date`, a timestamp and a match', () => {
    const track = TrackSchema.parse(deezerTrack);
    expect('release_date' in track).toBe(true);
    expect(releaseDateOf(track)).toBe('2024-08-16T00:00:00.000+00:00');
    expect(track.match).toEqual({ method: 'isrc', confidence: 0.98 });
  });

  it('reads an empty date, album and cover', () => {
    const track = TrackSchema.parse(ytmusicTrack);
    expect(releaseDateOf(track)).toBe('');
    expect(track.isrc).toBeUndefined();
  });

  it('needs one of the two date names', () => {
    const result = TrackSchema.safeParse(without(spotifyTrack, 'released'));
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['released']);
    expect(result.error?.issues[0]?.message).toMatch(/released.*release_date/);
    expect(issuePaths(TrackSchema, { ...deezerTrack, release_date: '2024' })).toEqual(['release_date']);
  });

  it('prefers `released` when both names are set', () => {
    expect(releaseDateOf(TrackSchema.parse({ ...spotifyTrack, release_date: '' }))).toBe('2024-08-16');
  });

  it('writes `released` only in the Segue form', () => {
    expect(TrackWithReleasedSchema.parse(spotifyTrack).released).toBe('2024-08-16');
    expect(issuePaths(TrackWithReleasedSchema, deezerTrack)).toEqual(['released']);
  });

  it.each([
    ['title', { ...spotifyTrack, title: 42 }],
    ['duration', { ...spotifyTrack, duration: '4:1' }],
    ['duration', { ...spotifyTrack, duration: '251667' }],
    ['duration_milli', { ...spotifyTrack, duration_milli: 251.5 }],
    ['duration_milli', { ...spotifyTrack, duration_milli: -1 }],
    ['explicit', { ...spotifyTrack, explicit: 'false' }],
    ['artists', { ...spotifyTrack, artists: 'Lady Gaga, Bruno Mars' }],
    ['artists', { ...spotifyTrack, artists: [] }],
    ['released', { ...spotifyTrack, released: '16.08.2024' }],
    ['url', { ...spotifyTrack, url: 'open.spotify.com/track/2plbrEY59IikOBgBGLjaoe' }],
    ['isrc', { ...spotifyTrack, isrc: 'usum72409273' }],
    ['match.method', { ...spotifyTrack, match: { method: 'guess', confidence: 0.5 } }],
    ['match.confidence', { ...spotifyTrack, match: { method: 'search', confidence: 1.2 } }],
    ['id', without(spotifyTrack, 'id')],
    ['preview', without(spotifyTrack, 'preview')],
  ])('rejects a bad %s, naming it in the error path', (path, value) => {
    expect(issuePaths(TrackSchema, value)).toEqual([path]);
  });

  it('emits only the fields it knows', () => {
    const track = TrackSchema.parse({ ...spotifyTrack, popularity: 87 });
    expect(track).not.toHaveProperty('popularity');
  });
});
