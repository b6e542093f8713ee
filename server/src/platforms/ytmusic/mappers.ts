import { pickCover } from '../kit/cover-size';
import { normalizeReleaseDate } from '../release-date';
import type { PlatformAlbum, PlatformArtist, PlatformTrack } from '../types';
import type { Header, ListItem, Run } from './innertube-schemas';
import type { PanelVideo } from './watch-schemas';
import { parseClock, runsText, summarizeRuns } from './read-runs';

export const watchUrl = (videoId: string) => `https://music.youtube.com/watch?v=${videoId}`;

/**
 * The thumbnail at Segue's cover size (`pickCover`): YouTube lists a few sizes, smallest first;
 * album art and channel pictures on Google's image servers are then resized by their URL
 * (`=w544-h544` → `=w640-h640`), video frames on i.ytimg.com come in fixed sizes.
 */
export function thumbnailCover(thumbnails: ReadonlyArray<{ url: string; width?: number | undefined; height?: number | undefined }> | undefined): string {
  return pickCover(thumbnails);
}

const isExplicit = (badges: ListItem['badges']) =>
  (badges ?? []).some(
    (b) =>
      b.musicInlineBadgeRenderer?.icon?.iconType === 'MUSIC_EXPLICIT_BADGE' ||
      b.musicInlineBadgeRenderer?.accessibilityData?.accessibilityData.label === 'Explicit',
  );

const watchOf = (item: ListItem) => [
  item.flexColumns?.[0]?.musicResponsiveListItemFlexColumnRenderer?.text?.runs?.[0]?.navigationEndpoint?.watchEndpoint,
  item.overlay?.musicItemThumbnailOverlayRenderer?.content?.musicPlayButtonRenderer?.playNavigationEndpoint?.watchEndpoint,
];

function videoIdOf(item: ListItem): string | undefined {
  const [titleWatch, playWatch] = watchOf(item);
  return item.playlistItemData?.videoId ?? titleWatch?.videoId ?? playWatch?.videoId;
}

/** What the row's title link or play button says it plays (`MUSIC_VIDEO_TYPE_…`), if either says. */
export const musicVideoTypeOf = (item: ListItem): string | undefined =>
  watchOf(item).find((w) => w?.watchEndpointMusicSupportedConfigs)?.watchEndpointMusicSupportedConfigs?.watchEndpointMusicConfig?.musicVideoType;

/**
 * Whether a row plays a video rather than a song: InnerTube's `musicVideoType` (ytmusicapi's
 * `videoType`) is `MUSIC_VIDEO_TYPE_ATV` for a song's art track, `_OMV` for an official video and
 * `_UGC` for a user's upload (recorded in search-videos-2026-01.json); other types say neither.
 */
export function isVideoRow(item: ListItem): boolean | undefined {
  const type = musicVideoTypeOf(item);
  if (type === 'MUSIC_VIDEO_TYPE_ATV') return false;
  if (type === 'MUSIC_VIDEO_TYPE_OMV' || type === 'MUSIC_VIDEO_TYPE_UGC') return true;
  return undefined;
}

