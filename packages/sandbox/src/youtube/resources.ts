/**
 * YouTube Data API v3 resources rendered from the sandbox's catalog and users, laid out like the
 * recorded bodies (packages/recorded/data/youtube): `kind`, `etag` (27 base64url characters),
 * `snippet` with `thumbnails` by size, `localized`, counts as strings in `statistics`.
 */
import type { PlatformAccount, Playlist, SandboxUser } from '../catalog/model';
import { stableHash, stableHex } from '../platform-kit/stable-hash';
import type { YtView } from '../ytmusic/yt-view';

/** The signed-in user's liked videos list (`contentDetails.relatedPlaylists.likes`). */
export const LIKES_PLAYLIST_ID = 'LL';

type Resource = Record<string, unknown>;

export function etag(seed: string): string {
  return Buffer.from(stableHex(`etag:${seed}`, 40), 'hex').toString('base64url').slice(0, 27);
}

/** `2019-11-21T22:17:38Z`: today's bodies have no milliseconds. */
export function timestamp(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function videoThumbnails(videoId: string): Resource {
  const at = (file: string, width: number, height: number) => ({ url: `https://i.ytimg.com/vi/${videoId}/${file}.jpg`, width, height });
  return {
    default: at('default', 120, 90),
    medium: at('mqdefault', 320, 180),
    high: at('hqdefault', 480, 360),
    standard: at('sddefault', 640, 480),
    maxres: at('maxresdefault', 1280, 720),
  };
}

/** An empty playlist's thumbnails: Google's placeholder in three sizes (recorded insert answer). */
const NO_THUMBNAIL: Resource = {
  default: { url: 'https://i.ytimg.com/img/no_thumbnail.jpg', width: 120, height: 90 },
  medium: { url: 'https://i.ytimg.com/img/no_thumbnail.jpg', width: 320, height: 180 },
  high: { url: 'https://i.ytimg.com/img/no_thumbnail.jpg', width: 480, height: 360 },
};

function channelThumbnails(seed: string): Resource {
  const base = `https://yt3.ggpht.com/ytc/${Buffer.from(stableHex(`avatar:${seed}`, 48), 'hex').toString('base64url')}`;
  return {
    default: { url: `${base}=s88-c-k-c0x00ffffff-no-rj`, width: 88, height: 88 },
    medium: { url: `${base}=s240-c-k-c0x00ffffff-no-rj`, width: 240, height: 240 },
    high: { url: `${base}=s800-c-k-c0x00ffffff-no-rj`, width: 800, height: 800 },
  };
}

function channelPublishedAt(channelId: string): string {
  const seconds = Date.parse('2008-01-01T00:00:00Z') / 1000 + (stableHash(`chan:${channelId}`) % 500_000_000);
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `channels.list` item of a user's channel with the parts asked for. */
export function channelResource(user: SandboxUser, account: PlatformAccount, parts: ReadonlySet<string>): Resource {
  const title = user.displayName;
  const resource: Resource = { kind: 'youtube#channel', etag: etag(`channel:${account.id}:${[...parts].sort().join()}`), id: account.id };
  if (parts.has('snippet')) {
    resource.snippet = {
      title,
      description: '',
      customUrl: account.username.toLowerCase(),
      publishedAt: channelPublishedAt(account.id),
      thumbnails: channelThumbnails(user.imageSeed),
      localized: { title, description: '' },
      country: user.country,
    };
  }
  if (parts.has('contentDetails')) {
    resource.contentDetails = { relatedPlaylists: { likes: LIKES_PLAYLIST_ID, uploads: `UU${account.id.slice(2)}` } };
  }
  if (parts.has('statistics')) {
    resource.statistics = { viewCount: '0', subscriberCount: String(account.followers), hiddenSubscriberCount: false, videoCount: '0' };
  }
  return resource;
}

/** The catalog playlist as a `youtube#playlist`, with its owner's channel. */
export function playlistResource(view: YtView, playlist: Playlist, parts: ReadonlySet<string>): Resource {
  const owner = playlist.ownerUserId ? view.catalog.index.user(playlist.ownerUserId) : undefined;
  const channelId = owner?.accounts.ytmusic?.id ?? `UC${stableHex(`owner:${playlist.ownerName}`, 22)}`;
  const first = view.playlistTracks(playlist)[0];
  const resource: Resource = { kind: 'youtube#playlist', etag: '', id: playlist.platformId };
  if (parts.has('snippet')) {
    resource.snippet = {
      publishedAt: timestamp(playlist.createdAt),
      channelId,
      title: playlist.title,
      description: playlist.description,
      thumbnails: first ? videoThumbnails(first.listing.id) : NO_THUMBNAIL,
      channelTitle: owner?.displayName ?? playlist.ownerName,
      localized: { title: playlist.title, description: playlist.description },
    };
  }
  if (parts.has('status')) resource.status = { privacyStatus: playlist.public === false ? 'private' : 'public' };
  // Non-music videos count as items; a local file cannot be on YouTube (`video-resource.ts`).
  const episodes = playlist.oddEntries?.filter((odd) => odd.entry.kind === 'episode').length ?? 0;
  if (parts.has('contentDetails')) resource.contentDetails = { itemCount: view.playlistTracks(playlist).length + episodes };
  // "The Etag of this resource" (https://developers.google.com/youtube/v3/docs/playlists#resource):
  // a digest of what is sent, so it moves when the parts asked for change (itemCount on an add
  // or a removal, the thumbnails when the first video changes), and a reorder further down
  // leaves it as it was (https://developers.google.com/youtube/v3/getting-started#etags).
  resource.etag = etag(`playlist:${JSON.stringify(resource)}`);
  return resource;
}

export interface ListedItem {
  video: VideoFacts;
  addedAt: string;
  /** The entry's stamp key (playlists); the liked list's items are keyed by position. */
  key?: string;
}

/** A video that left the playlist's reach but not the playlist: it stays as a placeholder item. */
export interface GoneItem {
  gone: 'deleted' | 'private';
  videoId: string;
  addedAt: string;
}

/**
 * The placeholder YouTube keeps for a deleted or privated video: title "Deleted video" /
 * "Private video", no owner channel, empty thumbnails, `privacyStatus` `privacyStatusUnspecified`
 * / `private`; `pageInfo.totalResults` and `itemCount` count it. Written from the documentation
 * and public clients' handling of it (no recorded body found).
 */
export function goneItemResource(
  item: GoneItem,
  context: { playlistId: string; position: number; channelId: string; channelTitle: string },
  parts: ReadonlySet<string>,
): Resource {
  const id = Buffer.from(`${context.playlistId}.${stableHex(`${context.playlistId}:${item.videoId}:${context.position}`, 16).toUpperCase()}`).toString('base64');
  const resource: Resource = { kind: 'youtube#playlistItem', etag: etag(`item:${id}`), id };
  if (parts.has('snippet')) {
    resource.snippet = {
      publishedAt: timestamp(item.addedAt),
      channelId: context.channelId,
      title: item.gone === 'deleted' ? 'Deleted video' : 'Private video',
      description: item.gone === 'deleted' ? 'This video is unavailable.' : 'This video is private.',
      thumbnails: {},
      channelTitle: context.channelTitle,
      playlistId: context.playlistId,
      position: context.position,
      resourceId: { kind: 'youtube#video', videoId: item.videoId },
    };
  }
  if (parts.has('contentDetails')) resource.contentDetails = { videoId: item.videoId };
  if (parts.has('status')) resource.status = { privacyStatus: item.gone === 'deleted' ? 'privacyStatusUnspecified' : 'private' };
  return resource;
}

/** What a playlist item says of its video: a catalog track's or a non-music video's (`video-resource.ts`). */
export interface VideoFacts {
  videoId: string;
  title: string;
  /** The uploading channel: an artist's "<name> - Topic" channel for a song. */
  ownerId: string;
  ownerTitle: string;
  publishedAt: string;
}

/** One `youtube#playlistItem`: the video at `position` of `playlistId`, added by `channel` at `addedAt`. */
/**
 * A playlist item's id: base64 of `<playlistId>.<16 hex>`, as recorded ids decode; the hex
 * follows the entry (its stamp key), so an item keeps its id while others move or go.
 */
export function playlistItemId(playlistId: string, videoId: string, key: string): string {
  return Buffer.from(`${playlistId}.${stableHex(`${playlistId}:${videoId}:${key}`, 16).toUpperCase()}`).toString('base64');
}

/** The playlist id an item id names, if it decodes as one. */
export function playlistIdOfItem(itemId: string): string | undefined {
  const text = Buffer.from(itemId, 'base64').toString('utf8');
  const dot = text.lastIndexOf('.');
  return dot > 0 && /^[0-9A-F]{16}$/.test(text.slice(dot + 1)) ? text.slice(0, dot) : undefined;
}

export function playlistItemResource(
  video: VideoFacts,
  addedAt: string,
  context: { playlistId: string; position: number; key?: string; channelId: string; channelTitle: string },
  parts: ReadonlySet<string>,
): Resource {
  const { videoId } = video;
  const id = playlistItemId(context.playlistId, videoId, context.key ?? String(context.position));
  const resource: Resource = { kind: 'youtube#playlistItem', etag: etag(`item:${id}`), id };
  if (parts.has('snippet')) {
    resource.snippet = {
      publishedAt: timestamp(addedAt),
      channelId: context.channelId,
      title: video.title,
      description: '',
      thumbnails: videoThumbnails(videoId),
      channelTitle: context.channelTitle,
      playlistId: context.playlistId,
      position: context.position,
      resourceId: { kind: 'youtube#video', videoId },
      videoOwnerChannelTitle: video.ownerTitle,
      videoOwnerChannelId: video.ownerId,
    };
  }
  if (parts.has('contentDetails')) resource.contentDetails = { videoId, videoPublishedAt: timestamp(video.publishedAt) };
  if (parts.has('status')) resource.status = { privacyStatus: 'public' };
  return resource;
}
