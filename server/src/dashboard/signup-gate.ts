import { AppError } from '../errors/app-error';
import { normaliseEmail } from './account.service';
import type { DashboardDeps } from './dashboard-deps';

/**
 * With `SEGUE_SIGNUP=invite` an account may be created only for an address with a pending
 * invitation, or when the server has no account yet (the self-hoster's own first account).
 * Checked before anything else about the address, so the refusal is the same whether or not
 * it already has an account.
 */
export async function refuseUninvitedSignUp(deps: DashboardDeps, rawEmail: string): Promise<void> {
  if ((deps.config.signup ?? 'open') === 'open') return;
  const email = normaliseEmail(rawEmail);
  if (await deps.services.dashboard.invitations.maySignUp(email)) return;
  throw new AppError(
    'EFORBIDDEN',
    `this server creates accounts by invitation only: ask an owner or admin of your organization to invite ${email}, then create the account with that address (the operator can also run: segue orgs add-member)`,
  );
}
