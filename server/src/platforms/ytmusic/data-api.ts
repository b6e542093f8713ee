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
import { dataApiError, googleReasons } from './data-api-errors';
import {
  channelListSchema,
  channelSchema,
  insertedSchema,
  playlistItemListSchema,
  playlistItemSchema,
  playlistListSchema,
  playlistSchema,
  readItems,
  subscriptionListSchema,
  subscriptionSchema,
  videoListSchema,
  videoSchema,
  type Channel,
  type DataPlaylist,
  type DataPlaylistItem,
  type DataSubscription,
  type DataVideo,
} from './data-api-schemas';

export const DATA_API_PAGE = 50;

// Per-id refusals of the one-video writes, from each method's documented errors.
const RATE_REFUSALS = new Set(['videoNotFound', 'videoRatingDisabled', 'forbidden', 'videoPurchaseRequired']);
// `subscriptionForbidden` also means "too many recent subscriptions, try again in a few hours": the request fails.
const SUBSCRIBE_REFUSALS = new Set(['subscriptionDuplicate', 'publisherNotFound']);
const ADD_REFUSALS = new Set(['videoNotFound']);
/** A guard against a paging loop: 200 pages of 50 is far beyond any real library. */
const MAX_PAGES = 200;
/** What a playlist's items are read with: the version read asks the same first page, so the etags compare. */
const ITEM_PARTS = 'snippet,contentDetails,status';

export interface DataApiClientOptions {
  /** The Data API host (`SEGUE_YTMUSIC_DATA_API_URL`), without `/youtube/v3`. */
  baseUrl: string;
  http: PlatformHttp;
  userToken: TokenSource;
  now?: () => number;
}

/** How a one-video write came out: done (or already so), or refused for this id with Google's reason. */
export type WriteOutcome = { ok: true } | { ok: false; reasons: string[] };

type ListSchema = typeof channelListSchema | typeof playlistListSchema | typeof playlistItemListSchema | typeof subscriptionListSchema;

const videoIdsSchema = z.object({ items: z.array(z.object({ id: z.string() })).optional() });

