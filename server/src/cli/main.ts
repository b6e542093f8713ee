/**
 * `segue` (`pnpm segue …`): manage organizations, apps, keys and integrations without the
 * dashboard, and check a deployment against the platforms (`segue doctor`). It calls the same
 * services and adapters as the HTTP routes, on the same database: the embedded one in
 * SEGUE_DATA_DIR (running or not) or SEGUE_DATABASE_URL.
 */
import { Command } from 'commander';
import { appsCommand } from './commands/apps.command';
import { doctorCommand } from './commands/doctor.command';
import { integrationsCommand } from './commands/integrations.command';
import { orgsCommand } from './commands/orgs.command';

const program = new Command('segue')
  .description('Segue administration: organizations, apps, keys, integrations, and a live check of the platforms')
  .showHelpAfterError('(add --help for usage)')
  .addCommand(orgsCommand())
  .addCommand(appsCommand())
  .addCommand(integrationsCommand())
  .addCommand(doctorCommand());

await program.parseAsync(process.argv);
