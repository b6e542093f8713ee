import { PLATFORMS, type PlatformKey } from '@segue/core';
import type { UserAccount } from '@segue/core/schemas';
import { Router, type RequestHandler } from 'express';
import { AppError } from '../errors/app-error';
import { isUuid, platformKeyParam } from '../shared/params';
import { currentApp, requireKey } from '../http/authenticate';
import { sendData } from '../http/envelope';
import { requireJson } from '../http/json-body';
import type { LinkingTokenVerifier } from '../linking/user-token-provider';
import type { ApiKeyService } from '../apps/api-key.service';
import type { ConvertAndAddService } from './convert-and-add.service';
import type { LibraryService } from './library.service';
import { currentLinkedUser, requireLinkingToken } from './require-linking-token';

export interface LibraryRouteDeps {
  library: LibraryService;
  apiKeys: ApiKeyService;
  /** The linking service: linking tokens for `/v1/me`, and the account behind `GET /v1/me`. */
  linking: LinkingTokenVerifier & {
    account(appId: string, identifier: string): Promise<UserAccount>;
    findUser(appId: string, identifier: string, platform?: PlatformKey): Promise<{ id: string }>;
  };
  /** "Convert this playlist and add it to my library" tasks. */
  convertAndAdd: Pick<ConvertAndAddService, 'start'>;
  rateLimit: RequestHandler;
}


/** The add-playlist routes, under both the old and the versioned prefix. */
export const ADD_PLAYLIST_PATHS = ['/playlist/:platform/add', '/v1/playlist/:platform/add'];

/**
 * The JSON limit of the add-playlist routes, above the global one: 10,000 ids of the longest
 * format (Spotify's 22 characters, quoted, comma and indentation: about 32 bytes each) fit in
 * 320 kB; 512 KiB leaves room for the rest of the body and stays bounded.
 */
export const ADD_PLAYLIST_BODY_LIMIT = 512 * 1024;

/**
 * The user of a library route: the Segue user id, or an e-mail address, which names the one user
 * with that address who linked the platform (`resolveUser`: 404 or 409 otherwise).
 */
async function userOfPath(deps: LibraryRouteDeps, appId: string, value: unknown, platform: PlatformKey): Promise<string> {
  const raw = String(value);
  if (isUuid(raw)) return raw.toLowerCase();
  if (!raw.includes('@')) throw new AppError('EBADREQUEST', 'userId must be the Segue user id (a UUID) or the user\'s e-mail: look the id up with GET /v1/account/?identifier=<e-mail>');
  return (await deps.linking.findUser(appId, raw, platform)).id;
}

/** A library playlist id as the platform writes it: 1 to 200 URL-safe characters (Apple's `p.…`, TIDAL's UUID, YouTube's `PL…`). */
function playlistIdParam(value: unknown): string {
  const raw = String(value);
  if (!/^[A-Za-z0-9._:-]{1,200}$/.test(raw)) throw new AppError('EBADREQUEST', 'playlistId must be the id of a playlist in the user\'s library, as GET …/playlists lists it');
  return raw;
}

type ListName = 'playlists' | 'albums' | 'artists' | 'history/tracks' | 'tracks';

const LIST_MESSAGES: Record<ListName, string> = {
  playlists: 'playlists fetched',
  tracks: 'liked songs fetched',
  albums: 'saved albums fetched',
  artists: 'followed artists fetched',
  'history/tracks': 'listening history fetched',
};

function readList(library: LibraryService, list: ListName, appId: string, userId: string, platform: PlatformKey): Promise<unknown> {
  switch (list) {
    case 'playlists':
      return library.playlists(appId, userId, platform);
    case 'albums':
      return library.albums(appId, userId, platform);
    case 'artists':
      return library.artists(appId, userId, platform);
    case 'history/tracks':
      return library.history(appId, userId, platform);
    case 'tracks':
      return library.likedTracks(appId, userId, platform);
  }
}

