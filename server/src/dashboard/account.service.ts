import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../errors/app-error';
import type { Account, AccountRepository } from './account.repository';
import { checkNewPassword, decoyHash, hashPassword, PASSWORD_MAX, verifyPassword } from './password';
import type { SessionRepository } from './session.repository';
import type { SignInFailureRepository } from './sign-in-failure.repository';

/** The lockout rule: this many failures inside the window lock for `lockMs` from the last one counted. */
export interface LockoutPolicy {
  accountFailures: number;
  ipFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = { accountFailures: 5, ipFailures: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
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
  const lockout = deps.lockout ?? DEFAULT_LOCKOUT;
  const ttl = deps.sessionTtlMs ?? SESSION_TTL_MS;
  const now = deps.now ?? (() => new Date());

  const openSession = async (account: Account): Promise<NewSession> => {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + ttl);
    await sessions.insert(hashSessionToken(token), account.id, expiresAt);
    return { token, account: { id: account.id, email: account.email, createdAt: account.createdAt }, expiresAt };
  };

  /**
   * Milliseconds left on a lock of the account or the address, 0 when neither is locked. A lock
   * starts at the failure that completed `limit` failures within `windowMs` and lasts `lockMs`;
   * attempts while locked are not recorded, so that run stays the newest until the lock ends.
   */
  const lockedFor = async (email: string, ip: string): Promise<number> => {
    const at = now().getTime();
    const since = new Date(at - lockout.windowMs - lockout.lockMs);
    const runs = [
      { window: await failures.byEmail(email, since, lockout.accountFailures), limit: lockout.accountFailures },
      { window: await failures.byIp(ip, since, lockout.ipFailures), limit: lockout.ipFailures },
    ];
    const waits = runs.map(({ window, limit }) => {
      if (window.count < limit || !window.oldest || !window.newest) return 0;
      if (window.newest.getTime() - window.oldest.getTime() > lockout.windowMs) return 0;
      return window.newest.getTime() + lockout.lockMs - at;
    });
    return Math.max(0, ...waits);
  };

  const refuseLocked = (ms: number): never => {
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    throw new AppError('ERATELIMITED', `too many failed sign-ins: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
      headers: { 'Retry-After': String(Math.ceil(ms / 1000)) },
    });
  };

  return {
    async signUp(rawEmail: string, password: string): Promise<NewSession> {
      const email = normaliseEmail(rawEmail);
      checkNewPassword(password);
      const account = await accounts.insert(email, await hashPassword(password));
      if (!account) throw new AppError('EBADREQUEST', 'an account with this e-mail already exists: sign in instead');
      return openSession(account);
    },

    async signIn(rawEmail: string, password: string, ip: string): Promise<NewSession> {
      const email = rawEmail.trim().toLowerCase();
      const wait = await lockedFor(email, ip);
      if (wait > 0) refuseLocked(wait);
      const account = email.length <= 254 && password.length <= PASSWORD_MAX * 4 ? await accounts.findByEmail(email) : undefined;
      const ok = account ? await verifyPassword(account.passwordHash, password) : await verifyPassword(await decoyHash(), password).then(() => false);
      if (!account || !ok) {
        await failures.record(email, ip, now());
        const after = await lockedFor(email, ip);
        if (after > 0) refuseLocked(after);
        throw new AppError('EUNAUTHORIZED', WRONG);
      }
      await failures.clearEmail(email);
      await sessions.deleteExpired(now());
      await failures.deleteOlderThan(new Date(now().getTime() - lockout.windowMs - lockout.lockMs));
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
  };
}
