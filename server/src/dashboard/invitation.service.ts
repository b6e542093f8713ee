import { AppError } from '../errors/app-error';
import { isUuid } from '../shared/params';
import type { Account, AccountRepository } from './account.repository';
import { normaliseEmail } from './account.service';
import type { Invitation, InvitationRepository, ReceivedInvitation } from './invitation.repository';
import type { MembershipRepository } from './membership.repository';
import type { MembershipService } from './membership.service';
import { atLeast, requireRole, type Role } from './roles';

export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

export type InvitationService = ReturnType<typeof createInvitationService>;

const notFound = (id: string) =>
  new AppError('ENOTFOUND', `no pending invitation ${id} for this account: it may have expired or been revoked, ask for a new one`);

/**
 * Invitations to organizations. Inviting never looks the address up among accounts, so its answer
 * (and its timing) is the same whether or not someone has signed up with it; the invitation
 * becomes a membership only when the account signed in with that address accepts it.
 */
export function createInvitationService(deps: {
  invitations: InvitationRepository;
  members: MembershipRepository;
  accounts: AccountRepository;
  membership: MembershipService;
  ttlMs?: number;
  now?: () => Date;
}) {
  const { invitations, members, membership } = deps;
  const ttl = deps.ttlMs ?? INVITATION_TTL_MS;
  const now = deps.now ?? (() => new Date());

  return {
    /** Owners invite with any role, admins as developer or admin. */
    async invite(accountId: string, organizationId: string, rawEmail: string, role: Role): Promise<Invitation> {
      const organization = await membership.organizationFor(accountId, organizationId);
      requireRole(organization.role, 'admin', 'invite people');
      if (!atLeast(organization.role, role)) requireRole(organization.role, 'owner', `invite people as ${role}`);
      const email = normaliseEmail(rawEmail);
      // The member list is shown to everyone in the organization, so this reveals nothing new.
      if ((await members.members(organization.id)).some((member) => member.email === email)) {
        throw new AppError('EBADREQUEST', `${email} is already a member of this organization: change their role in the member list instead`);
      }
      const at = now();
      return invitations.upsert({ organizationId: organization.id, email, role, invitedBy: accountId, expiresAt: new Date(at.getTime() + ttl) }, at);
    },

    /** The organization's pending invitations; owners and admins only, since they list addresses not yet members. */
    async pending(accountId: string, organizationId: string): Promise<Invitation[]> {
      const organization = await membership.organizationFor(accountId, organizationId);
      requireRole(organization.role, 'admin', 'see pending invitations');
      return invitations.pendingForOrganization(organization.id, now());
    },

    async revoke(accountId: string, organizationId: string, invitationId: string): Promise<void> {
      const organization = await membership.organizationFor(accountId, organizationId);
      requireRole(organization.role, 'admin', 'revoke invitations');
      if (!isUuid(invitationId) || !(await invitations.delete(invitationId, { organizationId: organization.id }))) {
        throw new AppError('ENOTFOUND', `no pending invitation ${invitationId} in this organization`);
      }
    },

    /** Invitations addressed to the signed-in account's e-mail. */
    received: (account: Account): Promise<ReceivedInvitation[]> => invitations.pendingForEmail(account.email, now()),

    /** The organization joined and the account's role in it (an existing member keeps theirs). */
    async accept(account: Account, invitationId: string): Promise<{ organizationId: string; role: Role }> {
      const accepted = isUuid(invitationId) ? await invitations.accept(invitationId, account, now()) : undefined;
      if (!accepted) throw notFound(invitationId);
      return { organizationId: accepted.organizationId, role: (await members.roleOf(accepted.organizationId, account.id)) ?? accepted.role };
    },

    async decline(account: Account, invitationId: string): Promise<void> {
      if (!isUuid(invitationId) || !(await invitations.delete(invitationId, { email: account.email }))) throw notFound(invitationId);
    },

    /**
     * Whether `SEGUE_SIGNUP=invite` lets this address create an account: it has a pending
     * invitation, or the server has no account at all yet (so a self-hoster can start).
     */
    async maySignUp(email: string): Promise<boolean> {
      return (await invitations.hasPending(email, now())) || !(await deps.accounts.any());
    },
  };
}
