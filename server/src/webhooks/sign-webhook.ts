import { createHmac, randomBytes } from 'node:crypto';

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

const PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks form: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The HMAC key a secret stands for: its base64 part decoded (older secrets have no prefix). */
export function webhookKey(secret: string): Buffer {
  // Node's base64 decoder also reads the URL-safe alphabet that secrets made before the
  // prefix was introduced use.
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

/**
 * Standard Webhooks signing (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md):
 * HMAC-SHA256 keyed with the secret's decoded bytes over `{id}.{timestamp}.{body}`, sent as
 * `v1,{base64 signature}`. The one place Segue signs anything it sends to a webhook.
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): WebhookHeaders {
  const signature = createHmac('sha256', webhookKey(secret)).update(`${id}.${timestampSeconds}.${body}`, 'utf8').digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` };
}
