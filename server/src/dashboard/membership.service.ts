import { isUuid } from '../shared/params';
import { AppError } from '../errors/app-error';
import type { App } from '../apps/app.repository';
import type { Organization } from '../apps/organization.repository';
import type { AppService } from '../apps/app.service';
import type { OrganizationService } from '../apps/organization.service';
import type { AccountRepository } from './account.repository';
import type { Member, MemberOrganization, MembershipRepository, Role } from './membership.repository';

export type MembershipService = ReturnType<typeof createMembershipService>;

const checkName = (kind: string, name: string): string => {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 100) throw new AppError('EBADREQUEST', `${kind} name must be 1 to 100 characters`);
  return trimmed;
};

/**
 * What a signed-in account may see and do. Everything outside its organizations answers 404
 * exactly like something that does not exist, so ids of others' resources are not confirmed.
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

  const appFor = async (accountId: string, appId: string): Promise<App> => {
    const app = isUuid(appId) ? await apps.get(appId).catch(() => undefined) : undefined;
    if (!app || !(await members.roleOf(app.organizationId, accountId))) throw new AppError('ENOTFOUND', `no app ${appId}`);
    return app;
  };

  const requireOwner = (organization: { role: Role }) => {
    if (organization.role !== 'owner') throw new AppError('EFORBIDDEN', 'only an owner of the organization can do this');
  };

  return {
    organizationFor,
    appFor,

    organizationsOf: (accountId: string): Promise<MemberOrganization[]> => members.organizationsOf(accountId),

    async createOrganization(accountId: string, name: string): Promise<Organization> {
      const organization = await organizations.create(name);
      await members.add(organization.id, accountId, 'owner');
      return organization;
    },

    async renameOrganization(accountId: string, organizationId: string, name: string): Promise<Organization> {
      const organization = await organizationFor(accountId, organizationId);
      const trimmed = checkName('organization', name);
      if (!(await members.renameOrganization(organization.id, trimmed))) {
        throw new AppError('EBADREQUEST', `an organization named "${trimmed}" already exists`);
      }
      return organizations.resolve(organization.id);
    },

    async deleteOrganization(accountId: string, organizationId: string): Promise<void> {
      const organization = await organizationFor(accountId, organizationId);
      requireOwner(organization);
      await members.deleteOrganization(organization.id);
    },

    async members(accountId: string, organizationId: string): Promise<Member[]> {
      const organization = await organizationFor(accountId, organizationId);
      return members.members(organization.id);
    },

    /** Adds an existing account by e-mail; the invitee sees the organization on their next page load. */
    async invite(accountId: string, organizationId: string, email: string): Promise<Member[]> {
      const organization = await organizationFor(accountId, organizationId);
      requireOwner(organization);
      const invitee = await accounts.findByEmail(email.trim().toLowerCase());
      // Owners may learn whether an address has an account: they need to know whom to ask to sign up.
      if (!invitee) throw new AppError('ENOTFOUND', `no account with the e-mail ${email.trim()}: ask them to sign up first`);
      await members.add(organization.id, invitee.id, 'member');
      return members.members(organization.id);
    },

    async removeMember(accountId: string, organizationId: string, memberId: string): Promise<Member[]> {
      const organization = await organizationFor(accountId, organizationId);
      if (memberId !== accountId) requireOwner(organization);
      const list = await members.members(organization.id);
      const target = list.find((member) => member.accountId === memberId);
      if (!target) throw new AppError('ENOTFOUND', `no member ${memberId}`);
      if (target.role === 'owner' && list.filter((member) => member.role === 'owner').length === 1) {
        throw new AppError('EBADREQUEST', 'the last owner cannot leave: delete the organization instead');
      }
      await members.remove(organization.id, memberId);
      return members.members(organization.id);
    },

    async renameApp(accountId: string, appId: string, name: string): Promise<App> {
      const app = await appFor(accountId, appId);
      const trimmed = checkName('app', name);
      if (!(await members.renameApp(app.id, trimmed))) {
        throw new AppError('EBADREQUEST', `the organization already has an app named "${trimmed}"`);
      }
      return apps.get(app.id);
    },

    async deleteApp(accountId: string, appId: string): Promise<void> {
      const app = await appFor(accountId, appId);
      await members.deleteApp(app.id);
    },

    /**
     * For self-hosters (`segue orgs add-member`): gives an account access to an organization,
     * e.g. one the CLI created, which has no members. The first member becomes its owner.
     */
    async addMemberByEmail(organizationReference: string, email: string): Promise<{ organization: Organization; member: Member }> {
      const organization = await organizations.resolve(organizationReference);
      const account = await accounts.findByEmail(email.trim().toLowerCase());
      if (!account) throw new AppError('ENOTFOUND', `no dashboard account with the e-mail ${email.trim()}: sign up on the dashboard first`);
      const current = await members.members(organization.id);
      await members.add(organization.id, account.id, current.length === 0 ? 'owner' : 'member');
      const member = (await members.members(organization.id)).find((entry) => entry.accountId === account.id)!;
      return { organization, member };
    },
  };
}
