import { Argument, Option, type Command } from 'commander';
import type { App } from '../../apps/app.repository';
import type { AdminRuntime } from '../../composition/boot-admin';
import { fields, table } from '../format';
import { runCommand, type Cli, type OutputOptions } from '../run-command';
import { runningSandboxCredentials, setSandboxIntegrations } from '../../sandbox/sandbox-onboarding';

const collect = (value: string, previous: string[]) => [...previous, value];

async function describeApp({ services }: AdminRuntime, app: App) {
  const organization = await services.organizations.resolve(app.organizationId);
  const integrations = await services.integrations.list(app.id);
  return {
    id: app.id,
    name: app.name,
    organization: { id: organization.id, name: organization.name },
    public_key: app.publicKey,
    deezer_state: app.deezerState,
    redirect_urls: app.redirectUrls,
    allowed_origins: app.allowedOrigins,
    extension_linking: app.extensionLinking,
    extension_ids: app.extensionIds,
    webhook_url: app.webhookUrl,
    integrations: integrations.map((integration) => integration.platform),
    public_key_rotated_at: app.publicKeyRotatedAt?.toISOString() ?? null,
    private_key_rotated_at: app.privateKeyRotatedAt?.toISOString() ?? null,
    deezer_state_rotated_at: app.deezerStateRotatedAt?.toISOString() ?? null,
    created_at: app.createdAt.toISOString(),
  };
}

function showHuman(view: Awaited<ReturnType<typeof describeApp>>): string {
  return [
    `${view.name} (${view.id})`,
    fields([
      ['organization', `${view.organization.name} (${view.organization.id})`],
      ['public key', view.public_key],
      ['deezer state', view.deezer_state],
      ['redirect URLs', view.redirect_urls.join(', ') || '(none)'],
      ['allowed origins', view.allowed_origins.join(', ') || '(any)'],
      ['extension linking', view.extension_linking ? `on (${view.extension_ids.join(', ')})` : 'off'],
      ['webhook URL', view.webhook_url],
      ['integrations', view.integrations.join(', ') || '(none)'],
      ['created', view.created_at],
    ]),
  ].join('\n');
}

