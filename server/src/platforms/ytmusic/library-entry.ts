/**
 * Playlist items of the YouTube Data API as library entries, every one kept in the playlist's
 * order. `playlistItems.list` says little of a video, so each page's videos are read with
 * `videos.list` (50 ids, 1 unit): `snippet.categoryId` "10" is Music, anything else (a vlog, a
 * podcast episode, a tutorial) is an `episode`
 * (https://developers.google.com/youtube/v3/docs/videoCategories); a video `videos.list` does
 * not return (deleted, or private to its owner: the item then reads "Deleted video" / "Private
 * video") or one region-blocked in the listener's country
 * (`contentDetails.regionRestriction`, https://developers.google.com/youtube/v3/docs/videos#contentDetails.regionRestriction)
 * is kept as unplayable. YouTube has no local files.
 */
import type { LibraryEntry } from '../kit/platform-library';
import { parseIsoDuration } from '../kit/iso-duration';
import type { DataApiClient } from './data-api';
import { thumbnailsCover, type DataPlaylistItem, type DataVideo } from './data-api-schemas';
import { watchUrl } from './mappers';

const MUSIC_CATEGORY = '10';
/** videos.list takes at most 50 ids. */
const VIDEO_BATCH = 50;
const GONE_TITLES = new Set(['Deleted video', 'Private video']);
/** Upload states of a video that will not play (https://developers.google.com/youtube/v3/docs/videos#status.uploadStatus). */
const BROKEN_UPLOADS = new Set(['deleted', 'failed', 'rejected']);

/** Songs come from an artist's auto-generated "<name> - Topic" channel: the artist is the name. */
const artistOf = (channelTitle: string) => channelTitle.replace(/ - Topic$/, '');

/**
 * Whether the video plays for a listener in `country` (unknown: the channel names none, so only
 * deletion and upload state count). `allowed` and `blocked` are exclusive lists of countries.
 */
function playsIn(video: DataVideo, country: string | undefined): boolean {
  if (BROKEN_UPLOADS.has(video.status?.uploadStatus ?? '')) return false;
  const restriction = video.contentDetails?.regionRestriction;
  if (!country || !restriction) return true;
  if (restriction.blocked?.includes(country)) return false;
  return !restriction.allowed || restriction.allowed.includes(country);
}

export function toLibraryEntry(item: DataPlaylistItem, video: DataVideo | undefined, country: string | undefined): LibraryEntry | undefined {
  const videoId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;
  if (!videoId) return undefined;
  const title = video?.snippet?.title ?? item.snippet?.title ?? '';
  const channelTitle = video?.snippet?.channelTitle ?? item.snippet?.videoOwnerChannelTitle ?? '';
  const placeholder = !item.snippet?.videoOwnerChannelTitle && GONE_TITLES.has(item.snippet?.title ?? '');
  const artist = placeholder ? '' : artistOf(channelTitle);
  return {
    // A video that cannot be read any more was listed as one; what it was is unknown.
    kind: !video || video.snippet?.categoryId === MUSIC_CATEGORY ? 'track' : 'episode',
    track: {
      platform: 'ytmusic',
      id: videoId,
      title,
      artists: artist ? [artist] : [],
      album: '',
      durationMs: parseIsoDuration(video?.contentDetails?.duration ?? '') ?? 0,
      explicit: false,
      releaseDate: '',
      isVideo: !channelTitle.endsWith(' - Topic'),
      cover: thumbnailsCover(video?.snippet?.thumbnails),
      preview: '',
      url: watchUrl(videoId),
    },
    playable: !placeholder && !!video && playsIn(video, country),
    ...(item.snippet?.publishedAt ? { addedAt: item.snippet.publishedAt } : {}),
    ...(item.id ? { entryId: item.id } : {}),
  };
}

/** Every entry of a playlist (all pages), with its videos read 50 at a time. */
export async function readEntries(api: DataApiClient, playlistId: string, country: string | undefined): Promise<LibraryEntry[]> {
  return (await readContents(api, playlistId, country)).entries;
}

/** `readEntries`, with the playlist's version: the etag of its first page of items (`api.playlistVersion`). */
export async function readContents(api: DataApiClient, playlistId: string, country: string | undefined): Promise<{ entries: LibraryEntry[]; version: string }> {
  const { items, etag } = await api.playlistContents(playlistId);
  const ids = [...new Set(items.flatMap((item) => item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId ?? []))];
  const videos = new Map<string, DataVideo>();
  for (let at = 0; at < ids.length; at += VIDEO_BATCH) {
    for (const video of await api.videos(ids.slice(at, at + VIDEO_BATCH))) videos.set(video.id, video);
  }
  const entries = items.flatMap((item) => {
    const videoId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId ?? '';
    return toLibraryEntry(item, videos.get(videoId), country) ?? [];
  });
  return { entries, version: etag };
}
