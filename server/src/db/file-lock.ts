import { open, readFile, stat, unlink } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive } from './is-process-alive';

/**
 * Runs `fn` while holding an exclusive lock file (created with O_EXCL, holding our pid). A lock
 * left by a dead process is taken over, so a crash never blocks the next start.
 */
export async function withFileLock<T>(file: string, fn: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await isStale(file)) {
      await unlink(file).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${file} (held by another process)`);
    await sleep(100);
  }
  try {
    return await fn();
  } finally {
    await unlink(file).catch(() => undefined);
  }
}

async function isStale(file: string): Promise<boolean> {
  const content = await readFile(file, 'utf8').catch(() => undefined);
  if (content === undefined) return false; // removed meanwhile: the next loop retries
  const pid = Number.parseInt(content, 10);
  if (Number.isInteger(pid) && pid > 0) return !isProcessAlive(pid);
  // Created but the pid not written yet: only stale if it stayed empty for a while.
  const info = await stat(file).catch(() => undefined);
  return info !== undefined && Date.now() - info.mtimeMs > 5_000;
}