export function appsCommand(program: Command, cli: Cli): void {
  const apps = program.command('apps').description('manage apps, their keys and redirect URLs');

  apps
    .command('create')
    .description('create an app (in the default organization unless --org is given); prints its keys once')
    .requiredOption('--name <name>', 'app name')
    .option('--org <id|name>', 'organization')
    .option('--redirect-url <url>', 'allowed redirect URL (repeatable)', collect, [])
    .option('--json', 'print JSON: {id, public_key, private_key, deezer_state}')
    .action((options: OutputOptions & { name: string; org?: string; redirectUrl: string[] }) =>
      runCommand(cli, options, async ({ services, config }, print) => {
        const { app, privateKey } = await services.apps.create({
          name: options.name,
          organization: options.org,
          redirectUrls: options.redirectUrl,
        });
        // In sandbox mode an app gets the simulators' credentials, as one made on the dashboard does.
        const sandboxCredentials = config.sandbox ? await runningSandboxCredentials(services.integrations, config.dataDir) : undefined;
        if (sandboxCredentials) await setSandboxIntegrations(services.integrations, app.id, sandboxCredentials);
        print(
          () =>
            [
              `Created app ${app.name} (${app.id})`,
              fields([
                ['public key', app.publicKey],
                ['private key', `${privateKey}   <- shown once: store it now`],
                ['deezer state', app.deezerState],
                ['redirect URLs', app.redirectUrls.join(', ') || '(none)'],
                ...(sandboxCredentials ? [['integrations', `${Object.keys(sandboxCredentials).join(', ')} (the sandbox simulators' credentials)`] as [string, string]] : []),
              ]),
            ].join('\n'),
          () => ({ id: app.id, public_key: app.publicKey, private_key: privateKey, deezer_state: app.deezerState }),
        );
      }),
    );

  apps
    .command('list')
    .description('list apps')
    .option('--org <id|name>', 'only the apps of this organization')
    .option('--json', 'print JSON')
    .action((options: OutputOptions & { org?: string }) =>
      runCommand(cli, options, async ({ services }, print) => {
        const list = await services.apps.list(options.org);
        print(
          () => table(['ID', 'NAME', 'PUBLIC KEY', 'CREATED'], list.map((app) => [app.id, app.name, app.publicKey, app.createdAt.toISOString()])),
          () =>
            list.map((app) => ({
              id: app.id,
              organization_id: app.organizationId,
              name: app.name,
              public_key: app.publicKey,
              created_at: app.createdAt.toISOString(),
            })),
        );
      }),
    );

  apps
    .command('show')
    .description('show an app (never its private key: only a hash is stored)')
    .argument('<id>', 'app id')
    .option('--json', 'print JSON')
    .action((id: string, options: OutputOptions) =>
      runCommand(cli, options, async (runtime, print) => {
        const view = await describeApp(runtime, await runtime.services.apps.get(id));
        print(() => showHuman(view), () => view);
      }),
    );

  apps
    .command('rotate-key')
    .description('replace a key; the old one is refused at once by every server process')
    .argument('<id>', 'app id')
    .addOption(new Option('--key <kind>', 'which key').choices(['public', 'private', 'both']).makeOptionMandatory())
    .option('--json', 'print JSON')
    .action((id: string, options: OutputOptions & { key: 'public' | 'private' | 'both' }) =>
      runCommand(cli, options, async ({ services }, print) => {
        const keys: { public_key?: string; private_key?: string } = {};
        if (options.key !== 'private') keys.public_key = (await services.apps.rotateKey(id, 'public')).publicKey;
        if (options.key !== 'public') keys.private_key = (await services.apps.rotateKey(id, 'private')).privateKey;
        print(
          () =>
            fields([
              ...(keys.public_key ? ([['new public key', keys.public_key]] as [string, string][]) : []),
              ...(keys.private_key ? ([['new private key', `${keys.private_key}   <- shown once`]] as [string, string][]) : []),
            ]),
          () => ({ id, ...keys }),
        );
      }),
    );

  apps
    .command('rotate-deezer-state')
    .description('replace the 10-character Deezer state token (update the redirect URL on Deezer too)')
    .argument('<id>', 'app id')
    .option('--json', 'print JSON')
    .action((id: string, options: OutputOptions) =>
      runCommand(cli, options, async ({ services }, print) => {
        const app = await services.apps.rotateDeezerState(id);
        print(() => `New Deezer state: ${app.deezerState}`, () => ({ id: app.id, deezer_state: app.deezerState }));
      }),
    );

  const redirects = apps.command('redirect-urls').description("edit an app's redirect URL allow-list");
  for (const verb of ['add', 'remove'] as const) {
    redirects
      .command(verb)
      .description(verb === 'add' ? 'allow a redirect URL' : 'remove a redirect URL')
      .argument('<id>', 'app id')
      .argument('<url>', 'absolute http(s) URL')
      .option('--json', 'print JSON')
      .action((id: string, url: string, options: OutputOptions) =>
        runCommand(cli, options, async ({ services }, print) => {
          const app = verb === 'add' ? await services.apps.addRedirectUrl(id, url) : await services.apps.removeRedirectUrl(id, url);
          print(
            () => (app.redirectUrls.length > 0 ? app.redirectUrls.join('\n') : '(no redirect URLs)'),
            () => ({ id: app.id, redirect_urls: app.redirectUrls }),
          );
        }),
      );
  }

  const origins = apps
    .command('origins')
    .description("the web origins whose pages may call the app's public-key routes (CORS); none set: any origin");
  const printOrigins = (app: App) => [
    () => (app.allowedOrigins.length > 0 ? app.allowedOrigins.join('\n') : '(any origin)'),
    () => ({ id: app.id, allowed_origins: app.allowedOrigins }),
  ] as const;
  origins
    .command('set')
    .description('replace the list with these origins')
    .argument('<id>', 'app id')
    .argument('<origin...>', 'scheme://host[:port], e.g. https://app.example.com')
    .option('--json', 'print JSON')
    .action((id: string, list: string[], options: OutputOptions) =>
      runCommand(cli, options, async ({ services }, print) => {
        print(...printOrigins(await services.apps.setAllowedOrigins(id, list)));
      }),
    );
  origins
    .command('clear')
    .description('empty the list: pages of any origin may call again')
    .argument('<id>', 'app id')
    .option('--json', 'print JSON')
    .action((id: string, options: OutputOptions) =>
      runCommand(cli, options, async ({ services }, print) => {
        print(...printOrigins(await services.apps.setAllowedOrigins(id, [])));
      }),
    );

  apps
    .command('extension-linking')
    .description(
      "let the listed browser extensions end this app's linking flows on the browser's web-auth redirect " +
        '(https://<extension id>.chromiumapp.org/…); without --id the list stays as it is (the Segue extension when empty)',
    )
    .argument('<id>', 'app id')
    .addArgument(new Argument('<state>', 'on or off').choices(['on', 'off']))
    .option('--id <extension-id...>', 'the extension ids that may link, replacing the list (Chrome: 32 letters a-p; Firefox: the add-on id)')
    .option('--json', 'print JSON')
    .action((id: string, state: 'on' | 'off', options: OutputOptions & { id?: string[] }) =>
      runCommand(cli, options, async ({ services }, print) => {
        const app = await services.apps.setExtensionLinking(id, state === 'on', options.id);
        print(
          () => `Extension linking is ${app.extensionLinking ? `on for ${app.extensionIds.join(', ')}` : 'off'} in ${app.name}`,
          () => ({ id: app.id, extension_linking: app.extensionLinking, extension_ids: app.extensionIds }),
        );
      }),
    );

  const webhook = apps.command('webhook').description("set or clear an app's webhook URL");
  webhook
    .command('set')
    .description('set the webhook URL; prints a new signing secret')
    .argument('<id>', 'app id')
    .argument('<url>', 'absolute http(s) URL')
    .option('--json', 'print JSON')
    .action((id: string, url: string, options: OutputOptions) =>
      runCommand(cli, options, async ({ services, config }, print) => {
        // Delivery's own checks (and its HTTP client), loaded by this command alone.
        const { checkWebhookTarget } = await import('../../webhooks/webhook-target');
        await checkWebhookTarget(url.trim(), config.sandbox || config.webhookAllowPrivate);
        const { app, secret } = await services.apps.setWebhook(id, url);
        print(
          () => fields([['webhook URL', app.webhookUrl], ['signing secret', secret]]),
          () => ({ id: app.id, webhook_url: app.webhookUrl, webhook_secret: secret }),
        );
      }),
    );
  webhook
    .command('clear')
    .description('remove the webhook')
    .argument('<id>', 'app id')
    .option('--json', 'print JSON')
    .action((id: string, options: OutputOptions) =>
      runCommand(cli, options, async ({ services }, print) => {
        const { app } = await services.apps.setWebhook(id, null);
        print(() => 'Webhook removed', () => ({ id: app.id, webhook_url: null }));
      }),
    );
}
