import { Router, type RequestHandler } from 'express';
import { envelopeOf } from '@segue/core/schemas';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import type { ApiKeyService } from '../apps/api-key.service';
import { currentApp, requireKey } from '../http/authenticate';
import { sendData } from '../http/envelope';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES } from '../openapi/sandbox-examples';
import { WEBHOOK_EVENTS, type WebhookService } from './webhook.service';

const LIMIT_MAX = 100;

function parseLimit(raw: unknown): number {
  if (raw === undefined) return 50;
  const value = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > LIMIT_MAX) throw new AppError('EBADREQUEST', `limit must be a whole number from 1 to ${LIMIT_MAX}`);
  return value;
}

/** The app's webhook delivery log: every attempt, newest first (private key: it names the URL). */
export function webhookRoutes(deps: { webhooks: WebhookService; apiKeys: ApiKeyService; rateLimit: RequestHandler }): Router {
  const { rateLimit } = deps;
  const router = Router();
  router.get('/v1/app/webhooks/deliveries', requireKey(deps.apiKeys, 'private'), rateLimit, async (req, res) => {
    const deliveries = await deps.webhooks.listDeliveries(currentApp(res).id, parseLimit(req.query.limit));
    res.set('cache-control', 'no-store');
    sendData(res, deliveries);
  });
  return router;
}

const DeliverySchema = z.object({
  id: z.string(),
  webhook_id: z.string().describe('The `webhook-id` header: the same on every attempt of one event'),
  event: z.enum(WEBHOOK_EVENTS),
  attempt: z.number().int().min(1),
  url: z.string().nullable(),
  status_code: z.number().int().nullable().describe('The receiver’s HTTP status; null when no answer came'),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  next_attempt_at: z.string().nullable().describe('When the next attempt is due; null after a success or the last attempt'),
  attempted_at: z.string(),
});

export const WEBHOOK_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/app/webhooks/deliveries',
    tag: 'App',
    summary: 'Recent webhook delivery attempts',
    description:
      'Every attempt to deliver a webhook event to the app (newest first, at most `limit`, default 50, up to 100), ' +
      'kept for 30 days. Failed attempts are retried after 5 s, 30 s, 2 min, 10 min, 1 h, 3 h, 6 h and 12 h.',
    auth: 'private',
    response: envelopeOf(z.array(DeliverySchema)).meta({ id: 'WebhookDeliveriesResponse', description: 'GET /v1/app/webhooks/deliveries' }),
    example: EXAMPLES.deliveries,
    errors: [400],
  },
];
