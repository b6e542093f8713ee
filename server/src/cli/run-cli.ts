import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';
import { accountsCommand } from './commands/accounts.command';
import { appsCommand } from './commands/apps.command';
import { doctorCommand } from './commands/doctor.command';
import { initCommand } from './commands/init.command';
import { integrationsCommand } from './commands/integrations.command';
import { orgsCommand } from './commands/orgs.command';
import type { Cli } from './run-command';

export type CliIo = Omit<Cli, 'exitCode'>;

/** The server package's version: `server/package.json`, two folders up from this file as from its bundle (`server/dist/bin`). */
const version = (): string => (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

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

/** The `segue` program with every command, printing through `cli`; parsing it runs one. */
export function buildProgram(cli: Cli): Command {
  // Set before the commands are added: `.command()` copies both to every subcommand.
  const program = new Command('segue')
    .description('Segue administration: organizations, apps, keys, integrations, and a live check of the platforms')
    .version(version(), '-V, --version', "print Segue's version")
    .exitOverride()
    .configureOutput({ writeOut: (text) => cli.stdout.write(text), writeErr: (text) => cli.stderr.write(text) });
  initCommand(program, cli);
  orgsCommand(program, cli);
  appsCommand(program, cli);
  integrationsCommand(program, cli);
  doctorCommand(program, cli);
  accountsCommand(program, cli);
  // Set after: only a mistake at the top level (an unknown command) points at --help.
  program.showHelpAfterError('(add --help for usage)');
  return program;
}
