import type { Command } from 'commander';
import type { Organization } from '../../apps/organization.repository';
import { table } from '../format';
import { runCommand, type Cli, type OutputOptions } from '../run-command';
import { addMemberCommand } from './orgs-add-member.command';
import { inviteCommand } from './orgs-invite.command';

const json = (org: Organization) => ({ id: org.id, name: org.name, created_at: org.createdAt.toISOString() });

export function orgsCommand(program: Command, cli: Cli): void {
  const orgs = program.command('orgs').description('manage organizations');

  orgs
    .command('create')
    .description('create an organization')
    .requiredOption('--name <name>', 'organization name')
    .option('--json', 'print JSON')
    .action((options: OutputOptions & { name: string }) =>
      runCommand(cli, options, async ({ services }, print) => {
        const org = await services.organizations.create(options.name);
        print(() => `Created organization ${org.name} (${org.id})`, () => json(org));
      }),
    );

  orgs
    .command('list')
    .description('list organizations')
    .option('--json', 'print JSON')
    .action((options: OutputOptions) =>
      runCommand(cli, options, async ({ services }, print) => {
        const list = await services.organizations.list();
        print(
          () => table(['ID', 'NAME', 'CREATED'], list.map((org) => [org.id, org.name, org.createdAt.toISOString()])),
          () => list.map(json),
        );
      }),
    );

  addMemberCommand(orgs, cli);
  inviteCommand(orgs, cli);
}
