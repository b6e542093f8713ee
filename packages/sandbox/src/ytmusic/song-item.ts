import { stableHex } from '../platform-kit/stable-hash';
import {
  SEPARATOR,
  artistRuns,
  browseEndpoint,
  durationText,
  durationWords,
  musicThumbnail,
  musicVideoType,
  playButton,
  playsText,
  trackingParams,
  videoThumbnail,
  viewsText,
  watchEndpoint,
  type Run,
} from './yt-text';
import type { YtTrack, YtView } from './yt-view';

/** Where a song row is shown; each place lays out its columns differently. */
export type SongRowKind = 'playlist' | 'search' | 'searchAll' | 'album' | 'artist';

function flexColumn(runs: Run[], priority: 'HIGH' | 'MEDIUM' | 'LOW', accessibilityLabel?: string): Record<string, unknown> {
  return {
    musicResponsiveListItemFlexColumnRenderer: {
      text: runs.length > 0 ? { runs, ...(accessibilityLabel ? { accessibility: { accessibilityData: { label: accessibilityLabel } } } : {}) } : {},
      displayPriority: `MUSIC_RESPONSIVE_LIST_ITEM_COLUMN_DISPLAY_PRIORITY_${priority}`,
    },
  };
}

function albumRun(view: YtView, track: YtTrack): Run | undefined {
  const album = view.album(track.listing.albumId);
  const listing = album?.platforms.ytmusic;
  return listing ? { text: listing.title, navigationEndpoint: browseEndpoint(listing.id, 'MUSIC_PAGE_TYPE_ALBUM') } : undefined;
}

function albumArtistNames(view: YtView, track: YtTrack): string[] {
  const album = view.album(track.listing.albumId);
  return (album?.artistIds ?? []).map((id) => view.catalog.index.artist(id)?.name ?? '');
}

/** `playlistSetVideoId`: the id of one entry of a playlist (16 hex digits), distinct from the video id. */
export function setVideoId(playlistId: string, position: number): string {
  return stableHex(`${playlistId}:${position}`, 16).toUpperCase();
}

/**
 * A `musicResponsiveListItemRenderer` for one song, laid out like the recorded responses:
 * playlist rows have four flex columns (title, artists, duration, album), search rows put
 * artists • album • duration in the second column, album rows carry an index and a fixed
 * duration column. https://github.com/sigma67/ytmusicapi (parsers) documents the same layouts.
 */
