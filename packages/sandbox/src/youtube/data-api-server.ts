/**
 * The YouTube Data API v3 (`https://www.googleapis.com/youtube/v3`) as far as YouTube Music
 * accounts use it: `channels.list`, `playlists.list` / `insert`, `playlistItems.list` /
 * `insert` / `update` / `delete`, `videos.list` / `rate`, `subscriptions.list` / `insert`, signed in with the Google
 * OAuth tokens of the sandbox's `oauth` host, in Google's wire format
 * (https://developers.google.com/youtube/v3/docs) and with quota accounting: a daily budget per
 * OAuth client, charged per the documented cost table, that answers the real `quotaExceeded`
 * error once spent.
 * `mine=true` playlists are the ones the user's channel owns: the Data API does not list
 * playlists a user only saved, nor albums, artists or history.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Playlist, SandboxUser } from '../catalog/model';
import { BodyTooLargeError, readBody } from '../platform-kit/read-body';
import { findRoute, labelOf, requestUrl, type Route } from '../platform-kit/route-table';
import { sendJson } from '../platform-kit/send-json';
import type { TokenOwner, UserState } from '../user-state/user-state';
import type { YtView } from '../ytmusic/yt-view';
import { bad, listBody, NO_CONTENT, pageOf, partsOf, type Handler } from './data-api-request';
import { DataApiError, dataApiErrors, sendDataApiError } from './google-errors';
import { libraryHandlers } from './library-handlers';
import { createQuotaLedger, DEFAULT_DAILY_QUOTA, QUOTA_COST, type QuotaLedger, type QuotaMethod } from './quota';
import { channelResource, etag, goneItemResource, LIKES_PLAYLIST_ID, playlistIdOfItem, playlistItemId, playlistItemResource, playlistResource, type GoneItem, type ListedItem } from './resources';
import { findVideo, playlistItemVideos, videoFacts, videoResource } from './video-resource';
import { entryCount } from '../catalog/playlist-entries';

const READ_SCOPES = ['https://www.googleapis.com/auth/youtube', 'https://www.googleapis.com/auth/youtube.readonly', 'https://www.googleapis.com/auth/youtube.force-ssl'];
const WRITE_SCOPES = ['https://www.googleapis.com/auth/youtube', 'https://www.googleapis.com/auth/youtube.force-ssl'];

export interface DataApiServerOptions {
  view: YtView;
  users: UserState;
  now: () => number;
  /** Units a day per OAuth client (default 10,000, YouTube's default allocation). */
  dailyQuota?: number;
}

export interface DataApiServer {
  listener: RequestListener;
  quota: QuotaLedger;
  endpointOf(req: IncomingMessage): string;
}

