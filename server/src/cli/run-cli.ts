import { CommanderError } from 'commander';
import { buildProgram } from './build-program';
import type { Cli } from './run-command';

export type CliIo = Omit<Cli, 'exitCode'>;

/**
 * Runs `segue <argv…>` (arguments without the node and script paths) against the configuration
 * in `io.env`, printing to `io.stdout` and `io.stderr`, and resolves to the exit code. It never
 * exits the process: `main.ts` does that with the code.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const cli: Cli = { ...io, exitCode: 0 };
  try {
    await buildProgram(cli).parseAsync(argv, { from: 'user' });
  } catch (error) {
    // Help, a version or a usage mistake, already printed by commander.
    if (error instanceof CommanderError) return error.exitCode;
    throw error;
  }
  return cli.exitCode;
}
