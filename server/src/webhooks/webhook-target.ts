import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '../errors/app-error';
import { isPrivateAddress } from '../net/private-address';
import { refuseWebhookUrl } from './post-webhook';

/** Longest a save waits for DNS; a slower name is checked at delivery only. */
const LOOKUP_TIMEOUT_MS = 3_000;

async function addressesOf(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((resolve) => (timer = setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS)));
  const resolved = lookup(host, { all: true }).then(
    (entries) => entries.map((entry) => entry.address),
    () => [],
  );
  try {
    return await Promise.race([resolved, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Refuses, when it is saved, a webhook URL that delivery would refuse: the same rules
 * (http or https, no credentials) and the same private-address check, on the literal address
 * or on every address the host name resolves to now. A name that does not resolve yet is
 * accepted: its DNS may be set up after the URL, and every delivery resolves and checks again.
 */
export async function checkWebhookTarget(url: string, allowPrivate: boolean): Promise<void> {
  const refusal = refuseWebhookUrl(url, allowPrivate);
  if (refusal) throw new AppError('EBADREQUEST', `the webhook URL ${refusal}`);
  if (allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return;
  const blocked = (await addressesOf(host)).find(isPrivateAddress);
  if (blocked) {
    // Not which address: saving URLs must not map the server's network for a tenant.
    throw new AppError('EBADREQUEST', `the webhook URL's host ${host} is not a public address: webhooks go to public addresses only`);
  }
}
