import { Router } from 'express';
import { z } from 'zod';
import { sendData } from '../http/envelope';
import { parseBody, requireJson } from '../http/json-body';
import type { AccountService } from './account.service';
import { currentAccount, requireSession } from './dashboard-guards';
import type { DashboardDeps } from './dashboard-deps';
import { appSummaryView, invitationView, memberView, organizationView } from './dashboard-views';
import { atLeast, requireRole, ROLES } from './roles';
import type { SandboxOnboarding } from '../sandbox/sandbox-onboarding';

const Name = z.strictObject({ name: z.string({ error: 'is required' }).max(200, 'is too long') });
const RoleChange = z.strictObject({ role: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }) });
const NewApp = z.strictObject({
  name: z.string({ error: 'is required' }).max(200, 'is too long'),
  redirect_urls: z.array(z.string()).max(50).optional(),
});

export function dashboardOrganizationRoutes(deps: DashboardDeps, accounts: AccountService, sandbox?: SandboxOnboarding): Router {
  const router = Router();
  const { membership, invitations } = deps.services.dashboard;
  const { apps } = deps.services;
  router.use('/organizations', requireSession(accounts));

  router.get('/organizations', async (_req, res) => {
    sendData(res, (await membership.organizationsOf(currentAccount(res).id)).map(organizationView));
  });

  router.post('/organizations', requireJson, async (req, res) => {
    const { name } = parseBody(Name, req.body);
    const account = currentAccount(res);
    const created = await membership.createOrganization(account.id, name);
    const view = (await membership.organizationsOf(account.id)).find((org) => org.id === created.id)!;
    sendData(res, organizationView(view), 'Organization created', 201);
  });

  router.get('/organizations/:id', async (req, res) => {
    const account = currentAccount(res);
    const organization = await membership.organizationFor(account.id, req.params.id as string);
    const list = await apps.list(organization.id);
    const members = await membership.members(account.id, organization.id);
    const pending = atLeast(organization.role, 'admin') ? await invitations.pending(account.id, organization.id) : [];
    sendData(res, {
      id: organization.id,
      name: organization.name,
      role: organization.role,
      created_at: organization.createdAt.toISOString(),
      apps: list.map(appSummaryView),
      members: members.map(memberView),
      invitations: pending.map(invitationView),
    });
  });

  router.patch('/organizations/:id', requireJson, async (req, res) => {
    const { name } = parseBody(Name, req.body);
    const renamed = await membership.renameOrganization(currentAccount(res).id, req.params.id as string, name);
    sendData(res, { id: renamed.id, name: renamed.name }, 'Organization renamed');
  });

  router.delete('/organizations/:id', async (req, res) => {
    await membership.deleteOrganization(currentAccount(res).id, req.params.id as string);
    sendData(res, null, 'Organization deleted with its apps; their keys no longer work');
  });

  router.patch('/organizations/:id/members/:accountId', requireJson, async (req, res) => {
    const { role } = parseBody(RoleChange, req.body);
    const members = await membership.setRole(currentAccount(res).id, req.params.id as string, req.params.accountId as string, role);
    sendData(res, members.map(memberView), 'Role changed');
  });

  router.delete('/organizations/:id/members/:accountId', async (req, res) => {
    const members = await membership.removeMember(currentAccount(res).id, req.params.id as string, req.params.accountId as string);
    sendData(res, members.map(memberView), 'Member removed');
  });

  router.post('/organizations/:id/apps', requireJson, async (req, res) => {
    const body = parseBody(NewApp, req.body);
    const organization = await membership.organizationFor(currentAccount(res).id, req.params.id as string);
    requireRole(organization.role, 'admin', 'create apps');
    const { app, privateKey } = await apps.create({ organization: organization.id, name: body.name, redirectUrls: body.redirect_urls });
    // In sandbox mode the app gets the simulators' credentials: read it again with its integrations.
    if (sandbox) await sandbox.appCreated(app.id);
    sendData(res, { ...appSummaryView(sandbox ? await apps.get(app.id) : app), private_key: privateKey }, 'App created: store the private key now, it is shown only once', 201);
  });

  return router;
}