const LISTS = Object.keys(LIST_MESSAGES) as ListName[];

/**
 * A user's library on each platform: with the private key for the app's backend
 * (`/v1/account/{userId}/{platform}/…` lists, `/v1/playlist/{platform}/add`), and with a
 * linking token plus the public key for the extension (`/v1/me/…`).
 */
export function libraryRoutes(deps: LibraryRouteDeps): Router {
  const router = Router();
  const privateKey = [requireKey(deps.apiKeys, 'private'), deps.rateLimit];
  const linkedUser = [requireKey(deps.apiKeys, 'public'), deps.rateLimit, requireLinkingToken(deps.linking)];

  for (const list of LISTS) {
    router.get(`/v1/account/:userId/:platform/${list}`, ...privateKey, async (req, res) => {
      const platform = platformKeyParam(req.params.platform);
      const appId = currentApp(res).id;
      const data = await readList(deps.library, list, appId, await userOfPath(deps, appId, req.params.userId, platform), platform);
      sendData(res, data, `${PLATFORMS[platform].name} ${LIST_MESSAGES[list]}`);
    });
    router.get(`/v1/me/:platform/${list}`, ...linkedUser, async (req, res) => {
      const platform = platformKeyParam(req.params.platform);
      const data = await readList(deps.library, list, currentApp(res).id, currentLinkedUser(res).userId, platform);
      sendData(res, data, `${PLATFORMS[platform].name} ${LIST_MESSAGES[list]}`);
    });
  }

  router.get('/v1/account/:userId/:platform/playlists/:playlistId/tracks', ...privateKey, async (req, res) => {
    const platform = platformKeyParam(req.params.platform);
    const appId = currentApp(res).id;
    const data = await deps.library.playlistTracks(appId, await userOfPath(deps, appId, req.params.userId, platform), platform, playlistIdParam(req.params.playlistId));
    sendData(res, data, `${PLATFORMS[platform].name} playlist fetched`);
  });
  router.get('/v1/me/:platform/playlists/:playlistId/tracks', ...linkedUser, async (req, res) => {
    const platform = platformKeyParam(req.params.platform);
    const data = await deps.library.playlistTracks(currentApp(res).id, currentLinkedUser(res).userId, platform, playlistIdParam(req.params.playlistId));
    sendData(res, data, `${PLATFORMS[platform].name} playlist fetched`);
  });

  router.get('/v1/me', ...linkedUser, async (_req, res) => {
    sendData(res, await deps.linking.account(currentApp(res).id, currentLinkedUser(res).userId));
  });

  router.post('/v1/me/:platform/playlists', ...linkedUser, requireJson, async (req, res) => {
    const platform = platformKeyParam(req.params.platform);
    const { task, replayed } = await deps.convertAndAdd.start(currentApp(res).id, currentLinkedUser(res).userId, platform, req.body, req.get('idempotency-key'));
    if (replayed) {
      // The same request with the same key: the task it started, not a second playlist.
      res.set('idempotent-replayed', 'true');
      const state = task.status === 'pending' ? 'is still running' : 'already added it';
      sendData(res, task, `This Idempotency-Key's task ${state}: no second playlist was made`, 200);
      return;
    }
    sendData(res, task, `Converting the playlist for the user's ${PLATFORMS[platform].name} library: poll the task every 2 seconds or more`, 201);
  });

  for (const path of ADD_PLAYLIST_PATHS) {
    router.post(path, ...privateKey, requireJson, async (req, res) => {
      const platform = platformKeyParam(req.params.platform);
      const url = await deps.library.addPlaylist(currentApp(res).id, platform, req.body, req.get('idempotency-key'));
      sendData(res, url, `Playlist added to the user's ${PLATFORMS[platform].name} library`, 201);
    });
  }
  return router;
}
export { LIBRARY_ROUTE_DOCS } from './library-route-docs';
