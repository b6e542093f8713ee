import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive } from './is-process-alive';

// postmaster.pid: pid, data dir, start time, port, socket dir, listen address, shm key, status.
// https://www.postgresql.org/docs/current/storage-file-layout.html

async function readLines(pgDir: string): Promise<string[] | undefined> {
  const text = await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  return text?.split('\n');
}

/** The port of a live PostgreSQL on this directory, or undefined. */
export async function runningPort(pgDir: string): Promise<number | undefined> {
  const lines = await readLines(pgDir);
  if (!lines) return undefined;
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isProcessAlive(pid)) return undefined;
  return port;
}

export async function waitUntilReady(pgDir: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await readLines(pgDir))?.[7]?.trim() === 'ready') return;
    await sleep(100);
  }
  throw new Error(`embedded PostgreSQL in ${pgDir} is running but never became ready`);
}
