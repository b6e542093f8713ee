import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HostileContext } from './support/hostile-context';
import { envelopeProblems, send } from './support/hostile-client';

/** Bodies that are not what their Content-Encoding says, and encodings no one supports. */
const ENCODED: { encoding: string; body: string; status: number }[] = [
  { encoding: 'gzip', body: 'not gzip at all', status: 400 },
  { encoding: 'deflate', body: '{"url":"x"}', status: 400 },
  { encoding: 'br', body: '\u0000\u0001', status: 400 },
  { encoding: 'GZIP', body: '\u001f\u008b\u0008', status: 400 },
  { encoding: 'gzip, gzip', body: '{}', status: 415 },
  { encoding: 'x-custom', body: '{}', status: 415 },
  { encoding: 'compress', body: '{}', status: 415 },
];

const JSON_BODY = Buffer.from('{"url":"https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr","target_platform":"deezer"}');
const COMPRESS: Record<string, (body: Buffer) => Buffer> = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync, identity: (body) => body };

/**
 * Garbage under every encoding the server inflates: random bytes, text, a valid stream cut
 * short, a valid stream of another encoding, a valid stream of something that is not JSON.
 * Every one is the client's fault, so every answer is a 400 envelope, never a 500.
 */
function garbageFor(encoding: string): { name: string; body: Buffer; decodes?: true }[] {
  const compress = COMPRESS[encoding]!;
  const whole = compress(JSON_BODY);
  const random = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 300 }), { numRuns: 12, seed: 20261129 }).map((bytes, n) => ({ name: `random bytes #${n}`, body: Buffer.from(bytes) }));
  const others = Object.entries(COMPRESS)
    .filter(([other]) => other !== 'identity' && other !== encoding)
    .map(([other, squeeze]) => ({ name: `a ${other} stream`, body: squeeze(JSON_BODY) }));
  return [
    ...random,
    { name: 'plain text', body: Buffer.from('this is not compressed, nor JSON') },
    { name: 'high bytes', body: Buffer.from([0xff, 0xff, 0xff, 0xff, 0xfe, 0x00, 0x1b]) },
    { name: 'a stream cut in half', body: whole.subarray(0, Math.max(1, Math.floor(whole.length / 2))) },
    { name: 'a stream with its last byte changed', body: Buffer.concat([whole.subarray(0, -1), Buffer.from([(whole.at(-1)! + 1) % 256])]) },
    { name: 'a stream of a non-JSON text', body: compress(Buffer.from('<html>not json</html>')), decodes: true },
    ...(encoding === 'identity' ? [] : others),
  ];
}

export function encodingsAndNestedIds(ctx: () => HostileContext): void {
  describe('malformed Content-Encoding', () => {
    it('answers 400 for a body that does not inflate and 415 for an unknown encoding, on every POST route', async () => {
      const { base, apps } = ctx();
      for (const path of ['/v1/entity/convert', '/v1/app/keys/rotate', '/v1/playlist/deezer/add', '/dashboard/api/auth/sign-in']) {
        for (const { encoding, body, status } of ENCODED) {
          const reply = await send(base, {
            method: 'POST',
            path,
            headers: { 'x-segue-public-key': apps.a.publicKey, 'x-segue-key': apps.a.privateKey, 'content-type': 'application/json', 'content-encoding': encoding },
            body,
          });
          expect(envelopeProblems(reply), `${path} ${encoding}`).toEqual([]);
          expect(reply.status, `${path} ${encoding}`).toBe(status);
          expect(reply.json?.message, `${path} ${encoding}`).toMatch(/Content-Encoding|content encoding/);
        }
      }
    });
  });

  describe('garbage in every content encoding', () => {
    it('answers every body that does not decode, inflate or parse with a 400 envelope, never a 500', async () => {
      const { base, apps } = ctx();
      const headers = { 'x-segue-public-key': apps.a.publicKey, 'x-segue-key': apps.a.privateKey };
      const routes = [
        { path: '/v1/entity/convert', type: 'application/json' },
        { path: '/v1/playlist/deezer/add', type: 'application/json' },
        { path: '/dashboard/api/auth/sign-in', type: 'application/json' },
        { path: '/v1/auth/spotify/confirm', type: 'application/x-www-form-urlencoded' },
      ];
      let sent = 0;
      for (const encoding of Object.keys(COMPRESS)) {
        for (const { name, body, decodes } of garbageFor(encoding)) {
          for (const { path, type } of routes) {
            // Any decoded bytes read as a form: what they say is the form route's own business.
            if ((encoding === 'identity' || decodes) && type !== 'application/json') continue;
            const reply = await send(base, { method: 'POST', path, headers: { ...headers, 'content-type': type, 'content-encoding': encoding }, body });
            sent += 1;
            const where = `${path} ${encoding}: ${name}`;
            expect(envelopeProblems(reply), where).toEqual([]);
            expect(reply.status, where).toBe(400);
            expect(reply.json?.error, where).toBe('EBADREQUEST');
          }
        }
      }
      expect(sent).toBeGreaterThan(250);
    });
  });

  describe('deeply nested track ids', () => {
    it('add-playlist names a nested bad id by its kind with 400, however deep', async () => {
      const { base, apps } = ctx();
      for (const depth of [10, 5_000, 40_000]) {
        const nested = `${'['.repeat(depth)}"1"${']'.repeat(depth)}`;
        const objects = `${'{"a":'.repeat(Math.min(depth, 15_000))}1${'}'.repeat(Math.min(depth, 15_000))}`;
        for (const id of [nested, objects]) {
          const reply = await send(base, {
            method: 'POST',
            path: '/v1/playlist/deezer/add',
            headers: { 'x-segue-key': apps.a.privateKey, 'content-type': 'application/json' },
            body: `{"user":"ada@example.com","title":"Deep","tracks":["3135556",${id}]}`,
          });
          expect(envelopeProblems(reply), `depth ${depth}`).toEqual([]);
          expect(reply.status, `depth ${depth}`).toBe(400);
          expect(reply.json?.message).toMatch(/^1 of 2 track ids are not deezer track ids: an? (array|object);/);
        }
      }
    });
  });
}
