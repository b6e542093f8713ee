import type { ChildProcess } from 'node:child_process';

export interface StartedCommand {
  /** The server's base URL, from its "segue listening" line. */
  url: string;
  /** That log line, parsed. */
  listening: Record<string, unknown>;
  /** Signals the command's whole process group (as a terminal's Ctrl-C does) and waits for it to end. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
}

/**
 * Waits for a server start command (spawned `detached`, so in a process group of its own, with
 * piped output) to log "segue listening"; rejects with its output if it exits first.
 */
export function startCommand(child: ChildProcess, timeoutMs = 230_000): Promise<StartedCommand> {
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const stop = async (signal: NodeJS.Signals) => {
    if (!ended) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    }
    const result = await exited;
    return { ...result, output };
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "segue listening" in time:\n${output}`)), timeoutMs);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code ?? signal}) before listening:\n${output}`));
    });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.includes('"segue listening"'));
      if (!line) return;
      clearTimeout(timer);
      const listening = JSON.parse(line) as Record<string, unknown>;
      resolve({ url: String(listening.url), listening, stop });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}
