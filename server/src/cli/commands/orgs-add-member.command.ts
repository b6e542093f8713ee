import type { Command } from 'commander';
import { runCommand, type Cli, type OutputOptions } from '../run-command';

/**
 * `segue orgs add-member <org> <email>`: gives a dashboard account access to an organization.
 * Organizations created by the CLI (or sandbox mode) have no members, so a self-hoster claims
 * one this way after signing up on the dashboard; the first member becomes its owner.
 */
export function addMemberCommand(orgs: Command, cli: Cli): void {
  orgs
    .command('add-member')
    .description('give a dashboard account (by e-mail) access to an organization; the first member becomes its owner')
    .argument('<org>', 'organization id or name')
    .argument('<email>', 'e-mail of an account that signed up on the dashboard')
    .option('--json', 'print JSON')
    .action((org: string, email: string, options: OutputOptions) =>
      runCommand(cli, options, async ({ services }, print) => {
        const { organization, member } = await services.dashboard.membership.addMemberByEmail(org, email);
        print(
          () => `${member.email} is ${member.role === 'owner' ? 'an owner' : 'a member'} of ${organization.name} (${organization.id})`,
          () => ({ organization_id: organization.id, account_id: member.accountId, email: member.email, role: member.role }),
        );
      }),
    );
}
