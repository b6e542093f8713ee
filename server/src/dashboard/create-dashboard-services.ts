import type { Queryable } from '../db/queryable';
import type { AppService } from '../apps/app.service';
import type { OrganizationService } from '../apps/organization.service';
import { createAccountRepository } from './account.repository';
import { createAccountService, type AccountService, type AccountServiceDeps } from './account.service';
import { createInvitationRepository } from './invitation.repository';
import { createInvitationService, type InvitationService } from './invitation.service';
import { createMembershipRepository } from './membership.repository';
import { createMembershipService, type MembershipService } from './membership.service';
import { createPasswordResetRepository } from './password-reset.repository';
import { createPasswordResetService, type PasswordResetService } from './password-reset.service';
import { createSessionRepository } from './session.repository';
import { createSignInFailureRepository } from './sign-in-failure.repository';

export interface DashboardServices {
  accounts: AccountService;
  passwordResets: PasswordResetService;
  membership: MembershipService;
  invitations: InvitationService;
}

/** The dashboard's accounts, sessions, memberships and invitations over the shared organization and app services. */
export function createDashboardServices(
  db: Queryable,
  shared: { organizations: OrganizationService; apps: AppService },
  options: Pick<AccountServiceDeps, 'lockout' | 'trustProxy' | 'sessionTtlMs' | 'now'> = {},
): DashboardServices {
  const accountRepository = createAccountRepository(db);
  const members = createMembershipRepository(db);
  const membership = createMembershipService({ members, accounts: accountRepository, organizations: shared.organizations, apps: shared.apps });
  const sessions = createSessionRepository(db);
  const failures = createSignInFailureRepository(db);
  return {
    accounts: createAccountService({ accounts: accountRepository, sessions, failures, ...options }),
    passwordResets: createPasswordResetService({ accounts: accountRepository, resets: createPasswordResetRepository(db), sessions, failures, now: options.now }),
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
