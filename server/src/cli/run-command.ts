import { loadConfig, type Env } from '../config';
import { ConfigError } from '../errors/config-error';
import { isAppError } from '../errors/app-error';
import { UsageError } from '../errors/usage-error';
import { boot, type Runtime } from '../composition/boot';
import { silentLogger } from '../runtime/logger';

/** Somewhere to write text: `process.stdout`, or a buffer in tests. */
export interface Output {
  write(text: string): unknown;
}

/**
 * One run of the CLI: the environment its configuration is read from, where it prints, and the
 * exit code its command settled on. Commands receive it instead of touching `process`, so the
 * whole CLI can run as a function.
 */
export interface Cli {
  env: Env;
  stdout: Output;
  stderr: Output;
  exitCode: number;
}

/** Options every command takes. */
export interface OutputOptions {
  json?: boolean;
}

export type Printer = (human: () => string, json: () => unknown) => void;

/**
 * Runs one CLI action on a booted runtime (the same services the HTTP routes use), prints its
 * result, closes the database (stopping embedded PostgreSQL if this run started it) and sets
 * the exit code: 0 on success (or the code the action returns), 1 with one `segue: <message>`
 * line on any error, 2 on a `UsageError`.
 */
export async function runCommand(
  cli: Cli,
  options: OutputOptions,
  action: (runtime: Runtime, print: Printer) => Promise<void | number>,
): Promise<void> {
  let runtime: Runtime | undefined;
  let code = 0;
  try {
    runtime = await boot(loadConfig(cli.env), silentLogger);
    const result = await action(runtime, (human, json) => {
      cli.stdout.write(options.json ? `${JSON.stringify(json(), null, 2)}\n` : `${human()}\n`);
    });
    if (typeof result === 'number') code = result;
  } catch (error) {
    code = error instanceof UsageError ? 2 : 1;
    const message = isAppError(error) || error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    cli.stderr.write(`segue: ${message}\n`);
  } finally {
    await runtime?.close().catch(() => undefined);
  }
  cli.exitCode = code;
}
