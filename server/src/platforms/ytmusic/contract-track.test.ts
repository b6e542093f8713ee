import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../errors/platform-error';
import { route } from '../../../test/support/platforms/recorded-platform';
import { clientVersion } from './api';
import { CONTRACT_NOW, artistNames, browseIdOf, clockMs, findAll, pageTypeOf, recordedYtMusic, runsOf, textOf, coverOf, type Json, type RecordedYtMusic } from '../../../test/support/platforms/ytmusic-contract';

let env: RecordedYtMusic | undefined;

const queueOf = (body: unknown): Json[] => findAll(body, 'playlistPanelRenderer')[0]!.contents as Json[];

/** The song a queue entry shows, as the body states it. */
function expectedSong(video: Json) {
  const byline = runsOf(video.longBylineText);
  const album = byline.find((r) => browseIdOf(r)?.startsWith('MPRE'));
  const year = byline.map((r) => r.text).find((t) => /^\d{4}$/.test(t));
  return {
    id: video.videoId as string,
    title: textOf(video.title),
    // A video uploaded by a user names its channel instead of an artist.
    artists: artistNames(byline).length > 0 ? artistNames(byline) : byline.filter((r) => pageTypeOf(r) === 'MUSIC_PAGE_TYPE_USER_CHANNEL').map((r) => r.text),
    album: album?.text ?? '',
    ...(album ? { albumId: browseIdOf(album) } : {}),
    durationMs: clockMs(textOf(video.lengthText)),
    releaseDate: year ?? '',
    cover: coverOf(video.thumbnail.thumbnails),
    url: `https://music.youtube.com/watch?v=${video.videoId as string}`,
  };
}

describe('YouTube Music watch queue (next) with songs that have a video counterpart', () => {
  const recorded = recording('ytmusic', 'next-wrapped-radio-2025-06.json');
  const queue = queueOf(recorded.body);
  const wrapped = queue.filter((e) => e.playlistPanelVideoWrapperRenderer);
  const plain = queue.filter((e) => e.playlistPanelVideoRenderer);

  it('is recorded with both kinds of entry, the first one wrapped', () => {
    expect(queue[0]!.playlistPanelVideoWrapperRenderer).toBeDefined();
    expect(wrapped.length).toBeGreaterThan(0);
    expect(plain.length).toBeGreaterThan(0);
  });

  it('reads the song inside playlistPanelVideoWrapperRenderer.primaryRenderer instead of "no song"', async () => {
    const song = queue[0]!.playlistPanelVideoWrapperRenderer.primaryRenderer.playlistPanelVideoRenderer as Json;
    env = await recordedYtMusic([route(recorded)]);
    const track = await env.adapter.getTrack(song.videoId as string);
    const expected = expectedSong(song);
    expect(track).toMatchObject({ ...expected, explicit: false, platform: 'ytmusic' });
    expect(track.artists.length).toBeGreaterThan(0);
    expect(track.albumId).toMatch(/^MPREb_/);
    const sent = JSON.parse(env.platform.requests[0]!.body) as Json;
    expect(sent.videoId).toBe(song.videoId);
    expect(sent.context.client).toMatchObject({ clientName: 'WEB_REMIX', clientVersion: clientVersion(CONTRACT_NOW) });
  });

  it('reads the video counterpart when the link is to the music video', async () => {
    const video = wrapped[0]!.playlistPanelVideoWrapperRenderer.counterpart[0].counterpartRenderer.playlistPanelVideoRenderer as Json;
    env = await recordedYtMusic([route(recorded)]);
    const track = await env.adapter.getTrack(video.videoId as string);
    expect(track.id).toBe(video.videoId);
    expect(track.title).toBe(textOf(video.title));
    expect(track.durationMs).toBe(clockMs(textOf(video.lengthText)));
  });

  it.each([0, 1, 2])('reads wrapped entry %i and plain entries alike', async (n) => {
    const entries = [wrapped[n + 1], plain[n]].filter((e) => e !== undefined);
    env = await recordedYtMusic([route(recorded)]);
    for (const entry of entries) {
      const video = (entry.playlistPanelVideoRenderer ?? entry.playlistPanelVideoWrapperRenderer.primaryRenderer.playlistPanelVideoRenderer) as Json;
      const track = await env.adapter.getTrack(video.videoId as string);
      const expected = expectedSong(video);
      expect(track).toMatchObject(expected);
      if (!('albumId' in expected)) expect(track.albumId).toBeUndefined();
    }
  });
});

describe('YouTube Music watch queue (next) of a song without a video counterpart', () => {
  it('reads the plain playlistPanelVideoRenderer, artists from the unlinked byline', async () => {
    const recorded = recording('ytmusic', 'next-unwrapped-2023.json');
    const video = queueOf(recorded.body)[0]!.playlistPanelVideoRenderer as Json;
    env = await recordedYtMusic([route(recorded)]);
    const track = await env.adapter.getTrack(video.videoId as string);
    const byline = runsOf(video.longBylineText);
    expect(track.title).toBe(textOf(video.title));
    expect(track.artists).toEqual([byline[0]!.text]);
    expect(track.durationMs).toBe(clockMs(textOf(video.lengthText)));
    expect(track.cover).toBe(coverOf(video.thumbnail.thumbnails));
  });

  it('answers "no song" for an id the queue does not hold', async () => {
    env = await recordedYtMusic([route(recording('ytmusic', 'next-unwrapped-2023.json'))]);
    await expect(env.adapter.getTrack('zzzzzzzzzzz')).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('InnerTube error bodies', () => {
  it('a 400 INVALID_ARGUMENT on browse is "not found", with Google\'s message', async () => {
    const recorded = recording('ytmusic', 'error-browse-400-invalid-argument.json');
    env = await recordedYtMusic([route(recorded)]);
    const error = await env.adapter.getArtist('UCzzzzzzzzzzzzzzzzzzzzzz').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'not_found' });
    expect((error as Error).message).toContain((recorded.body as Json).error.message);
  });

  it('a 400 on search stays a bad response, not "not found"', async () => {
    const recorded = recording('ytmusic', 'error-browse-400-invalid-argument.json');
    env = await recordedYtMusic([route(recorded, { endpoint: 'POST /youtubei/v1/search' })]);
    await expect(env.adapter.searchTracks({ title: 'x', artists: [] })).rejects.toMatchObject({ code: 'bad_response' });
  });
});

describe('InnerTube client version', () => {
  it('is derived from the UTC date of the injected clock, so it never ages', () => {
    expect(clientVersion(Date.UTC(2026, 10, 24, 23, 59))).toBe('1.20261124.01.00');
    expect(clientVersion(Date.UTC(2027, 0, 2))).toBe('1.20270102.01.00');
  });
});
