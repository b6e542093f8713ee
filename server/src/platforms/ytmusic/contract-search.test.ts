import { recording, type Recording } from '@segue/recorded';
import { describe, expect, it } from 'vitest';
import { route } from '../../../test/support/platforms/recorded-platform';
import { SEARCH_FILTERS } from './api';
import {
  COUNT,
  artistNames,
  browseIdOf,
  clockMs,
  findAll,
  flexRuns,
  isExplicitRow,
  pageTypeOf,
  recordedYtMusic,
  textOf,
  coverOf,
  type Json,
  type RecordedYtMusic,
} from '../../../test/support/platforms/ytmusic-contract';

let env: RecordedYtMusic | undefined;

/** The rows of the result shelves (not the top result card), in order. */
const shelfRows = (recorded: Recording): Json[] =>
  findAll(findAll(recorded.body, 'sectionListRenderer')[0], 'musicShelfRenderer').flatMap((shelf) =>
    ((shelf.contents as Json[] | undefined) ?? []).map((item) => item.musicResponsiveListItemRenderer as Json).filter(Boolean),
  );

const SONGS = ['search-songs-2023-12.json', 'search-songs-2026-01.json', 'search-songs-corrected-2026-01.json'];

describe.each(SONGS)('YouTube Music song search %s', (file) => {
  it('gives every song row as a candidate, mapped from its columns', async () => {
    const recorded = recording('ytmusic', file);
    env = await recordedYtMusic([route(recorded)]);
    const rows = shelfRows(recorded).filter((r) => r.playlistItemData?.videoId);
    // As many as the page holds: more would read the shelf's next page.
    const tracks = await env.adapter.searchTracks({ title: 'Song', artists: ['Artist'] }, { limit: rows.length });
    expect(tracks.map((t) => t.id)).toEqual(rows.map((r) => r.playlistItemData.videoId));
    tracks.forEach((track, i) => {
      const row = rows[i]!;
      const details = flexRuns(row, 1);
      const album = details.find((r) => browseIdOf(r)?.startsWith('MPRE'));
      const clock = details.map((r) => r.text).find((t) => /^\d+:\d{2}(?::\d{2})?$/.test(t));
      expect(track.title).toBe(textOf(row.flexColumns[0].musicResponsiveListItemFlexColumnRenderer.text));
      expect(track.album).toBe(album?.text ?? '');
      expect(track.durationMs).toBe(clock ? clockMs(clock) : 0);
      expect(track.explicit).toBe(isExplicitRow(row));
      expect(track.cover).toBe(coverOf(row.thumbnail.musicThumbnailRenderer.thumbnail.thumbnails));
      const linked = artistNames(details);
      if (linked.length > 0) expect(track.artists).toEqual(linked);
      for (const artist of track.artists) expect(artist).not.toMatch(COUNT);
      // Songs are art tracks; no position in a search. A row without a video type (greyed out in
      // the corrected search) says neither, and is taken for its shelf's kind.
      const type = findAll(row.overlay, 'musicVideoType')[0] as unknown as string | undefined;
      expect(track.isVideo).toBe(type === undefined ? undefined : false);
      expect(track.trackNumber).toBeUndefined();
    });
    // The request names the songs filter.
    expect(JSON.parse(env.platform.requests[0]!.body)).toMatchObject({ query: 'Song Artist', params: SEARCH_FILTERS.songs });
  });
});

describe('YouTube Music video search', () => {
  it('asks with the videos filter and gives each official video or upload as a video', async () => {
    const recorded = recording('ytmusic', 'search-videos-2026-01.json');
    env = await recordedYtMusic([route(recorded)]);
    const rows = shelfRows(recorded).filter((r) => r.playlistItemData?.videoId);
    const videos = await env.adapter.searchVideos!({ title: 'Song (Remastered)', artists: ['Artist'] }, { limit: rows.length });
    expect(videos.map((t) => t.id)).toEqual(rows.map((r) => r.playlistItemData.videoId));
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((t) => t.isVideo === true)).toBe(true);
    expect(JSON.parse(env.platform.requests[0]!.body)).toMatchObject({ query: 'Song Artist', params: SEARCH_FILTERS.videos });
  });
});

