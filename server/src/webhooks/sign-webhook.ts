import { createHmac } from 'node:crypto';

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Standard Webhooks signing (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md):
 * HMAC-SHA256 over `{id}.{timestamp}.{body}`, sent as `v1,{base64 signature}`. The key is the
 * app's webhook secret decoded from base64url (the 32 random bytes it was made from).
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): WebhookHeaders {
  const key = Buffer.from(secret, 'base64url');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`, 'utf8').digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` };
}
