import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { sendData } from '../http/envelope';
import { parseBody, requireJson } from '../http/json-body';
import { sendTestEvent } from '../webhooks/send-test-event';
import { checkWebhookTarget } from '../webhooks/webhook-target';
import type { AccountService } from './account.service';
import { currentAccount, requireSession } from './dashboard-guards';
import type { DashboardDeps } from './dashboard-deps';
import { appDetailView } from './dashboard-views';

const Name = z.strictObject({ name: z.string({ error: 'is required' }).max(200, 'is too long') });
const RedirectUrls = z.strictObject({ urls: z.array(z.string({ error: 'must be a string' }).max(2048, 'is too long')).max(50) });
const Webhook = z.strictObject({ url: z.string({ error: 'is required' }).max(2048, 'is too long') });

/** An app's page: everything the CLI does to an app, for the members of its organization. */
export function dashboardAppRoutes(deps: DashboardDeps, accounts: AccountService): Router {
  const router = Router();
  const { membership } = deps.services.dashboard;
  const { apps, integrations } = deps.services;
  router.use('/apps', requireSession(accounts));

  const appOf = (req: { params: Record<string, unknown> }, res: Parameters<typeof currentAccount>[0]) =>
    membership.appFor(currentAccount(res).id, String(req.params.id));

  const detail = async (appId: string) => {
    const app = await apps.get(appId);
    return appDetailView(app, await integrations.list(app.id), deps.config.publicUrl);
  };

  router.get('/apps/:id', async (req, res) => {
    const app = await appOf(req, res);
    sendData(res, await detail(app.id));
  });

  router.patch('/apps/:id', requireJson, async (req, res) => {
    const { name } = parseBody(Name, req.body);
    const renamed = await membership.renameApp(currentAccount(res).id, String(req.params.id), name);
    sendData(res, await detail(renamed.id), 'App renamed');
  });

  router.delete('/apps/:id', async (req, res) => {
    await membership.deleteApp(currentAccount(res).id, String(req.params.id));
    sendData(res, null, 'App deleted: its keys no longer work');
  });

  // Rotating revokes: the old key is refused from the moment this answers (spec 5.3: a revoked
  // key is replaced by a new one).
  router.post('/apps/:id/keys/:kind/rotate', async (req, res) => {
    const kind = String(req.params.kind);
    if (kind !== 'public' && kind !== 'private') throw new AppError('EBADREQUEST', 'key kind must be public or private');
    const app = await appOf(req, res);
    const rotated = await apps.rotateKey(app.id, kind);
    sendData(
      res,
      { app: await detail(app.id), ...(kind === 'public' ? { public_key: rotated.publicKey } : { private_key: rotated.privateKey }) },
      kind === 'private' ? 'Private key replaced: store the new one now, it is shown only once' : 'Public key replaced',
    );
  });

  router.post('/apps/:id/deezer-state/rotate', async (req, res) => {
    const app = await appOf(req, res);
    await apps.rotateDeezerState(app.id);
    sendData(res, await detail(app.id), 'Deezer state replaced: update the redirect URL registered on Deezer');
  });

  router.put('/apps/:id/redirect-urls', requireJson, async (req, res) => {
    const { urls } = parseBody(RedirectUrls, req.body);
    const app = await appOf(req, res);
    await apps.setRedirectUrls(app.id, urls.map((url) => url.trim()).filter((url) => url !== ''));
    sendData(res, await detail(app.id), 'Redirect URLs saved');
  });

  router.put('/apps/:id/webhook', requireJson, async (req, res) => {
    const { url } = parseBody(Webhook, req.body);
    const app = await appOf(req, res);
    await checkWebhookTarget(url.trim(), deps.config.sandbox === true || deps.config.webhookAllowPrivate === true);
    const { secret } = await apps.setWebhook(app.id, url);
    sendData(res, { app: await detail(app.id), secret }, 'Webhook saved: store the signing secret now, it is shown only once');
  });

  router.post('/apps/:id/webhook/rotate-secret', async (req, res) => {
    const app = await appOf(req, res);
    if (!app.webhookUrl) throw new AppError('EBADREQUEST', 'set a webhook URL first');
    const { secret } = await apps.setWebhook(app.id, app.webhookUrl);
    sendData(res, { app: await detail(app.id), secret }, 'New signing secret: the old one no longer signs events');
  });

  router.delete('/apps/:id/webhook', async (req, res) => {
    const app = await appOf(req, res);
    await apps.setWebhook(app.id, null);
    sendData(res, await detail(app.id), 'Webhook removed');
  });

  router.post('/apps/:id/webhook/test', async (req, res) => {
    const app = await appOf(req, res);
    const secret = apps.webhookSecret(app);
    if (!app.webhookUrl || !secret) throw new AppError('EBADREQUEST', 'set a webhook URL first');
    const result = await sendTestEvent({ appId: app.id, url: app.webhookUrl, secret }, { allowPrivate: deps.config.sandbox === true || deps.config.webhookAllowPrivate === true });
    sendData(res, result, result.ok ? 'Test event delivered' : `Test event not delivered: ${result.reason}`);
  });

  return router;
}
