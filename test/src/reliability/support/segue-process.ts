import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT, SERVER_BIN } from '../../support/server-process';


export interface SegueProcess {
  /** Base URL of a server; undefined for a worker. */
  url: string | undefined;
  child: ChildProcess;
  /** Everything the process wrote so far (JSON log lines). */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * `pnpm start` (mode server, PORT=0) or `pnpm worker` as a child process; resolves when the
 * server logs "segue listening" or the worker "worker ready".
 */
export function startSegueProcess(mode: 'server' | 'worker', env: Record<string, string>, timeoutMs = 60_000): Promise<SegueProcess> {
  const child = spawn(process.execPath, [SERVER_BIN, ...(mode === 'worker' ? ['worker'] : [])], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const ready = mode === 'server' ? '"segue listening"' : '"worker ready"';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${mode} did not start in time:\n${output.slice(-3000)}`)), timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${mode} exited with ${code} before it was ready:\n${output.slice(-3000)}`));
    };
    child.once('exit', onExit);
    let done = false;
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-200_000);
      if (done) return;
      const line = output.split('\n').find((entry) => entry.includes(ready));
      if (!line) return;
      done = true;
      clearTimeout(timer);
      child.off('exit', onExit);
      const port = mode === 'server' ? (JSON.parse(line) as { port: number }).port : undefined;
      resolve({
        url: port === undefined ? undefined : `http://127.0.0.1:${port}`,
        child,
        output: () => output,
        kill: async (signal) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill(signal);
          await exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}
