import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/cli/main.ts');
const ROOT = path.resolve(path.dirname(CLI), '../../..');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The real CLI in a child process, as `pnpm segue` runs it, with only `PATH` and `env` in its environment. */
export async function runCli(env: Record<string, string>, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}
