import { randomBytes, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, webhookKey } from './sign-webhook';

/** The Standard Webhooks recipe, written apart from the code under test (Web Crypto, atob). */
async function referenceSignature(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const keyBytes = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (c) => c.charCodeAt(0));
  const key = await webcrypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return `v1,${btoa(String.fromCharCode(...new Uint8Array(mac)))}`;
}

describe('signWebhook', () => {
  it('matches the Standard Webhooks reference vector', () => {
    // The example used by the Standard Webhooks reference libraries' tests.
    const headers = signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('agrees with an independent implementation on new secrets and any body', async () => {
    for (const body of ['{}', '{"type":"playlist.conversion.completed","data":{"é":"✓"}}', 'x'.repeat(5000)]) {
      const secret = newWebhookSecret();
      const id = `msg_${randomBytes(8).toString('hex')}`;
      const signed = signWebhook(secret, id, 1_700_000_000, body);
      expect(signed['webhook-signature']).toBe(await referenceSignature(secret, id, 1_700_000_000, body));
    }
  });

  it('changes with the id, the timestamp and the body', () => {
    const secret = newWebhookSecret();
    const base = signWebhook(secret, 'msg_a', 1, '{}')['webhook-signature'];
    expect(signWebhook(secret, 'msg_b', 1, '{}')['webhook-signature']).not.toBe(base);
    expect(signWebhook(secret, 'msg_a', 2, '{}')['webhook-signature']).not.toBe(base);
    expect(signWebhook(secret, 'msg_a', 1, '{ }')['webhook-signature']).not.toBe(base);
  });
});

describe('webhook secrets', () => {
  it('are whsec_ and the base64 of 32 random bytes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhookKey(secret)).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('still read secrets made before the prefix (base64url)', () => {
    const raw = randomBytes(32);
    expect(webhookKey(raw.toString('base64url'))).toEqual(raw);
  });
});
