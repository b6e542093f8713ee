import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBoxError } from '../errors/secret-box-error';
import { createSecretBox } from './secret-box';

describe('createSecretBox', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips text and JSON', () => {
    expect(box.open(box.seal('client-secret-é'))).toBe('client-secret-é');
    expect(box.openJson(box.sealJson({ a: 1, b: ['x'] }))).toEqual({ a: 1, b: ['x'] });
  });

  it('uses a fresh IV every time and carries a version byte', () => {
    const a = box.seal('same');
    const b = box.seal('same');
    expect(a.equals(b)).toBe(false);
    expect(a[0]).toBe(1);
    expect(a.length).toBe(1 + 12 + 16 + 4);
  });

  it('detects a flipped bit in the ciphertext, the tag or the IV', () => {
    const sealed = box.seal('secret');
    for (const index of [sealed.length - 1, 1 + 12, 1]) {
      const tampered = Buffer.from(sealed);
      tampered[index] = (tampered[index] ?? 0) ^ 1;
      expect(() => box.open(tampered)).toThrow(SecretBoxError);
    }
  });

  it('refuses values sealed under another key, an unknown version or too short', () => {
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(box.seal('secret'))).toThrow(/tampered, or another secret key/);
    const sealed = box.seal('secret');
    sealed[0] = 9;
    expect(() => box.open(sealed)).toThrow(/unknown key version 9/);
    expect(() => box.open(Buffer.alloc(5))).toThrow(/too short/);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(SecretBoxError);
  });
});
