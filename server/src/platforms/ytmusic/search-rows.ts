import type { CardShelf, ListItem, SearchContinuation, SearchResponse, Shelf, ShelfItem } from './innertube-schemas';
import { musicVideoTypeOf } from './mappers';

/**
 * What one search result is. A search answered without its filter (the `params` ignored, or an
 * older layout) mixes every kind on one page: a top result card, then shelves of songs, videos,
 * albums, artists, playlists, podcasts, episodes and profiles (search-unfiltered-*.json). Shelf
 * titles are in the listener's language, so the kind is read from each row's own links, as
 * ytmusicapi does for rows without a category (`parsers/search.py`, `parse_search_result`).
 */
export type ResultKind = 'song' | 'video' | 'episode' | 'album' | 'artist' | 'playlist' | 'podcast' | 'profile' | 'other';

/** The page a row opens. A user's channel (`MUSIC_PAGE_TYPE_USER_CHANNEL`) is a profile, not an artist, whatever its subtitle says (search-unfiltered-no-top-result-2023-12.json). */
const PAGE_KINDS: Readonly<Record<string, ResultKind>> = {
  MUSIC_PAGE_TYPE_ALBUM: 'album',
  MUSIC_PAGE_TYPE_ARTIST: 'artist',
  MUSIC_PAGE_TYPE_PLAYLIST: 'playlist',
  MUSIC_PAGE_TYPE_USER_CHANNEL: 'profile',
  MUSIC_PAGE_TYPE_PODCAST_SHOW_DETAIL_PAGE: 'podcast',
  MUSIC_PAGE_TYPE_NON_MUSIC_AUDIO_TRACK_PAGE: 'episode',
};

/** What a row plays: a song's art track, an official or user video, a podcast episode (which the videos filter also returns: search-continuation-videos-2024-06.json). */
const VIDEO_KINDS: Readonly<Record<string, ResultKind>> = {
  MUSIC_VIDEO_TYPE_ATV: 'song',
  MUSIC_VIDEO_TYPE_OMV: 'video',
  MUSIC_VIDEO_TYPE_UGC: 'video',
  MUSIC_VIDEO_TYPE_OFFICIAL_SOURCE_MUSIC: 'video',
  MUSIC_VIDEO_TYPE_PODCAST_EPISODE: 'episode',
};

/**
 * The kind of one row from its structure: the page type of the page it opens, or the video type
 * of what it plays. Without a page type, the browse id's prefix tells albums, podcasts and
 * playlists (but not artists from profiles: both are `UC…`). Undefined when the row says nothing,
 * as a greyed-out song without a play link (search-songs-corrected-2026-01.json).
 */
export function rowKind(item: ListItem): ResultKind | undefined {
  const browse = item.navigationEndpoint?.browseEndpoint;
  if (browse) {
    const pageType = browse.browseEndpointContextSupportedConfigs?.browseEndpointContextMusicConfig?.pageType;
    if (pageType) return PAGE_KINDS[pageType] ?? 'other';
    if (browse.browseId.startsWith('MPREb_')) return 'album';
    if (browse.browseId.startsWith('MPSP')) return 'podcast';
    if (/^(?:VL|RD|PL)/.test(browse.browseId)) return 'playlist';
    return undefined;
  }
  const type = musicVideoTypeOf(item);
  return type ? (VIDEO_KINDS[type] ?? 'other') : undefined;
}

const listRows = (items: readonly ShelfItem[] | undefined): ListItem[] =>
  (items ?? []).flatMap((i) => (i.musicResponsiveListItemRenderer ? [i.musicResponsiveListItemRenderer] : []));

/**
 * A shelf's rows of `kind`. A row that does not say its kind takes the kind of the shelf when every
 * row that does say agrees, or, when none says, `assumed` (a continuation of a shelf of that kind).
 */
function rowsOfKind(rows: readonly ListItem[], kind: ResultKind, assumed?: ResultKind): ListItem[] {
  const kinds = rows.map(rowKind);
  const told = new Set(kinds.filter((k) => k !== undefined));
  const shelfKind = told.size === 1 ? [...told][0] : told.size === 0 ? assumed : undefined;
  return rows.filter((_, i) => (kinds[i] ?? shelfKind) === kind);
}

/**
 * The top result card as a row: its title links to what it is (a watch link for a song or video,
 * a browse link for an album, artist or playlist), its subtitle reads like a row's second column.
 */
function cardRow(card: CardShelf): ListItem {
  const link = card.title.runs?.[0]?.navigationEndpoint ?? card.onTap;
  const videoId = link?.watchEndpoint?.videoId;
  return {
    flexColumns: [card.title, card.subtitle ?? {}].map((text) => ({ musicResponsiveListItemFlexColumnRenderer: { text } })),
    ...(card.thumbnail ? { thumbnail: card.thumbnail } : {}),
    ...(card.thumbnailOverlay ? { overlay: card.thumbnailOverlay } : {}),
    ...(link?.browseEndpoint ? { navigationEndpoint: { browseEndpoint: link.browseEndpoint } } : {}),
    ...(videoId ? { playlistItemData: { videoId } } : {}),
  };
}

export interface KindRows {
  rows: ListItem[];
  /** The legacy token of the shelf that holds rows of the kind, when it continues. */
  continuation?: string;
}

// Search shelves continue with the legacy `nextContinuationData` token, filtered pages only
// (ytmusicapi `search`: "if filter is set, there are continuations").
const legacyToken = (shelf: Shelf) => shelf.continuations?.[0]?.nextContinuationData?.continuation;

/** The rows of one kind on a search page: the top result card and the rows under it, then every shelf. */
export function searchPageRows(response: SearchResponse, kind: ResultKind): KindRows {
  const rows: ListItem[] = [];
  let continuation: string | undefined;
  for (const tab of response.contents.tabbedSearchResultsRenderer?.tabs ?? []) {
    for (const section of tab.tabRenderer?.content?.sectionListRenderer?.contents ?? []) {
      const card = section.musicCardShelfRenderer;
      if (card) rows.push(...[cardRow(card), ...listRows(card.contents)].filter((row) => rowKind(row) === kind));
      // Rows in an item section are a shelf that does not continue (ytmusicapi `search`).
      rows.push(...rowsOfKind(listRows(section.itemSectionRenderer?.contents), kind));
      const shelf = section.musicShelfRenderer;
      if (!shelf) continue;
      const found = rowsOfKind(listRows(shelf.contents), kind);
      rows.push(...found);
      if (found.length > 0) continuation ??= legacyToken(shelf);
    }
  }
  return continuation ? { rows, continuation } : { rows };
}

/** The rows of one kind on a continuation page of a shelf of that kind. */
export function searchContinuationRows(response: SearchContinuation, kind: ResultKind): KindRows {
  const shelf = response.continuationContents?.musicShelfContinuation;
  if (!shelf) return { rows: [] };
  const rows = rowsOfKind(listRows(shelf.contents), kind, kind);
  const continuation = legacyToken(shelf);
  return continuation ? { rows, continuation } : { rows };
}