export function createDataApiClient(options: DataApiClientOptions) {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/youtube/v3`;
  const now = options.now ?? Date.now;

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const send = (method: Method, resource: string, query: Record<string, string | number>, json?: unknown) =>
    sendAsUser(options.http, options.userToken, { method, url: `${base}/${resource}`, query, ...(json === undefined ? {} : { json }) });

  async function call(method: Method, resource: string, query: Record<string, string | number>, what: string, json?: unknown): Promise<unknown> {
    const response = await send(method, resource, query, json);
    if (response.status < 200 || response.status > 299) throw dataApiError(response.status, response.body, what, now());
    return response.body;
  }

  /**
   * A one-id write: success, or the refusal of that id when Google's reason is one of `refusals`
   * (an unknown video); anything else (quota, auth, a missing playlist) fails the request.
   */
  async function write(resource: string, query: Record<string, string>, what: string, refusals: ReadonlySet<string>, json?: unknown): Promise<WriteOutcome> {
    const response = await send('POST', resource, query, json);
    if (response.status >= 200 && response.status <= 299) return { ok: true };
    const { reasons } = googleReasons(response.body);
    if (reasons.some((r) => refusals.has(r))) return { ok: false, reasons };
    throw dataApiError(response.status, response.body, what, now());
  }

  /** Every page's items, and the first page's `etag`. */
  async function pages(resource: string, schema: ListSchema, query: Record<string, string | number>, what: string): Promise<{ items: unknown[]; etag: string }> {
    const items: unknown[] = [];
    let etag = '';
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const body = parseWire('ytmusic', schema, await call('GET', resource, { ...query, maxResults: DATA_API_PAGE, ...(pageToken ? { pageToken } : {}) }, what), what);
      if (page === 0) etag = body.etag ?? '';
      items.push(...(body.items ?? []));
      if (!body.nextPageToken || body.nextPageToken === pageToken) break;
      pageToken = body.nextPageToken;
    }
    return { items, etag };
  }
  const list = async (resource: string, schema: ListSchema, query: Record<string, string | number>, what: string) => (await pages(resource, schema, query, what)).items;

  /** A playlist's items (all pages), with the first page's `etag`: the version `playlistVersion` reads. */
  async function playlistContents(playlistId: string): Promise<{ items: DataPlaylistItem[]; etag: string }> {
    const { items, etag } = await pages('playlistItems', playlistItemListSchema, { part: ITEM_PARTS, playlistId }, 'playlist items');
    return { items: readItems(items, playlistItemSchema), etag };
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
     * A playlist's items in order (all pages), every one of them: deleted and private videos stay
     * in playlists as items titled "Deleted video" / "Private video" without
     * `videoOwnerChannelTitle`, and non-music videos are items like any other.
     */
    async playlistItems(playlistId: string): Promise<DataPlaylistItem[]> {
      return (await playlistContents(playlistId)).items;
    },
    playlistContents,
    /**
     * The `etag` of the playlist's first page of items, asked as `playlistContents` asks it (1
     * unit). A list answer's etag is the version of what it sends
     * (https://developers.google.com/youtube/v3/getting-started#etags), so it moves when the
     * items change; the playlist resource's own etag does not move when items are reordered
     * past the first, whose thumbnails it shows.
     */
    async playlistVersion(playlistId: string): Promise<string> {
      const raw = await call('GET', 'playlistItems', { part: ITEM_PARTS, playlistId, maxResults: DATA_API_PAGE }, 'playlist items');
      return parseWire('ytmusic', playlistItemListSchema, raw, 'playlist items').etag ?? '';
    },
    /** playlistItems.delete (50 units, 204: https://developers.google.com/youtube/v3/docs/playlistItems/delete) of one item by its id. */
    async deletePlaylistItem(itemId: string): Promise<void> {
      await call('DELETE', 'playlistItems', { id: itemId }, 'playlist item');
    },
    /**
     * playlistItems.update (50 units: https://developers.google.com/youtube/v3/docs/playlistItems/update)
     * setting `snippet.position`, where the item stands once moved; the snippet's `playlistId`
     * and `resourceId` are required and must be the item's own.
     */
    async movePlaylistItem(itemId: string, playlistId: string, videoId: string, position: number): Promise<void> {
      const body = { id: itemId, snippet: { playlistId, resourceId: { kind: 'youtube#video', videoId }, position } };
      await call('PUT', 'playlistItems', { part: 'snippet' }, 'playlist item', body);
    },
    /** Playlists by id (`playlists.list?id=`, 1 unit); one the user may not see is left out. */
    async playlistsById(ids: readonly string[]): Promise<DataPlaylist[]> {
      const raw = await call('GET', 'playlists', { part: 'snippet,contentDetails,status', id: ids.join(','), maxResults: DATA_API_PAGE }, 'playlist');
      return readItems(parseWire('ytmusic', playlistListSchema, raw, 'playlist').items, playlistSchema);
    },
    /**
     * videos.list with snippet, contentDetails and status for at most 50 ids (1 unit): category,
     * duration, region restriction; a deleted or private video is simply not among them.
     */
    async videos(videoIds: readonly string[]): Promise<DataVideo[]> {
      const raw = await call('GET', 'videos', { part: 'snippet,contentDetails,status', id: videoIds.join(',') }, 'videos');
      return readItems(parseWire('ytmusic', videoListSchema, raw, 'videos').items, videoSchema);
    },
    /** The channels the user subscribes to (`subscriptions.list?mine=true`, all pages). */
    async mySubscriptions(): Promise<DataSubscription[]> {
      return readItems(await list('subscriptions', subscriptionListSchema, { part: 'snippet', mine: 'true' }, 'subscriptions'), subscriptionSchema);
    },
    /**
     * videos.rate `like` (50 units, 204 without a body:
     * https://developers.google.com/youtube/v3/docs/videos/rate); liking a liked video again is
     * accepted. Refused for this id: `videoNotFound`, `videoRatingDisabled`, `forbidden`.
     */
    like(videoId: string): Promise<WriteOutcome> {
      return write('videos/rate', { id: videoId, rating: 'like' }, 'liked song', RATE_REFUSALS);
    },
    /**
     * subscriptions.insert (50 units: https://developers.google.com/youtube/v3/docs/subscriptions/insert)
     * to a channel. A subscription that exists already is the 400 `subscriptionDuplicate`: the
     * wanted state, so success.
     */
    async subscribe(channelId: string): Promise<WriteOutcome> {
      const body = { snippet: { resourceId: { kind: 'youtube#channel', channelId } } };
      const outcome = await write('subscriptions', { part: 'snippet' }, 'followed artist', SUBSCRIBE_REFUSALS, body);
      return !outcome.ok && outcome.reasons.includes('subscriptionDuplicate') ? { ok: true } : outcome;
    },
    /** playlistItems.insert (50 units) of one video at the end; an unknown video is refused for its id. */
    addVideo(playlistId: string, videoId: string): Promise<WriteOutcome> {
      const body = { snippet: { playlistId, resourceId: { kind: 'youtube#video', videoId } } };
      return write('playlistItems', { part: 'snippet' }, 'playlist item', ADD_REFUSALS, body);
    },
    /**
     * videos.list by id (1 unit, at most 50 ids: https://developers.google.com/youtube/v3/docs/videos/list):
     * the ids of those that exist; an unknown id is simply left out of `items`.
     */
    async existingVideos(videoIds: readonly string[]): Promise<string[]> {
      const body = parseWire('ytmusic', videoIdsSchema, await call('GET', 'videos', { part: 'id', id: videoIds.join(','), maxResults: 50 }, 'videos'), 'videos');
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
