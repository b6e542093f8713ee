import { AppError } from '../errors/app-error';
import { normaliseEmail } from './account.service';
import type { DashboardDeps } from './dashboard-deps';

/**
 * With `SEGUE_SIGNUP=invite` an account may be created only with the token of a pending
 * invitation to its address (from the accept link), or when the server has no account yet (the
 * self-hoster's own first account). Checked before anything else about the address, and never
 * on the address alone, so the refusal is the same whether or not it has an account or an
 * invitation.
 */
export async function refuseUninvitedSignUp(deps: DashboardDeps, rawEmail: string, invitationToken: string | undefined): Promise<void> {
  if ((deps.config.signup ?? 'open') === 'open') return;
  const email = normaliseEmail(rawEmail);
  if (await deps.services.dashboard.invitations.maySignUp(email, invitationToken)) return;
  throw new AppError(
    'EFORBIDDEN',
    'this server creates accounts by invitation only: open the invitation link you were sent (ask an owner or admin of your organization to invite your address) and create the account from there with the invited address',
  );
}
