import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { simulator } from './index';
import { playerSchema, searchResponseSchema, shelfSchema, watchNextSchema, type listItemSchema } from './innertube-wire-schemas';

/**
 * The hard cases as YouTube Music shows them: official and user-uploaded videos (found by the
 * videos filter, never by the songs filter), and art tracks credited to a `- Topic` channel
 * under a romanised title that search still finds by the original one.
 */
const catalog = testCatalog();
let started: StartedPlatform;
const context = { client: { clientName: 'WEB_REMIX', clientVersion: '1.20261124.01.00', hl: 'en', gl: 'US' }, user: {} };
const SONGS = 'EgWKAQIIAWoMEA4QChADEAQQCRAF';
const VIDEOS = 'EgWKAQIQAWoMEA4QChADEAQQCRAF';

async function post(endpoint: string, body: Record<string, unknown>): Promise<unknown> {
  const res = await fetch(`${started.sandbox.urls.ytmusic.api}/youtubei/v1/${endpoint}?alt=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ context, ...body }),
  });
  expect(res.status).toBe(200);
  return res.json();
}

type Row = z.infer<typeof listItemSchema>['musicResponsiveListItemRenderer'];
async function searchRows(query: string, params: string): Promise<Row[]> {
  const page = searchResponseSchema.parse(await post('search', { query, params }));
  const sections = page.contents.tabbedSearchResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents;
  return sections.flatMap((s) => shelfSchema.safeParse(s).data?.musicShelfRenderer.contents ?? []).map((r) => r.musicResponsiveListItemRenderer);
}
const runs = (row: Row, i: number) => row.flexColumns[i]?.musicResponsiveListItemFlexColumnRenderer.text.runs ?? [];
const videoTypeOf = (row: Row) => (runs(row, 0)[0]?.navigationEndpoint as { watchEndpoint?: { watchEndpointMusicSupportedConfigs?: { watchEndpointMusicConfig: { musicVideoType: string } } } })?.watchEndpoint?.watchEndpointMusicSupportedConfigs?.watchEndpointMusicConfig.musicVideoType;
const browseOf = (run: { navigationEndpoint?: unknown } | undefined) =>
  (run?.navigationEndpoint as { browseEndpoint?: { browseId: string; browseEndpointContextSupportedConfigs: { browseEndpointContextMusicConfig: { pageType: string } } } })?.browseEndpoint;

beforeAll(async () => {
  started = await startPlatform('ytmusic', simulator, catalog);
});
afterAll(() => started.sandbox.close());

const uploads = catalog.recordings.filter((r) => r.platforms.ytmusic?.videoType === 'ugc');
const official = catalog.recordings.find((r) => r.platforms.ytmusic?.videoType === 'omv')!;
const twin = catalog.recordings.find((r) => r.kind === 'script_twin')!;

describe('YouTube Music videos and Topic credits', () => {
  it('finds videos with the videos filter only, as video rows: uploader • views • length', async () => {
    const upload = uploads[0]!;
    const listing = upload.platforms.ytmusic!;
    const rows = await searchRows(listing.title, VIDEOS);
    const row = rows.find((r) => runs(r, 0)[0]?.text === listing.title)!;
    expect(videoTypeOf(row)).toBe('MUSIC_VIDEO_TYPE_UGC');
    expect(runs(row, 1).map((r) => r.text)).toEqual([listing.artists[0], ' \u2022 ', expect.stringMatching(/^\d+(\.\d)?[KM] views$/), ' \u2022 ', expect.stringMatching(/^\d+:\d\d$/)]);
    // An uploader that is no artist opens as a user channel.
    expect(browseOf(runs(row, 1)[0])?.browseEndpointContextSupportedConfigs.browseEndpointContextMusicConfig.pageType).toBe('MUSIC_PAGE_TYPE_USER_CHANNEL');
    const songs = await searchRows(listing.title, SONGS);
    expect(songs.every((r) => videoTypeOf(r) === 'MUSIC_VIDEO_TYPE_ATV')).toBe(true);
    expect(songs.some((r) => runs(r, 0)[0]?.text === listing.title)).toBe(false);
  });

  it('plays a video as what it is: player and queue say OMV, with no video counterpart', async () => {
    const id = official.platforms.ytmusic!.id;
    const player = (await post('player', { videoId: id })) as { videoDetails: Record<string, unknown> };
    expect(playerSchema.parse(player).videoDetails?.videoId).toBe(id);
    expect(player.videoDetails).toMatchObject({ author: official.platforms.ytmusic!.artists[0], musicVideoType: 'MUSIC_VIDEO_TYPE_OMV' });
    const next = watchNextSchema.parse(await post('next', { videoId: id }));
    const first = next.contents.singleColumnMusicWatchNextResultsRenderer.tabbedRenderer.watchNextTabbedResultsRenderer.tabs[0]!.tabRenderer.content!.musicQueueRenderer.content!.playlistPanelRenderer.contents[0]!;
    expect('playlistPanelVideoRenderer' in first).toBe(true);
    expect(JSON.stringify(first)).toContain('MUSIC_VIDEO_TYPE_OMV');
  });

  it('credits a romanised twin to the Topic channel and finds it by its original title', async () => {
    const listing = twin.platforms.ytmusic!;
    const artist = catalog.index.artist(twin.artistIds[0]!)!;
    const rows = await searchRows(`${twin.title} ${artist.name}`, SONGS);
    const row = rows.find((r) => runs(r, 0)[0]?.text === listing.title)!;
    expect(row).toBeDefined();
    expect(runs(row, 1)[0]?.text).toBe(`${artist.name} - Topic`);
    expect(browseOf(runs(row, 1)[0])?.browseId).toBe(artist.topicChannelId);
    // Browsing the Topic channel opens the artist's page.
    expect(JSON.stringify(await post('browse', { browseId: artist.topicChannelId }))).toContain(artist.name);
  });
});
