import { TaskResponseSchema, TransferResponseSchema, type Transfer } from '@segue/core/schemas';
import { z } from 'zod';
import { isAppError } from '../errors/app-error';
import { sendData } from '../http/envelope';
import { Router, type RequestHandler } from 'express';
import type { ApiKeyService } from '../apps/api-key.service';
import type { TaskAnswers } from './task-answers';
import { currentApp, requireKey } from '../http/authenticate';
import { sendPrepared } from '../http/prepared-json';
import { PLATFORM_REQUESTS_HEADER } from '../conversion/convert.routes';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES } from '../openapi/sandbox-examples';

/** `GET /v1/task/{task_id}`: a playlist task by its id, only the app's own (the public short id of its share page does not open it). */
export function taskRoutes(deps: {
  answers: TaskAnswers;
  /** Transfers are tasks too: one the playlist tasks do not hold is looked for there. */
  transfers?: { get(appId: string, id: string): Promise<Transfer | undefined> };
  apiKeys: ApiKeyService;
  rateLimit: RequestHandler;
}): Router {
  const router = Router();
  router.get('/v1/task/:task_id', requireKey(deps.apiKeys, 'public'), deps.rateLimit, async (req, res) => {
    const appId = currentApp(res).id;
    const key = String(req.params.task_id);
    const answer = await deps.answers.answer(appId, key).catch(async (error: unknown) => {
      const transfer = isAppError(error) && error.code === 'ENOTFOUND' ? await deps.transfers?.get(appId, key.toLowerCase()) : undefined;
      if (!transfer) throw error;
      return transfer;
    });
    res.set('cache-control', 'no-store');
    if ('kind' in answer) {
      sendData(res, answer);
      return;
    }
    res.set(PLATFORM_REQUESTS_HEADER, String(answer.platformRequests));
    // Pending, completed, or failed (a whole body with the task under `error`): all answered 200.
    sendPrepared(res, answer.body);
  });
  return router;
}

export const TASK_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/task/{task_id}',
    tag: 'Conversion',
    summary: 'A playlist conversion task, or a transfer',
    description:
      'Pending (with progress), completed (with every target platform’s tracks and the omitted tracks with their reason) ' +
      'or failed (the task under `error`, HTTP 200). Only by the task id the conversion answered with: the short id of the ' +
      'share page is public and does not open the task. Poll every 2 s or more. A library transfer (`kind: "transfer"`) is ' +
      'answered here too, as `GET /v1/account/{userId}/transfers/{id}` answers it.',
    auth: 'public',
    pathParams: [{ name: 'task_id', description: 'Task id (UUID)' }],
    response: z.union([TaskResponseSchema, TransferResponseSchema]).meta({ id: 'TaskOrTransferResponse', description: 'A playlist conversion task, or a library transfer (`kind: "transfer"`).' }),
    example: EXAMPLES.taskCompleted,
    errors: [400, 404],
  },
];