export function youtubeDataApiServer(options: DataApiServerOptions): DataApiServer {
  const { view, users } = options;
  const index = view.catalog.index;
  const quota = createQuotaLedger(options.dailyQuota ?? DEFAULT_DAILY_QUOTA, options.now);

  const channelOf = (user: SandboxUser) => ({ channelId: user.accounts.ytmusic?.id ?? '', channelTitle: user.displayName });
  /** A playlist this caller may see: public ones, and their own private ones. */
  const visible = (playlist: Playlist | undefined, owner: TokenOwner): playlist is Playlist =>
    playlist !== undefined && (playlist.public !== false || playlist.ownerUserId === owner.user.id);

  /**
   * The liked list: the user's liked songs, with a deleted and a privated video among them once
   * the list is long enough, as long-lived YouTube lists have.
   */
  const likedItems = (owner: TokenOwner): (ListedItem | GoneItem)[] => {
    const liked: (ListedItem | GoneItem)[] = owner.account.savedTracks.flatMap((saved) => {
      const track = view.track(index.recording(saved.recordingId)?.platforms.ytmusic?.id ?? '');
      return track ? [{ video: videoFacts(view, { kind: 'track', track }), addedAt: saved.addedAt }] : [];
    });
    if (liked.length >= 3) {
      const at = (i: number) => liked[i]?.addedAt ?? '2020-01-01T00:00:00Z';
      liked.splice(1, 0, { gone: 'deleted', videoId: etag(`deleted:${owner.user.id}`).slice(0, 11), addedAt: at(1) });
      liked.splice(3, 0, { gone: 'private', videoId: etag(`private:${owner.user.id}`).slice(0, 11), addedAt: at(3) });
    }
    return liked;
  };

  const channels: Handler = ({ url, owner }) => {
    const parts = partsOf(url, 'channels');
    const page = pageOf(url);
    let found: SandboxUser[];
    if (url.searchParams.get('mine') === 'true') found = [owner.user];
    else if (url.searchParams.get('id')) found = (url.searchParams.get('id') ?? '').split(',').flatMap((id) => index.userByPlatformId('ytmusic', id) ?? []);
    else throw bad('missingRequiredParameter', 'No filter selected. Expected one of: forUsername, managedByMe, categoryId, mine, mySubscribers, forHandle, id, idParam', undefined, 'youtube.parameter');
    const items = found.flatMap((user) => (user.accounts.ytmusic ? [channelResource(user, user.accounts.ytmusic, parts)] : []));
    // Holding at most a few channels, a channel list has `pageInfo` but no page tokens.
    return { kind: 'youtube#channelListResponse', etag: etag(`channels:${owner.user.id}:${url.search}`), pageInfo: { totalResults: items.length, resultsPerPage: page.size }, items };
  };

  const listPlaylists: Handler = ({ url, owner }) => {
    const parts = partsOf(url, 'playlists');
    const page = pageOf(url);
    let found: Playlist[];
    if (url.searchParams.get('mine') === 'true') {
      const account = owner.account;
      found = account.playlistIds.map((id) => index.playlist(id)).filter((p): p is Playlist => p?.ownerUserId === owner.user.id);
    } else if (url.searchParams.get('id')) {
      found = (url.searchParams.get('id') ?? '').split(',').map((id) => view.playlist(id)).filter((p): p is Playlist => visible(p, owner));
    } else throw bad('missingRequiredParameter', 'No filter selected. Expected one of: channelId, id, mine', undefined, 'youtube.parameter');
    return listBody('youtube#playlistListResponse', found.map((p) => playlistResource(view, p, parts)), page, `playlists:${owner.user.id}:${url.search}`);
  };

  const listItems: Handler = ({ url, owner }) => {
    const parts = partsOf(url, 'playlistItems');
    const page = pageOf(url);
    const playlistId = url.searchParams.get('playlistId');
    if (!playlistId) throw bad('missingRequiredParameter', 'No filter selected. Expected one of: playlistId, id', undefined, 'youtube.parameter');
    let listed: (ListedItem | GoneItem)[];
    let context: { channelId: string; channelTitle: string };
    if (playlistId === LIKES_PLAYLIST_ID) {
      listed = likedItems(owner);
      context = channelOf(owner.user);
    } else {
      const playlist = view.playlist(playlistId);
      if (!visible(playlist, owner)) throw new DataApiError(dataApiErrors.playlistNotFound());
      listed = playlistItemVideos(view, playlist).map(({ video, stamp }) => ({ video: videoFacts(view, video), addedAt: stamp.addedAt ?? playlist.createdAt, key: stamp.key }));
      const ownerUser = playlist.ownerUserId ? index.user(playlist.ownerUserId) : undefined;
      context = ownerUser ? channelOf(ownerUser) : { channelId: `UC${etag(`owner:${playlist.ownerName}`).slice(0, 22)}`, channelTitle: playlist.ownerName };
    }
    const items = listed.map((item, position) =>
      'gone' in item
        ? goneItemResource(item, { playlistId, position, ...context }, parts)
        : playlistItemResource(item.video, item.addedAt, { playlistId, position, ...(item.key === undefined ? {} : { key: item.key }), ...context }, parts),
    );
    // The list's etag digests the items it holds, in order: any change of them gives a new one.
    return listBody('youtube#playlistItemListResponse', items, page, `items:${playlistId}:${items.map((i) => i.id).join(',')}`);
  };

  const insertPlaylist: Handler = ({ url, owner, body }) => {
    const parts = partsOf(url, 'playlists');
    const snippet = (body.snippet ?? {}) as Record<string, unknown>;
    const status = (body.status ?? {}) as Record<string, unknown>;
    if (typeof snippet.title !== 'string' || snippet.title.trim() === '') throw bad('playlistTitleRequired', 'Must specify playlist title.', 'resource.snippet.title', 'youtube.playlist');
    const privacy = status.privacyStatus ?? 'public';
    if (privacy !== 'public' && privacy !== 'unlisted' && privacy !== 'private') throw bad('invalidPlaylistSnippet', 'Invalid playlist privacy status.', 'resource.status.privacyStatus', 'youtube.playlist');
    const playlist = users.createPlaylist('ytmusic', owner.user.id, {
      title: snippet.title,
      description: typeof snippet.description === 'string' ? snippet.description : '',
      public: privacy === 'public',
    });
    return playlistResource(view, playlist, parts);
  };

  const insertItem: Handler = ({ url, owner, body }) => {
    const parts = partsOf(url, 'playlistItems');
    const snippet = (body.snippet ?? {}) as Record<string, unknown>;
    const resource = (snippet.resourceId ?? {}) as Record<string, unknown>;
    const playlistId = typeof snippet.playlistId === 'string' ? snippet.playlistId : '';
    if (!playlistId) throw bad('playlistIdRequired', 'Playlist id not specified.', 'resource.snippet.playlistId', 'youtube.playlistItem');
    if (resource.kind !== 'youtube#video' || typeof resource.videoId !== 'string') throw bad('invalidResourceId', 'Resource id not valid.', 'resource.snippet.resourceId', 'youtube.playlistItem');
    const playlist = index.playlistByPlatformId('ytmusic', playlistId);
    if (!visible(playlist, owner)) throw new DataApiError(dataApiErrors.playlistNotFound('resource.snippet.playlistId'));
    if (playlist.ownerUserId !== owner.user.id) throw new DataApiError(dataApiErrors.forbidden());
    // Only songs go into sandbox playlists: a non-music video is "not found" here.
    const track = view.track(resource.videoId);
    if (!track) throw new DataApiError(dataApiErrors.videoNotFound());
    const before = playlistItemVideos(view, playlist);
    const position = typeof snippet.position === 'number' ? Math.max(0, Math.min(snippet.position, before.length)) : before.length;
    users.addTracks(playlist, [track.recording.id], before[position]?.entryIndex ?? entryCount(playlist));
    const added = playlistItemVideos(view, playlist)[position]!;
    return playlistItemResource(videoFacts(view, added.video), added.stamp.addedAt ?? new Date(options.now()).toISOString(), { playlistId, position, key: added.stamp.key, ...channelOf(owner.user) }, parts);
  };

  /** The item an `id` names among the caller's own playlists, with its playlist and position. */
  const ownItem = (owner: TokenOwner, itemId: string) => {
    const playlistId = playlistIdOfItem(itemId);
    const playlist = playlistId ? index.playlistByPlatformId('ytmusic', playlistId) : undefined;
    const items = playlist && visible(playlist, owner) ? playlistItemVideos(view, playlist) : [];
    const position = items.findIndex(({ video, stamp }) => playlistItemId(playlist!.platformId, videoFacts(view, video).videoId, stamp.key) === itemId);
    if (!playlist || position < 0) throw new DataApiError(dataApiErrors.playlistItemNotFound());
    if (playlist.ownerUserId !== owner.user.id) throw new DataApiError(dataApiErrors.playlistItemsNotAccessible());
    return { playlist, items, position };
  };

  /**
   * `playlistItems.delete` (https://developers.google.com/youtube/v3/docs/playlistItems/delete):
   * `DELETE ?id=`, 204 without a body, 50 units; an id of no item is `playlistItemNotFound`
   * (404), an item of someone else's playlist `playlistItemsNotAccessible` (403).
   */
  const deleteItem: Handler = ({ url, owner }) => {
    const id = url.searchParams.get('id');
    if (!id) throw bad('required', 'Required parameter: id', 'id');
    const { playlist, items, position } = ownItem(owner, id);
    users.editEntries(playlist, [{ op: 'remove', positions: [items[position]!.entryIndex] }]);
    return NO_CONTENT;
  };

  /**
   * `playlistItems.update` (https://developers.google.com/youtube/v3/docs/playlistItems/update):
   * `PUT ?part=snippet` with the item's `id`, `snippet.playlistId` and `snippet.resourceId`
   * (required) and `snippet.position` to move it; answers the item, 50 units. A position past
   * the end is `invalidPlaylistItemPosition` (400).
   */
  const updateItem: Handler = ({ url, owner, body }) => {
    const parts = partsOf(url, 'playlistItems');
    const id = typeof body.id === 'string' ? body.id : '';
    if (!id) throw bad('required', 'Required parameter: id', 'resource.id', 'youtube.playlistItem');
    const snippet = (body.snippet ?? {}) as Record<string, unknown>;
    const resource = (snippet.resourceId ?? {}) as Record<string, unknown>;
    if (typeof snippet.playlistId !== 'string' || snippet.playlistId === '') throw bad('playlistIdRequired', 'Playlist id not specified.', 'resource.snippet.playlistId', 'youtube.playlistItem');
    if (resource.kind !== 'youtube#video' || typeof resource.videoId !== 'string') throw bad('invalidResourceId', 'Resource id not valid.', 'resource.snippet.resourceId', 'youtube.playlistItem');
    const { playlist, items, position } = ownItem(owner, id);
    const item = items[position]!;
    if (snippet.playlistId !== playlist.platformId || resource.videoId !== videoFacts(view, item.video).videoId) {
      throw bad('invalidResourceId', 'Resource id not valid.', 'resource.snippet.resourceId', 'youtube.playlistItem');
    }
    const to = snippet.position;
    if (to !== undefined && (typeof to !== 'number' || !Number.isInteger(to) || to < 0 || to >= items.length)) {
      const message = "The request attempts to set the playlist item's position to an invalid or unsupported value. Check the value of the <code>position</code> property in the resource's <code>snippet</code>.";
      throw new DataApiError(dataApiErrors.invalid('invalidPlaylistItemPosition', message, undefined, 'youtube.playlistItem'));
    }
    let at = position;
    if (typeof to === 'number' && to !== position) {
      users.editEntries(playlist, [{ op: 'move', from: item.entryIndex, to: items[to]!.entryIndex }]);
      at = to;
    }
    const now = playlistItemVideos(view, playlist)[at]!;
    return playlistItemResource(videoFacts(view, now.video), now.stamp.addedAt ?? playlist.createdAt, { playlistId: playlist.platformId, position: at, key: now.stamp.key, ...channelOf(owner.user) }, parts);
  };

  /**
   * `videos.list` by id (https://developers.google.com/youtube/v3/docs/videos/list): at most 50
   * ids; an id of no video (deleted, or private to another channel) is left out of `items`,
   * never an error.
   */
  const listVideos: Handler = ({ url }) => {
    const parts = partsOf(url, 'videos');
    const ids = (url.searchParams.get('id') ?? '').split(',').filter((id) => id !== '');
    if (ids.length === 0) throw bad('missingRequiredParameter', 'No filter selected. Expected one of: chart, id, myRating', undefined, 'youtube.parameter');
    if (ids.length > 50) throw bad('invalidFilters', 'Invalid filter parameter.', 'id', 'youtube.parameter');
    const items = ids.flatMap((id) => {
      const video = findVideo(view, id);
      return video ? [videoResource(view, video, parts)] : [];
    });
    return { kind: 'youtube#videoListResponse', etag: etag(`videos:${url.search}`), pageInfo: { totalResults: items.length, resultsPerPage: items.length }, items };
  };

  const library = libraryHandlers(view, users, options.now);
  const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, handler: Handler, cost: QuotaMethod): Route<{ handler: Handler; method: QuotaMethod }> => ({
    method,
    pattern: new RegExp(`^/youtube/v3/${path.replace('/', '\\/')}$`),
    label: `${method} /youtube/v3/${path}`,
    handler: { handler, method: cost },
  });
  const routes = [
    route('GET', 'channels', channels, 'channels.list'),
    route('GET', 'playlists', listPlaylists, 'playlists.list'),
    route('POST', 'playlists', insertPlaylist, 'playlists.insert'),
    route('GET', 'videos', listVideos, 'videos.list'),
    route('POST', 'videos/rate', library.rate, 'videos.rate'),
    route('GET', 'playlistItems', listItems, 'playlistItems.list'),
    route('POST', 'playlistItems', insertItem, 'playlistItems.insert'),
    route('PUT', 'playlistItems', updateItem, 'playlistItems.update'),
    route('DELETE', 'playlistItems', deleteItem, 'playlistItems.delete'),
    route('GET', 'subscriptions', library.listSubscriptions, 'subscriptions.list'),
    route('POST', 'subscriptions', library.subscribe, 'subscriptions.insert'),
  ];

  function signedIn(req: IncomingMessage): TokenOwner {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw new DataApiError(dataApiErrors.loginRequired());
    const verified = users.verify('ytmusic', token);
    if (!verified.ok) throw new DataApiError(dataApiErrors.authError());
    return verified.owner;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    const match = findRoute(routes, req.method ?? 'GET', url.pathname);
    if (!match) throw new DataApiError(dataApiErrors.notFound());
    const owner = signedIn(req);
    const { handler, method } = match.route.handler;
    const write = req.method === 'POST' || req.method === 'PUT' || req.method === 'DELETE';
    if (!(write ? WRITE_SCOPES : READ_SCOPES).some((s) => owner.scopes.includes(s))) throw new DataApiError(dataApiErrors.insufficientScope());
    // Every request is charged its method's cost, the ones that fail included; the project is the OAuth client.
    if (!quota.charge(owner.grant.clientId, QUOTA_COST[method])) throw new DataApiError(dataApiErrors.quotaExceeded());
    let body: Record<string, unknown> = {};
    if (write && req.method !== 'DELETE') {
      const text = await readBody(req);
      try {
        const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
        body = parsed as Record<string, unknown>;
      } catch {
        throw bad('parseError', 'Parse Error', undefined, 'global');
      }
    }
    const answer = handler({ url, owner, body });
    if (answer === NO_CONTENT) res.writeHead(204).end();
    else sendJson(res, 200, answer);
  }

  return {
    quota,
    endpointOf: (req) => labelOf(routes, req),
    listener: (req, res) => {
      handle(req, res).catch((error: unknown) => {
        if (res.headersSent) return;
        if (error instanceof DataApiError) sendDataApiError(res, error.spec);
        else if (error instanceof BodyTooLargeError) sendDataApiError(res, dataApiErrors.invalid('parseError', 'Request payload too large.', undefined, 'global'));
        else sendDataApiError(res, { code: 500, message: 'Backend Error', detail: { message: 'Backend Error', domain: 'global', reason: 'backendError' }, status: 'INTERNAL' });
      });
    },
  };
}
