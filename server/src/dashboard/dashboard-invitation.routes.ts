import { Router, type Response } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { sendData } from '../http/envelope';
import { parseBody, requireJson } from '../http/json-body';
import type { AccountService } from './account.service';
import { currentAccount, requireSession } from './dashboard-guards';
import type { DashboardDeps } from './dashboard-deps';
import { invitationView, receivedInvitationView } from './dashboard-views';
import { ROLES, requireRole } from './roles';

const Invite = z.strictObject({
  email: z.string({ error: 'is required' }).max(320, 'is too long'),
  role: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }).optional(),
});

/**
 * Inviting is limited per inviter and per organization (default 20 an hour each), counted in the
 * shared PostgreSQL store so every process sees the same budget. Only calls by an owner or admin
 * of the organization count, so nobody else can spend an organization's budget.
 */
function invitationLimit(deps: DashboardDeps) {
  const perHour = deps.invitationsPerHour ?? 20;
  const limiter = new RateLimiterPostgres({
    storeClient: deps.pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: 'dashboard-invite',
    points: perHour,
    duration: 3600,
  });
  const consume = async (key: string, who: string) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new AppError('ERATELIMITED', `too many invitations ${who} (${perHour} an hour): try again in ${Math.ceil(seconds / 60)} minutes`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
  };
  return async (accountId: string, organizationId: string) => {
    await consume(`account:${accountId}`, 'from this account');
    await consume(`organization:${organizationId}`, 'for this organization');
  };
}

/** Invitations: sent and revoked by an organization's owners and admins, accepted or declined by the invitee. */
export function dashboardInvitationRoutes(deps: DashboardDeps, accounts: AccountService): Router {
  const router = Router();
  const { membership, invitations } = deps.services.dashboard;
  const limit = invitationLimit(deps);
  const session = requireSession(accounts);
  const accountId = (res: Response) => currentAccount(res).id;

  router.post('/organizations/:id/invitations', session, requireJson, async (req, res) => {
    const body = parseBody(Invite, req.body);
    const organization = await membership.organizationFor(accountId(res), String(req.params.id));
    requireRole(organization.role, 'admin', 'invite people');
    await limit(accountId(res), organization.id);
    const invitation = await invitations.invite(accountId(res), organization.id, body.email, body.role ?? 'developer');
    // The same answer whether or not the address has an account: inviting must not tell who has signed up.
    sendData(
      res,
      invitationView(invitation),
      `Invitation recorded: ${invitation.email} joins as ${invitation.role} once they sign in with this address and accept it (within 7 days)`,
      202,
    );
  });

  router.delete('/organizations/:id/invitations/:invitationId', session, async (req, res) => {
    await invitations.revoke(accountId(res), String(req.params.id), String(req.params.invitationId));
    sendData(res, null, 'Invitation revoked');
  });

  router.get('/invitations', session, async (_req, res) => {
    sendData(res, (await invitations.received(currentAccount(res))).map(receivedInvitationView));
  });

  router.post('/invitations/:invitationId/accept', session, async (req, res) => {
    const accepted = await invitations.accept(currentAccount(res), String(req.params.invitationId));
    sendData(res, { organization_id: accepted.organizationId, role: accepted.role }, `Invitation accepted: you are now ${accepted.role} of the organization`);
  });

  router.post('/invitations/:invitationId/decline', session, async (req, res) => {
    await invitations.decline(currentAccount(res), String(req.params.invitationId));
    sendData(res, null, 'Invitation declined');
  });

  return router;
}
