import { loadConfig, type Config, type Env } from '../config';
import { hasEmbeddedDatabase } from '../db/has-embedded-database';
import { ConfigError } from '../errors/config-error';
import { isAppError } from '../errors/app-error';
import { UsageError } from '../errors/usage-error';
import type { Runtime } from '../composition/boot';
import type { AdminRuntime } from '../composition/boot-admin';
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
 * Commands work on an existing database: a CLI run in the wrong directory, or with a mistyped
 * SEGUE_DATA_DIR, must not answer from a new empty one as if the data were gone. Only
 * `segue init` (and the server's first start) create one.
 */
async function requireDatabase(config: Config): Promise<void> {
  if (config.databaseUrl || (await hasEmbeddedDatabase(config.dataDir))) return;
  throw new UsageError(
    `no Segue database in ${config.dataDir} (SEGUE_DATA_DIR, by default ./.segue of the current directory): ` +
      "run the command where the server runs, set SEGUE_DATA_DIR or SEGUE_DATABASE_URL to the server's, or create a database there with `segue init`",
  );
}

type Action<R> = (runtime: R, print: Printer) => Promise<void | number>;

/**
 * Runs one CLI action on a booted runtime (the same services the HTTP routes use), prints its
 * result, closes the database (stopping embedded PostgreSQL if this run started it) and sets
 * the exit code: 0 on success (or the code the action returns), 1 with one `segue: <message>`
 * line on any error, 2 on a `UsageError`. Without `create`, a missing embedded database is such
 * an error rather than made anew.
 *
 * The runtime has the administration services (`bootAdmin`) unless `platforms` asks for the
 * whole graph (`boot`: conversion, the platforms' HTTP layer, the matcher), which only the
 * commands calling platforms need. Either is imported when the command runs, so `--help` and a
 * usage mistake load neither, and an administration command never loads the rest.
 */
export function runCommand(cli: Cli, options: OutputOptions, action: Action<AdminRuntime>, settings?: { create?: boolean }): Promise<void>;
export function runCommand(cli: Cli, options: OutputOptions, action: Action<Runtime>, settings: { create?: boolean; platforms: true }): Promise<void>;
export async function runCommand(
  cli: Cli,
  options: OutputOptions,
  action: Action<AdminRuntime> | Action<Runtime>,
  { create = false, platforms = false }: { create?: boolean; platforms?: boolean } = {},
): Promise<void> {
  let runtime: AdminRuntime | Runtime | undefined;
  let code = 0;
  try {
    const config = loadConfig(cli.env);
    if (!create) await requireDatabase(config);
    runtime = platforms
      ? await (await import('../composition/boot')).boot(config, silentLogger)
      : await (await import('../composition/boot-admin')).bootAdmin(config, silentLogger);
    const result = await (action as Action<AdminRuntime | Runtime>)(runtime, (human, json) => {
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