describe.each(['search-albums-2023-12.json', 'search-albums-2026-01.json'])('YouTube Music album search %s', (file) => {
  it('gives each album row with its browse id, artists and year', async () => {
    const recorded = recording('ytmusic', file);
    env = await recordedYtMusic([route(recorded)]);
    const rows = shelfRows(recorded);
    const albums = await env.adapter.searchAlbums({ title: 'Album', artists: [] }, { limit: rows.length });
    expect(albums.map((a) => a.id)).toEqual(rows.map((r) => r.navigationEndpoint.browseEndpoint.browseId));
    albums.forEach((album, i) => {
      const row = rows[i]!;
      expect(album.id).toMatch(/^MPREb_/);
      expect(album.title).toBe(textOf(row.flexColumns[0].musicResponsiveListItemFlexColumnRenderer.text));
      const details = flexRuns(row, 1);
      const linked = artistNames(details);
      if (linked.length > 0) expect(album.artists).toEqual(linked);
      const year = details.map((r) => r.text).find((t) => /^\d{4}$/.test(t));
      expect(album.releaseDate).toBe(year ?? '');
      expect(album.url).toBe(`https://music.youtube.com/browse/${album.id}`);
    });
    expect(JSON.parse(env.platform.requests[0]!.body)).toMatchObject({ params: SEARCH_FILTERS.albums });
  });
});

describe.each(['search-artists-2023-12.json', 'search-artists-2026-01.json', 'search-artists-no-results.json'])('YouTube Music artist search %s', (file) => {
  it('gives each artist row with its channel id and picture', async () => {
    const recorded = recording('ytmusic', file);
    env = await recordedYtMusic([route(recorded)]);
    const rows = shelfRows(recorded);
    const artists = await env.adapter.searchArtists('Artist', { limit: Math.max(rows.length, 1) });
    expect(artists.map((a) => a.id)).toEqual(rows.map((r) => r.navigationEndpoint.browseEndpoint.browseId));
    artists.forEach((artist, i) => {
      expect(artist.name).toBe(textOf(rows[i]!.flexColumns[0].musicResponsiveListItemFlexColumnRenderer.text));
      expect(artist.image).toBe(coverOf(rows[i]!.thumbnail.musicThumbnailRenderer.thumbnail.thumbnails));
      expect(artist.url).toBe(`https://music.youtube.com/channel/${artist.id}`);
    });
  });
});

/** One result of a recorded page, as its own link states it: a browse link's id and page type, or a watch link's video id and type. */
interface Result {
  id: string;
  pageType?: string;
  videoType?: string;
}

const linkResult = (link: Json | undefined, fallbackVideoType?: string): Result | undefined => {
  if (link?.browseEndpoint) return { id: link.browseEndpoint.browseId, pageType: pageTypeOf({ text: '', navigationEndpoint: link }) };
  if (link?.watchEndpoint?.videoId) return { id: link.watchEndpoint.videoId, videoType: link.watchEndpoint.watchEndpointMusicSupportedConfigs?.watchEndpointMusicConfig?.musicVideoType ?? fallbackVideoType };
  return undefined;
};

/** Every result a recorded search page or continuation holds: top result cards, the rows under them, every shelf's rows. */
function resultsOf(body: unknown): Result[] {
  const cards = findAll(body, 'musicCardShelfRenderer').map((card) => linkResult(card.title.runs[0].navigationEndpoint ?? card.onTap));
  const rows = findAll(body, 'musicResponsiveListItemRenderer').map((row) =>
    row.navigationEndpoint
      ? linkResult(row.navigationEndpoint)
      : row.playlistItemData && {
          id: row.playlistItemData.videoId as string,
          videoType: (findAll(row.overlay, 'musicVideoType')[0] ?? findAll(flexRuns(row, 0), 'musicVideoType')[0]) as unknown as string | undefined,
        },
  );
  return [...cards, ...rows].filter((r): r is Result => r !== undefined);
}

/** What each search promises, told from the body alone. */
const KINDS = {
  tracks: (r: Result) => r.videoType === 'MUSIC_VIDEO_TYPE_ATV',
  videos: (r: Result) => ['MUSIC_VIDEO_TYPE_OMV', 'MUSIC_VIDEO_TYPE_UGC', 'MUSIC_VIDEO_TYPE_OFFICIAL_SOURCE_MUSIC'].includes(r.videoType ?? ''),
  albums: (r: Result) => r.pageType === 'MUSIC_PAGE_TYPE_ALBUM',
  artists: (r: Result) => r.pageType === 'MUSIC_PAGE_TYPE_ARTIST',
} as const;
type Kind = keyof typeof KINDS;
const ID_FORMS: Record<Kind, RegExp> = { tracks: /^[\w-]{11}$/, videos: /^[\w-]{11}$/, albums: /^MPREb_[\w-]+$/, artists: /^UC[\w-]{22}$/ };

const expectedIds = (bodies: unknown[], kind: Kind, limit = Infinity) => [...new Set(bodies.flatMap(resultsOf).filter(KINDS[kind]).map((r) => r.id))].slice(0, limit);

