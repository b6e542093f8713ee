/**
 * The signed-in library pages, `browse` with `FEmusic_liked_playlists`, `FEmusic_liked_albums`,
 * `FEmusic_library_corpus_artists` (subscribed artists) and `FEmusic_library_corpus_track_artists`
 * (artists of the library's songs). Laid out as ytmusicapi reads them (parsers/library.py,
 * `get_library_contents`): `singleColumnBrowseResultsRenderer.tabs[0]…sectionListRenderer.contents[]`
 * holding an `itemSectionRenderer` whose first content is a `gridRenderer` of
 * `musicTwoRowItemRenderer`s (playlists, albums) or a `musicShelfRenderer` of
 * `musicResponsiveListItemRenderer`s (artists). Pages of 25 with legacy `nextContinuationData`,
 * answered under `continuationContents.gridContinuation` / `musicShelfContinuation`. The
 * playlists grid starts with the "New playlist" tile, which ytmusicapi skips; the automatic
 * "Liked Music" (`LM`) tile of the real page is left out (unsure of its exact layout).
 */
import type { Album, Artist, PlatformAccount, Playlist } from '../catalog/model';
import { stableHash } from '../platform-kit/stable-hash';
import { encodeContinuation } from './continuation-token';
import { responseContext } from './response-context';
import { SEPARATOR, artistRuns, browseEndpoint, channelIdFor, musicThumbnail, trackingParams, type Run } from './yt-text';
import type { YtView } from './yt-view';

export const LIBRARY_PAGE = 25;

export type LibraryBrowseId = 'FEmusic_liked_playlists' | 'FEmusic_liked_albums' | 'FEmusic_library_corpus_artists' | 'FEmusic_library_corpus_track_artists';

export const LIBRARY_BROWSE_IDS: readonly LibraryBrowseId[] = ['FEmusic_liked_playlists', 'FEmusic_liked_albums', 'FEmusic_library_corpus_artists', 'FEmusic_library_corpus_track_artists'];

type Item = Record<string, unknown>;

function playlistTile(view: YtView, playlist: Playlist): Item {
  const id = playlist.platformId;
  const nav = browseEndpoint(`VL${id}`, 'MUSIC_PAGE_TYPE_PLAYLIST');
  const owner = playlist.ownerUserId ? view.catalog.index.user(playlist.ownerUserId)?.accounts.ytmusic?.id : undefined;
  const count = playlist.recordingIds.length;
  return {
    musicTwoRowItemRenderer: {
      thumbnailRenderer: musicThumbnail(playlist.imageSeed, [226, 544]),
      aspectRatio: 'MUSIC_TWO_ROW_ITEM_THUMBNAIL_ASPECT_RATIO_SQUARE',
      title: { runs: [{ text: playlist.title, navigationEndpoint: nav }] },
      subtitle: {
        runs: [
          { text: playlist.ownerName, navigationEndpoint: browseEndpoint(owner ?? channelIdFor(playlist.ownerName), 'MUSIC_PAGE_TYPE_USER_CHANNEL') },
          SEPARATOR,
          { text: `${count} ${count === 1 ? 'song' : 'songs'}` },
        ],
      },
      navigationEndpoint: nav,
      trackingParams: trackingParams(`libpl:${id}`),
    },
  };
}

const NEW_PLAYLIST_TILE: Item = {
  musicTwoRowItemRenderer: {
    thumbnailRenderer: { musicThumbnailRenderer: { thumbnail: { thumbnails: [] }, trackingParams: trackingParams('newpl-thumb') } },
    title: { runs: [{ text: 'New playlist' }] },
    navigationEndpoint: { clickTrackingParams: trackingParams('newpl-click'), createPlaylistEndpoint: {} },
    trackingParams: trackingParams('newpl'),
  },
};

function albumTile(view: YtView, album: Album): Item {
  const listing = album.platforms.ytmusic;
  if (!listing) throw new Error(`album ${album.id} is not on YouTube Music`);
  const nav = browseEndpoint(listing.id, 'MUSIC_PAGE_TYPE_ALBUM');
  const artists = album.artistIds.map((id) => view.catalog.index.artist(id)).filter((a): a is Artist => a !== undefined);
  const runs: Run[] = [
    { text: album.type === 'single' ? 'Single' : 'Album' },
    SEPARATOR,
    ...artistRuns(artists.map((a) => ({ name: a.name, ...(a.platformIds.ytmusic ? { id: a.platformIds.ytmusic } : {}) }))),
    SEPARATOR,
    { text: album.releaseDate.slice(0, 4) },
  ];
  return {
    musicTwoRowItemRenderer: {
      thumbnailRenderer: musicThumbnail(album.imageSeed, [226, 544]),
      aspectRatio: 'MUSIC_TWO_ROW_ITEM_THUMBNAIL_ASPECT_RATIO_SQUARE',
      title: { runs: [{ text: listing.title, navigationEndpoint: nav }] },
      subtitle: { runs },
      navigationEndpoint: nav,
      trackingParams: trackingParams(`libalb:${listing.id}`),
      // ytmusicapi reads the audio playlist from the first menu entry (MENU_PLAYLIST_ID).
      menu: {
        menuRenderer: {
          items: [
            {
              menuNavigationItemRenderer: {
                text: { runs: [{ text: 'Shuffle play' }] },
                icon: { iconType: 'MUSIC_SHUFFLE' },
                navigationEndpoint: { clickTrackingParams: trackingParams(`shuf:${listing.id}`), watchPlaylistEndpoint: { playlistId: listing.playlistId, params: 'wAEB8gECKAE%3D' } },
              },
            },
          ],
          trackingParams: trackingParams(`libalbmenu:${listing.id}`),
        },
      },
    },
  };
}

