import type { Queryable } from '../db/queryable';
import type { AppService } from '../apps/app.service';
import type { OrganizationService } from '../apps/organization.service';
import { createAccountRepository } from './account.repository';
import { createAccountService, type AccountService, type AccountServiceDeps } from './account.service';
import { createInvitationRepository } from './invitation.repository';
import { createInvitationService, type InvitationService } from './invitation.service';
import { createMembershipRepository } from './membership.repository';
import { createMembershipService, type MembershipService } from './membership.service';
import { createSessionRepository } from './session.repository';
import { createSignInFailureRepository } from './sign-in-failure.repository';

export interface DashboardServices {
  accounts: AccountService;
  membership: MembershipService;
  invitations: InvitationService;
}

/** The dashboard's accounts, sessions, memberships and invitations over the shared organization and app services. */
export function createDashboardServices(
  db: Queryable,
  shared: { organizations: OrganizationService; apps: AppService },
  options: Pick<AccountServiceDeps, 'lockout' | 'sessionTtlMs' | 'now'> = {},
): DashboardServices {
  const accountRepository = createAccountRepository(db);
  const members = createMembershipRepository(db);
  const membership = createMembershipService({ members, accounts: accountRepository, organizations: shared.organizations, apps: shared.apps });
  return {
    accounts: createAccountService({
      accounts: accountRepository,
      sessions: createSessionRepository(db),
      failures: createSignInFailureRepository(db),
      ...options,
    }),
    membership,
    invitations: createInvitationService({
      invitations: createInvitationRepository(db),
      members,
      accounts: accountRepository,
      membership,
      now: options.now,
    }),
  };
}
