import type { Command } from 'commander';
import { AppError } from '../../errors/app-error';
import { resetLink } from '../../dashboard/password-reset.service';
import { runCommand, type Cli, type OutputOptions } from '../run-command';

/**
 * `segue accounts reset-password <email>`: the operator's way to let someone back in when the
 * server sends no e-mail (or theirs does not arrive). It prints a reset link to hand over: the
 * operator never learns the new password, and the link works once, for one hour, ending the
 * account's sessions when used.
 */
export function accountsCommand(program: Command, cli: Cli): void {
  const accounts = program.command('accounts').description('dashboard accounts');
  accounts
    .command('reset-password')
    .description("print a single-use link (valid one hour) that sets a new password for a dashboard account; hand it to the account's owner")
    .argument('<email>', 'e-mail of the dashboard account')
    .option('--json', 'print JSON')
    .action((email: string, options: OutputOptions) =>
      runCommand(cli, options, async ({ services, config }, print) => {
        const issued = await services.dashboard.passwordResets.issue(email);
        if (!issued) throw new AppError('ENOTFOUND', `no dashboard account with the e-mail ${email.trim()}`);
        const link = resetLink(config.publicUrl, issued.token);
        print(
          () => `Reset link for ${issued.account.email}, valid until ${issued.expiresAt.toISOString()} (works once):\n${link}`,
          () => ({ email: issued.account.email, reset_url: link, expires_at: issued.expiresAt.toISOString() }),
        );
      }),
    );
}
