import type { Algorithm } from '@node-rs/argon2';
import { AppError } from '../errors/app-error';

// OWASP's Argon2id baseline: 19 MiB of memory, 2 passes, 1 lane.
// https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
// `Algorithm` is a const enum, which verbatimModuleSyntax cannot import as a value: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

/** Length rules only (NIST SP 800-63B 3.1.1.2: no composition rules); throws EBADREQUEST. */
export function checkNewPassword(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN) throw new AppError('EBADREQUEST', `the password must be at least ${PASSWORD_MIN} characters long`);
  if (length > PASSWORD_MAX) throw new AppError('EBADREQUEST', `the password must be at most ${PASSWORD_MAX} characters long`);
  if (password.trim() === '') throw new AppError('EBADREQUEST', 'the password must not be only spaces');
}

// Loaded on first use: a native addon that every CLI command would otherwise load at start.
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await argon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody knows, verified when the e-mail has no account so that an unknown
 * address costs the same time as a wrong password and timing does not tell them apart.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
