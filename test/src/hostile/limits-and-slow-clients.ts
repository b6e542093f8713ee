import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { HostileContext } from './support/hostile-context';
import { envelopeProblems, send } from './support/hostile-client';

const nested = (depth: number, open: string, close: string, inner = '1') => `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** A client that sends its headers and then one byte of body per interval, and never finishes. */
function trickle(base: string, path: string, intervalMs: number): { socket: Socket; closed: Promise<string> } {
  const url = new URL(base);
  const socket = connect(Number(url.port), url.hostname);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  socket.write(`POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`);
  const timer = setInterval(() => socket.write(' '), intervalMs);
  const closed = new Promise<string>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve(answer);
    }),
  );
  return { socket, closed };
}

export function limitsAndSlowClients(ctx: () => HostileContext): void {
  describe('oversized and deeply nested bodies', () => {
    it('answers 413 for a body over the limit, on every POST route', async () => {
      const { base, apps } = ctx();
      const big = JSON.stringify({ url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', pad: 'x'.repeat(2 * 1024 * 1024) });
      for (const path of ['/v1/entity/convert', '/v1/app/keys/rotate', '/dashboard/api/auth/sign-in']) {
        const reply = await send(base, {
          method: 'POST',
          path,
          headers: { 'x-segue-public-key': apps.a.publicKey, 'x-segue-key': apps.a.privateKey, 'content-type': 'application/json' },
          body: big,
        });
        expect(envelopeProblems(reply), path).toEqual([]);
        // An unauthenticated caller may be refused before the body is read; never a 500.
        expect([401, 403, 413], path).toContain(reply.status);
      }
      const convert = await send(base, {
        method: 'POST',
        path: '/v1/entity/convert',
        headers: { 'x-segue-public-key': apps.a.publicKey, 'content-type': 'application/json' },
        body: big,
      });
      expect(convert.status).toBe(413);
    });

    it('answers 400 or 413 for JSON nested 10,000 and 100,000 levels deep, never a stack overflow', async () => {
      const { base, apps } = ctx();
      const bodies = [
        nested(10_000, '[', ']'),
        nested(10_000, '{"a":', '}'),
        `{"url":${nested(10_000, '[', ']')}}`,
        `{"url":"https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC","target_platform":${nested(5_000, '{"x":', '}')}}`,
        nested(100_000, '[', ']'),
      ];
      for (const body of bodies) {
        const reply = await send(base, {
          method: 'POST',
          path: '/v1/entity/convert',
          headers: { 'x-segue-public-key': apps.a.publicKey, 'content-type': 'application/json' },
          body,
        });
        expect(envelopeProblems(reply), body.slice(0, 30)).toEqual([]);
        expect([400, 413]).toContain(reply.status);
      }
      // And the server is still there.
      expect((await send(base, { method: 'GET', path: '/healthz' })).status).toBe(200);
    });
  });

  describe('slow clients', () => {
    it('stay served while others trickle request bodies, byte by byte', async () => {
      const { base, apps } = ctx();
      const slow = Array.from({ length: 30 }, () => trickle(base, '/v1/entity/convert', 500));
      try {
        for (let round = 0; round < 10; round++) {
          const health = await send(base, { method: 'GET', path: '/healthz' });
          expect(health.status).toBe(200);
          const app = await send(base, { method: 'GET', path: '/v1/app', headers: { 'x-segue-public-key': apps.a.publicKey } });
          expect(app.status).toBe(200);
        }
      } finally {
        for (const { socket } of slow) socket.destroy();
      }
    });
  });
}
