import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * What `pnpm start` and `pnpm worker` run: the server's bundle (server/bin/ensure-built.mjs), rebuilt
 * first when its sources changed. Test processes start it too, rather than the TypeScript through
 * tsx: the same code people run, and each start saves two seconds of compiling and loading
 * hundreds of modules (a full test run starts well over a hundred servers and workers).
 */
export const SERVER_BIN = path.join(ROOT, 'server/bin/segue-server.mjs');
/** What `pnpm segue …` runs: the CLI's bundle. */
export const CLI_BIN = path.join(ROOT, 'server/bin/segue.mjs');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the server as `pnpm start` does, in a child process, on a free port (PORT=0),
 * and resolves once its "segue listening" log line names the port. `nodeArgs` go to node before
 * the script (e.g. `--cpu-prof`, which NODE_OPTIONS does not take).
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, nodeArgs: readonly string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, SERVER_BIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        if (!line.includes('"segue listening"')) continue;
        const { port } = JSON.parse(line) as { port: number };
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        // Keep draining the pipes so a chatty server never blocks on a full buffer.
        child.stdout?.resume();
        child.stderr?.resume();
        resolve({
          url: `http://127.0.0.1:${port}`,
          child,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
        return;
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

/**
 * Where browser suites save their screenshots: a temporary folder, so a test run leaves the
 * tracked pictures of docs/ alone; `SEGUE_SCREENSHOTS_DIR=docs/screenshots` refreshes those.
 */
export const SCREENSHOTS_DIR = process.env.SEGUE_SCREENSHOTS_DIR
  ? path.resolve(ROOT, process.env.SEGUE_SCREENSHOTS_DIR)
  : path.join(tmpdir(), 'segue-screenshots');
