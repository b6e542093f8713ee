import { isUuid } from '../shared/params';
import { AppError } from '../errors/app-error';
import type { App } from '../apps/app.repository';
import type { Organization } from '../apps/organization.repository';
import type { AppService } from '../apps/app.service';
import type { OrganizationService } from '../apps/organization.service';
import type { AccountRepository } from './account.repository';
import type { Member, MemberOrganization, MembershipRepository } from './membership.repository';
import { ROLES, requireRole, type Role } from './roles';

export type MembershipService = ReturnType<typeof createMembershipService>;

const checkName = (kind: string, name: string): string => {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 100) throw new AppError('EBADREQUEST', `${kind} name must be 1 to 100 characters`);
  return trimmed;
};

export const LAST_OWNER = 'an organization keeps at least one owner: make another member an owner first, or delete the organization';

/**
 * What a signed-in account may see and do (the roles' rights are listed in roles.ts). Everything
 * outside its organizations answers 404 exactly like something that does not exist, so ids of
 * others' resources are not confirmed; inside them, what the role does not allow answers 403.
 */
export function createMembershipService(deps: {
  members: MembershipRepository;
  accounts: AccountRepository;
  organizations: OrganizationService;
  apps: AppService;
}) {
  const { members, accounts, organizations, apps } = deps;

  const organizationFor = async (accountId: string, organizationId: string): Promise<Organization & { role: Role }> => {
    const role = isUuid(organizationId) ? await members.roleOf(organizationId, accountId) : undefined;
    if (!role) throw new AppError('ENOTFOUND', `no organization ${organizationId}`);
    return { ...(await organizations.resolve(organizationId)), role };
  };

  /** The app with the caller's role in its organization. */
  const appFor = async (accountId: string, appId: string): Promise<App & { role: Role }> => {
    const app = isUuid(appId) ? await apps.get(appId).catch(() => undefined) : undefined;
    const role = app && (await members.roleOf(app.organizationId, accountId));
    if (!app || !role) throw new AppError('ENOTFOUND', `no app ${appId}`);
    return { ...app, role };
  };

  /** The app, when the caller may change it (owner or admin); `action` completes "only an owner or admin can …". */
  const manageApp = async (accountId: string, appId: string, action: string): Promise<App & { role: Role }> => {
    const app = await appFor(accountId, appId);
    requireRole(app.role, 'admin', action);
    return app;
  };

  const memberOf = async (organizationId: string, memberId: string): Promise<Member> => {
    const target = (await members.members(organizationId)).find((member) => member.accountId === memberId);
    if (!target) throw new AppError('ENOTFOUND', `no member ${memberId}`);
    return target;
  };

  return {
    organizationFor,
    appFor,
    manageApp,

    organizationsOf: (accountId: string): Promise<MemberOrganization[]> => members.organizationsOf(accountId),

    /** Names are unique among the account's own organizations only, so no other tenant's name shows or blocks. */
    async createOrganization(accountId: string, name: string): Promise<Organization> {
      const trimmed = checkName('organization', name);
      const organization = await members.createOrganization(accountId, trimmed);
      if (!organization) throw new AppError('EBADREQUEST', `you already belong to an organization named "${trimmed}": choose another name`, { status: 409 });
      return organization;
    },

    async renameOrganization(accountId: string, organizationId: string, name: string): Promise<Organization> {
      const organization = await organizationFor(accountId, organizationId);
      requireRole(organization.role, 'admin', 'rename the organization');
      const trimmed = checkName('organization', name);
      if (!(await members.renameOrganization(organization.id, trimmed, accountId))) {
        throw new AppError('EBADREQUEST', `you or another member of this organization already belong to an organization named "${trimmed}": choose another name`, { status: 409 });
      }
      return organizations.resolve(organization.id);
    },

    async deleteOrganization(accountId: string, organizationId: string): Promise<void> {
      const organization = await organizationFor(accountId, organizationId);
      requireRole(organization.role, 'owner', 'delete the organization');
      // Its apps go with it (ON DELETE CASCADE), and with them what every process cached of them.
      await members.deleteOrganization(organization.id);
      await apps.changeSeenEverywhere();
    },

    async members(accountId: string, organizationId: string): Promise<Member[]> {
      const organization = await organizationFor(accountId, organizationId);
      return members.members(organization.id);
    },

    /**
     * Anyone may leave; admins remove developers; only owners remove admins and owners. The last
     * owner stays.
     */
    async removeMember(accountId: string, organizationId: string, memberId: string): Promise<Member[]> {
      const organization = await organizationFor(accountId, organizationId);
      const target = await memberOf(organization.id, memberId);
      if (memberId !== accountId) {
        requireRole(organization.role, target.role === 'developer' ? 'admin' : 'owner', `remove ${target.role === 'developer' ? 'developers' : 'admins and owners'}`);
      }
      if (!(await members.remove(organization.id, memberId))) throw new AppError('EBADREQUEST', LAST_OWNER);
      return members.members(organization.id);
    },

    async setRole(accountId: string, organizationId: string, memberId: string, role: Role): Promise<Member[]> {
      const organization = await organizationFor(accountId, organizationId);
      requireRole(organization.role, 'owner', 'change roles');
      await memberOf(organization.id, memberId);
      if (!(await members.setRole(organization.id, memberId, role))) throw new AppError('EBADREQUEST', LAST_OWNER);
      return members.members(organization.id);
    },

    async renameApp(accountId: string, appId: string, name: string): Promise<App & { role: Role }> {
      const app = await manageApp(accountId, appId, 'rename apps');
      const trimmed = checkName('app', name);
      if (!(await members.renameApp(app.id, trimmed))) {
        throw new AppError('EBADREQUEST', `the organization already has an app named "${trimmed}"`);
      }
      await apps.changeSeenEverywhere();
      return { ...(await apps.get(app.id)), role: app.role };
    },

    async deleteApp(accountId: string, appId: string): Promise<void> {
      const app = await manageApp(accountId, appId, 'delete apps');
      await members.deleteApp(app.id);
      await apps.changeSeenEverywhere();
    },

    /** Sandbox mode: the account owns the organization (nothing changes for a member already). */
    addOwner: (organizationId: string, accountId: string): Promise<boolean> => members.add(organizationId, accountId, 'owner'),

    /** Sandbox mode, at start: every account that exists owns the organization. */
    addEveryAccountAsOwner: (organizationId: string): Promise<number> => members.addEveryAccount(organizationId, 'owner'),

    /**
     * For self-hosters (`segue orgs add-member`, run on the server): gives an account access to an
     * organization directly, without an invitation, e.g. one the CLI created, which has no
     * members. Without a role the first member becomes its owner and later ones developers; with
     * one, an existing member's role changes to it.
     */
    async addMemberByEmail(organizationReference: string, email: string, role?: string): Promise<{ organization: Organization; member: Member }> {
      if (role !== undefined && !ROLES.includes(role as Role)) throw new AppError('EBADREQUEST', `role must be one of ${ROLES.join(', ')}`);
      const organization = await organizations.resolve(organizationReference);
      const account = await accounts.findByEmail(email.trim().toLowerCase());
      if (!account) throw new AppError('ENOTFOUND', `no dashboard account with the e-mail ${email.trim()}: sign up on the dashboard first`);
      const current = await members.members(organization.id);
      const added = await members.add(organization.id, account.id, (role as Role | undefined) ?? (current.length === 0 ? 'owner' : 'developer'));
      if (!added && role !== undefined && !(await members.setRole(organization.id, account.id, role as Role))) throw new AppError('EBADREQUEST', LAST_OWNER);
      const member = (await members.members(organization.id)).find((entry) => entry.accountId === account.id)!;
      return { organization, member };
    },
  };
}
