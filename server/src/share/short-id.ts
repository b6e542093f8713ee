import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 8 random base62 characters: 2.2e14 ids, so collisions are not worth a retry loop. */
export function newShortId(): string {
  let id = '';
  for (let i = 0; i < 8; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export const SHORT_ID_PATTERN = /^[0-9A-Za-z]{8}$/;
