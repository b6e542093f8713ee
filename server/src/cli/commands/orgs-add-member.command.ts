import type { Command } from 'commander';
import { runCommand, type Cli, type OutputOptions } from '../run-command';

/**
 * `segue orgs add-member <org> <email> [--role <role>]`: gives a dashboard account access to an
 * organization. It is the operator's tool, run on the server with database access, so it adds the
 * member directly, with no invitation to accept (the dashboard's invitations are for everyone
 * else). Organizations created by the CLI (or sandbox mode) have no members, so a self-hoster
 * claims one this way after signing up; without --role the first member becomes its owner.
 */
export function addMemberCommand(orgs: Command, cli: Cli): void {
  orgs
    .command('add-member')
    .description(
      'give a dashboard account (by e-mail) access to an organization directly, without an invitation (operator tool); without --role the first member becomes its owner and later ones developers',
    )
    .argument('<org>', 'organization id or name')
    .argument('<email>', 'e-mail of an account that signed up on the dashboard')
    .option('--role <role>', 'owner, admin or developer (changes the role of an existing member)')
    .option('--json', 'print JSON')
    .action((org: string, email: string, options: OutputOptions & { role?: string }) =>
      runCommand(cli, options, async ({ services }, print) => {
        const { organization, member } = await services.dashboard.membership.addMemberByEmail(org, email, options.role);
        print(
          () => `${member.email} is ${member.role === 'developer' ? 'a' : 'an'} ${member.role} of ${organization.name} (${organization.id})`,
          () => ({ organization_id: organization.id, account_id: member.accountId, email: member.email, role: member.role }),
        );
      }),
    );
}
