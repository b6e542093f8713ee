import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, request } from 'undici';
import { isPrivateAddress } from '../net/private-address';
import { signWebhook } from './sign-webhook';

export interface WebhookPost {
  url: string;
  secret: string;
  /** `webhook-id`: the same on every attempt of one message. */
  id: string;
  timestampSeconds: number;
  body: string;
}

export interface PostOptions {
  /** Sandbox mode or SEGUE_WEBHOOK_ALLOW_PRIVATE: loopback and private receivers are allowed. */
  allowPrivate: boolean;
  /** The whole attempt, connect to last byte; 10 s unless set. */
  timeoutMs?: number;
}

export type PostResult =
  | { ok: true; status: number; durationMs: number }
  | { ok: false; status?: number; durationMs: number; reason: string; refused?: boolean };

/** Bytes of a receiver's answer that are read before the connection is dropped. */
export const MAX_RESPONSE_BYTES = 4096;
export const WEBHOOK_TIMEOUT_MS = 10_000;

class RefusedAddress extends Error {}

/** Why a URL is not one Segue posts to, before any connection; undefined when it may be tried. */
export function refuseWebhookUrl(raw: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `uses ${url.protocol.replace(/:$/, '')}: webhooks are sent over http or https only`;
  if (url.username || url.password) return 'carries credentials: put them nowhere in a webhook URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Literal addresses skip the DNS hook below, so they are checked here.
  if (!allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) return `points at ${host}, a private or loopback address: webhooks go to public addresses only`;
  return undefined;
}

/**
 * Why a connection failed, in words that say what to check without the resolver's or the
 * socket's own details (addresses, DNS servers): a name that does not resolve reads like one
 * that is not public, so neither tells a tenant what names the server's network holds.
 */
function connectFailure(error: unknown): string {
  const code = String((error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code ?? '');
  if (/^(ENOTFOUND|EAI_AGAIN|EAI_FAIL|EAI_NODATA|EAI_NONAME)$/.test(code) || /has no address/.test(String(error))) {
    return 'could not be reached: its host name is not a public address that answers';
  }
  if (code === 'ECONNREFUSED') return 'could not connect: the connection was refused';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'could not connect: the connection was closed';
  if (/CERT|TLS|SSL/.test(code)) return 'could not connect: the TLS handshake failed (check the certificate)';
  return 'could not connect';
}

/** Reads at most MAX_RESPONSE_BYTES of a body and drops the rest with the connection. */
async function discardBody(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<void> {
  let read = 0;
  for await (const chunk of body) {
    read += chunk.length;
    if (read > MAX_RESPONSE_BYTES) {
      body.destroy();
      return;
    }
  }
}

/**
 * One signed POST to a receiver. SSRF-safe: the host name is resolved once, every address it
 * resolves to must be public (unless private receivers are allowed) and the connection goes to
 * the address that was checked, so a second DNS answer cannot point it elsewhere. Redirects are
 * not followed (a 3xx is a failed attempt), the attempt times out as a whole and a long answer
 * is cut off after a few kB.
 */
export async function postWebhook(post: WebhookPost, options: PostOptions): Promise<PostResult> {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const refusal = refuseWebhookUrl(post.url, options.allowPrivate);
  if (refusal) return { ok: false, durationMs: 0, reason: `the webhook URL ${refusal}`, refused: true };

  const agent = new Agent({
    connect: {
      timeout: timeoutMs,
      lookup: (hostname, lookupOptions, callback) => {
        dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
          if (error) return callback(error, '', 0);
          const list = addresses as unknown as LookupAddress[];
          const refused = list.find((entry) => isPrivateAddress(entry.address));
          if (!options.allowPrivate && refused) {
            // Which address, or whether the name resolves at all, is not told: a tenant could map
            // the server's private network with its webhook settings.
            return callback(new RefusedAddress(`${hostname} is not a public address`), '', 0);
          }
          const first = list[0];
          if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
          return callback(null, first.address, first.family);
        });
      },
    },
  });
  try {
    const response = await request(post.url, {
      method: 'POST',
      dispatcher: agent,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Segue-Webhooks/1',
        ...signWebhook(post.secret, post.id, post.timestampSeconds, post.body),
      },
      body: post.body,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await discardBody(response.body).catch(() => undefined);
    const status = response.statusCode;
    if (status >= 200 && status < 300) return { ok: true, status, durationMs: elapsed() };
    const redirect = status >= 300 && status < 400;
    return {
      ok: false,
      status,
      durationMs: elapsed(),
      reason: redirect ? `answered ${status} (redirects are not followed: use the final URL)` : `answered ${status}`,
    };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const refused = error instanceof RefusedAddress ? error : cause instanceof RefusedAddress ? cause : undefined;
    if (refused) return { ok: false, durationMs: elapsed(), reason: `${refused.message}: webhooks go to public addresses only`, refused: true };
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name.includes('Timeout')) return { ok: false, durationMs: elapsed(), reason: `no answer within ${timeoutMs / 1000} s` };
    return { ok: false, durationMs: elapsed(), reason: connectFailure(error) };
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}