async function searchOf(adapter: RecordedYtMusic['adapter'], kind: Kind, limit: number): Promise<string[]> {
  const query = { title: 'Query', artists: [] };
  const found =
    kind === 'tracks'
      ? await adapter.searchTracks(query, { limit })
      : kind === 'videos'
        ? await adapter.searchVideos!(query, { limit })
        : kind === 'albums'
          ? await adapter.searchAlbums(query, { limit })
          : await adapter.searchArtists('Query', { limit });
  return found.map((item) => item.id);
}

const UNFILTERED = [
  'search-top-result-card-2024-07.json',
  'search-highlighted-album-top-result-2023-12.json',
  'search-no-results-2024-07.json',
  'search-unfiltered-no-top-result-2023-12.json',
  'search-unfiltered-top-result-shelf-2023-12.json',
  'search-unfiltered-artist-card-2024-06.json',
  'search-unfiltered-radio-card-2025-06.json',
];

describe.each(UNFILTERED)('YouTube Music search answered without its filter: %s', (file) => {
  it.each(Object.keys(KINDS) as Kind[])('searching %s gives only that kind, each result of it once, the top result card included', async (kind) => {
    const recorded = recording('ytmusic', file);
    env = await recordedYtMusic([route(recorded)]);
    const ids = await searchOf(env.adapter, kind, 100);
    expect(ids).toEqual(expectedIds([recorded.body], kind));
    for (const id of ids) expect(id).toMatch(ID_FORMS[kind]);
    // Shelves on such a page do not continue: one request, or two for songs found by neither query.
    expect(env.platform.requests.every((r) => JSON.parse(r.body).query !== undefined)).toBe(true);
  });
});

it('a page without its filter gives 3 songs from its 3 song rows, not its videos and episodes (search-highlighted-album-top-result-2023-12.json)', async () => {
  env = await recordedYtMusic([route(recording('ytmusic', 'search-highlighted-album-top-result-2023-12.json'))]);
  expect(await searchOf(env.adapter, 'tracks', 100)).toEqual(['wqh9GKAtZzo', 'FM7ALFsOH4g', 'CvjRlYpXS5U']);
  // The album card leads; the artist shelf's profiles and the podcasts are not artists or albums.
  expect((await searchOf(env.adapter, 'albums', 100))[0]).toBe('MPREb_R6C9lU4QEg2');
  expect(await searchOf(env.adapter, 'artists', 100)).toEqual(['UCr_iyUANcn9OX_yy9piYoLw', 'UCLz2GBtKab-VLYO1k5pQrHA', 'UCcZU4B2RA3_sZhlA4be6ndQ']);
});

describe.each([
  ['tracks', 'search-songs-2026-01.json', 'search-continuation-songs-2026-01.json'],
  ['albums', 'search-albums-2026-01.json', 'search-continuation-albums-2026-01.json'],
  ['artists', 'search-artists-2026-01.json', 'search-continuation-artists-2026-01.json'],
  ['videos', 'search-videos-2024-06.json', 'search-continuation-videos-2024-06.json'],
] as const)('YouTube Music %s search read on its continuation page: %s', (kind, pageFile, continuationFile) => {
  it('asks for the next page of the shelf with its token while too few were found, and takes only that kind from it', async () => {
    const page = recording('ytmusic', pageFile);
    const next = recording('ytmusic', continuationFile);
    const token = findAll(page.body, 'nextContinuationData')[0]!.continuation as string;
    env = await recordedYtMusic([route(next, { query: { ctoken: token } }), route(page, { bodyIncludes: '"query"' })]);
    // Five more than the first page gives: the continuation is needed, and one is enough.
    const limit = expectedIds([page.body], kind).length + 5;
    const ids = await searchOf(env.adapter, kind, limit);
    expect(ids).toEqual(expectedIds([page.body, next.body], kind, limit));
    for (const id of ids) expect(id).toMatch(ID_FORMS[kind]);
    expect(env.platform.unmatched).toEqual([]);
    const asked = env.platform.requests[1]!;
    expect([asked.query.get('ctoken'), asked.query.get('continuation')]).toEqual([token, token]);
    expect(JSON.parse(asked.body)).not.toHaveProperty('query');
  });
});

it('a song search never takes videos: on a page of the videos filter it finds no song', async () => {
  env = await recordedYtMusic([route(recording('ytmusic', 'search-videos-2026-01.json'))]);
  expect(await searchOf(env.adapter, 'tracks', 20)).toEqual([]);
});
