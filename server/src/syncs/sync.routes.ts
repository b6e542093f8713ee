import { PLATFORMS } from '@segue/core';
import { SyncListResponseSchema, SyncPatchSchema, SyncRequestSchema, SyncResponseSchema } from '@segue/core/schemas';
import { Router, type RequestHandler } from 'express';
import type { ApiKeyService } from '../apps/api-key.service';
import { AppError } from '../errors/app-error';
import { currentApp } from '../http/authenticate';
import { sendData } from '../http/envelope';
import { requireJson } from '../http/json-body';
import { linkingTokenTwin, USER_ID_PARAM, userRoutePrefixes } from '../library/user-routes';
import type { LinkingTokenVerifier } from '../linking/user-token-provider';
import { SYNC_EXAMPLES as EX } from '../openapi/sync-examples';
import type { RouteDoc } from '../openapi/route-doc';
import { isUuid } from '../shared/params';
import type { SyncService } from './sync.service';

function syncIdParam(value: unknown): string {
  const id = String(value);
  if (!isUuid(id)) throw new AppError('EBADREQUEST', 'syncId must be the id a sync was created with (a UUID)');
  return id.toLowerCase();
}

/**
 * `/v1/account/{userId}/syncs` (private key) and `/v1/me/syncs` (public key and the listener's
 * linking token, for the extension): a playlist kept in step with a copy on another platform.
 */
export function syncRoutes(deps: { syncs: SyncService; apiKeys: ApiKeyService; linking: LinkingTokenVerifier; rateLimit: RequestHandler }): Router {
  const router = Router();
  for (const { prefix, guard, user } of userRoutePrefixes(deps)) {
    router.post(`${prefix}/syncs`, ...guard, requireJson, async (req, res) => {
      const { sync, replayed } = await deps.syncs.create(currentApp(res).id, user(req, res), req.body, req.get('idempotency-key'));
      if (replayed) {
        res.set('idempotent-replayed', 'true');
        sendData(res, sync, "This Idempotency-Key's sync: no second one was created", 200);
        return;
      }
      sendData(res, sync, `Keeping a copy on ${PLATFORMS[sync.target.platform].name} in step: the first run has started`, 201);
    });
    router.get(`${prefix}/syncs`, ...guard, async (req, res) => {
      res.set('cache-control', 'no-store');
      sendData(res, await deps.syncs.list(currentApp(res).id, user(req, res)), 'Syncs of the user, newest first');
    });
    router.get(`${prefix}/syncs/:syncId`, ...guard, async (req, res) => {
      res.set('cache-control', 'no-store');
      sendData(res, await deps.syncs.get(currentApp(res).id, user(req, res), syncIdParam(req.params.syncId)));
    });
    router.patch(`${prefix}/syncs/:syncId`, ...guard, requireJson, async (req, res) => {
      sendData(res, await deps.syncs.update(currentApp(res).id, user(req, res), syncIdParam(req.params.syncId), req.body), 'Sync changed');
    });
    router.delete(`${prefix}/syncs/:syncId`, ...guard, async (req, res) => {
      sendData(res, await deps.syncs.remove(currentApp(res).id, user(req, res), syncIdParam(req.params.syncId)), 'Sync stopped: the copy stays in the listener’s library');
    });
    router.post(`${prefix}/syncs/:syncId/run`, ...guard, async (req, res) => {
      sendData(res, await deps.syncs.runNow(currentApp(res).id, user(req, res), syncIdParam(req.params.syncId)), 'Run queued: read the sync again for its outcome', 202);
    });
  }
  return router;
}

const syncIdDoc = { name: 'syncId', description: 'The id the sync was created with' };
const idempotencyHeader = { name: 'Idempotency-Key', description: 'Any unique string per intended sync: a retry with the same key answers the sync the first request created' };

const ACCOUNT_DOCS: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1/account/{userId}/syncs',
    tag: 'Library',
    summary: 'Keep a playlist in step with a copy on another platform',
    description:
      'The source is a playlist link on any platform: the user’s own (private included, through their linked account) or any public one. ' +
      'The first run starts at once and creates the copy in the user’s library on `target`; later runs (every `interval` minutes, spread over the interval) ' +
      'check the source’s change marker first (one request when nothing changed) and write only the difference. `mirror` applies adds, removes and order, ' +
      'keeping what the listener added to the copy themselves; `append` only adds. Where the target cannot remove or reorder entries (Apple Music) the sync runs as ' +
      '`append` and says so in `effective_mode` and `mode_note`. Entries are matched as playlist conversions match them (ISRC, then scored search), each once per sync. ' +
      'A second sync of the same source to the same target for the user is refused (409, naming it). Honours `Idempotency-Key`.',
    auth: 'private',
    pathParams: [USER_ID_PARAM],
    headers: [idempotencyHeader],
    requestBody: SyncRequestSchema,
    requestExample: EX.syncRequest,
    response: SyncResponseSchema,
    example: EX.syncCreated,
    status: 201,
    otherResponses: [{ status: 200, description: 'The same request with the same Idempotency-Key: the sync the first one created (`Idempotent-Replayed: true`)', response: SyncResponseSchema, example: EX.sync }],
    errors: [400, 404, 409, 422],
  },
  {
    method: 'get',
    path: '/v1/account/{userId}/syncs',
    tag: 'Library',
    summary: "The user's syncs",
    description: 'Newest first, each with its state, its last run and its next one; the history is in each sync read alone.',
    auth: 'private',
    pathParams: [USER_ID_PARAM],
    response: SyncListResponseSchema,
    example: EX.syncs,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/v1/account/{userId}/syncs/{syncId}',
    tag: 'Library',
    summary: 'One sync, with its history',
    description: 'State, the copy’s link, the last and next runs, counts, and the last 20 runs that changed something, failed or paused it (each entry added, removed or left out, with its reason).',
    auth: 'private',
    pathParams: [USER_ID_PARAM, syncIdDoc],
    response: SyncResponseSchema,
    example: EX.sync,
    errors: [400, 404],
  },
  {
    method: 'patch',
    path: '/v1/account/{userId}/syncs/{syncId}',
    tag: 'Library',
    summary: 'Change, pause or resume a sync',
    description: 'Mode, interval (the next run moves onto the new interval) or `paused`. Resuming a sync paused for any reason runs it at once.',
    auth: 'private',
    pathParams: [USER_ID_PARAM, syncIdDoc],
    requestBody: SyncPatchSchema,
    requestExample: EX.syncPatch,
    response: SyncResponseSchema,
    example: EX.syncPaused,
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/v1/account/{userId}/syncs/{syncId}',
    tag: 'Library',
    summary: 'Stop a sync',
    description: 'The sync and its history are deleted; the copy stays in the user’s library as it is.',
    auth: 'private',
    pathParams: [USER_ID_PARAM, syncIdDoc],
    response: SyncResponseSchema,
    example: EX.sync,
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/v1/account/{userId}/syncs/{syncId}/run',
    tag: 'Library',
    summary: 'Run a sync now',
    description: 'Queues a run now (at most one is queued or running per sync); read the sync again for its outcome. A paused sync is refused (409): resume it instead.',
    auth: 'private',
    pathParams: [USER_ID_PARAM, syncIdDoc],
    response: SyncResponseSchema,
    example: EX.syncQueued,
    status: 202,
    errors: [400, 404, 409],
  },
];

export const SYNC_ROUTE_DOCS: RouteDoc[] = [...ACCOUNT_DOCS, ...ACCOUNT_DOCS.map(linkingTokenTwin)];
