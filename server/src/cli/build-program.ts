import { Command } from 'commander';
import { appsCommand } from './commands/apps.command';
import { doctorCommand } from './commands/doctor.command';
import { initCommand } from './commands/init.command';
import { integrationsCommand } from './commands/integrations.command';
import { orgsCommand } from './commands/orgs.command';
import type { Cli } from './run-command';

/** Each adds its command (and subcommands) to the program; one per line, in help order. */
const COMMANDS: ((program: Command, cli: Cli) => void)[] = [
  initCommand,
  orgsCommand,
  appsCommand,
  integrationsCommand,
  doctorCommand,
];

/** The `segue` program with every command, printing through `cli`; parsing it runs one. */
export function buildProgram(cli: Cli): Command {
  // Set before the commands are added: `.command()` copies both to every subcommand.
  const program = new Command('segue')
    .description('Segue administration: organizations, apps, keys, integrations, and a live check of the platforms')
    .exitOverride()
    .configureOutput({ writeOut: (text) => cli.stdout.write(text), writeErr: (text) => cli.stderr.write(text) });
  for (const add of COMMANDS) add(program, cli);
  // Set after: only a mistake at the top level (an unknown command) points at --help.
  program.showHelpAfterError('(add --help for usage)');
  return program;
}
