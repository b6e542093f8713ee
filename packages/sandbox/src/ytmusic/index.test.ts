import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Recording } from '../catalog/model';
import { startPlatform, testCatalog, type StartedPlatform } from '../test-fixtures/start-platform';
import { simulator } from './index';
import { videoCounterpartOf } from './yt-text';
import type {
  listItemSchema} from './innertube-wire-schemas';
import {
  errorSchema,
  playerSchema,
  searchResponseSchema,
  shelfSchema,
  watchNextSchema,
} from './innertube-wire-schemas';

const catalog = testCatalog();
let started: StartedPlatform;
const context = { client: { clientName: 'WEB_REMIX', clientVersion: '1.20251001.01.00', hl: 'en', gl: 'US' }, user: {} };
const SONGS = 'EgWKAQIIAWoMEA4QChADEAQQCRAF';

async function post(endpoint: string, body: Record<string, unknown>, withContext = true) {
  const res = await fetch(`${started.sandbox.urls.ytmusic.api}/youtubei/v1/${endpoint}?alt=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(withContext ? { context, ...body } : body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

beforeAll(async () => {
  started = await startPlatform('ytmusic', simulator, catalog);
});
afterAll(() => started.sandbox.close());
const yt = (r: Recording) => r.platforms.ytmusic;

type Row = z.infer<typeof listItemSchema>['musicResponsiveListItemRenderer'];
const columnRuns = (row: Row, i: number) => row.flexColumns[i]?.musicResponsiveListItemFlexColumnRenderer.text.runs ?? [];

const rec = catalog.recordings.find((r) => !r.decoyKind && r.featuredArtistIds.length === 0 && yt(r) && !yt(r)!.explicit && !r.version)!;
const song = rec.platforms.ytmusic!;

describe('YouTube Music requests', () => {
  it('requires the WEB_REMIX client context', async () => {
    for (const body of [{}, { context: { client: { clientName: 'WEB', clientVersion: '2.0' } } }]) {
      const r = await post('search', { ...body, query: 'x' }, false);
      expect(r.status).toBe(400);
      expect(errorSchema.parse(r.body).error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    }
  });

  it('answers unknown browse ids and paths with 404 NOT_FOUND', async () => {
    for (const browseId of ['VLPLnothing', 'MPREb_nothing00', 'UCnothingnothingnothing0', 'FEmusic_home']) {
      const r = await post('browse', { browseId });
      expect(r.status).toBe(404);
      expect(errorSchema.parse(r.body).error.status).toBe('NOT_FOUND');
    }
    expect((await post('nothing', {})).status).toBe(404);
    expect((await post('browse', { continuation: 'garbage' })).status).toBe(400);
  });
});

describe('YouTube Music search', () => {
  it('returns a Songs shelf for the songs filter with title, artists • album • duration and an ATV watch endpoint', async () => {
    const r = await post('search', { query: `${song.title} ${song.artists[0]}`, params: SONGS });
    const page = searchResponseSchema.parse(r.body);
    const sections = page.contents.tabbedSearchResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents;
    const shelf = shelfSchema.parse(sections[0]).musicShelfRenderer;
    const row = shelf.contents[0]!.musicResponsiveListItemRenderer;
    const [title] = columnRuns(row, 0);
    expect(title?.text).toBe(song.title);
    expect(title?.navigationEndpoint).toMatchObject({
      watchEndpoint: { videoId: song.id, watchEndpointMusicSupportedConfigs: { watchEndpointMusicConfig: { musicVideoType: 'MUSIC_VIDEO_TYPE_ATV' } } },
    });
    const details = columnRuns(row, 1);
    expect(details[0]?.text).toBe(song.artists[0]);
    expect(details[0]?.navigationEndpoint).toMatchObject({ browseEndpoint: { browseId: expect.stringMatching(/^UC/) as unknown } });
    expect(details.map((d) => d.text)).toContain(' \u2022 ');
    expect(details.find((d) => (d.navigationEndpoint as { browseEndpoint?: { browseId: string } } | undefined)?.browseEndpoint?.browseId.startsWith('MPREb_'))?.text).toBe(
      catalog.index.albumByPlatformId('ytmusic', song.albumId)?.platforms.ytmusic?.title,
    );
    const seconds = Math.round(song.durationMs / 1000);
    expect(details.at(-1)?.text).toBe(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);
  });

  it('marks explicit songs with a badge', async () => {
    const explicit = catalog.recordings.find((r) => yt(r)?.explicit)!.platforms.ytmusic!;
    const page = searchResponseSchema.parse((await post('search', { query: `${explicit.title} ${explicit.artists[0]}`, params: SONGS })).body);
    const shelf = shelfSchema.parse(page.contents.tabbedSearchResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents[0]);
    const row = shelf.musicShelfRenderer.contents.find((c) => c.musicResponsiveListItemRenderer.playlistItemData?.videoId === explicit.id);
    expect(row?.musicResponsiveListItemRenderer.badges?.[0]?.musicInlineBadgeRenderer.accessibilityData.accessibilityData.label).toBe('Explicit');
    const plain = shelf.musicShelfRenderer.contents.find((c) => c.musicResponsiveListItemRenderer.playlistItemData?.videoId !== explicit.id);
    if (plain && !catalog.index.recordingByPlatformId('ytmusic', plain.musicResponsiveListItemRenderer.playlistItemData!.videoId)!.platforms.ytmusic!.explicit) {
      expect(plain.musicResponsiveListItemRenderer.badges).toBeUndefined();
    }
  });

  it('groups unfiltered results in Songs, Albums and Artists shelves, songs labelled "Song"', async () => {
    const artist = catalog.index.artist(rec.artistIds[0]!)!;
    const raw = (await post('search', { query: artist.name })).body;
    const page = searchResponseSchema.parse(raw);
    const [, ...rest] = page.contents.tabbedSearchResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents;
    expect(JSON.stringify(raw).indexOf('"musicCardShelfRenderer"')).toBeLessThan(JSON.stringify(raw).indexOf('"musicShelfRenderer"'));
    expect(raw).toMatchObject({ contents: { tabbedSearchResultsRenderer: { tabs: [{ tabRenderer: { content: { sectionListRenderer: { contents: expect.arrayContaining([expect.objectContaining({ musicCardShelfRenderer: expect.objectContaining({ header: { musicCardShelfHeaderBasicRenderer: expect.objectContaining({ title: { runs: [{ text: 'Top result' }] } }) } }) })]) } } } }] } } });
    const shelves = rest.map((s) => shelfSchema.parse(s).musicShelfRenderer);
    expect(shelves.slice(0, 3).map((s) => s.title?.runs[0]?.text)).toEqual(['Songs', 'Albums', 'Artists']);
    expect(shelves[0]!.contents.length).toBeLessThanOrEqual(3);
    expect(columnRuns(shelves[0]!.contents[0]!.musicResponsiveListItemRenderer, 1)[0]?.text).toBe('Song');
    expect(shelves[2]!.contents[0]!.musicResponsiveListItemRenderer.navigationEndpoint?.browseEndpoint.browseId).toBe(artist.platformIds.ytmusic);
  });

  it('continues a filtered shelf past 20 rows with a legacy token, to the last hit, each once', async () => {
    const ids = (text: string) => [...text.matchAll(/"playlistItemData":\{"videoId":"([^"]+)"/g)].map((m) => m[1]);
    const token = (text: string) => /"nextContinuationData":\{"continuation":"([^"]+)"/.exec(text)?.[1];
    let page = await post('search', { query: 'strangers', params: SONGS });
    const seen = ids(page.text);
    expect(seen).toHaveLength(20);
    for (let next = token(page.text); next; next = token(page.text)) {
      const res = await fetch(`${started.sandbox.urls.ytmusic.api}/youtubei/v1/search?ctoken=${next}&continuation=${next}`, { method: 'POST', body: JSON.stringify({ context }) });
      page = { status: res.status, text: await res.text(), body: undefined };
      expect(page.text).toContain('"musicShelfContinuation"');
      seen.push(...ids(page.text));
    }
    const songs = catalog.recordings.filter((r) => yt(r) && !yt(r)!.videoType && `${yt(r)!.title} ${yt(r)!.artists.join(' ')}`.toLowerCase().includes('strangers'));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(songs.length);
  });

  it('answers no match with a lone itemSectionRenderer and an unknown filter with 400', async () => {
    const page = searchResponseSchema.parse((await post('search', { query: 'qqqzzz', params: SONGS })).body);
    expect(page.contents.tabbedSearchResultsRenderer.tabs[0]!.tabRenderer.content.sectionListRenderer.contents[0]).toHaveProperty('itemSectionRenderer');
    expect((await post('search', { query: 'x', params: 'bogus' })).status).toBe(400);
  });

  it('never carries an ISRC', async () => {
    const texts = [
      (await post('search', { query: song.title, params: SONGS })).text,
      (await post('next', { videoId: song.id })).text,
      (await post('player', { videoId: song.id })).text,
      (await post('browse', { browseId: song.albumId })).text,
    ];
    for (const text of texts) {
      expect(text.toLowerCase()).not.toContain('isrc');
      expect(text).not.toContain(rec.isrc);
    }
  });
});

describe('YouTube Music watch pages', () => {
  it('reads one song through next: title, byline with artist and album, length', async () => {
    const page = watchNextSchema.parse((await post('next', { videoId: song.id })).body);
    const entry = page.contents.singleColumnMusicWatchNextResultsRenderer.tabbedRenderer.watchNextTabbedResultsRenderer.tabs[0]!.tabRenderer.content!.musicQueueRenderer.content.playlistPanelRenderer.contents[0]!;
    const panel = 'playlistPanelVideoRenderer' in entry ? entry.playlistPanelVideoRenderer : entry.playlistPanelVideoWrapperRenderer.primaryRenderer.playlistPanelVideoRenderer;
    expect(panel.title.runs[0]?.text).toBe(song.title);
    expect(panel.longBylineText.runs[0]?.text).toBe(song.artists[0]);
    expect(panel.videoId).toBe(song.id);
    expect((await post('next', { videoId: 'AAAAAAAAAAA' })).status).toBe(404);
    expect((await post('next', { videoId: 'short' })).status).toBe(400);
  });

  it('wraps songs that have a music video, the video as counterpart, and leaves the others plain', async () => {
    const songs = catalog.recordings.flatMap((r) => (r.platforms.ytmusic ? [r.platforms.ytmusic] : []));
    const withVideo = songs.find((l) => videoCounterpartOf(l.id))!;
    const without = songs.find((l) => !videoCounterpartOf(l.id))!;
    const first = async (videoId: string) =>
      watchNextSchema.parse((await post('next', { videoId })).body).contents.singleColumnMusicWatchNextResultsRenderer.tabbedRenderer.watchNextTabbedResultsRenderer.tabs[0]!.tabRenderer.content!.musicQueueRenderer.content.playlistPanelRenderer.contents[0]!;
    const wrapped = await first(withVideo.id);
    if (!('playlistPanelVideoWrapperRenderer' in wrapped)) throw new Error('expected a wrapped entry');
    expect(wrapped.playlistPanelVideoWrapperRenderer.primaryRenderer.playlistPanelVideoRenderer.videoId).toBe(withVideo.id);
    const video = wrapped.playlistPanelVideoWrapperRenderer.counterpart[0]!.counterpartRenderer.playlistPanelVideoRenderer;
    expect(video.videoId).toBe(videoCounterpartOf(withVideo.id));
    expect(video.navigationEndpoint.watchEndpoint.watchEndpointMusicSupportedConfigs?.watchEndpointMusicConfig.musicVideoType).toBe('MUSIC_VIDEO_TYPE_OMV');
    const plain = await first(without.id);
    expect('playlistPanelVideoRenderer' in plain && plain.playlistPanelVideoRenderer.videoId).toBe(without.id);
  });

  it('reports lengthSeconds through player, and ERROR for unknown videos', async () => {
    const page = playerSchema.parse((await post('player', { videoId: song.id })).body);
    expect(page.videoDetails?.lengthSeconds).toBe(String(Math.round(song.durationMs / 1000)));
    const missing = playerSchema.parse((await post('player', { video_id: 'AAAAAAAAAAA' })).body);
    expect(missing.playabilityStatus.status).toBe('ERROR');
  });
});

describe('YouTube Music accounting', () => {
  it('labels requests by endpoint and needs no credentials', () => {
    const endpoints = started.sandbox.stats().platforms.ytmusic.endpoints;
    expect(endpoints['POST /youtubei/v1/browse']).toBeGreaterThan(5);
    expect(endpoints['POST /youtubei/v1/search']).toBeGreaterThan(5);
    expect(started.sandbox.credentials.ytmusic).toEqual({});
  });
});
