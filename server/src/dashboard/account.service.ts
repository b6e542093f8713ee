import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../errors/app-error';
import type { Account, AccountRepository } from './account.repository';
import { checkNewPassword, decoyHash, hashPassword, PASSWORD_MAX, verifyPassword } from './password';
import type { SessionRepository } from './session.repository';
import type { SignInFailureRepository } from './sign-in-failure.repository';
import { createSignInLockout, DEFAULT_LOCKOUT, refuseWaiting, type LockoutPolicy } from './sign-in-lockout';

export const SESSION_TTL_MS = 7 * 24 * 3_600_000;

export interface NewSession {
  /** The cookie value: 256 random bits, base64url. Only its SHA-256 is stored. */
  token: string;
  account: Account;
  expiresAt: Date;
}

export interface AccountServiceDeps {
  accounts: AccountRepository;
  sessions: SessionRepository;
  failures: SignInFailureRepository;
  lockout?: LockoutPolicy;
  /** SEGUE_TRUST_PROXY is set: sign-in addresses are the real clients', not a shared proxy's. */
  trustProxy?: boolean;
  sessionTtlMs?: number;
  now?: () => Date;
}

export type AccountService = ReturnType<typeof createAccountService>;

// One message for an unknown e-mail and a wrong password, so sign-in does not reveal which
// addresses have accounts.
const WRONG = 'wrong e-mail or password';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw new AppError('EBADREQUEST', 'enter a valid e-mail address, such as ada@example.com');
  return email;
}

export const hashSessionToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

export function createAccountService(deps: AccountServiceDeps) {
  const { accounts, sessions, failures } = deps;
  const ttl = deps.sessionTtlMs ?? SESSION_TTL_MS;
  const now = deps.now ?? (() => new Date());
  const lockout = createSignInLockout(failures, deps.lockout ?? DEFAULT_LOCKOUT, now, deps.trustProxy === true);

  const openSession = async (account: Account): Promise<NewSession> => {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + ttl);
    await sessions.insert(hashSessionToken(token), account.id, expiresAt);
    return { token, account: { id: account.id, email: account.email, createdAt: account.createdAt }, expiresAt };
  };

  return {
    /**
     * Creates the account unless the address has one already, and says which only to the
     * caller's code: the answer to the client must not tell (it opens no session either way,
     * and the password is hashed either way, so the timing does not tell either).
     */
    async signUp(rawEmail: string, password: string): Promise<Account | undefined> {
      const email = normaliseEmail(rawEmail);
      checkNewPassword(password);
      const account = await accounts.insert(email, await hashPassword(password));
      return account && { id: account.id, email: account.email, createdAt: account.createdAt };
    },

    async signIn(rawEmail: string, password: string, ip: string): Promise<NewSession> {
      const email = rawEmail.trim().toLowerCase();
      const wait = await lockout.waitFor(email, ip);
      if (wait > 0) refuseWaiting(wait);
      const account = email.length <= 254 && password.length <= PASSWORD_MAX * 4 ? await accounts.findByEmail(email) : undefined;
      const ok = account ? await verifyPassword(account.passwordHash, password) : await verifyPassword(await decoyHash(), password).then(() => false);
      if (!account || !ok) {
        await failures.record(email, ip, now());
        const after = await lockout.waitFor(email, ip);
        if (after > 0) refuseWaiting(after);
        throw new AppError('EUNAUTHORIZED', WRONG);
      }
      await failures.clearEmail(email);
      await sessions.deleteExpired(now());
      await failures.deleteOlderThan(new Date(now().getTime() - lockout.horizonMs));
      return openSession(account);
    },

    /** The signed-in account of a cookie value, or undefined (unknown, expired or signed out). */
    async resolveSession(token: string | undefined): Promise<Account | undefined> {
      if (!token || token.length > 100) return undefined;
      return (await sessions.find(hashSessionToken(token), now()))?.account;
    },

    async signOut(token: string | undefined): Promise<void> {
      if (token && token.length <= 100) await sessions.delete(hashSessionToken(token));
    },

    findByEmail: async (email: string) => accounts.findByEmail(email.trim().toLowerCase()),

    /** A session for an account that proved itself another way (a password reset link). */
    openSession,
  };
}
