import { describe, expect, it } from 'vitest';
import { parseAddPlaylist } from './parse-add-playlist';

const SPOTIFY = '4uLU6hMCjMI75M1A2tKUQC';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toMatchObject({ code: 'EBADREQUEST', status: 400 });
    return (error as Error).message;
  }
  throw new Error('expected a 400');
}

describe('parseAddPlaylist', () => {
  it('accepts ids in the platform format, integers as numbers too, and answers them as strings', () => {
    expect(parseAddPlaylist('deezer', { user: 'a@b.test', title: ' Mix ', tracks: ['3135556', 916424] })).toEqual({
      user: 'a@b.test',
      title: 'Mix',
      tracks: ['3135556', '916424'],
    });
    expect(parseAddPlaylist('spotify', { user: 'a@b.test', title: 'Mix', tracks: [SPOTIFY] }).tracks).toEqual([SPOTIFY]);
  });

  it.each([
    ['spotify', [SPOTIFY, '123'], '"123"', 'base62 id of 22 characters'],
    ['deezer', ['1', SPOTIFY], `"${SPOTIFY}"`, 'positive integer'],
    ['tidal', ['1', '-5', '0'], '"-5", "0"', 'positive integer'],
    ['applemusic', ['1440892237', 'i.abc'], '"i.abc"', 'positive integer'],
    ['ytmusic', ['dQw4w9WgXcQ', 'short'], '"short"', '11-character video id'],
  ] as const)('%s: names the bad ids and the expected format', (platform, tracks, named, format) => {
    const message = refusal(() => parseAddPlaylist(platform, { user: 'a@b.test', title: 'T', tracks }));
    expect(message).toContain(named);
    expect(message).toContain(format);
    expect(message).toContain(`of ${tracks.length} track ids are not ${platform} track ids`);
  });

  it('quotes the first ten bad ids and counts the rest', () => {
    const tracks = Array.from({ length: 25 }, (_, i) => `bad${i}`);
    const message = refusal(() => parseAddPlaylist('deezer', { user: 'a@b.test', title: 'T', tracks }));
    expect(message).toContain('"bad9" and 15 more');
    expect(message).not.toContain('"bad10"');
  });

  it('names a nested id by its kind, however deep, and cuts a long one short', () => {
    let deep: unknown = '1';
    for (let level = 0; level < 50_000; level += 1) deep = [deep];
    const message = refusal(() => parseAddPlaylist('deezer', { user: 'a@b.test', title: 'T', tracks: ['1', deep, { id: 2 }, 'x'.repeat(5000)] }));
    expect(message).toContain(`3 of 4 track ids are not deezer track ids: an array, an object, "${'x'.repeat(64)}…"`);
    expect(message.length).toBeLessThan(400);
  });

  it.each([
    [{ user: 'a@b.test', title: 'T', tracks: [] }, 'at least one track id'],
    [{ user: 'a@b.test', tracks: ['1'] }, 'title is required'],
    [{ user: 'not-an-email', title: 'T', tracks: ['1'] }, "user's e-mail"],
    [{ user: 'a@b.test', title: 'T', tracks: '1,2' }, 'array of track ids'],
    [null, 'expected object'],
  ])('refuses %j', (body, text) => {
    expect(refusal(() => parseAddPlaylist('deezer', body))).toContain(text);
  });
});