export function songItem(
  view: YtView,
  track: YtTrack,
  kind: SongRowKind,
  options: { playlistId?: string; position?: number } = {},
): Record<string, unknown> {
  const { listing } = track;
  const videoId = listing.id;
  const type = musicVideoType(listing.videoType);
  const album = albumRun(view, track);
  const artists = artistRuns(view.trackArtists(track));
  const duration = durationText(listing.durationMs);
  const title: Run = { text: listing.title, navigationEndpoint: watchEndpoint(videoId, options.playlistId, {}, type) };
  let flexColumns: Record<string, unknown>[];
  let fixedColumns: Record<string, unknown>[] | undefined;
  const durationColumn = {
    musicResponsiveListItemFixedColumnRenderer: {
      text: { runs: [{ text: duration }], accessibility: { accessibilityData: { label: durationWords(listing.durationMs) } } },
      displayPriority: 'MUSIC_RESPONSIVE_LIST_ITEM_COLUMN_DISPLAY_PRIORITY_HIGH',
      size: 'MUSIC_RESPONSIVE_LIST_ITEM_FIXED_COLUMN_SIZE_SMALL',
    },
  };
  if (kind === 'playlist') {
    // Title, artists, album (empty text when none); the length only in `fixedColumns`
    // (browse-playlist-chart-2025-01.json, browse-playlist-audio-2025-12.json).
    flexColumns = [flexColumn([title], 'HIGH'), flexColumn(artists, 'HIGH'), flexColumn(album ? [album] : [], 'MEDIUM')];
    fixedColumns = [durationColumn];
  } else if ((kind === 'search' || kind === 'searchAll') && listing.videoType) {
    // A video row: uploader • views • length, no album (search-videos-2026-01.json).
    const views = viewsText(videoId);
    const detailRuns: Run[] = [...artists, SEPARATOR, { text: views.text }, SEPARATOR, { text: duration }];
    const label = kind === 'search' ? `${listing.artists.join(', ')} \u2022 ${views.words} \u2022 ${durationWords(listing.durationMs)}` : undefined;
    flexColumns = [flexColumn([title], 'HIGH'), flexColumn(detailRuns, 'HIGH', label)];
  } else if (kind === 'search' || kind === 'searchAll') {
    const details: Run[] = [...artists, ...(album ? [SEPARATOR, album] : []), SEPARATOR, { text: duration }];
    const detailRuns = kind === 'searchAll' ? [{ text: 'Song' }, SEPARATOR, ...details] : details;
    // Filtered results label their columns for screen readers; the mixed page does not.
    const labels = kind === 'search' ? [listing.title, detailRuns.map((r) => r.text).join('')] : [];
    flexColumns = [flexColumn([title], 'HIGH', labels[0]), flexColumn(detailRuns, 'HIGH', labels[1])];
  } else if (kind === 'album') {
    // Column 1 stays empty when the track's artists are the album's; column 2 is a play count
    // (browse-album-revival-2024-03.json).
    const albumArtists = albumArtistNames(view, track);
    const sameArtists = listing.artists.length === albumArtists.length && listing.artists.every((a, i) => a === albumArtists[i]);
    flexColumns = [flexColumn([title], 'HIGH'), flexColumn(sameArtists ? [] : artists, 'HIGH'), flexColumn([{ text: playsText(videoId) }], 'HIGH')];
    fixedColumns = [durationColumn];
  } else {
    flexColumns = [flexColumn([title], 'HIGH'), flexColumn(artists, 'HIGH'), flexColumn(album ? [album] : [], 'MEDIUM')];
  }
  const inPlaylist = (kind === 'playlist' || kind === 'album') && options.playlistId !== undefined;
  const setId = inPlaylist ? setVideoId(options.playlistId!, options.position ?? 0) : undefined;
  const albumSeed = view.album(listing.albumId)?.imageSeed ?? videoId;
  const label = `${listing.title} - ${listing.artists.join(', ')} - ${durationWords(listing.durationMs)}`;
  return {
    musicResponsiveListItemRenderer: {
      trackingParams: trackingParams(`row:${kind}:${videoId}:${options.position ?? 0}`),
      ...(kind === 'album' ? {} : { thumbnail: listing.videoType ? videoThumbnail(videoId) : musicThumbnail(albumSeed, [60, 120]) }),
      overlay: {
        musicItemThumbnailOverlayRenderer: {
          background: { verticalGradient: { gradientLayerColors: ['3422552064', '3422552064'] } },
          content: playButton(watchEndpoint(videoId, options.playlistId, setId ? { playlistSetVideoId: setId } : {}, type), videoId, label),
          contentPosition: 'MUSIC_ITEM_THUMBNAIL_OVERLAY_CONTENT_POSITION_CENTERED',
          displayStyle: 'MUSIC_ITEM_THUMBNAIL_OVERLAY_DISPLAY_STYLE_PERSISTENT',
        },
      },
      flexColumns,
      ...(fixedColumns ? { fixedColumns } : {}),
      menu: {
        menuRenderer: {
          items: [
            {
              menuNavigationItemRenderer: {
                text: { runs: [{ text: 'Start radio' }] },
                icon: { iconType: 'MIX' },
                navigationEndpoint: { watchEndpoint: { videoId, playlistId: `RDAMVM${videoId}`, params: 'wAEB' } },
              },
            },
          ],
          trackingParams: trackingParams(`menu:${videoId}`),
          accessibility: { accessibilityData: { label: 'Action menu' } },
        },
      },
      ...(listing.explicit
        ? {
            badges: [
              {
                musicInlineBadgeRenderer: {
                  trackingParams: trackingParams(`badge:${videoId}`),
                  icon: { iconType: 'MUSIC_EXPLICIT_BADGE' },
                  accessibilityData: { accessibilityData: { label: 'Explicit' } },
                },
              },
            ],
          }
        : {}),
      ...(kind === 'album' ? { index: { runs: [{ text: String(listing.trackNumber) }] } } : {}),
      ...(kind === 'search' || kind === 'searchAll'
        ? { flexColumnDisplayStyle: 'MUSIC_RESPONSIVE_LIST_ITEM_FLEX_COLUMN_DISPLAY_STYLE_TWO_LINE_STACK', itemHeight: 'MUSIC_RESPONSIVE_LIST_ITEM_HEIGHT_MEDIUM_COMPACT' }
        : kind === 'album'
          ? { itemHeight: 'MUSIC_RESPONSIVE_LIST_ITEM_HEIGHT_MEDIUM' }
          : {}),
      playlistItemData: setId
        ? { playlistSetVideoId: setId, videoId, ...(kind === 'playlist' ? { voteSortValue: 1_700_000_000 + (options.position ?? 0) } : {}) }
        : { videoId },
      ...(setId
        ? {
            multiSelectCheckbox: {
              checkboxRenderer: {
                onSelectionChangeCommand: {
                  clickTrackingParams: trackingParams(`select:${setId}`),
                  updateMultiSelectStateCommand: { multiSelectParams: trackingParams(`msp:${options.playlistId!}`), multiSelectItem: trackingParams(`msi:${setId}`) },
                },
                trackingParams: trackingParams(`checkbox:${setId}`),
                checkedState: 'CHECKBOX_CHECKED_STATE_UNCHECKED',
              },
            },
          }
        : {}),
    },
  };
}
