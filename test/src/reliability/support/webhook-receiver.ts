import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  id: string;
  type: string;
  taskId: string | undefined;
  signatureValid: boolean;
}

export interface WebhookReceiver {
  url: string;
  /** Every request, duplicates included, in arrival order. */
  received: ReceivedWebhook[];
  /** Requests being held (answered after the delay). */
  inFlight(): number;
  /** Distinct webhook ids: what a receiver that dedupes sees. */
  distinct(): Map<string, ReceivedWebhook>;
  onRequest(listener: () => void): void;
  setSecret(secret: string): void;
  close(): Promise<void>;
}

/** Standard Webhooks verification, as a receiver does it (docs/webhooks.md). */
function verify(secret: string, id: string, timestamp: string, body: string, header: string): boolean {
  const expected = createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${id}.${timestamp}.${body}`)
    .digest();
  return header.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A webhook receiver that holds each request `delayMs` before it answers 200. */
export async function startWebhookReceiver(delayMs: number): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const listeners: (() => void)[] = [];
  let holding = 0;
  let secret = '';
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      const parsed = JSON.parse(body) as { type: string; data: { data?: { task_id?: string }; error?: { task_id?: string } } };
      received.push({
        id,
        type: parsed.type,
        taskId: parsed.data.data?.task_id ?? parsed.data.error?.task_id,
        signatureValid: verify(secret, id, String(req.headers['webhook-timestamp']), body, String(req.headers['webhook-signature'])),
      });
      holding += 1;
      for (const listener of listeners) listener();
      setTimeout(() => {
        holding -= 1;
        res.writeHead(200).end('ok');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/segue`,
    received,
    inFlight: () => holding,
    distinct: () => new Map(received.map((entry) => [entry.id, entry])),
    onRequest: (listener) => listeners.push(listener),
    setSecret: (value) => (secret = value),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
