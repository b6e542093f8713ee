import { normalizeWords, searchAlbums, searchArtists, searchRecordings } from '../platform-kit/listing-search';
import { decodeContinuation, encodeContinuation } from './continuation-token';
import { InnertubeError, innertubeErrors } from './innertube-errors';
import { responseContext } from './response-context';
import { albumRow, artistRow, playlistRow } from './search-result-rows';
import { songItem } from './song-item';
import { SEPARATOR, artistRuns, browseEndpoint, durationText, musicThumbnail, trackingParams, watchEndpoint } from './yt-text';
import type { YtTrack, YtView } from './yt-view';

/**
 * Filter `params` of the search endpoint: `EgWKAQ` + a two-letter type + a suffix that varies
 * with options such as "ignore spelling" (ytmusicapi `get_search_params`); the type decides.
 */
const FILTER_TYPES = { II: 'songs', IQ: 'videos', IY: 'albums', Ig: 'artists', Io: 'playlists' } as const;

type Filter = (typeof FILTER_TYPES)[keyof typeof FILTER_TYPES];

export function searchFilter(params: string): Filter | undefined {
  if (!params.startsWith('EgWKAQ')) return undefined;
  return (FILTER_TYPES as Record<string, Filter>)[params.slice(6, 8)];
}

/** A filtered search shows up to 20 rows; the unfiltered page shows 3 per shelf. */
const FILTERED_ROWS = 20;
const SHELF_ROWS = 3;

/**
 * A filtered shelf with more hits than it shows continues with a legacy token (`nextContinuationData`),
 * which `search?ctoken=…&continuation=…` answers with the next rows (search-songs-2026-01.json and
 * search-continuation-songs-2026-01.json); the token names the filter, the query and the offset.
 */
const SEARCH_TOKEN = 'search:';

function continuations(filter: Filter, query: string, offset: number): Record<string, unknown>[] {
  const token = encodeContinuation(`${SEARCH_TOKEN}${filter}:${query}`, offset);
  return [{ nextContinuationData: { continuation: token, clickTrackingParams: trackingParams(`scont:${token}`) } }];
}

function shelf(title: string, contents: Record<string, unknown>[], more?: Record<string, unknown>[]): Record<string, unknown> {
  return {
    musicShelfRenderer: {
      title: { runs: [{ text: title }] },
      contents,
      trackingParams: trackingParams(`shelf:${title}`),
      ...(more ? { continuations: more } : {}),
      shelfDivider: { musicShelfDividerRenderer: { hidden: true } },
    },
  };
}

/** The "Top result" card of an unfiltered search, for a song: title, then `Song • artists • album • length`. */
function topResultCard(view: YtView, track: YtTrack): Record<string, unknown> {
  const { listing } = track;
  const album = view.album(listing.albumId);
  const albumListing = album?.platforms.ytmusic;
  return {
    musicCardShelfRenderer: {
      trackingParams: trackingParams(`card:${listing.id}`),
      thumbnail: musicThumbnail(album?.imageSeed ?? listing.id, [60, 120, 226, 544]),
      title: { runs: [{ text: listing.title, navigationEndpoint: watchEndpoint(listing.id) }] },
      subtitle: {
        runs: [
          { text: 'Song' },
          SEPARATOR,
          ...artistRuns(view.trackArtists(track)),
          ...(albumListing ? [SEPARATOR, { text: albumListing.title, navigationEndpoint: browseEndpoint(albumListing.id, 'MUSIC_PAGE_TYPE_ALBUM') }] : []),
          SEPARATOR,
          { text: durationText(listing.durationMs) },
        ],
      },
      onTap: watchEndpoint(listing.id),
      header: { musicCardShelfHeaderBasicRenderer: { title: { runs: [{ text: 'Top result' }] }, trackingParams: trackingParams(`cardhdr:${listing.id}`) } },
    },
  };
}

function hitsFor(view: YtView, query: string) {
  const words = normalizeWords(query);
  const tracks = searchRecordings(view.catalog, 'ytmusic', query).map((recording): YtTrack => ({ recording, listing: recording.platforms.ytmusic! }));
  return {
    // The songs filter finds songs (art tracks) only; official videos and uploads are the videos filter's.
    songs: tracks.filter((t) => !t.listing.videoType),
    videos: tracks.filter((t) => t.listing.videoType),
    albums: searchAlbums(view.catalog, 'ytmusic', query),
    artists: searchArtists(view.catalog, 'ytmusic', query),
    playlists: view.catalog.playlists.filter(
      (p) => p.platform === 'ytmusic' && words.length > 0 && words.every((w) => normalizeWords(p.title).includes(w)),
    ),
  };
}

type Hits = ReturnType<typeof hitsFor>;

