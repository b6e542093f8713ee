/**
 * Short links end to end, offline: a `SEGUE_SANDBOX=1` server process converts a link of every
 * short-link form it follows (through the sandbox's shorteners, with the real services' redirect
 * chains), answers a shortener that is down with 503 and Retry-After, and a dead link with 400.
 */
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCatalog, sandboxShortLinks, SHORT_LINK_DEAD_CODE, SHORT_LINK_OUTAGE_CODE } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process';

let dir: string;
let server: ServerProcess;
let publicKey: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-short-links-'));
  await chmod(dir, 0o711);
  server = await startServerProcess({ SEGUE_DATA_DIR: dir, SEGUE_SANDBOX: '1', SEGUE_RATE_LIMIT: '100000' });
  publicKey = (JSON.parse(await readFile(path.join(dir, 'sandbox.json'), 'utf8')) as { app: { public_key: string } }).app.public_key;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

async function convert(url: string, target = 'all'): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/v1/entity/convert`, {
    method: 'POST',
    headers: { 'x-segue-public-key': publicKey, 'content-type': 'application/json' },
    body: JSON.stringify({ url, target_platform: target }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

// The server's sandbox uses the default catalog (seed 1): the same links, derived the same way.
const links = sandboxShortLinks(generateCatalog(1));

describe('short links in a sandbox server', () => {
  it.each(links.map((link) => [link.url, link] as const))('converts %s', async (_url, link) => {
    const reply = await convert(link.url);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const payload = (reply.body.data as { payload: { entity: string; platforms: Record<string, unknown> } }).payload;
    expect(payload.entity).toBe(link.type);
    expect(Object.keys(payload.platforms).length).toBeGreaterThanOrEqual(1);
  });

  it('answers a shortener that is down with 503 EPLATFORMUNAVAILABLE and Retry-After', async () => {
    const reply = await convert(`https://spotify.link/${SHORT_LINK_OUTAGE_CODE}`);
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ error: 'EPLATFORMUNAVAILABLE', status: 503 });
    expect(reply.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers a dead short link with 400 EINVALIDLINK', async () => {
    const reply = await convert(`https://deezer.page.link/${SHORT_LINK_DEAD_CODE}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: 'EINVALIDLINK' });
  });
});
