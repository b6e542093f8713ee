import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../errors/app-error';
import { isUuid } from '../shared/params';
import type { Account, AccountRepository } from './account.repository';
import { normaliseEmail } from './account.service';
import type { Invitation, InvitationRepository, ReceivedInvitation } from './invitation.repository';
import type { MembershipRepository } from './membership.repository';
import type { MembershipService } from './membership.service';
import { atLeast, requireRole, ROLES, type Role } from './roles';
import type { Organization } from '../apps/organization.repository';

export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

/** The accept link: the token rides in the fragment, which browsers never send to a server or in a Referer. */
export const invitationLink = (publicUrl: string, token: string): string => `${publicUrl}/dashboard/invitation#token=${token}`;

export type InvitationService = ReturnType<typeof createInvitationService>;

const hashToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();
const usable = (token: string): boolean => token.length > 0 && token.length <= 100;

const notFound = () =>
  new AppError(
    'ENOTFOUND',
    'no pending invitation of this link for the account signed in: sign in with the invited address, or the invitation expired, was used or was sent again: ask for a new one',
  );

/**
 * Invitations to organizations. Inviting never looks the address up among accounts, so its answer
 * (and its timing) is the same whether or not someone has signed up with it. Having an account
 * with the invited address proves nothing (anyone may sign up with any address where sign-up is
 * open), so an invitation becomes a membership only with its accept token: a random link sent
 * to the address, or handed over by the inviter, that works once and only for that address's account.
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

  /** Records (or replaces) the invitation with a fresh token, unless the address is a member already. */
  const record = async (organizationId: string, rawEmail: string, role: Role, invitedBy: string | null, already: string) => {
    const email = normaliseEmail(rawEmail);
    // The member list is shown to everyone in the organization, so this reveals nothing new.
    if ((await members.members(organizationId)).some((member) => member.email === email)) throw new AppError('EBADREQUEST', `${email} ${already}`);
    const at = now();
    const token = randomBytes(32).toString('base64url');
    const invitation = await invitations.upsert({ organizationId, email, role, invitedBy, expiresAt: new Date(at.getTime() + ttl), tokenHash: hashToken(token) }, at);
    return { invitation, token };
  };

  return {
    /** Owners invite with any role, admins as developer or admin. */
    async invite(accountId: string, organizationId: string, rawEmail: string, role: Role): Promise<{ invitation: Invitation; token: string }> {
      const organization = await membership.organizationFor(accountId, organizationId);
      requireRole(organization.role, 'admin', 'invite people');
      if (!atLeast(organization.role, role)) requireRole(organization.role, 'owner', `invite people as ${role}`);
      return record(organization.id, rawEmail, role, accountId, 'is already a member of this organization: change their role in the member list instead');
    },

    /**
     * The operator's invitation (`segue orgs invite`, run on the server): any organization, any
     * role, no inviting account. Like the dashboard's, it replaces a pending invitation of the
     * address, so running it again issues a fresh link and the previous one stops working.
     */
    async inviteAsOperator(organization: Organization, rawEmail: string, rawRole: string): Promise<{ invitation: Invitation; token: string }> {
      if (!ROLES.includes(rawRole as Role)) throw new AppError('EBADREQUEST', `role must be one of ${ROLES.join(', ')}`);
      return record(organization.id, rawEmail, rawRole as Role, null, `is already a member of ${organization.name}: change their role with \`segue orgs add-member <org> <email> --role <role>\``);
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
      if (!isUuid(invitationId) || !(await invitations.delete(invitationId, organization.id))) {
        throw new AppError('ENOTFOUND', `no pending invitation ${invitationId} in this organization`);
      }
    },

    /** What an accept link offers the signed-in account: which organization, which role, from whom. */
    async preview(account: Account, token: string): Promise<ReceivedInvitation> {
      const invitation = usable(token) ? await invitations.pendingForToken(hashToken(token), account.email, now()) : undefined;
      if (!invitation) throw notFound();
      return invitation;
    },

    /** The organization joined and the account's role in it (an existing member keeps theirs). */
    async accept(account: Account, token: string): Promise<{ organizationId: string; role: Role }> {
      const accepted = usable(token) ? await invitations.accept(hashToken(token), account, now()) : undefined;
      if (!accepted) throw notFound();
      return { organizationId: accepted.organizationId, role: (await members.roleOf(accepted.organizationId, account.id)) ?? accepted.role };
    },

    async decline(account: Account, token: string): Promise<void> {
      if (!usable(token) || !(await invitations.decline(hashToken(token), account.email))) throw notFound();
    },

    /**
     * Whether `SEGUE_SIGNUP=invite` lets this address create an account: it brings the token of
     * a pending invitation to it, or the server has no account at all yet (so a self-hoster can
     * start). The address alone never decides, so the answer tells nothing about who is invited.
     */
    async maySignUp(email: string, token: string | undefined): Promise<boolean> {
      if (token !== undefined && usable(token) && (await invitations.pendingForToken(hashToken(token), email, now()))) return true;
      return !(await deps.accounts.any());
    },
  };
}
