import { describe, expect, it } from 'vitest';
import { deezerTrack, issuePaths, spotifyTrack, without, ytmusicTrack } from './test-support';
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
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/released.*release_date/);
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
    // The union reports each branch's failures; the `released` branch names the field.
    expect(issuePaths(TrackWithReleasedSchema, value)).toContain(path);
    expect(TrackSchema.safeParse(value).success).toBe(false);
  });

  it('emits only the fields it knows', () => {
    const track = TrackSchema.parse({ ...spotifyTrack, popularity: 87 });
    expect(track).not.toHaveProperty('popularity');
  });
});
