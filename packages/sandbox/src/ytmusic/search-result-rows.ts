import type { Album, Artist, Playlist } from '../catalog/model';
import { SEPARATOR, artistRuns, browseEndpoint, musicThumbnail, playButton, trackingParams, type Run } from './yt-text';
import type { YtView } from './yt-view';

/** The rows of albums, artists and playlists on search pages, laid out as recorded (search-albums-2023-12.json, search-artists-2026-01.json). */
function flex(runs: Run[]): Record<string, unknown> {
  return {
    musicResponsiveListItemFlexColumnRenderer: {
      text: { runs },
      displayPriority: 'MUSIC_RESPONSIVE_LIST_ITEM_COLUMN_DISPLAY_PRIORITY_HIGH',
    },
  };
}

export function albumRow(view: YtView, album: Album): Record<string, unknown> {
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

export function artistRow(artist: Artist): Record<string, unknown> {
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

export function playlistRow(view: YtView, playlist: Playlist): Record<string, unknown> {
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
