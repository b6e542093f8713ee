/**
 * Two real server processes (as `pnpm start` runs them) on one embedded PostgreSQL: a key
 * rotated through one is refused by the other on the very next request. Each process keeps
 * accepted keys in memory; the rotation returns only once every process has dropped them (the
 * change feed's barrier, server/src/db/change-feed.ts).
 */
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { boot, loadConfig, silentLogger, type Runtime } from '@segue/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process';

let dir: string;
let first: ServerProcess;
let second: ServerProcess;
let admin: Runtime;

async function get(server: ServerProcess, route: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${route}`, { headers });
  return { status: response.status, body: (await response.json()) as { data?: unknown; error?: string; message: string } };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-two-servers-'));
  await chmod(dir, 0o711);
  // The first process initialises and starts embedded PostgreSQL; the second finds it running.
  first = await startServerProcess({ SEGUE_DATA_DIR: dir });
  second = await startServerProcess({ SEGUE_DATA_DIR: dir });
  admin = await boot(loadConfig({ SEGUE_DATA_DIR: dir }), silentLogger);
});

afterAll(async () => {
  await admin?.close();
  await second?.stop();
  await first?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('two server processes on one database', () => {
  it('refuses on one process a key rotated through the other, at once', async () => {
    const { app, privateKey } = await admin.services.apps.create({ name: 'Shared' });
    const publicHeaders = { 'x-segue-public-key': app.publicKey };
    // Both processes have the keys in memory.
    for (const server of [first, second]) {
      expect((await get(server, '/v1/app', publicHeaders)).status).toBe(200);
      expect((await get(server, '/v1/app/integrations', { 'x-segue-key': privateKey })).status).toBe(200);
    }

    const rotation = await fetch(`${first.url}/v1/app/keys/rotate`, {
      method: 'POST',
      headers: { 'x-segue-key': privateKey, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'both' }),
    });
    expect(rotation.status).toBe(200);
    const fresh = ((await rotation.json()) as { data: { public_key: string; private_key: string } }).data;

    const oldPublic = await get(second, '/v1/app', publicHeaders);
    expect(oldPublic.status).toBe(401);
    expect(oldPublic.body).toMatchObject({ error: 'EUNAUTHORIZED', message: expect.stringMatching(/revoked/) });
    const oldPrivate = await get(second, '/v1/app/integrations', { 'x-segue-key': privateKey });
    expect(oldPrivate.status).toBe(401);
    expect(oldPrivate.body.message).toMatch(/revoked/);

    expect((await get(second, '/v1/app', { 'x-segue-public-key': fresh.public_key })).status).toBe(200);
    expect((await get(second, '/v1/app/integrations', { 'x-segue-key': fresh.private_key })).status).toBe(200);
  });

  it('keeps PostgreSQL up while a process uses it, and the last one out stops it', async () => {
    await admin.close();
    // The process that started PostgreSQL leaves first: the other keeps its database.
    expect(await first.stop()).toBe(0);
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
    await expect(stat(path.join(dir, 'pg', 'postmaster.pid'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
