/**
 * The YouTube Data API v3 calls a YouTube Music account needs, on the one HTTP layer with the
 * user's token (refreshed once on a 401). Lists page by `pageToken` with `maxResults=50`, the
 * most Google allows.
 */

import { z } from 'zod';
import { sendAsUser } from '../kit/send-as-user';
import type { PlatformHttp } from '../http/http-types';
import { isPlatformError } from '../../errors/platform-error';
import type { TokenSource } from '../kit/token-cache';
import { parseWire } from '../kit/parse-wire';
import { dataApiError } from './data-api-errors';
import {
  channelListSchema,
  channelSchema,
  insertedSchema,
  playlistItemListSchema,
  playlistItemSchema,
  playlistListSchema,
  playlistSchema,
  readItems,
  type Channel,
  type DataPlaylist,
  type DataPlaylistItem,
} from './data-api-schemas';

export const DATA_API_PAGE = 50;
/** A guard against a paging loop: 200 pages of 50 is far beyond any real library. */
const MAX_PAGES = 200;

export interface DataApiClientOptions {
  /** The Data API host (`SEGUE_YTMUSIC_DATA_API_URL`), without `/youtube/v3`. */
  baseUrl: string;
  http: PlatformHttp;
  userToken: TokenSource;
  now?: () => number;
}

/** A playlist entry that still points at a playable video. */
export interface PlaylistEntry {
  videoId: string;
  title: string;
  position: number;
}

type ListSchema = typeof channelListSchema | typeof playlistListSchema | typeof playlistItemListSchema;

const videoListSchema = z.object({ items: z.array(z.object({ id: z.string() })).optional() });

export function createDataApiClient(options: DataApiClientOptions) {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/youtube/v3`;
  const now = options.now ?? Date.now;

  async function call(method: 'GET' | 'POST', resource: string, query: Record<string, string | number>, what: string, json?: unknown): Promise<unknown> {
    const response = await sendAsUser(options.http, options.userToken, {
      method,
      url: `${base}/${resource}`,
      query,
      ...(json === undefined ? {} : { json }),
    });
    if (response.status < 200 || response.status > 299) throw dataApiError(response.status, response.body, what, now());
    return response.body;
  }

  async function list(resource: string, schema: ListSchema, query: Record<string, string | number>, what: string): Promise<unknown[]> {
    const items: unknown[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const body = parseWire('ytmusic', schema, await call('GET', resource, { ...query, maxResults: DATA_API_PAGE, ...(pageToken ? { pageToken } : {}) }, what), what);
      items.push(...(body.items ?? []));
      if (!body.nextPageToken || body.nextPageToken === pageToken) break;
      pageToken = body.nextPageToken;
    }
    return items;
  }

  return {
    /** The signed-in user's channel, or undefined for a Google account without one. */
    async myChannel(part: string): Promise<Channel | undefined> {
      const body = parseWire('ytmusic', channelListSchema, await call('GET', 'channels', { part, mine: 'true' }, 'channel'), 'channel');
      return readItems(body.items, channelSchema)[0];
    },
    /** Every playlist of the user's channel (all pages). */
    async myPlaylists(): Promise<DataPlaylist[]> {
      return readItems(await list('playlists', playlistListSchema, { part: 'snippet,contentDetails,status', mine: 'true' }, 'playlists'), playlistSchema);
    },
    /** How many items a playlist has (`pageInfo.totalResults`), or undefined when it cannot be read. */
    async playlistItemCount(playlistId: string): Promise<number | undefined> {
      try {
        const raw = await call('GET', 'playlistItems', { part: 'id', playlistId, maxResults: 1 }, 'liked songs');
        return parseWire('ytmusic', playlistItemListSchema, raw, 'liked songs').pageInfo?.totalResults ?? undefined;
      } catch (error) {
        // The likes list can be private or absent (`playlistNotFound`); the other playlists still count.
        if (isPlatformError(error) && error.code === 'not_found') return undefined;
        throw error;
      }
    },
    /**
     * A playlist's entries in order (all pages). Deleted and private videos stay in playlists as
     * items titled "Deleted video" / "Private video" without `videoOwnerChannelTitle`; they are left out.
     */
    async playlistItems(playlistId: string): Promise<PlaylistEntry[]> {
      const items = readItems(await list('playlistItems', playlistItemListSchema, { part: 'snippet,contentDetails,status', playlistId }, 'playlist items'), playlistItemSchema);
      return items.flatMap((item: DataPlaylistItem, index) => {
        const videoId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;
        const privacy = item.status?.privacyStatus;
        if (!videoId || privacy === 'private' || privacy === 'privacyStatusUnspecified') return [];
        const title = item.snippet?.title ?? '';
        if (!item.snippet?.videoOwnerChannelTitle && (title === 'Deleted video' || title === 'Private video')) return [];
        return [{ videoId, title, position: item.snippet?.position ?? index }];
      });
    },
    /**
     * videos.list by id (1 unit, at most 50 ids: https://developers.google.com/youtube/v3/docs/videos/list):
     * the ids of those that exist; an unknown id is simply left out of `items`.
     */
    async existingVideos(videoIds: readonly string[]): Promise<string[]> {
      const body = parseWire('ytmusic', videoListSchema, await call('GET', 'videos', { part: 'id', id: videoIds.join(','), maxResults: 50 }, 'videos'), 'videos');
      return (body.items ?? []).map((item) => item.id);
    },
    /** playlists.insert (50 units): a private playlist; its id. */
    async insertPlaylist(title: string, description: string): Promise<string> {
      const body = { snippet: { title, description }, status: { privacyStatus: 'private' } };
      return parseWire('ytmusic', insertedSchema, await call('POST', 'playlists', { part: 'snippet,status' }, 'created playlist', body), 'created playlist').id;
    },
    /** playlistItems.insert (50 units): one video at the end of the playlist; the new item's id. */
    async insertPlaylistItem(playlistId: string, videoId: string): Promise<string> {
      const body = { snippet: { playlistId, resourceId: { kind: 'youtube#video', videoId } } };
      return parseWire('ytmusic', insertedSchema, await call('POST', 'playlistItems', { part: 'snippet' }, 'playlist item', body), 'playlist item').id;
    },
  };
}

export type DataApiClient = ReturnType<typeof createDataApiClient>;
