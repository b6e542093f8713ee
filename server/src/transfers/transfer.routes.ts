import { PLATFORMS } from '@segue/core';
import { TransferListResponseSchema, TransferRequestSchema, TransferResponseSchema } from '@segue/core/schemas';
import { Router, type RequestHandler } from 'express';
import type { LinkingTokenVerifier } from '../linking/user-token-provider';
import { linkingTokenTwin, USER_ID_PARAM, userRoutePrefixes } from '../library/user-routes';
import type { ApiKeyService } from '../apps/api-key.service';
import { AppError } from '../errors/app-error';
import { currentApp } from '../http/authenticate';
import { sendData } from '../http/envelope';
import { requireJson } from '../http/json-body';
import type { RouteDoc } from '../openapi/route-doc';
import { isUuid } from '../shared/params';
import type { TransferService } from './transfer.service';
import { ApplyItemRequestSchema } from './transfer-fix';
import { TRANSFER_EXAMPLES as EX } from '../openapi/transfer-examples';

/**
 * `POST /v1/account/{userId}/transfers` starts moving a user's library between two platforms
 * (private key: the app's backend decides, after its own checks, to write to a listener's
 * library); the transfer is then a task, read here or at `GET /v1/task/{id}`.
 */
function transferIdParam(value: unknown): string {
  const id = String(value);
  if (!isUuid(id)) throw new AppError('EBADREQUEST', 'transferId must be the task_id the transfer answered with (a UUID)');
  return id.toLowerCase();
}

export function transferRoutes(deps: { transfers: TransferService; apiKeys: ApiKeyService; linking: LinkingTokenVerifier; rateLimit: RequestHandler }): Router {
  const router = Router();
  for (const { prefix, guard, user } of userRoutePrefixes(deps)) {
    router.post(`${prefix}/transfers`, ...guard, requireJson, async (req, res) => {
      const { transfer, replayed } = await deps.transfers.start(currentApp(res).id, user(req, res), req.body, req.get('idempotency-key'));
      if (replayed) {
        res.set('idempotent-replayed', 'true');
        sendData(res, transfer, "This Idempotency-Key's transfer: no second one was started", 200);
        return;
      }
      sendData(res, transfer, `Moving the user's library from ${PLATFORMS[transfer.from].name} to ${PLATFORMS[transfer.to].name}: poll the task every 5 seconds or more`, 201);
    });
    router.get(`${prefix}/transfers`, ...guard, async (req, res) => {
      res.set('cache-control', 'no-store');
      sendData(res, await deps.transfers.list(currentApp(res).id, user(req, res)), 'Transfers of the user, newest first');
    });
    router.get(`${prefix}/transfers/:transferId`, ...guard, async (req, res) => {
      res.set('cache-control', 'no-store');
      sendData(res, await deps.transfers.ofUser(currentApp(res).id, user(req, res), transferIdParam(req.params.transferId)));
    });
    router.post(`${prefix}/transfers/:transferId/items`, ...guard, requireJson, async (req, res) => {
      const transfer = await deps.transfers.apply(currentApp(res).id, user(req, res), transferIdParam(req.params.transferId), req.body);
      sendData(res, transfer, `Added to the user's ${PLATFORMS[transfer.to].name} library`);
    });
  }
  return router;
}

const userIdParam = USER_ID_PARAM;
const idempotencyHeader = { name: 'Idempotency-Key', description: 'Any unique string per intended transfer: a retry with the same key answers the transfer the first request started' };
const replayed = { status: 200, description: 'The same request with the same Idempotency-Key: the transfer the first one started (`Idempotent-Replayed: true`)', response: TransferResponseSchema, example: EX.transfer };
const transferIdDoc = { name: 'transferId', description: 'The task id the transfer answered with' };

const ACCOUNT_DOCS: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1/account/{userId}/transfers',
    tag: 'Library',
    summary: "Move a user's library to another platform",
    description:
      'Liked songs, saved albums, followed artists and playlists, from one linked platform of the user to another, as a task. ' +
      'Nothing the target already holds is added twice (`skip_existing`, default on; a playlist copied by an earlier transfer is extended). ' +
      'Every write is recorded before it is sent and confirmed after, so a transfer resumes after any interruption without duplicates. ' +
      'Quota-metered targets (YouTube Music: 10,000 units a day) are planned: the task says `waiting_for_quota` with `resumes_at` and goes on by itself. ' +
      'A second transfer of the same pair while one runs is refused (409, naming the running task). Honours `Idempotency-Key`.',
    auth: 'private',
    pathParams: [userIdParam],
    headers: [idempotencyHeader],
    requestBody: TransferRequestSchema,
    requestExample: EX.transferRequest,
    response: TransferResponseSchema,
    example: EX.transferCreated,
    status: 201,
    otherResponses: [replayed],
    errors: [400, 401, 404, 409, 422],
  },
  {
    method: 'get',
    path: '/v1/account/{userId}/transfers',
    tag: 'Library',
    summary: "The user's transfers",
    description: 'Newest first (at most 50), with progress per kind; items are in each transfer read alone.',
    auth: 'private',
    pathParams: [userIdParam],
    response: TransferListResponseSchema,
    example: EX.transfers,
    errors: [400, 401, 404],
  },
  {
    method: 'get',
    path: '/v1/account/{userId}/transfers/{transferId}',
    tag: 'Library',
    summary: 'One transfer',
    description: 'Progress while it runs; once finished, every item with what became of it (added, already there, or left out with a stable `code`).',
    auth: 'private',
    pathParams: [userIdParam, transferIdDoc],
    response: TransferResponseSchema,
    example: EX.transfer,
    errors: [400, 401, 404],
  },
  {
    method: 'post',
    path: '/v1/account/{userId}/transfers/{transferId}/items',
    tag: 'Library',
    summary: 'Apply a chosen target to a left-out item',
    description:
      'For an item left out (uncertain, not found…) of a finished transfer: the chosen track, album or artist id on the target (one of the ' +
      "item's `candidates`, or one found by search) is checked on the target's catalog and written to the user's library (a playlist " +
      'track to the playlist’s copy). The item becomes `added` with a `manual` match; the choice is not shared with anyone else.',
    auth: 'private',
    pathParams: [userIdParam, transferIdDoc],
    requestBody: ApplyItemRequestSchema,
    requestExample: EX.applyItemRequest,
    response: TransferResponseSchema,
    example: EX.transfer,
    errors: [400, 401, 404, 409],
  },
];

export const TRANSFER_ROUTE_DOCS: RouteDoc[] = [...ACCOUNT_DOCS, ...ACCOUNT_DOCS.map(linkingTokenTwin)];
