import { Router, type RequestHandler } from 'express';
import { AppError } from '../errors/app-error';
import type { ApiKeyService } from './api-key.service';
import type { AppService } from './app.service';
import type { IntegrationService } from './integration.service';
import { currentApp, currentKeyKind, requireEitherKey, requireKey } from '../http/authenticate';
import { sendData } from '../http/envelope';
import { parseBody, requireJson } from '../http/json-body';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES } from '../openapi/sandbox-examples';
import {
  AppResponseSchema,
  IntegrationsResponseSchema,
  RotatedKeysResponseSchema,
  RotateKeysRequestSchema,
} from './app.schemas';
import { appView, integrationView, publicAppView } from './app-views';

/** An app's own view of itself, and the key rotation its backend can do without the CLI. */
export function appRoutes(deps: { apps: AppService; integrations: IntegrationService; apiKeys: ApiKeyService; rateLimit: RequestHandler }): Router {
  const { apps, integrations, rateLimit } = deps;
  const router = Router();
  const publicKey = [requireKey(deps.apiKeys, 'public'), rateLimit];
  const privateKey = [requireKey(deps.apiKeys, 'private'), rateLimit];

  router.get('/v1/app', requireEitherKey(deps.apiKeys), rateLimit, async (_req, res) => {
    const app = currentApp(res);
    sendData(res, currentKeyKind(res) === 'private' ? appView(app) : publicAppView(app));
  });

  // Addressed by id so that a key of one app asking for another answers 404, like a missing
  // app: another app's existence is not confirmed (no 403).
  router.get('/v1/apps/:id', ...publicKey, async (req, res) => {
    const app = currentApp(res);
    const id = String(req.params.id);
    if (id.toLowerCase() !== app.id) throw new AppError('ENOTFOUND', `no app ${id}`);
    sendData(res, publicAppView(app));
  });

  router.get('/v1/app/integrations', ...privateKey, async (_req, res) => {
    const summaries = await integrations.list(currentApp(res).id);
    sendData(res, summaries.map(integrationView));
  });

  router.post('/v1/app/keys/rotate', ...privateKey, requireJson, async (req, res) => {
    const { key } = parseBody(RotateKeysRequestSchema, req.body);
    const app = currentApp(res);
    const keys: { public_key?: string; private_key?: string } = {};
    if (key !== 'private') keys.public_key = (await apps.rotateKey(app.id, 'public')).publicKey;
    if (key !== 'public') keys.private_key = (await apps.rotateKey(app.id, 'private')).privateKey;
    sendData(res, keys, 'Keys rotated: the old key is refused from now on');
  });

  return router;
}

export const APP_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/app',
    tag: 'App',
    summary: 'The calling app',
    description:
      'Checks a key: answers with the app it belongs to. With the public key, what a browser app needs; with the private key (`x-segue-key`) also `redirect_urls` and `deezer_state`.',
    auth: 'either',
    response: AppResponseSchema,
    example: EXAMPLES.app,
  },
  {
    method: 'get',
    path: '/v1/apps/{id}',
    tag: 'App',
    summary: 'An app by id (only the calling app itself)',
    description: "Another app's id answers 404, exactly like an id that does not exist.",
    auth: 'public',
    pathParams: [{ name: 'id', description: 'App id' }],
    response: AppResponseSchema,
    example: EXAMPLES.app,
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/app/integrations',
    tag: 'App',
    summary: "The app's integrations, without their secrets",
    auth: 'private',
    response: IntegrationsResponseSchema,
    example: EXAMPLES.integrations,
  },
  {
    method: 'post',
    path: '/v1/app/keys/rotate',
    tag: 'App',
    summary: "Replace the app's public and/or private key",
    description: 'The old key is refused by every server process as soon as this answers. The new private key is shown only here.',
    auth: 'private',
    requestBody: RotateKeysRequestSchema,
    requestExample: EXAMPLES.rotateRequest,
    response: RotatedKeysResponseSchema,
    example: EXAMPLES.rotate,
    errors: [400, 413, 415],
  },
];
