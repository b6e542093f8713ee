import { runCli as run } from '../../src/cli/run-cli';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `segue <args…>` in this process, with only `env` as its environment, capturing what it prints. */
export async function runCli(env: Record<string, string>, ...args: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, {
    env,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}
