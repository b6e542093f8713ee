import { describe, expect, it } from 'vitest';
import { PLATFORM_KEYS } from '../platform-keys';
import {
  ADD_PLAYLIST_REQUEST_SCHEMAS,
  AddPlaylistRequestSchema,
  isValidTrackId,
  MAX_ADD_PLAYLIST_TRACKS,
} from './add-playlist';
import { issuePaths } from '../../test/support/schemas';

const base = { user: 'nate@example.com', title: 'From Segue' };

const validIds = {
  applemusic: ['1440857781', 1440857781],
  spotify: ['2plbrEY59IikOBgBGLjaoe', '4uLU6hMCjMI75M1A2tKUQC'],
  deezer: ['2947516331', 3135556],
  tidal: ['381265362', 77646290],
  ytmusic: ['kPa7bsKwL-c', 'dQw4w9WgXcQ', '_-aBcDeFgHi'],
} as const;

const invalidIds = {
  applemusic: ['pl.1c35ac10cfe848aaa19f68ebe62ea46e', '0', '12a', '1234567890123456', -5, 1.5],
  spotify: ['2plbrEY59IikOBgBGLjao', 'spotify:track:2plbrEY59IikOBgBGLjaoe', '2plbrEY59IikOBgBGLja-e', 2947516331],
  deezer: ['abc', '', '-2947516331', 0, Number.MAX_SAFE_INTEGER + 2],
  tidal: ['33f585f7-3da8-4e4a-a7f9-403ac9cdd157', '381265362.0'],
  ytmusic: ['kPa7bsKwL-', 'kPa7bsKwL-cc', 'kPa7bsKwL!c', 1234567890],
} as const;

describe('add-playlist request', () => {
  it.each(PLATFORM_KEYS)('accepts %s track ids in the platform format', (platform) => {
    const body = { ...base, tracks: [...validIds[platform]] };
    expect(ADD_PLAYLIST_REQUEST_SCHEMAS[platform].parse(body).tracks).toEqual(body.tracks);
    for (const id of validIds[platform]) expect(isValidTrackId(platform, id)).toBe(true);
  });

  it.each(PLATFORM_KEYS)('rejects the whole %s request for one malformed id, naming its index', (platform) => {
    for (const bad of invalidIds[platform]) {
      const body = { ...base, tracks: [validIds[platform][0], bad] };
      const result = ADD_PLAYLIST_REQUEST_SCHEMAS[platform].safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['tracks.1']);
      expect(result.error?.issues[0]?.message).toContain(platform);
      expect(isValidTrackId(platform, bad)).toBe(false);
    }
  });

  it("rejects another platform's ids", () => {
    const spotifyIds = { ...base, tracks: ['2plbrEY59IikOBgBGLjaoe'] };
    expect(issuePaths(ADD_PLAYLIST_REQUEST_SCHEMAS.deezer, spotifyIds)).toEqual(['tracks.0']);
    expect(issuePaths(ADD_PLAYLIST_REQUEST_SCHEMAS.spotify, { ...base, tracks: ['2947516331'] })).toEqual(['tracks.0']);
  });

  it.each([
    ['user', { ...base, user: 'nate' }],
    ['title', { ...base, title: '  ' }],
    ['title', { user: base.user }],
    ['tracks', { ...base, tracks: [] }],
    ['tracks', { ...base, tracks: '2947516331' }],
    ['tracks', { ...base, tracks: Array.from({ length: MAX_ADD_PLAYLIST_TRACKS + 1 }, () => '1') }],
  ])('rejects a bad %s on every platform', (path, body) => {
    expect(issuePaths(AddPlaylistRequestSchema, { tracks: ['1'], ...body })).toEqual([path]);
    for (const platform of PLATFORM_KEYS) {
      const withIds = { tracks: [validIds[platform][0]], ...body };
      expect(issuePaths(ADD_PLAYLIST_REQUEST_SCHEMAS[platform], withIds)).toEqual([path]);
    }
  });

  it('the platform-free schema takes any non-empty id', () => {
    expect(AddPlaylistRequestSchema.parse({ ...base, tracks: ['x', 7] }).tracks).toEqual(['x', 7]);
    expect(issuePaths(AddPlaylistRequestSchema, { ...base, tracks: [''] })).toEqual(['tracks.0']);
  });
});
