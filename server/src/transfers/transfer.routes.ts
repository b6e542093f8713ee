import { PLATFORMS } from '@segue/core';
import { TransferListResponseSchema, TransferRequestSchema, TransferResponseSchema } from '@segue/core/schemas';
import { Router, type RequestHandler } from 'express';
import type { ApiKeyService } from '../apps/api-key.service';
import { AppError } from '../errors/app-error';
import { currentApp, requireKey } from '../http/authenticate';
import { sendData } from '../http/envelope';
import { requireJson } from '../http/json-body';
import type { RouteDoc } from '../openapi/route-doc';
import { isUuid } from '../shared/params';
import type { TransferService } from './transfer.service';

/** The user of a transfer route: the Segue user id or the user's e-mail. */
function userParam(value: unknown): string {
  const raw = String(value);
  if (isUuid(raw)) return raw.toLowerCase();
  if (!raw.includes('@')) throw new AppError('EBADREQUEST', "userId must be the Segue user id (a UUID) or the user's e-mail: look the id up with GET /v1/account/?identifier=<e-mail>");
  return raw;
}

/**
 * `POST /v1/account/{userId}/transfers` starts moving a user's library between two platforms
 * (private key: the app's backend decides, after its own checks, to write to a listener's
 * library); the transfer is then a task, read here or at `GET /v1/task/{id}`.
 */
export function transferRoutes(deps: { transfers: TransferService; apiKeys: ApiKeyService; rateLimit: RequestHandler }): Router {
  const router = Router();
  const privateKey = [requireKey(deps.apiKeys, 'private'), deps.rateLimit];
  router.post('/v1/account/:userId/transfers', ...privateKey, requireJson, async (req, res) => {
    const { transfer, replayed } = await deps.transfers.start(currentApp(res).id, userParam(req.params.userId), req.body, req.get('idempotency-key'));
    if (replayed) {
      res.set('idempotent-replayed', 'true');
      sendData(res, transfer, "This Idempotency-Key's transfer: no second one was started", 200);
      return;
    }
    sendData(res, transfer, `Moving the user's library from ${PLATFORMS[transfer.from].name} to ${PLATFORMS[transfer.to].name}: poll the task every 5 seconds or more`, 201);
  });
  router.get('/v1/account/:userId/transfers', ...privateKey, async (req, res) => {
    sendData(res, await deps.transfers.list(currentApp(res).id, userParam(req.params.userId)), 'Transfers of the user, newest first');
  });
  router.get('/v1/account/:userId/transfers/:transferId', ...privateKey, async (req, res) => {
    const id = String(req.params.transferId);
    if (!isUuid(id)) throw new AppError('EBADREQUEST', 'transferId must be the task_id the transfer answered with (a UUID)');
    const transfer = await deps.transfers.get(currentApp(res).id, id.toLowerCase());
    if (!transfer) throw new AppError('ENOTFOUND', `no transfer ${id} for this app`);
    res.set('cache-control', 'no-store');
    sendData(res, transfer);
  });
  return router;
}

const userIdParam = { name: 'userId', description: "The Segue user id, or the user's e-mail" };

export const TRANSFER_ROUTE_DOCS: RouteDoc[] = [
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
    requestBody: TransferRequestSchema,
    response: TransferResponseSchema,
    status: 201,
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
    errors: [400, 401, 404],
  },
  {
    method: 'get',
    path: '/v1/account/{userId}/transfers/{transferId}',
    tag: 'Library',
    summary: 'One transfer',
    description: 'Progress while it runs; once finished, every item with what became of it (added, already there, or left out with a stable `code`).',
    auth: 'private',
    pathParams: [userIdParam, { name: 'transferId', description: 'The task id the transfer answered with' }],
    response: TransferResponseSchema,
    errors: [400, 401, 404],
  },
];
