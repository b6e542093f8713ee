import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../errors/app-error';
import type { Account, AccountRepository } from './account.repository';
import { checkNewPassword, hashPassword } from './password';
import type { PasswordResetRepository } from './password-reset.repository';
import type { SessionRepository } from './session.repository';
import type { SignInFailureRepository } from './sign-in-failure.repository';

/** How long a reset link works. */
export const RESET_TTL_MS = 3_600_000;

/** The reset link: the token rides in the fragment, which browsers never send to a server or in a Referer. */
export const resetLink = (publicUrl: string, token: string): string => `${publicUrl}/dashboard/reset-password#token=${token}`;

const hashToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

export interface PasswordResetDeps {
  accounts: AccountRepository;
  resets: PasswordResetRepository;
  sessions: SessionRepository;
  failures: SignInFailureRepository;
  now?: () => Date;
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/** Reset links for forgotten passwords: random, single use, one hour, stored hashed. */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * A new reset token for the account of `email` (its earlier ones stop working), or undefined
     * when no account has that address. The caller decides what to say: the dashboard says the
     * same either way.
     */
    async issue(email: string): Promise<{ token: string; account: Account; expiresAt: Date } | undefined> {
      const account = await deps.accounts.findByEmail(email.trim().toLowerCase());
      if (!account) return undefined;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + RESET_TTL_MS);
      await deps.resets.replace(hashToken(token), account.id, expiresAt);
      return { token, account: { id: account.id, email: account.email, createdAt: account.createdAt }, expiresAt };
    },

    /**
     * Sets the new password with the token, which then never works again: every session of the
     * account ends and its sign-in lockout is lifted. The password is checked first, so a
     * refused one leaves the link usable.
     */
    async complete(token: string, password: string): Promise<Account> {
      checkNewPassword(password);
      const accountId = token.length > 0 && token.length <= 100 ? await deps.resets.consume(hashToken(token), now()) : undefined;
      if (!accountId) throw new AppError('EBADREQUEST', 'this reset link is unknown, used or expired: ask for a new one from the sign-in page');
      const account = await deps.accounts.setPasswordHash(accountId, await hashPassword(password));
      await deps.sessions.deleteForAccount(accountId);
      await deps.resets.clear(accountId, now());
      await deps.failures.clearEmail(account.email);
      return account;
    },
  };
}