/** An album page numbers its rows; elsewhere the number is a rank or absent. */
function trackNumberOf(item: ListItem, context: RowContext): number | undefined {
  if (!context.album) return undefined;
  const n = Number(runsText(item.index?.runs));
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

export interface RowContext {
  /** On an album page the rows omit the album and, when it is the album's, the artist. */
  album?: { title: string; id: string; artists: string[]; releaseDate: string; cover: string };
}

/** A song row (`musicResponsiveListItemRenderer`) of a search, album or playlist; undefined for rows that are not playable songs. */
export function rowToTrack(item: ListItem, context: RowContext = {}): PlatformTrack | undefined {
  // A row that links to a page (album, artist, playlist, podcast) is not a song, even when its
  // play button starts the album (search-highlighted-album-top-result-2023-12.json).
  if (item.navigationEndpoint?.browseEndpoint) return undefined;
  const videoId = videoIdOf(item);
  if (!videoId) return undefined;
  const columns = (item.flexColumns ?? []).map((c) => c.musicResponsiveListItemFlexColumnRenderer?.text?.runs ?? []);
  const title = runsText(columns[0]);
  // An album row has at most the track's artists in column 1 (often left empty when they are the
  // album's) and a play count in column 2 (browse-album-revival-2024-03.json): only column 1 can
  // name artists, and an empty one means the album's.
  const details = context.album ? columns.slice(1, 2) : columns.slice(1);
  const summary = summarizeRuns(
    details.flatMap((runs, i) => (i === 0 ? runs : [{ text: ' • ' }, ...runs])),
    { plainArtists: false },
  );
  // Unlinked artists are plain text in column 1 only; later columns hold dates, counts, albums.
  if (summary.artists.length === 0) summary.artists = summarizeRuns(columns[1] ?? []).artists;
  const fixed = runsText(item.fixedColumns?.[0]?.musicResponsiveListItemFixedColumnRenderer?.text?.runs);
  const album = summary.album ?? (context.album ? { title: context.album.title, id: context.album.id } : undefined);
  const isVideo = isVideoRow(item);
  const trackNumber = trackNumberOf(item, context);
  return {
    platform: 'ytmusic',
    id: videoId,
    title,
    artists: summary.artists.length > 0 ? summary.artists : (context.album?.artists ?? []),
    album: album?.title ?? '',
    // An upload's album is a library page of its owner (`FEmusic_library_privately_owned_release…`), not a catalog album.
    ...(album?.id.startsWith('MPRE') ? { albumId: album.id } : {}),
    durationMs: parseClock(fixed) ?? summary.durationMs ?? 0,
    explicit: isExplicit(item.badges),
    releaseDate: context.album?.releaseDate ?? normalizeReleaseDate(summary.year),
    ...(trackNumber === undefined ? {} : { trackNumber }),
    ...(isVideo === undefined ? {} : { isVideo }),
    cover: thumbnailCover(item.thumbnail?.musicThumbnailRenderer?.thumbnail.thumbnails) || (context.album?.cover ?? ''),
    // InnerTube gives no preview clips.
    preview: '',
    url: watchUrl(videoId),
  };
}

/** The selected entry of the watch page's queue: one song's title, byline and length. */
export function panelToTrack(video: PanelVideo): PlatformTrack {
  const summary = summarizeRuns(video.longBylineText?.runs ?? []);
  return {
    platform: 'ytmusic',
    id: video.videoId,
    title: runsText(video.title.runs),
    artists: summary.artists,
    album: summary.album?.title ?? '',
    ...(summary.album ? { albumId: summary.album.id } : {}),
    durationMs: parseClock(runsText(video.lengthText?.runs)) ?? 0,
    explicit: isExplicit(video.badges),
    releaseDate: normalizeReleaseDate(summary.year),
    cover: thumbnailCover(video.thumbnail?.thumbnails),
    preview: '',
    url: watchUrl(video.videoId),
  };
}

/** An album row of a search (`Album • Artist • 2020`, browse id on the row). */
export function rowToAlbum(item: ListItem): PlatformAlbum | undefined {
  const id = item.navigationEndpoint?.browseEndpoint?.browseId;
  if (!id) return undefined;
  const columns = (item.flexColumns ?? []).map((c) => c.musicResponsiveListItemFlexColumnRenderer?.text?.runs ?? []);
  const summary = summarizeRuns(columns.slice(1).flat());
  return {
    platform: 'ytmusic',
    id,
    title: runsText(columns[0]),
    artists: summary.artists,
    releaseDate: normalizeReleaseDate(summary.year),
    cover: thumbnailCover(item.thumbnail?.musicThumbnailRenderer?.thumbnail.thumbnails),
    url: `https://music.youtube.com/browse/${id}`,
  };
}

export function rowToArtist(item: ListItem): PlatformArtist | undefined {
  const id = item.navigationEndpoint?.browseEndpoint?.browseId;
  if (!id) return undefined;
  const name = runsText(item.flexColumns?.[0]?.musicResponsiveListItemFlexColumnRenderer?.text?.runs);
  return {
    platform: 'ytmusic',
    id,
    name,
    image: thumbnailCover(item.thumbnail?.musicThumbnailRenderer?.thumbnail.thumbnails),
    url: `https://music.youtube.com/channel/${id}`,
  };
}

/** Title, artists (strapline), year and cover of an album or playlist page header. */
export function readHeader(header: NonNullable<Header['musicResponsiveHeaderRenderer']>) {
  const strapline: Run[] = header.straplineTextOne?.runs ?? [];
  const subtitle = summarizeRuns(header.subtitle?.runs ?? []);
  // Before 2024 the artists sat in the subtitle ("Album • Artist • 2021"), there was no strapline;
  // only linked ones are taken, as 2024 playlist subtitles hold plain words ("Public", "Playlist").
  const artists = strapline.length > 0 ? summarizeRuns(strapline).artists : summarizeRuns(header.subtitle?.runs ?? [], { plainArtists: false }).artists;
  return {
    title: runsText(header.title.runs),
    strapline: strapline.length > 0 ? runsText(strapline) : artists.join(', '),
    artists,
    releaseDate: normalizeReleaseDate(subtitle.year),
    description: runsText(header.description?.musicDescriptionShelfRenderer?.description.runs),
    cover: thumbnailCover(header.thumbnail?.musicThumbnailRenderer?.thumbnail.thumbnails),
  };
}
