import { spawnSync } from 'node:child_process';
import { chmod, lstat, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../runtime/logger';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { runningPort } from './postmaster-file';

let dir: string;
let first: EmbeddedPostgres;

/** A client that says it belongs to the Segue process `pid`, as every Segue pool does. */
async function clientOf(url: string, pid: number): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url.replace(/application_name=[^&]+/, `application_name=segue%3A${pid}`) });
  await client.connect();
  return client;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-embedded-'));
  await chmod(dir, 0o711);
  first = await startEmbeddedPostgres(path.join(dir, 'data'), silentLogger);
});

afterAll(async () => {
  await first?.release();
  await rm(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL shared by Segue processes', () => {
  it('makes the cluster in the data directory, and names this process on every connection', async () => {
    expect(first.started).toBe(true);
    expect((await lstat(path.join(dir, 'data', 'pg', 'PG_VERSION'))).isFile()).toBe(true);
    expect(new URL(first.url).searchParams.get('application_name')).toBe(`segue:${process.pid}`);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    const { rows } = await client.query<{ encoding: string }>('SELECT pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()');
    await client.end();
    expect(rows[0]?.encoding).toBe('UTF8');
  });

  it('is left running by a process leaving while another live Segue process is connected, and stopped when only backends of exited ones remain', async () => {
    const pgDir = path.join(dir, 'data', 'pg');
    // pid 1 is always alive, and not this process: another Segue process still at work.
    const live = await clientOf(first.url, 1);
    const joined = await startEmbeddedPostgres(path.join(dir, 'data'), silentLogger);
    expect(joined.started).toBe(false);
    expect(await joined.release()).toBe(false);
    expect(await runningPort(pgDir)).toBeDefined();
    await live.end();

    // A process that has exited: its connection is a backend on its way out, not a client.
    const exited = spawnSync(process.execPath, ['-e', '0']).pid;
    const lingering = await clientOf(first.url, exited);
    lingering.on('error', () => undefined); // the stop ends it
    const last = await startEmbeddedPostgres(path.join(dir, 'data'), silentLogger);
    expect(await last.release()).toBe(true);
    expect(await runningPort(pgDir)).toBeUndefined();
  });
});
