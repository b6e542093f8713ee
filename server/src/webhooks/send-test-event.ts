import { randomUUID } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, request } from 'undici';
import { isPrivateAddress } from './check-webhook-address';
import { signWebhook } from './sign-webhook';

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

class RefusedAddress extends Error {}

/**
 * Sends one signed `webhook.test` event to the app's webhook URL and reports what came back.
 * SSRF-safe: the host name is resolved once, every address it resolves to must be public
 * (unless sandbox mode), and the connection goes to the address that was checked, so a second
 * DNS answer cannot point it elsewhere. Redirects are not followed; the whole call times out.
 */
export async function sendTestEvent(target: TestEventTarget, options: TestEventOptions): Promise<TestEventResult> {
  const id = `msg_${randomUUID()}`;
  const now = options.now?.() ?? new Date();
  const timestamp = Math.floor(now.getTime() / 1000);
  const body = JSON.stringify({
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: { app_id: target.appId, message: 'This is a test event sent from the Segue dashboard.' },
  });
  const timeoutMs = options.timeoutMs ?? 5_000;

  const agent = new Agent({
    connect: {
      timeout: timeoutMs,
      lookup: (hostname, lookupOptions, callback) => {
        dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
          if (error) return callback(error, '', 0);
          const list = addresses as unknown as LookupAddress[];
          const refused = list.find((entry) => isPrivateAddress(entry.address));
          if (!options.allowPrivate && refused) {
            return callback(new RefusedAddress(`${hostname} resolves to ${refused.address}, a private or loopback address`), '', 0);
          }
          const first = list[0];
          if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
          return callback(null, first.address, first.family);
        });
      },
    },
  });
  const started = Date.now();
  try {
    const host = new URL(target.url).hostname.replace(/^\[|\]$/g, '');
    // Literal IPs skip the lookup hook, so they are checked here.
    if (!options.allowPrivate && /^[\d.]+$|:/.test(host) && isPrivateAddress(host)) {
      return { ok: false, id, reason: `${host} is a private or loopback address: webhooks go to public addresses only` };
    }
    const response = await request(target.url, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/json', 'user-agent': 'Segue-Webhooks/1', ...signWebhook(target.secret, id, timestamp, body) },
      body,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body.dump();
    const durationMs = Date.now() - started;
    if (response.statusCode >= 200 && response.statusCode < 300) return { ok: true, status: response.statusCode, id, durationMs };
    const redirect = response.statusCode >= 300 && response.statusCode < 400;
    return {
      ok: false,
      status: response.statusCode,
      id,
      reason: redirect ? `answered ${response.statusCode} (redirects are not followed: use the final URL)` : `answered ${response.statusCode}`,
    };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const refused = error instanceof RefusedAddress ? error : cause instanceof RefusedAddress ? cause : undefined;
    if (refused) return { ok: false, id, reason: `${refused.message}: webhooks go to public addresses only` };
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name.includes('Timeout')) return { ok: false, id, reason: `no answer within ${timeoutMs / 1000} s` };
    return { ok: false, id, reason: `could not connect: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await agent.close();
  }
}
