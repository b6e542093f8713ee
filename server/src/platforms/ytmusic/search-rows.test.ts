import { describe, expect, it } from 'vitest';
import type { ListItem, SearchContinuation, SearchResponse } from './innertube-schemas';
import { rowKind, searchContinuationRows, searchPageRows } from './search-rows';

const browseRow = (browseId: string, pageType?: string): ListItem => ({
  navigationEndpoint: {
    browseEndpoint: { browseId, ...(pageType ? { browseEndpointContextSupportedConfigs: { browseEndpointContextMusicConfig: { pageType } } } : {}) },
  },
});
const playRow = (videoId: string, musicVideoType?: string): ListItem => ({
  playlistItemData: { videoId },
  ...(musicVideoType
    ? {
        overlay: {
          musicItemThumbnailOverlayRenderer: {
            content: { musicPlayButtonRenderer: { playNavigationEndpoint: { watchEndpoint: { videoId, watchEndpointMusicSupportedConfigs: { watchEndpointMusicConfig: { musicVideoType } } } } } },
          },
        },
      }
    : {}),
});

const page = (...shelves: ListItem[][]): SearchResponse => ({
  contents: {
    tabbedSearchResultsRenderer: {
      tabs: [
        {
          tabRenderer: {
            content: {
              sectionListRenderer: {
                contents: shelves.map((rows, i) => ({
                  musicShelfRenderer: {
                    contents: rows.map((r) => ({ musicResponsiveListItemRenderer: r })),
                    continuations: [{ nextContinuationData: { continuation: `T${i}` } }],
                  },
                })),
              },
            },
          },
        },
      ],
    },
  },
});

describe('rowKind', () => {
  it.each([
    [browseRow('MPREb_a', 'MUSIC_PAGE_TYPE_ALBUM'), 'album'],
    [browseRow('UCa', 'MUSIC_PAGE_TYPE_ARTIST'), 'artist'],
    [browseRow('UCa', 'MUSIC_PAGE_TYPE_USER_CHANNEL'), 'profile'],
    [browseRow('VLPLa', 'MUSIC_PAGE_TYPE_PLAYLIST'), 'playlist'],
    [browseRow('MPSPa', 'MUSIC_PAGE_TYPE_PODCAST_SHOW_DETAIL_PAGE'), 'podcast'],
    [browseRow('x', 'MUSIC_PAGE_TYPE_SOMETHING_NEW'), 'other'],
    [browseRow('MPREb_a'), 'album'],
    [browseRow('UCa'), undefined],
    [playRow('aaaaaaaaaaa', 'MUSIC_VIDEO_TYPE_ATV'), 'song'],
    [playRow('aaaaaaaaaaa', 'MUSIC_VIDEO_TYPE_OMV'), 'video'],
    [playRow('aaaaaaaaaaa', 'MUSIC_VIDEO_TYPE_UGC'), 'video'],
    [playRow('aaaaaaaaaaa', 'MUSIC_VIDEO_TYPE_OFFICIAL_SOURCE_MUSIC'), 'video'],
    [playRow('aaaaaaaaaaa', 'MUSIC_VIDEO_TYPE_PODCAST_EPISODE'), 'episode'],
    [playRow('aaaaaaaaaaa'), undefined],
  ] as const)('%j is %s', (row, kind) => {
    expect(rowKind(row)).toBe(kind);
  });
});

describe('searchPageRows', () => {
  it('takes a row that does not say its kind for its shelf’s, only when the shelf’s other rows agree', () => {
    const songs = [playRow('song0000001', 'MUSIC_VIDEO_TYPE_ATV'), playRow('untyped0001')];
    const mixed = [playRow('video000001', 'MUSIC_VIDEO_TYPE_OMV'), playRow('episode0001', 'MUSIC_VIDEO_TYPE_PODCAST_EPISODE'), playRow('untyped0002')];
    const found = searchPageRows(page(songs, mixed), 'song');
    expect(found.rows.map((r) => r.playlistItemData?.videoId)).toEqual(['song0000001', 'untyped0001']);
    // The continuation is the one of the shelf that holds the kind.
    expect(found.continuation).toBe('T0');
    expect(searchPageRows(page(songs, mixed), 'video')).toEqual({ rows: [mixed[0]], continuation: 'T1' });
    expect(searchPageRows(page(songs, mixed), 'album')).toEqual({ rows: [] });
  });

  it('reads result rows an item section holds, and skips its notices', () => {
    const response = page([]);
    response.contents.tabbedSearchResultsRenderer!.tabs[0]!.tabRenderer!.content!.sectionListRenderer!.contents!.unshift({
      itemSectionRenderer: { contents: [{}, { musicResponsiveListItemRenderer: browseRow('MPREb_a', 'MUSIC_PAGE_TYPE_ALBUM') }] },
    });
    expect(searchPageRows(response, 'album').rows).toHaveLength(1);
  });

  it('on a continuation page, rows that do not say are of the kind the shelf was continued for', () => {
    const continuation: SearchContinuation = {
      continuationContents: { musicShelfContinuation: { contents: [{ musicResponsiveListItemRenderer: playRow('untyped0001') }] } },
    };
    expect(searchContinuationRows(continuation, 'song').rows).toHaveLength(1);
    expect(searchContinuationRows({ contents: {} }, 'song')).toEqual({ rows: [] });
  });
});
