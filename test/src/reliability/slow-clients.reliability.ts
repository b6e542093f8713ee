/**
 * Slow clients are cut off: a client that trickles its headers, or its body, gets a 408 and a
 * closed connection (server.headersTimeout 10 s, server.requestTimeout 30 s; Node checks every
 * 2 s, server/src/runtime/slow-clients.ts), while other clients are served all along.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOW_CLIENT_LIMITS } from '../../../server/src/runtime/slow-clients';
import { startSegueEnv, type SegueEnv } from './support/segue-env';
import { sleep } from './support/task-checks';

let env: SegueEnv;

beforeAll(async () => {
  env = await startSegueEnv();
});

afterAll(async () => {
  await env?.close();
});

/** Opens a connection, writes `head`, then one more byte every second; resolves with what came back and when. */
function trickle(base: string, head: string): Promise<{ answer: string; seconds: number }> {
  const url = new URL(base);
  const socket = connect(Number(url.port), url.hostname);
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  socket.write(head);
  const timer = setInterval(() => socket.write(head.includes('\r\n\r\n') ? ' ' : 'a'), 1_000);
  return new Promise((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ answer, seconds: (Date.now() - started) / 1000 });
    }),
  );
}

describe('slow clients', () => {
  it('are answered 408 and disconnected, and others are served meanwhile', async () => {
    const server = await env.start('server');
    const base = server.url!;
    const host = new URL(base).host;
    const slowBody = trickle(base, `POST /v1/entity/convert HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`);
    const slowHeaders = trickle(base, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `);
    let served = 0;
    let finished = false;
    void Promise.all([slowBody, slowHeaders]).then(() => (finished = true));
    while (!finished) {
      const reply = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) });
      expect(reply.status).toBe(200);
      served += 1;
      await sleep(1_000);
    }
    const [body, headers] = await Promise.all([slowBody, slowHeaders]);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
    // Soon after their limits (Node's default check, every 30 s, let both hold on up to a minute).
    expect(headers.seconds).toBeLessThan(SLOW_CLIENT_LIMITS.headersTimeout / 1000 + 8);
    expect(body.seconds).toBeLessThan(SLOW_CLIENT_LIMITS.requestTimeout / 1000 + 8);
    console.log(
      `reliability/slow-clients: trickled headers cut after ${headers.seconds.toFixed(0)} s, trickled body after ${body.seconds.toFixed(0)} s (408 both); ${served} other requests served meanwhile`,
    );
  });
});
