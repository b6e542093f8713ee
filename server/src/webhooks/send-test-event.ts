import { randomUUID } from 'node:crypto';
import { postWebhook } from './post-webhook';

export interface TestEventTarget {
  appId: string;
  url: string;
  secret: string;
}

export interface TestEventOptions {
  /** Sandbox mode allows loopback and private addresses (local receivers). */
  allowPrivate: boolean;
  timeoutMs?: number;
  now?: () => Date;
}

export type TestEventResult =
  | { ok: true; status: number; id: string; durationMs: number }
  | { ok: false; status?: number; id: string; reason: string };

/**
 * Sends one signed `webhook.test` event to the app's webhook URL and reports what came back,
 * through the same SSRF-safe, signed POST as every other delivery (`postWebhook`).
 */
export async function sendTestEvent(target: TestEventTarget, options: TestEventOptions): Promise<TestEventResult> {
  const id = `msg_${randomUUID()}`;
  const now = options.now?.() ?? new Date();
  const body = JSON.stringify({
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: { app_id: target.appId, message: 'This is a test event sent from the Segue dashboard.' },
  });
  const result = await postWebhook(
    { url: target.url, secret: target.secret, id, timestampSeconds: Math.floor(now.getTime() / 1000), body },
    { allowPrivate: options.allowPrivate, timeoutMs: options.timeoutMs ?? 5_000 },
  );
  if (result.ok) return { ok: true, status: result.status, id, durationMs: result.durationMs };
  return result.status === undefined ? { ok: false, id, reason: result.reason } : { ok: false, status: result.status, id, reason: result.reason };
}
