import { isPlatformKey, PLATFORM_KEYS } from '@segue/core/platform-keys';
import { CommanderError, type Command } from 'commander';
import { isAppError } from '../../errors/app-error';
import { UsageError } from '../../errors/usage-error';
import { runCommand, type Cli, type OutputOptions } from '../run-command';

/**
 * `segue integrations test <appId> <platform>`: the doctor's calls for one integration (a track
 * read, a search, an ISRC lookup, an album, a playlist page, and the OAuth endpoints when it links
 * accounts), made with the credentials saved for it. Exit code 0 when every call is ok, 1 when
 * one failed, 2 on bad usage (unknown platform or app, no such integration).
 */
export function integrationsTestCommand(integrations: Command, cli: Cli): void {
  integrations
    .command('test')
    .description(
      "check an integration's saved credentials against the platform with the doctor's calls (SEGUE_SANDBOX=1: against the simulators). Exit code 0 all ok, 1 a call failed, 2 bad usage",
    )
    .argument('<appId>', 'app id')
    .argument('<platform>', PLATFORM_KEYS.join(' | '))
    .option('--json', 'print one JSON document')
    .exitOverride((error) => {
      throw new CommanderError(error.exitCode === 0 ? 0 : 2, error.code, error.message);
    })
    .action(async (appId: string, platform: string, options: OutputOptions) => {
      if (!isPlatformKey(platform)) {
        cli.stderr.write(`segue: unknown platform "${platform}": use one of ${PLATFORM_KEYS.join(', ')}\n`);
        cli.exitCode = 2;
        return;
      }
      // The doctor (adapters, simulators, the matcher) is loaded by this command alone.
      const [{ runDoctor }, { doctorJson, formatDoctorReport }] = await Promise.all([import('../run-doctor'), import('../../doctor/doctor-report')]);
      await runCommand(cli, options, async (runtime, print) => {
        const app = await runtime.services.apps.get(appId).catch((error: unknown) => {
          throw isAppError(error) && error.code === 'ENOTFOUND' ? new UsageError(`no app ${appId} (see \`segue apps list\`)`) : error;
        });
        // Before any simulator is started or platform called.
        if (!(await runtime.services.integrations.platforms(app.id)).includes(platform)) {
          throw new UsageError(`app ${appId} has no ${platform} integration: add one with \`segue integrations set ${appId} ${platform} …\``);
        }
        const report = await runDoctor(runtime, { app: app.id }, platform);
        print(
          () => formatDoctorReport(report),
          () => doctorJson(report),
        );
        return report.ok ? 0 : 1;
      },
      { platforms: true },
      );
    });
}
