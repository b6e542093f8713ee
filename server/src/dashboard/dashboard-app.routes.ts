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
import type { Role } from './roles';

const Name = z.strictObject({ name: z.string({ error: 'is required' }).max(200, 'is too long') });
const RedirectUrls = z.strictObject({ urls: z.array(z.string({ error: 'must be a string' }).max(2048, 'is too long')).max(50) });
const AllowedOrigins = z.strictObject({ origins: z.array(z.string({ error: 'must be a string' }).max(2048, 'is too long')).max(50) });
const ExtensionLinking = z.strictObject({
  enabled: z.boolean({ error: 'must be true or false' }),
  extension_ids: z.array(z.string().max(200, 'is too long'), { error: 'must be a list of extension ids' }).max(50, 'has too many entries').optional(),
});
const Webhook = z.strictObject({ url: z.string({ error: 'is required' }).max(2048, 'is too long') });

/**
 * An app's page: everything the CLI does to an app. Every member of its organization reads it;
 * changes, and everything that hands out a secret, need an owner or admin (roles.ts).
 */
export function dashboardAppRoutes(deps: DashboardDeps, accounts: AccountService): Router {
  const router = Router();
  const { membership } = deps.services.dashboard;
  const { apps, integrations } = deps.services;
  router.use('/apps', requireSession(accounts));

  type Res = Parameters<typeof currentAccount>[0];
  const manage = (req: { params: Record<string, unknown> }, res: Res, action: string) =>
    membership.manageApp(currentAccount(res).id, String(req.params.id), action);

  /** The page's data, with the caller's role so the page offers only what the role allows. */
  const detail = async (appId: string, role: Role) => {
    const app = await apps.get(appId);
    const organization = await deps.services.organizations.resolve(app.organizationId);
    return { ...appDetailView(app, organization.name, await integrations.list(app.id), deps.config.publicUrl), role };
  };

  router.get('/apps/:id', async (req, res) => {
    const app = await membership.appFor(currentAccount(res).id, String(req.params.id));
    sendData(res, await detail(app.id, app.role));
  });

  router.patch('/apps/:id', requireJson, async (req, res) => {
    const { name } = parseBody(Name, req.body);
    const renamed = await membership.renameApp(currentAccount(res).id, String(req.params.id), name);
    sendData(res, await detail(renamed.id, renamed.role), 'App renamed');
  });

  router.delete('/apps/:id', async (req, res) => {
    await membership.deleteApp(currentAccount(res).id, String(req.params.id));
    sendData(res, null, 'App deleted: its keys no longer work');
  });

  // Rotating revokes: the old key is refused from the moment this answers, and the new one
  // replaces it.
  router.post('/apps/:id/keys/:kind/rotate', async (req, res) => {
    const kind = String(req.params.kind);
    if (kind !== 'public' && kind !== 'private') throw new AppError('EBADREQUEST', 'key kind must be public or private');
    const app = await manage(req, res, 'rotate keys');
    const rotated = await apps.rotateKey(app.id, kind);
    sendData(
      res,
      { app: await detail(app.id, app.role), ...(kind === 'public' ? { public_key: rotated.publicKey } : { private_key: rotated.privateKey }) },
      kind === 'private' ? 'Private key replaced: store the new one now, it is shown only once' : 'Public key replaced',
    );
  });

  router.post('/apps/:id/deezer-state/rotate', async (req, res) => {
    const app = await manage(req, res, 'rotate the Deezer state');
    await apps.rotateDeezerState(app.id);
    sendData(res, await detail(app.id, app.role), 'Deezer state replaced: update the redirect URL registered on Deezer');
  });

  router.put('/apps/:id/redirect-urls', requireJson, async (req, res) => {
    const { urls } = parseBody(RedirectUrls, req.body);
    const app = await manage(req, res, 'edit redirect URLs');
    await apps.setRedirectUrls(app.id, urls.map((url) => url.trim()).filter((url) => url !== ''));
    sendData(res, await detail(app.id, app.role), 'Redirect URLs saved');
  });

  // Which web pages may read the public-key routes' answers (CORS); empty: any origin.
  router.put('/apps/:id/allowed-origins', requireJson, async (req, res) => {
    const { origins } = parseBody(AllowedOrigins, req.body);
    const app = await manage(req, res, 'edit allowed origins');
    await apps.setAllowedOrigins(app.id, origins.map((origin) => origin.trim()).filter((origin) => origin !== ''));
    sendData(res, await detail(app.id, app.role), 'Allowed origins saved');
  });

  // Whether the listed browser extensions may link through the app: their web-auth redirect
  // (https://<extension id>.chromiumapp.org/…) is then allowed without listing it.
  router.put('/apps/:id/extension-linking', requireJson, async (req, res) => {
    const { enabled, extension_ids: ids } = parseBody(ExtensionLinking, req.body);
    const app = await manage(req, res, 'change extension linking');
    await apps.setExtensionLinking(app.id, enabled, ids);
    sendData(res, await detail(app.id, app.role), enabled ? 'Extension linking on' : 'Extension linking off');
  });

  router.put('/apps/:id/webhook', requireJson, async (req, res) => {
    const { url } = parseBody(Webhook, req.body);
    const app = await manage(req, res, 'set webhooks');
    await checkWebhookTarget(url.trim(), deps.config.sandbox === true || deps.config.webhookAllowPrivate === true);
    const { secret } = await apps.setWebhook(app.id, url);
    sendData(res, { app: await detail(app.id, app.role), secret }, 'Webhook saved: store the signing secret now, it is shown only once');
  });

  router.post('/apps/:id/webhook/rotate-secret', async (req, res) => {
    const app = await manage(req, res, 'rotate webhook secrets');
    if (!app.webhookUrl) throw new AppError('EBADREQUEST', 'set a webhook URL first');
    const { secret } = await apps.setWebhook(app.id, app.webhookUrl);
    sendData(res, { app: await detail(app.id, app.role), secret }, 'New signing secret: the old one no longer signs events');
  });

  router.delete('/apps/:id/webhook', async (req, res) => {
    const app = await manage(req, res, 'remove webhooks');
    await apps.setWebhook(app.id, null);
    sendData(res, await detail(app.id, app.role), 'Webhook removed');
  });

  router.post('/apps/:id/webhook/test', async (req, res) => {
    const app = await manage(req, res, 'send webhook test events');
    const secret = apps.webhookSecret(app);
    if (!app.webhookUrl || !secret) throw new AppError('EBADREQUEST', 'set a webhook URL first');
    const result = await sendTestEvent({ appId: app.id, url: app.webhookUrl, secret }, { allowPrivate: deps.config.sandbox === true || deps.config.webhookAllowPrivate === true });
    sendData(res, result, result.ok ? 'Test event delivered' : `Test event not delivered: ${result.reason}`);
  });

  return router;
}
