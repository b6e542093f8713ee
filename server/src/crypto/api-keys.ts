import { createHash, randomInt, randomUUID } from 'node:crypto';

/** Public and private API keys are random UUID v4s (the API types both key headers as uuid). */
export function newApiKey(): string {
  return randomUUID();
}

/**
 * Private keys are stored only as this hash. A UUID v4 carries 122 random bits, so nobody can
 * guess one from its hash: a slow password hash (bcrypt, argon2) protects low-entropy secrets
 * and would only add latency to every private-key request. A plain SHA-256 also lets the key be
 * looked up by an indexed equality match.
 */
export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key.toLowerCase(), 'utf8').digest();
}

const STATE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The 10-character per-app Deezer state token, from [A-Za-z0-9]. */
export function newDeezerState(): string {
  let token = '';
  for (let i = 0; i < 10; i += 1) token += STATE_ALPHABET[randomInt(STATE_ALPHABET.length)];
  return token;
}