/** Rows `from` to `to` of one kind's hits, laid out for a filtered (`search`) or unfiltered (`searchAll`) page. */
function rowsOf(view: YtView, hits: Hits, kind: Filter, from: number, to: number, mode: 'search' | 'searchAll'): Record<string, unknown>[] {
  switch (kind) {
    case 'songs':
      return hits.songs.slice(from, to).map((t, i) => songItem(view, t, mode, { position: from + i }));
    case 'albums':
      return hits.albums.slice(from, to).map((a) => albumRow(view, a));
    case 'artists':
      return hits.artists.slice(from, to).map(artistRow);
    case 'playlists':
      return hits.playlists.slice(from, to).map((p) => playlistRow(view, p));
    case 'videos':
      return hits.videos.slice(from, to).map((t, i) => songItem(view, t, mode, { position: from + i }));
  }
}

/** `search?ctoken=…`: the next rows of a filtered shelf, as `continuationContents.musicShelfContinuation`. */
export function searchContinuation(view: YtView, token: string): Record<string, unknown> {
  const { browseId, offset } = decodeContinuation(token);
  const [filter, ...words] = browseId.startsWith(SEARCH_TOKEN) ? browseId.slice(SEARCH_TOKEN.length).split(':') : [];
  if (!filter || !Object.values(FILTER_TYPES).includes(filter as Filter)) throw new InnertubeError(innertubeErrors.invalidArgument());
  const kind = filter as Filter;
  const query = words.join(':');
  const hits = hitsFor(view, query);
  const end = offset + FILTERED_ROWS;
  return {
    responseContext: responseContext(),
    continuationContents: {
      musicShelfContinuation: {
        contents: rowsOf(view, hits, kind, offset, end, 'search'),
        trackingParams: trackingParams(`scontshelf:${token}`),
        ...(hits[kind].length > end ? { continuations: continuations(kind, query, end) } : {}),
        shelfDivider: { musicShelfDividerRenderer: { hidden: true } },
        // As the 2026 continuation answers carry it (search-continuation-songs-2026-01.json).
        autoReloadWhenEmpty: false,
      },
    },
    trackingParams: trackingParams(`scontpage:${token}`),
  };
}

/** `search` with `{query, params?}`: one shelf for a filter, or Songs/Albums/Artists shelves unfiltered. */
export function searchPage(view: YtView, query: string, params: string | undefined): Record<string, unknown> {
  let filter: Filter | undefined;
  if (params !== undefined && params !== '') {
    filter = searchFilter(params);
    if (!filter) throw new InnertubeError(innertubeErrors.invalidArgument());
  }
  const hits = hitsFor(view, query);
  const sections: Record<string, unknown>[] = [];
  const titles: Record<Filter, string> = { songs: 'Songs', videos: 'Videos', albums: 'Albums', artists: 'Artists', playlists: 'Community playlists' };
  if (filter) {
    const rows = rowsOf(view, hits, filter, 0, FILTERED_ROWS, 'search');
    const more = hits[filter].length > FILTERED_ROWS ? continuations(filter, query, FILTERED_ROWS) : undefined;
    if (rows.length > 0) sections.push(shelf(titles[filter], rows, more));
  } else {
    // The best song leads in a "Top result" card and leaves the Songs shelf (search-top-result-card-2024-07.json).
    const top = hits.songs.shift();
    if (top) sections.push(topResultCard(view, top));
    // Shelves in the order the recorded page shows them (search-top-result-card-2024-07.json).
    for (const kind of ['songs', 'videos', 'albums', 'artists', 'playlists'] as const) {
      const rows = rowsOf(view, hits, kind, 0, SHELF_ROWS, 'searchAll');
      if (rows.length > 0) sections.push(shelf(titles[kind], rows));
    }
  }
  if (sections.length === 0) {
    // What ytmusicapi recognises as "no results": a lone itemSectionRenderer.
    sections.push({
      itemSectionRenderer: {
        contents: [{ messageRenderer: { text: { runs: [{ text: 'No results found' }] }, trackingParams: trackingParams(`none:${query}`) } }],
        trackingParams: trackingParams(`isr:${query}`),
      },
    });
  }
  return {
    responseContext: responseContext(),
    contents: {
      tabbedSearchResultsRenderer: {
        tabs: [
          {
            tabRenderer: {
              title: 'YT Music',
              selected: true,
              content: { sectionListRenderer: { contents: sections, trackingParams: trackingParams(`ssl:${query}`) } },
              tabIdentifier: 'music_search_catalog',
              trackingParams: trackingParams(`stab:${query}`),
            },
          },
        ],
      },
    },
    trackingParams: trackingParams(`search:${query}`),
  };
}
