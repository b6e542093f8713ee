import { AppError } from '../errors/app-error';
import type { FailureWindow, SignInFailureRepository } from './sign-in-failure.repository';

/**
 * When failed sign-ins make the next attempt wait. Per account: the first `accountFailures` are
 * free, then each further failure makes the next attempt wait `firstDelayMs`, doubling up to
 * `maxDelayMs`, until a success (or `accountWindowMs` without failures) clears them. A fixed long
 * lock would let anyone keep any account out with a few wrong passwords; growing waits cost the
 * owner seconds and a guesser hours. Per client address: `ipFailures` failures within `windowMs`
 * lock the address for `lockMs`. The address is the real client's only when SEGUE_TRUST_PROXY
 * names the proxy in front; otherwise every client of that proxy shares one, and 20 failures
 * anywhere would lock everyone out, so untrusted the rule counts one account's failures from
 * that address only (it then locks that account from that address).
 */
export interface LockoutPolicy {
  accountFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  accountWindowMs: number;
  ipFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = {
  accountFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  accountWindowMs: 24 * 3_600_000,
  ipFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/** Milliseconds until the account's next attempt is allowed. */
function accountWait(policy: LockoutPolicy, window: FailureWindow, at: number): number {
  if (window.count < policy.accountFailures || !window.newest) return 0;
  const delay = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (window.count - policy.accountFailures));
  return window.newest.getTime() + delay - at;
}

/** Milliseconds left on the address's lock: `limit` failures within `windowMs` lock it for `lockMs`. */
function addressWait(policy: LockoutPolicy, window: FailureWindow, at: number): number {
  if (window.count < policy.ipFailures || !window.oldest || !window.newest) return 0;
  if (window.newest.getTime() - window.oldest.getTime() > policy.windowMs) return 0;
  return window.newest.getTime() + policy.lockMs - at;
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;

/**
 * `addressIsClient`: the address given to `waitFor` is the real client's (SEGUE_TRUST_PROXY is
 * set), so the address rule may count every account's failures from it.
 */
export function createSignInLockout(failures: SignInFailureRepository, policy: LockoutPolicy, now: () => Date, addressIsClient: boolean) {
  // Enough of the newest failures for the wait to reach its cap.
  const accountRun = policy.accountFailures + Math.ceil(Math.log2(policy.maxDelayMs / policy.firstDelayMs)) + 1;
  return {
    /** How far back failures still count, for clearing older ones. */
    horizonMs: Math.max(policy.accountWindowMs, policy.windowMs + policy.lockMs),

    /**
     * Milliseconds until the account and the address may try again, 0 when both may now.
     * Attempts refused for waiting are not recorded, so the run that set a wait stays the newest.
     */
    async waitFor(email: string, ip: string): Promise<number> {
      const at = now().getTime();
      const account = await failures.byEmail(email, new Date(at - policy.accountWindowMs), accountRun);
      const since = new Date(at - policy.windowMs - policy.lockMs);
      const address = addressIsClient ? await failures.byIp(ip, since, policy.ipFailures) : await failures.byEmailAndIp(email, ip, since, policy.ipFailures);
      return Math.max(0, accountWait(policy, account, at), addressWait(policy, address, at));
    },
  };
}

/** The 429 for an attempt made while it must wait, with `Retry-After`. */
export function refuseWaiting(ms: number): never {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const minutes = Math.ceil(seconds / 60);
  const when = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  throw new AppError('ERATELIMITED', `too many failed sign-ins: try again in ${when}`, { headers: { 'Retry-After': String(seconds) } });
}
