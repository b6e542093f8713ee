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
