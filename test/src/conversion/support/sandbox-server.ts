import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SandboxFile } from '../../../../server/src/sandbox/sandbox-file';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { fetchTruth, type Truth } from './ground-truth';
import { segueApi, type SegueApi } from './segue-api';

export type { SandboxFile };

export interface SandboxServer {
  server: ServerProcess;
  file: SandboxFile;
  truth: Truth;
  api: SegueApi;
  /** Stops the server and removes its data directory. */
  close(): Promise<void>;
}

/**
 * One `SEGUE_SANDBOX=1` server process on a fresh data directory and a free port, as a newcomer
 * runs it, with its sandbox.json, the simulators' ground truth and the API on the app's public key.
 */
export async function startSandboxServer(env: Record<string, string> = {}): Promise<SandboxServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'segue-conversion-'));
  // Embedded PostgreSQL runs as another user when the tests run as root.
  await chmod(dir, 0o711);
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ SEGUE_DATA_DIR: dir, SEGUE_SANDBOX: '1', SEGUE_RATE_LIMIT: '100000', ...env });
    const file = JSON.parse(await readFile(path.join(dir, 'sandbox.json'), 'utf8')) as SandboxFile;
    const truth = await fetchTruth(file.catalog_url);
    const api = segueApi(file.base_url, file.app.public_key);
    const running = server;
    return {
      server: running,
      file,
      truth,
      api,
      async close() {
        await running.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
