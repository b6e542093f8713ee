/**
 * Videos as the YouTube Data API shows them (`videos.list`,
 * https://developers.google.com/youtube/v3/docs/videos#resource), laid out like the recorded
 * body (packages/recorded/data/youtube/videos-snippet-content-details-status.json): a catalog
 * song is a video of category "10" (Music) on its artist's channel; a playlist's `episode` odd
 * entry is a video of another category ("22", People & Blogs). A `local` odd entry has no
 * counterpart: YouTube has no local files, so the simulator leaves them out of its playlists.
 * A listing's `blockedIn` countries come back as `contentDetails.regionRestriction.blocked`
 * (documented; the recorded video plays everywhere and has none).
 */
import type { OddEntry, Playlist } from '../catalog/model';
import { stableHex } from '../platform-kit/stable-hash';
import type { YtTrack, YtView } from '../ytmusic/yt-view';
import { etag, timestamp, videoThumbnails, type VideoFacts } from './resources';
import { stampedEntries, type EntryStamp } from '../catalog/playlist-entries';

export type Video = { kind: 'track'; track: YtTrack } | { kind: 'episode'; episode: OddEntry };

const MUSIC_CATEGORY = '10';
const PEOPLE_AND_BLOGS = '22';

/** `PT3M25S`, `PT1H2M`, `PT45S`: ISO 8601 as the Data API writes durations, zero fields left out. */
export function isoDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** The video of `videoId`: a catalog song, or a non-music video some playlist holds. */
export function findVideo(view: YtView, videoId: string): Video | undefined {
  const track = view.track(videoId);
  if (track) return { kind: 'track', track };
  for (const playlist of view.catalog.playlists) {
    if (playlist.platform !== 'ytmusic') continue;
    const odd = playlist.oddEntries?.find((o) => o.entry.kind === 'episode' && o.entry.id === videoId);
    if (odd) return { kind: 'episode', episode: odd.entry };
  }
  return undefined;
}

export function videoFacts(view: YtView, video: Video): VideoFacts {
  if (video.kind === 'episode') {
    const { id, title, artist } = video.episode;
    return { videoId: id, title, ownerTitle: artist, ownerId: `UC${stableHex(`uploader:${artist}`, 22)}`, publishedAt: '2021-06-01T00:00:00Z' };
  }
  const { track } = video;
  const artists = view.trackArtists(track);
  // Music uploads belong to the artist's auto-generated "Artist - Topic" channel.
  const ownerTitle = `${artists[0]?.name ?? 'Various Artists'} - Topic`;
  const album = view.catalog.index.albumByPlatformId('ytmusic', track.listing.albumId);
  return {
    videoId: track.listing.id,
    title: track.listing.title,
    ownerTitle,
    ownerId: artists[0]?.id ?? `UC${stableHex(`topic:${ownerTitle}`, 22)}`,
    publishedAt: `${album?.releaseDate ?? '2010-01-01'}T00:00:00Z`,
  };
}

/** A playlist item: the video, the entry's stamp (its identity) and place in the whole entry list. */
export interface PlaylistVideo {
  video: Video;
  stamp: EntryStamp;
  entryIndex: number;
}

/** A playlist's videos in order: its songs with its non-music videos at their positions (a local file cannot be on YouTube). */
export function playlistItemVideos(view: YtView, playlist: Playlist): PlaylistVideo[] {
  return stampedEntries(playlist).flatMap(({ entry, stamp }, entryIndex): PlaylistVideo[] => {
    if (entry.kind === 'odd') return entry.entry.kind === 'episode' ? [{ video: { kind: 'episode', episode: entry.entry }, stamp, entryIndex }] : [];
    const recording = view.catalog.index.recording(entry.recordingId);
    const listing = recording?.platforms.ytmusic;
    return recording && listing ? [{ video: { kind: 'track', track: { recording, listing } }, stamp, entryIndex }] : [];
  });
}

export const playlistVideos = (view: YtView, playlist: Playlist): Video[] => playlistItemVideos(view, playlist).map((v) => v.video);

/** One `youtube#video` with the parts asked for (`snippet`, `contentDetails`, `status`). */
export function videoResource(view: YtView, video: Video, parts: ReadonlySet<string>): Record<string, unknown> {
  const facts = videoFacts(view, video);
  const resource: Record<string, unknown> = { kind: 'youtube#video', etag: etag(`video:${facts.videoId}:${[...parts].sort().join()}`), id: facts.videoId };
  if (parts.has('snippet')) {
    resource.snippet = {
      publishedAt: timestamp(facts.publishedAt),
      channelId: facts.ownerId,
      title: facts.title,
      description: '',
      thumbnails: videoThumbnails(facts.videoId),
      channelTitle: facts.ownerTitle,
      categoryId: video.kind === 'track' ? MUSIC_CATEGORY : PEOPLE_AND_BLOGS,
      liveBroadcastContent: 'none',
      localized: { title: facts.title, description: '' },
    };
  }
  if (parts.has('contentDetails')) {
    const durationMs = video.kind === 'track' ? video.track.listing.durationMs : video.episode.durationMs;
    const blocked = video.kind === 'track' ? video.track.listing.blockedIn : undefined;
    resource.contentDetails = {
      duration: isoDuration(durationMs),
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: video.kind === 'track',
      ...(blocked?.length ? { regionRestriction: { blocked: [...blocked].sort() } } : {}),
      projection: 'rectangular',
    };
  }
  if (parts.has('status')) {
    resource.status = { uploadStatus: 'processed', privacyStatus: 'public', license: 'youtube', embeddable: true, publicStatsViewable: true };
  }
  return resource;
}
