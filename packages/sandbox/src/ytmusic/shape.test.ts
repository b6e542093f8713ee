import { compareShapes, recordingsOf } from '@segue/recorded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { simulator } from './index';
import { videoCounterpartOf } from './yt-text';

/**
 * The YouTube Music simulator's catalog answers (InnerTube `WEB_REMIX`) held against bodies
 * recorded from the real service (`@segue/recorded`, data/ytmusic): each answer is compared key
 * path by key path with the recordings of the same kind of page.
 */
const catalog = testCatalog();
let started: StartedPlatform;
beforeAll(async () => {
  started = await startPlatform('ytmusic', simulator, catalog);
});
afterAll(() => started.sandbox.close());

const context = { client: { clientName: 'WEB_REMIX', clientVersion: '1.20261124.01.00', hl: 'en', gl: 'US' }, user: {} };

async function post(endpoint: string, body: Record<string, unknown>): Promise<unknown> {
  const res = await fetch(`${started.sandbox.urls.ytmusic.api}/youtubei/v1/${endpoint}?alt=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ context, ...body }),
  });
  return res.json();
}

/** Recorded bodies of one endpoint whose file names start with one of `prefixes`. */
function recorded(endpoint: string, ...prefixes: string[]): unknown[] {
  const bodies = recordingsOf('ytmusic', endpoint)
    .filter((r) => prefixes.some((p) => r.file.startsWith(p)))
    .map((r) => r.body);
  expect(bodies.length).toBeGreaterThan(0);
  return bodies;
}

/**
 * What the simulator leaves out or cannot know. Every InnerTube renderer carries opaque logging and
 * menu payloads that no reader uses; the simulator sends the ones readers meet and says so here.
 */
const SEARCH = '$.contents.tabbedSearchResultsRenderer.tabs[].tabRenderer.content.sectionListRenderer';
const ROWS = {
  album: '$.contents.twoColumnBrowseResultsRenderer.secondaryContents.sectionListRenderer.contents[].musicShelfRenderer.contents[].musicResponsiveListItemRenderer',
  playlist: '$.contents.twoColumnBrowseResultsRenderer.secondaryContents.sectionListRenderer.contents[].musicPlaylistShelfRenderer.contents[].musicResponsiveListItemRenderer',
  continuation: '$.onResponseReceivedActions[].appendContinuationItemsAction.continuationItems[].musicResponsiveListItemRenderer',
  artist: '$.contents.singleColumnBrowseResultsRenderer.tabs[].tabRenderer.content.sectionListRenderer.contents[].musicShelfRenderer.contents[].musicResponsiveListItemRenderer',
  search: `${SEARCH}.contents[].musicShelfRenderer.contents[].musicResponsiveListItemRenderer`,
  searchContinuation: '$.continuationContents.musicShelfContinuation.contents[].musicResponsiveListItemRenderer',
};
const QUEUE = '$.contents.singleColumnMusicWatchNextResultsRenderer.tabbedRenderer.watchNextTabbedResultsRenderer.tabs[].tabRenderer.content.musicQueueRenderer';
const MENU = "the row's action menu (radio, queue, library, share) belongs to the web player's UI; no reader uses it";
const BADGES =
  'explicit badges, recorded on album and search rows (browse-album-17-2026-05.json); sent for explicit songs only, which the recordings of this page happen not to hold, or do hold when the simulated page has none';

/** What the simulator leaves out or cannot match, each with the reason. */
const allow: Record<string, string> = {
  '$.responseContext*': 'experiment flags, visitor data and service tracking differ per request; no reader uses them',
  ...Object.fromEntries(Object.values(ROWS).map((row) => [`${row}.menu*`, MENU])),
  ...Object.fromEntries([ROWS.playlist, ROWS.continuation, ROWS.artist, ROWS.search, ROWS.searchContinuation].map((row) => [`${row}.badges*`, BADGES])),
  [`${QUEUE}.content.playlistPanelRenderer.contents[].playlistPanelVideoWrapperRenderer.primaryRenderer.playlistPanelVideoRenderer.badges*`]: BADGES,
  [`${QUEUE}.content.playlistPanelRenderer.contents[].playlistPanelVideoRenderer.menu`]: MENU,
  [`${QUEUE}.subHeaderChipCloud`]: 'the "All / Familiar / Discover" chips of the web player; no reader uses them',
  [`${SEARCH}.header`]: 'the filter chips above the results; no reader uses them',
  [`${SEARCH}.contents[].musicShelfRenderer.continuations`]:
    'sent only when there are more than 20 results, as the simulator does (the continuation tests below); the queries of these tests have fewer',
  '$.contents': 'the "About these results" notice 2026 continuation answers repeat above the rows (search-continuation-*-2026-01.json); no reader uses it',
  '$.header': 'the filter chips 2026 continuation answers repeat (search-continuation-*-2026-01.json); no reader uses them',
  [`${ROWS.playlist.replace('.musicResponsiveListItemRenderer', '')}.continuationItemRenderer*`]:
    'first pages of playlists over 100 rows end in a continuation item (2025 layout); the recorded first page with one is 3.3 MB and not stored',
  [`${ROWS.continuation}.musicItemRendererDisplayPolicy`]: 'greys out unplayable rows; only one continuation page is recorded and all its rows carry it',
  [`${ROWS.continuation}.flexColumns[].musicResponsiveListItemFlexColumnRenderer.text.runs[].navigationEndpoint.watchEndpoint.params`]:
    'opaque player parameters; only one continuation page is recorded',
  [`${ROWS.continuation}.overlay.musicItemThumbnailOverlayRenderer.content.musicPlayButtonRenderer.playNavigationEndpoint.watchEndpoint.params`]:
    'opaque player parameters; only one continuation page is recorded',
};

/** One recorded videos search only: what it alone sends, and no reader uses, is allowed besides. */
const videoAllow: Record<string, string> = {
  ...allow,
  [`${SEARCH}.contents[].itemSectionRenderer`]: 'the "About these results" notice above 2026 filtered results; no reader uses it',
  [`${ROWS.search}.flexColumns[].musicResponsiveListItemFlexColumnRenderer.text.runs[].navigationEndpoint.watchEndpoint.playerParams`]:
    'opaque player parameters some recorded video rows carry',
  [`${ROWS.search}.overlay.musicItemThumbnailOverlayRenderer.content.musicPlayButtonRenderer.playNavigationEndpoint.watchEndpoint.playerParams`]:
    'opaque player parameters some recorded video rows carry',
};

const youtube = (r: (typeof catalog.recordings)[number]) => r.platforms.ytmusic;
const songs = catalog.recordings.flatMap((r) => (youtube(r) ? [youtube(r)!] : []));

describe('YouTube Music simulator shapes against recorded InnerTube responses', () => {
  it('album page (browse MPREb_…)', async () => {
    const album = catalog.albums.find((a) => a.platforms.ytmusic)!;
    const body = await post('browse', { browseId: album.platforms.ytmusic!.id });
    expect(compareShapes(recorded('POST /youtubei/v1/browse', 'browse-album-'), body, { allow })).toEqual([]);
  });

  it('artist page (browse UC…)', async () => {
    const artist = catalog.artists.find((a) => a.platformIds.ytmusic)!;
    const body = await post('browse', { browseId: artist.platformIds.ytmusic });
    expect(compareShapes(recorded('POST /youtubei/v1/browse', 'browse-artist-'), body, { allow })).toEqual([]);
  });

  it('playlist page (browse VLPL…), editorial and user-owned', async () => {
    const bodies = recorded('POST /youtubei/v1/browse', 'browse-playlist-chart', 'browse-playlist-collaborative', 'browse-playlist-editable', 'browse-playlist-2024');
    for (const playlist of [
      catalog.playlists.find((p) => p.platform === 'ytmusic' && !p.ownerUserId && p.recordingIds.length === 12)!,
      catalog.playlists.find((p) => p.platform === 'ytmusic' && p.ownerUserId)!,
      // The hard cases' playlist holds official videos and uploads next to songs.
      catalog.index.playlist('pls-ytmusic-h0001')!,
    ]) {
      const body = await post('browse', { browseId: `VL${playlist.platformId}` });
      expect(compareShapes(bodies, body, { allow })).toEqual([]);
    }
  });

  it('album audio playlist (browse VLOLAK5uy_…): no header, no microformat', async () => {
    const album = catalog.albums.find((a) => a.platforms.ytmusic?.playlistId)!;
    const body = await post('browse', { browseId: `VL${album.platforms.ytmusic!.playlistId!}` });
    expect(compareShapes(recorded('POST /youtubei/v1/browse', 'browse-playlist-audio-'), body, { allow })).toEqual([]);
  });

  it('playlist continuation page (browse {"continuation"})', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'ytmusic' && p.recordingIds.length === 300)!;
    const first = JSON.stringify(await post('browse', { browseId: `VL${playlist.platformId}` }));
    const token = /"continuationCommand":\{"token":"([^"]+)"/.exec(first)![1];
    const body = await post('browse', { continuation: token });
    expect(compareShapes(recorded('POST /youtubei/v1/browse', 'browse-playlist-continuation-'), body, { allow })).toEqual([]);
  });

  it('watch queue (next), wrapped and plain entries', async () => {
    const bodies = recorded('POST /youtubei/v1/next', 'next-');
    for (const song of [songs.find((l) => videoCounterpartOf(l.id))!, songs.find((l) => !videoCounterpartOf(l.id))!]) {
      const body = await post('next', { videoId: song.id });
      expect(compareShapes(bodies, body, { allow })).toEqual([]);
    }
  });

  it.each([
    ['songs', 'EgWKAQIIAWoMEA4QChADEAQQCRAF', ['search-songs-']],
    ['albums', 'EgWKAQIYAWoMEA4QChADEAQQCRAF', ['search-albums-']],
    ['artists', 'EgWKAQIgAWoMEA4QChADEAQQCRAF', ['search-artists-']],
  ])('search with the %s filter', async (_kind, params, prefixes) => {
    const song = songs[0]!;
    const body = await post('search', { query: `${song.title} ${song.artists[0] ?? ''}`, params });
    expect(compareShapes(recorded('POST /youtubei/v1/search', ...prefixes), body, { allow })).toEqual([]);
  });

  it('search with the videos filter: official videos and user uploads', async () => {
    const bodies = recorded('POST /youtubei/v1/search', 'search-videos-');
    for (const type of ['omv', 'ugc']) {
      const video = catalog.recordings.find((r) => r.platforms.ytmusic?.videoType === type)!.platforms.ytmusic!;
      const body = await post('search', { query: video.title, params: 'EgWKAQIQAWoMEA4QChADEAQQCRAF' });
      expect(JSON.stringify(body)).toContain(`MUSIC_VIDEO_TYPE_${type.toUpperCase()}`);
      expect(compareShapes(bodies, body, { allow: videoAllow })).toEqual([]);
    }
  });

  // "strangers" finds 55 songs and "the" 48 albums in the test catalog: pages 1 and 2 both continue.
  it.each([
    ['songs', 'EgWKAQIIAWoMEA4QChADEAQQCRAF', 'strangers', ['search-songs-'], ['search-continuation-songs-', 'search-continuation-videos-']],
    ['albums', 'EgWKAQIYAWoMEA4QChADEAQQCRAF', 'the', ['search-albums-'], ['search-continuation-albums-']],
  ])('search with the %s filter past 20 results, and its continuation page (search?ctoken=…)', async (_kind, params, query, pages, continuations) => {
    const first = await post('search', { query, params });
    expect(compareShapes(recorded('POST /youtubei/v1/search', ...pages), first, { allow })).toEqual([]);
    const token = /"nextContinuationData":\{"continuation":"([^"]+)"/.exec(JSON.stringify(first))![1]!;
    const res = await fetch(`${started.sandbox.urls.ytmusic.api}/youtubei/v1/search?ctoken=${token}&continuation=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ context }),
    });
    expect(compareShapes(recorded('POST /youtubei/v1/search', ...continuations), await res.json(), { allow })).toEqual([]);
  });

  it('search without a filter, and a search that finds nothing', async () => {
    const bodies = recorded('POST /youtubei/v1/search', 'search-top-result', 'search-highlighted', 'search-unfiltered-', 'search-no-results');
    for (const query of [songs[0]!.title, 'zzqx nothing matches this']) {
      expect(compareShapes(bodies, await post('search', { query }), { allow })).toEqual([]);
    }
  });

  it('error body of an id InnerTube does not know', async () => {
    const res = await fetch(`${started.sandbox.urls.ytmusic.api}/youtubei/v1/browse?alt=json`, {
      method: 'POST',
      body: JSON.stringify({ context, browseId: 'MPREb_zzzzzzzzzzz' }),
    });
    expect(compareShapes(recorded('POST /youtubei/v1/browse', 'error-'), await res.json(), { allow })).toEqual([]);
  });
});
