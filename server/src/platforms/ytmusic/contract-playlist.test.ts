import { recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { startRecordedPlatform, route } from '../../../test/support/platforms/recorded-platform';
import { createYtMusicApi } from './api';
import {
  COUNT,
  artistNames,
  browseIdOf,
  clockMs,
  findAll,
  fixedText,
  flexRuns,
  isExplicitRow,
  pageTypeOf,
  recordedYtMusic,
  textOf,
  coverOf,
  type Json,
  type RecordedYtMusic,
} from '../../../test/support/platforms/ytmusic-contract';
import { rowToTrack } from './mappers';
import { continuationRows } from './page-parts';

let env: RecordedYtMusic | undefined;

const PLAYLISTS = [
  'browse-playlist-chart-2025-01.json',
  'browse-playlist-collaborative-2025-10.json',
  'browse-playlist-editable-2024-07.json',
  'browse-playlist-2024-06.json',
];

/** What a playlist row says about its song, read straight from the columns. */
function expectedRow(row: Json) {
  const runs = (row.flexColumns as Json[]).slice(1).flatMap((_, i) => flexRuns(row, i + 1));
  const artists = [...artistNames(runs), ...runs.filter((r) => browseIdOf(r)?.startsWith('FEmusic_library_privately_owned_artist')).map((r) => r.text)];
  const channels = runs.filter((r) => pageTypeOf(r) === 'MUSIC_PAGE_TYPE_USER_CHANNEL').map((r) => r.text);
  // Without any link, the artists are the plain text of column 1 ("A, B & C").
  const plain = flexRuns(row, 1).every((r) => !r.navigationEndpoint) ? textOf(row.flexColumns[1].musicResponsiveListItemFlexColumnRenderer.text).split(/, | & /).filter(Boolean) : [];
  const album = runs.find((r) => pageTypeOf(r) === 'MUSIC_PAGE_TYPE_ALBUM' || browseIdOf(r)?.startsWith('MPRE'));
  const clock = fixedText(row) || runs.map((r) => r.text).find((t) => /^\d+:\d{2}$/.test(t)) || '';
  return { artists: artists.length > 0 ? artists : channels.length > 0 ? channels : plain, album, durationMs: clockMs(clock) };
}

describe.each(PLAYLISTS)('YouTube Music playlist page %s', (file) => {
  it('maps the header and every row as the body states them, and reads no suggestions', async () => {
    const recorded = recording('ytmusic', file);
    env = await recordedYtMusic([route(recorded, { bodyIncludes: '"browseId":"VLPLrecorded"' })]);
    const playlist = await env.adapter.getPlaylist('PLrecorded');
    const body = recorded.body as Json;
    const header = findAll(body, 'musicResponsiveHeaderRenderer')[0]!;

    expect(playlist.id).toBe('PLrecorded');
    expect(playlist.title).toBe(textOf(header.title));
    expect(playlist.description).toBe(textOf(header.description?.musicDescriptionShelfRenderer?.description) || (body.microformat?.microformatDataRenderer?.description ?? ''));
    expect(playlist.cover).toBe(coverOf(header.thumbnail.musicThumbnailRenderer.thumbnail.thumbnails));

    const rows = findAll(findAll(body, 'musicPlaylistShelfRenderer')[0], 'musicResponsiveListItemRenderer');
    expect(playlist.tracks.map((t) => t.id)).toEqual(rows.map((r) => r.playlistItemData.videoId));
    playlist.tracks.forEach((track, i) => {
      const row = rows[i]!;
      const expected = expectedRow(row);
      expect(track.title).toBe(textOf(row.flexColumns[0].musicResponsiveListItemFlexColumnRenderer.text));
      expect(track.artists).toEqual(expected.artists);
      expect(track.album).toBe(expected.album?.text ?? '');
      const albumId = browseIdOf(expected.album ?? { text: '' });
      expect(track.albumId).toBe(albumId?.startsWith('MPRE') ? albumId : undefined);
      expect(track.durationMs).toBe(expected.durationMs);
      expect(track.durationMs).toBeGreaterThan(0);
      expect(track.explicit).toBe(isExplicitRow(row));
      for (const artist of track.artists) expect(artist).not.toMatch(COUNT);
    });
    // The section list's own continuation loads suggestions, not rows: one request only.
    expect(env.platform.requests).toHaveLength(1);
  });
});

describe('YouTube Music playlist quirks', () => {
  it('reads the title of a playlist the signed-in user owns through musicEditablePlaylistDetailHeaderRenderer', async () => {
    const recorded = recording('ytmusic', 'browse-playlist-editable-2024-07.json');
    const wrapper = findAll(recorded.body, 'musicEditablePlaylistDetailHeaderRenderer')[0]!;
    env = await recordedYtMusic([route(recorded)]);
    const playlist = await env.adapter.getPlaylist('PLrecorded');
    expect(playlist.title).toBe(textOf(wrapper.header.musicResponsiveHeaderRenderer.title));
    expect(playlist.owner).toBe(textOf(wrapper.header.musicResponsiveHeaderRenderer.straplineTextOne));
  });

  it('takes row durations from fixedColumns (chart playlist: no duration in any flex column)', async () => {
    const recorded = recording('ytmusic', 'browse-playlist-chart-2025-01.json');
    const rows = findAll(recorded.body, 'musicResponsiveListItemRenderer');
    for (const row of rows) expect(((row.flexColumns as Json[]).map((c) => textOf(c.musicResponsiveListItemFlexColumnRenderer.text))).join(' ')).not.toMatch(/\b\d+:\d{2}\b/);
    env = await recordedYtMusic([route(recorded)]);
    const playlist = await env.adapter.getPlaylist('PLrecorded');
    expect(playlist.tracks.map((t) => t.durationMs)).toEqual(rows.map((r) => clockMs(fixedText(r))));
  });

  it('prefers linked artists over the user channel that added the row (collaborative playlist)', async () => {
    const recorded = recording('ytmusic', 'browse-playlist-editable-2024-07.json');
    const first = findAll(recorded.body, 'musicResponsiveListItemRenderer')[0]!;
    expect(pageTypeOf(flexRuns(first, 1)[0]!)).toBe('MUSIC_PAGE_TYPE_USER_CHANNEL');
    env = await recordedYtMusic([route(recorded)]);
    const playlist = await env.adapter.getPlaylist('PLrecorded');
    expect(playlist.tracks[0]!.artists).toEqual(artistNames(flexRuns(first, 2)));
  });

  it('reads a 2025 continuation page: its rows, and the token for the page after', async () => {
    const recorded = recording('ytmusic', 'browse-playlist-continuation-2025-06.json');
    const items = (recorded.body as Json).onResponseReceivedActions[0].appendContinuationItemsAction.continuationItems as Json[];
    const token = items.at(-1)!.continuationItemRenderer.continuationEndpoint.continuationCommand.token as string;
    const bare = await startRecordedPlatform('ytmusic', [route(recorded, { bodyIncludes: '"continuation":"T1"' })]);
    const api = createYtMusicApi({ baseUrl: bare.url, http: bare.http });
    const page = continuationRows(await api.continuation('T1', false));
    const rows = items.filter((i) => i.musicResponsiveListItemRenderer).map((i) => i.musicResponsiveListItemRenderer as Json);
    expect(page.continuation).toEqual({ token, legacy: false });
    const tracks = page.items.map((i) => rowToTrack(i.musicResponsiveListItemRenderer!));
    expect(tracks.map((t) => t?.id)).toEqual(rows.map((r) => r.playlistItemData?.videoId));
    tracks.forEach((track, i) => {
      expect(track?.title).toBe(textOf(rows[i]!.flexColumns[0].musicResponsiveListItemFlexColumnRenderer.text));
      expect(track?.artists).toEqual(expectedRow(rows[i]!).artists);
      expect(track?.durationMs).toBe(expectedRow(rows[i]!).durationMs);
    });
    expect(bare.requests[0]!.body).toContain('"continuation":"T1"');
  });
});
