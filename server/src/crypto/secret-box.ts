import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SecretBoxError } from '../errors/secret-box-error';

/**
 * AES-256-GCM for secrets at rest (platform client secrets, Apple private keys, webhook
 * secrets, later users' OAuth tokens).
 *
 * Layout: `version (1 byte) | iv (12 bytes) | auth tag (16 bytes) | ciphertext`. The version
 * byte names the key the value was sealed with, so the key can be rotated later: a new key gets
 * a new version and old values are still opened with the old one until re-sealed.
 */
const CURRENT_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

export interface SecretBox {
  seal(plaintext: string): Buffer;
  open(sealed: Buffer): string;
  sealJson(value: unknown): Buffer;
  openJson(sealed: Buffer): unknown;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new SecretBoxError('the secret key must be 32 bytes');
  const keys = new Map<number, Buffer>([[CURRENT_VERSION, key]]);

  const seal = (plaintext: string): Buffer => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([CURRENT_VERSION]), iv, cipher.getAuthTag(), body]);
  };

  const open = (sealed: Buffer): string => {
    if (sealed.length < HEADER_BYTES) throw new SecretBoxError('sealed value is too short');
    const version = sealed.readUInt8(0);
    const versionKey = keys.get(version);
    if (!versionKey) throw new SecretBoxError(`sealed value uses unknown key version ${version}`);
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(1 + IV_BYTES, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', versionKey, iv);
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      // GCM's tag check failed: the value was altered or sealed under another key.
      throw new SecretBoxError('sealed value failed authentication (tampered, or another secret key)');
    }
  };

  return {
    seal,
    open,
    sealJson: (value) => seal(JSON.stringify(value)),
    openJson: (sealed) => JSON.parse(open(sealed)) as unknown,
  };
}
