import { isPlatformKey, PLATFORM_KEYS, type PlatformKey } from '@segue/core/platform-keys';
import { CommanderError, type Command } from 'commander';
import { runCommand, type Cli, type OutputOptions } from '../run-command';

interface DoctorOptions extends OutputOptions {
  app?: string;
  platform?: string;
}

export function doctorCommand(program: Command, cli: Cli): void {
  program
    .command('doctor')
    .description(
      "check a deployment against the live platforms: per app and platform, a track read, a search, an ISRC lookup, an album, a playlist page and the OAuth endpoints, through the same adapters with the app's credentials (SEGUE_SANDBOX=1: against the simulators). Exit code 0 all ok, 1 a call failed, 2 bad usage",
    )
    .option('--app <id>', 'only this app (default: every app)')
    .option('--platform <key>', `only this platform: ${PLATFORM_KEYS.join(' | ')}`)
    .option('--json', 'print one JSON document')
    // Bad usage (unknown option, missing value) is exit code 2, apart from failed calls (1).
    .exitOverride((error) => {
      throw new CommanderError(error.exitCode === 0 ? 0 : 2, error.code, error.message);
    })
    .action(async (options: DoctorOptions) => {
      if (options.platform !== undefined && !isPlatformKey(options.platform)) {
        cli.stderr.write(`segue: unknown platform "${options.platform}": use one of ${PLATFORM_KEYS.join(', ')}\n`);
        cli.exitCode = 2;
        return;
      }
      const platform = options.platform as PlatformKey | undefined;
      // The doctor (adapters, simulators, the matcher) is loaded by this command alone.
      const [{ runDoctor }, { doctorJson, formatDoctorReport }] = await Promise.all([import('../run-doctor'), import('../../doctor/doctor-report')]);
      await runCommand(cli, options, async (runtime, print) => {
        const report = await runDoctor(runtime, options, platform);
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
