import { readFile } from 'node:fs/promises';
import { PLATFORM_KEYS } from '@segue/core/platform-keys';
import type { Command } from 'commander';
import { AppError } from '../../errors/app-error';
import { fields, table } from '../format';
import { runCommand, type Cli, type OutputOptions } from '../run-command';
import { integrationsTestCommand } from './integrations-test.command';

interface SetOptions extends OutputOptions {
  clientId?: string;
  clientSecret?: string;
  teamId?: string;
  keyId?: string;
  privateKeyFile?: string;
  storefront?: string;
  market?: string;
  appId?: string;
  secret?: string;
  dailyQuotaUnits?: string;
}

/** The options given, in the integration's own field names (the schema rejects extras). */
async function credentialsFrom(options: SetOptions): Promise<Record<string, string>> {
  const credentials: Record<string, string> = {};
  const take = (field: string, value: string | undefined) => {
    if (value !== undefined) credentials[field] = value;
  };
  take('client_id', options.clientId);
  take('client_secret', options.clientSecret);
  take('team_id', options.teamId);
  take('key_id', options.keyId);
  take('storefront', options.storefront);
  take('market', options.market);
  take('app_id', options.appId);
  take('secret', options.secret);
  take('daily_quota_units', options.dailyQuotaUnits);
  if (options.privateKeyFile !== undefined) {
    try {
      credentials.private_key = await readFile(options.privateKeyFile, 'utf8');
    } catch {
      throw new AppError('EBADREQUEST', `cannot read --private-key-file ${options.privateKeyFile}`);
    }
  }
  return credentials;
}

export function integrationsCommand(program: Command, cli: Cli): void {
  const integrations = program.command('integrations').description("manage an app's platform credentials");

  integrations
    .command('set')
    .description(
      'add or replace a platform integration. spotify: --client-id --client-secret [--market]; tidal: --client-id --client-secret; ' +
        'applemusic: --team-id --key-id --private-key-file [--storefront]; deezer: none, or --app-id --secret of a Deezer app to let users link accounts; ' +
        'ytmusic: none, or --client-id --client-secret of a Google OAuth client (its Cloud project with the YouTube Data API v3 enabled) to let users link accounts [--daily-quota-units]',
    )
    .argument('<appId>', 'app id')
    .argument('<platform>', PLATFORM_KEYS.join(' | '))
    .option('--client-id <id>', 'Spotify / TIDAL client id; YouTube Music: Google OAuth client id (optional)')
    .option('--client-secret <secret>', 'Spotify / TIDAL client secret; YouTube Music: Google OAuth client secret (optional)')
    .option('--team-id <id>', 'Apple Developer team id (10 characters)')
    .option('--key-id <id>', 'Apple MusicKit key id (10 characters)')
    .option('--private-key-file <path>', 'Apple MusicKit .p8 key file')
    .option('--storefront <code>', 'Apple Music storefront (country code, default us)')
    .option('--market <code>', 'Spotify market for availability and relinking (country code, default US)')
    .option('--app-id <id>', 'Deezer application id (optional: needed only to link accounts)')
    .option('--secret <secret>', 'Deezer application secret key (optional, with --app-id)')
    .option('--daily-quota-units <units>', "YouTube Music: the Cloud project's YouTube Data API units a day, where Google granted more than 10000")
    .option('--json', 'print JSON')
    .action((appId: string, platform: string, options: SetOptions) =>
      runCommand(cli, options, async ({ services }, print) => {
        const summary = await services.integrations.set(appId, platform, await credentialsFrom(options));
        print(
          () =>
            [
              `Saved the ${summary.platform} integration`,
              fields([
                ...Object.entries(summary.settings),
                ['secrets (sealed)', summary.secretFields.join(', ') || '(none)'],
              ]),
            ].join('\n'),
          () => ({ platform: summary.platform, settings: summary.settings, secret_fields: summary.secretFields }),
        );
      }),
    );

  integrations
    .command('remove')
    .description('remove a platform integration')
    .argument('<appId>', 'app id')
    .argument('<platform>', PLATFORM_KEYS.join(' | '))
    .option('--json', 'print JSON')
    .action((appId: string, platform: string, options: OutputOptions) =>
      runCommand(cli, options, async ({ services }, print) => {
        await services.integrations.remove(appId, platform);
        print(() => `Removed the ${platform} integration`, () => ({ removed: platform }));
      }),
    );

  integrations
    .command('list')
    .description("list an app's integrations (identifiers only, never secrets)")
    .argument('<appId>', 'app id')
    .option('--json', 'print JSON')
    .action((appId: string, options: OutputOptions) =>
      runCommand(cli, options, async ({ services }, print) => {
        const list = await services.integrations.list(appId);
        print(
          () =>
            table(
              ['PLATFORM', 'SETTINGS', 'UPDATED'],
              list.map((item) => [
                item.platform,
                Object.entries(item.settings).map(([key, value]) => `${key}=${value}`).join(' ') || '-',
                item.updatedAt.toISOString(),
              ]),
            ),
          () =>
            list.map((item) => ({
              platform: item.platform,
              settings: item.settings,
              secret_fields: item.secretFields,
              updated_at: item.updatedAt.toISOString(),
            })),
        );
      }),
    );

  integrationsTestCommand(integrations, cli);
}