function subscribers(artist: Artist): string {
  const n = stableHash(`subs-${artist.id}`) % 5_000_000;
  return n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)}M subscribers` : n >= 1_000 ? `${Math.round(n / 1_000)}K subscribers` : `${n} subscribers`;
}

function artistRow(artist: Artist): Item {
  const id = artist.platformIds.ytmusic ?? '';
  const column = (text: string) => ({
    musicResponsiveListItemFlexColumnRenderer: { text: { runs: [{ text }] }, displayPriority: 'MUSIC_RESPONSIVE_LIST_ITEM_COLUMN_DISPLAY_PRIORITY_HIGH' },
  });
  return {
    musicResponsiveListItemRenderer: {
      trackingParams: trackingParams(`libart:${id}`),
      thumbnail: musicThumbnail(artist.imageSeed, [60, 120]),
      flexColumns: [column(artist.name), column(subscribers(artist))],
      navigationEndpoint: browseEndpoint(id, 'MUSIC_PAGE_TYPE_ARTIST'),
    },
  };
}

/** Everything one library page lists, rendered, in order. */
function entries(view: YtView, account: PlatformAccount, browseId: LibraryBrowseId): Item[] {
  const index = view.catalog.index;
  switch (browseId) {
    case 'FEmusic_liked_playlists':
      return account.playlistIds.map((id) => index.playlist(id)).filter((p): p is Playlist => p !== undefined).map((p) => playlistTile(view, p));
    case 'FEmusic_liked_albums':
      return account.savedAlbums.map((s) => index.album(s.albumId)).filter((a): a is Album => a !== undefined).map((a) => albumTile(view, a));
    case 'FEmusic_library_corpus_artists':
      return account.followedArtistIds.map((id) => index.artist(id)).filter((a): a is Artist => a !== undefined).map(artistRow);
    case 'FEmusic_library_corpus_track_artists': {
      const ids = [...new Set(account.savedTracks.map((t) => index.recording(t.recordingId)?.artistIds[0]).filter((id): id is string => id !== undefined))];
      return ids.map((id) => index.artist(id)).filter((a): a is Artist => a !== undefined).map(artistRow);
    }
  }
}

function continuations(browseId: string, next: number, total: number): Item {
  return next < total ? { continuations: [{ nextContinuationData: { continuation: encodeContinuation(browseId, next), clickTrackingParams: trackingParams(`libcont:${browseId}:${next}`) } }] } : {};
}

const isGrid = (browseId: LibraryBrowseId): boolean => browseId === 'FEmusic_liked_playlists' || browseId === 'FEmusic_liked_albums';

export function libraryPage(view: YtView, account: PlatformAccount, browseId: LibraryBrowseId): Item {
  const all = entries(view, account, browseId);
  const page = all.slice(0, LIBRARY_PAGE);
  const more = continuations(browseId, LIBRARY_PAGE, all.length);
  const renderer = isGrid(browseId)
    ? { gridRenderer: { items: browseId === 'FEmusic_liked_playlists' ? [NEW_PLAYLIST_TILE, ...page] : page, ...more, trackingParams: trackingParams(`grid:${browseId}`), itemSize: 'COLLECTION_STYLE_ITEM_SIZE_MEDIUM' } }
    : { musicShelfRenderer: { contents: page, ...more, trackingParams: trackingParams(`shelf:${browseId}`), shelfDivider: { musicShelfDividerRenderer: { hidden: true } } } };
  return {
    responseContext: responseContext({ browse_id: browseId }, true),
    contents: {
      singleColumnBrowseResultsRenderer: {
        tabs: [
          {
            tabRenderer: {
              content: {
                sectionListRenderer: {
                  contents: [{ itemSectionRenderer: { contents: [renderer], trackingParams: trackingParams(`items:${browseId}`) } }],
                  trackingParams: trackingParams(`sl:${browseId}`),
                },
              },
              trackingParams: trackingParams(`tab:${browseId}`),
            },
          },
        ],
      },
    },
    trackingParams: trackingParams(`page:${browseId}`),
  };
}

/** The answer to `browse?ctoken=…&continuation=…` for a library page. */
export function libraryContinuation(view: YtView, account: PlatformAccount, browseId: LibraryBrowseId, offset: number): Item {
  const all = entries(view, account, browseId);
  const page = all.slice(offset, offset + LIBRARY_PAGE);
  const more = continuations(browseId, offset + LIBRARY_PAGE, all.length);
  return {
    responseContext: responseContext({ browse_id: browseId }, true),
    continuationContents: isGrid(browseId)
      ? { gridContinuation: { items: page, ...more, trackingParams: trackingParams(`gridcont:${browseId}:${offset}`) } }
      : { musicShelfContinuation: { contents: page, ...more, trackingParams: trackingParams(`shelfcont:${browseId}:${offset}`) } },
    trackingParams: trackingParams(`pagecont:${browseId}:${offset}`),
  };
}
