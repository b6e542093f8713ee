import type { Command } from 'commander';
import { invitationLink } from '../../dashboard/invitation.service';
import { runCommand, type Cli, type OutputOptions } from '../run-command';

/**
 * `segue orgs invite <org> <email> [--role <role>]`: the operator's way to invite someone when
 * the server sends no e-mail. It records the invitation and prints its one-time accept link to
 * hand over; the person signs up (even where SEGUE_SIGNUP=invite) or signs in with that address
 * from it and accepts. Running it again for a pending invitation prints a fresh link and makes
 * the previous one worthless, for a link that was lost or went to the wrong place.
 */
export function inviteCommand(orgs: Command, cli: Cli): void {
  orgs
    .command('invite')
    .description(
      'invite an e-mail address to an organization and print its one-time accept link (valid 7 days) to hand over; run again for a fresh link, which voids the previous one',
    )
    .argument('<org>', 'organization id or name')
    .argument('<email>', 'the address to invite (it need not have an account yet)')
    .option('--role <role>', 'owner, admin or developer', 'developer')
    .option('--json', 'print JSON')
    .action((org: string, email: string, options: OutputOptions & { role: string }) =>
      runCommand(cli, options, async ({ services, config }, print) => {
        const organization = await services.organizations.resolve(org);
        const { invitation, token } = await services.dashboard.invitations.inviteAsOperator(organization, email, options.role);
        const link = invitationLink(config.publicUrl, token);
        print(
          () =>
            `Invitation for ${invitation.email} to join ${organization.name} as ${invitation.role}, valid until ${invitation.expiresAt.toISOString()} ` +
            `(works once; any earlier link for this address no longer works). Hand this link to them:\n${link}`,
          () => ({ organization_id: organization.id, email: invitation.email, role: invitation.role, accept_url: link, expires_at: invitation.expiresAt.toISOString() }),
        );
      }),
    );
}
