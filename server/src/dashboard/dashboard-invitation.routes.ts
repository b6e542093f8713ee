import { Router, type Response } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { sendData } from '../http/envelope';
import { parseBody, requireJson } from '../http/json-body';
import { describeError } from '../runtime/logger';
import type { AccountService } from './account.service';
import { currentAccount, requireSession } from './dashboard-guards';
import type { DashboardDeps } from './dashboard-deps';
import { invitationView, receivedInvitationView } from './dashboard-views';
import { invitationLink } from './invitation.service';
import type { Mailer } from './mailer';
import { ROLES, requireRole, type Role } from './roles';

const Invite = z.strictObject({
  email: z.string({ error: 'is required' }).max(320, 'is too long'),
  role: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }).optional(),
});
const WithToken = z.strictObject({ token: z.string({ error: 'is required: the token of the accept link' }).max(200, 'is too long') });

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

/**
 * Invitations: sent and revoked by an organization's owners and admins, accepted or declined by
 * the invitee with the token of the accept link. With SMTP the link is mailed to the address
 * after the answer went out; without it, the answer carries the link once, for the inviter to
 * hand over.
 */
export function dashboardInvitationRoutes(deps: DashboardDeps, accounts: AccountService, mailer: Mailer | undefined): Router {
  const router = Router();
  const { membership, invitations } = deps.services.dashboard;
  const limit = invitationLimit(deps);
  const session = requireSession(accounts);
  const accountId = (res: Response) => currentAccount(res).id;

  const mailLink = async (to: string, organizationName: string, role: Role, from: string, link: string): Promise<void> => {
    await mailer?.send({
      to,
      subject: `${from} invites you to ${organizationName} on Segue`,
      text: [
        `${from} invites ${to} to the organization ${organizationName} on the Segue server ${deps.config.publicUrl}, as ${role}.`,
        '',
        'Open this link within 7 days, signed in (or after creating an account) with this address, to accept or decline (it works once):',
        link,
        '',
        'If you do not know why you got this, ignore it: nothing happens unless the link is opened and accepted.',
      ].join('\n'),
    });
  };

  router.post('/organizations/:id/invitations', session, requireJson, async (req, res) => {
    const body = parseBody(Invite, req.body);
    const organization = await membership.organizationFor(accountId(res), String(req.params.id));
    requireRole(organization.role, 'admin', 'invite people');
    await limit(accountId(res), organization.id);
    const { invitation, token } = await invitations.invite(accountId(res), organization.id, body.email, body.role ?? 'developer');
    const link = invitationLink(deps.config.publicUrl, token);
    // The same answer whether or not the address has an account: inviting must not tell who has signed up.
    if (mailer) {
      sendData(
        res,
        invitationView(invitation),
        `Invitation recorded: an accept link is on its way to ${invitation.email}, who joins as ${invitation.role} on opening it signed in with that address (within 7 days)`,
        202,
      );
      mailLink(invitation.email, organization.name, invitation.role, currentAccount(res).email, link).catch((error: unknown) =>
        deps.log.error('invitation mail not sent', describeError(error)),
      );
      return;
    }
    sendData(
      res,
      { ...invitationView(invitation), accept_url: link },
      `Invitation recorded: this server sends no e-mail, so hand ${invitation.email} this accept link (shown only now); it works once, only for the account of that address, within 7 days`,
      202,
    );
  });

  router.delete('/organizations/:id/invitations/:invitationId', session, async (req, res) => {
    await invitations.revoke(accountId(res), String(req.params.id), String(req.params.invitationId));
    sendData(res, null, 'Invitation revoked');
  });

  router.post('/invitations/preview', session, requireJson, async (req, res) => {
    const { token } = parseBody(WithToken, req.body);
    sendData(res, receivedInvitationView(await invitations.preview(currentAccount(res), token)));
  });

  router.post('/invitations/accept', session, requireJson, async (req, res) => {
    const { token } = parseBody(WithToken, req.body);
    const accepted = await invitations.accept(currentAccount(res), token);
    sendData(res, { organization_id: accepted.organizationId, role: accepted.role }, `Invitation accepted: you are now ${accepted.role} of the organization`);
  });

  router.post('/invitations/decline', session, requireJson, async (req, res) => {
    const { token } = parseBody(WithToken, req.body);
    await invitations.decline(currentAccount(res), token);
    sendData(res, null, 'Invitation declined');
  });

  return router;
}
