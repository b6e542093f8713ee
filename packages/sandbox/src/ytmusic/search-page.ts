import type { Album, Artist, Playlist } from '../catalog/model';
import { normalizeWords, searchAlbums, searchArtists, searchRecordings } from '../platform-kit/listing-search';
import { InnertubeError, innertubeErrors } from './innertube-errors';
import { responseContext } from './response-context';
import { songItem } from './song-item';
import { SEPARATOR, artistRuns, browseEndpoint, durationText, musicThumbnail, playButton, trackingParams, watchEndpoint, type Run } from './yt-text';
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

function flex(runs: Run[]): Record<string, unknown> {
  return {
    musicResponsiveListItemFlexColumnRenderer: {
      text: { runs },
      displayPriority: 'MUSIC_RESPONSIVE_LIST_ITEM_COLUMN_DISPLAY_PRIORITY_HIGH',
    },
  };
}

function albumRow(view: YtView, album: Album): Record<string, unknown> {
  const listing = album.platforms.ytmusic!;
  const artists = album.artistIds
    .map((id) => view.catalog.index.artist(id))
    .filter((a) => a !== undefined)
    .map((a) => (a.platformIds.ytmusic ? { name: a.name, id: a.platformIds.ytmusic } : { name: a.name }));
  return {
    musicResponsiveListItemRenderer: {
      trackingParams: trackingParams(`salb:${listing.id}`),
      thumbnail: musicThumbnail(album.imageSeed, [60, 120]),
      // The play button starts the album's audio playlist (search-albums-2023-12.json).
      ...(listing.playlistId
        ? {
            overlay: {
              musicItemThumbnailOverlayRenderer: {
                background: { verticalGradient: { gradientLayerColors: ['3422552064', '3422552064'] } },
                content: playButton(
                  { clickTrackingParams: trackingParams(`salbplay:${listing.id}`), watchPlaylistEndpoint: { playlistId: listing.playlistId } },
                  `salb:${listing.id}`,
                  listing.title,
                ),
                contentPosition: 'MUSIC_ITEM_THUMBNAIL_OVERLAY_CONTENT_POSITION_CENTERED',
                displayStyle: 'MUSIC_ITEM_THUMBNAIL_OVERLAY_DISPLAY_STYLE_PERSISTENT',
              },
            },
          }
        : {}),
      flexColumnDisplayStyle: 'MUSIC_RESPONSIVE_LIST_ITEM_FLEX_COLUMN_DISPLAY_STYLE_TWO_LINE_STACK',
      itemHeight: 'MUSIC_RESPONSIVE_LIST_ITEM_HEIGHT_MEDIUM',
      flexColumns: [
        flex([{ text: listing.title }]),
        flex([{ text: album.type === 'single' ? 'Single' : 'Album' }, SEPARATOR, ...artistRuns(artists), SEPARATOR, { text: album.releaseDate.slice(0, 4) }]),
      ],
      navigationEndpoint: browseEndpoint(listing.id, 'MUSIC_PAGE_TYPE_ALBUM'),
    },
  };
}

function artistRow(artist: Artist): Record<string, unknown> {
  const id = artist.platformIds.ytmusic!;
  return {
    musicResponsiveListItemRenderer: {
      trackingParams: trackingParams(`sart:${id}`),
      thumbnail: musicThumbnail(artist.imageSeed, [60, 120]),
      flexColumns: [flex([{ text: artist.name }]), flex([{ text: 'Artist' }])],
      navigationEndpoint: browseEndpoint(id, 'MUSIC_PAGE_TYPE_ARTIST'),
    },
  };
}

function playlistRow(view: YtView, playlist: Playlist): Record<string, unknown> {
  const count = view.playlistTracks(playlist).length;
  return {
    musicResponsiveListItemRenderer: {
      trackingParams: trackingParams(`spl:${playlist.platformId}`),
      thumbnail: musicThumbnail(playlist.imageSeed, [60, 120]),
      flexColumns: [
        flex([{ text: playlist.title }]),
        flex([{ text: 'Playlist' }, SEPARATOR, { text: playlist.ownerName }, SEPARATOR, { text: `${count.toLocaleString('en-US')} tracks` }]),
      ],
      navigationEndpoint: browseEndpoint(`VL${playlist.platformId}`, 'MUSIC_PAGE_TYPE_PLAYLIST'),
    },
  };
}

function shelf(title: string, contents: Record<string, unknown>[]): Record<string, unknown> {
  return {
    musicShelfRenderer: {
      title: { runs: [{ text: title }] },
      contents,
      trackingParams: trackingParams(`shelf:${title}`),
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

/** `search` with `{query, params?}`: one shelf for a filter, or Songs/Albums/Artists shelves unfiltered. */
export function searchPage(view: YtView, query: string, params: string | undefined): Record<string, unknown> {
  let filter: Filter | undefined;
  if (params !== undefined && params !== '') {
    filter = searchFilter(params);
    if (!filter) throw new InnertubeError(innertubeErrors.invalidArgument());
  }
  const hits = hitsFor(view, query);
  const sections: Record<string, unknown>[] = [];
  const rowsOf = (kind: Filter, n: number, mode: 'search' | 'searchAll'): Record<string, unknown>[] => {
    switch (kind) {
      case 'songs':
        return hits.songs.slice(0, n).map((t, i) => songItem(view, t, mode, { position: i }));
      case 'albums':
        return hits.albums.slice(0, n).map((a) => albumRow(view, a));
      case 'artists':
        return hits.artists.slice(0, n).map(artistRow);
      case 'playlists':
        return hits.playlists.slice(0, n).map((p) => playlistRow(view, p));
      case 'videos':
        return hits.videos.slice(0, n).map((t, i) => songItem(view, t, mode, { position: i }));
    }
  };
  const titles: Record<Filter, string> = { songs: 'Songs', videos: 'Videos', albums: 'Albums', artists: 'Artists', playlists: 'Community playlists' };
  if (filter) {
    const rows = rowsOf(filter, FILTERED_ROWS, 'search');
    if (rows.length > 0) sections.push(shelf(titles[filter], rows));
  } else {
    // The best song leads in a "Top result" card and leaves the Songs shelf (search-top-result-card-2024-07.json).
    const top = hits.songs.shift();
    if (top) sections.push(topResultCard(view, top));
    // Shelves in the order the recorded page shows them (search-top-result-card-2024-07.json).
    for (const kind of ['songs', 'videos', 'albums', 'artists', 'playlists'] as const) {
      const rows = rowsOf(kind, SHELF_ROWS, 'searchAll');
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
