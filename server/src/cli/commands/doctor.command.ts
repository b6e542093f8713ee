import { isPlatformKey, PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { CommanderError, type Command } from 'commander';
import { isAppError } from '../../errors/app-error';
import { resolveDoctorSandbox, type DoctorSandbox } from '../../doctor/doctor-sandbox';
import { LIVE_PROBES } from '../../doctor/doctor-probes';
import { doctorJson, formatDoctorReport } from '../../doctor/doctor-report';
import { checkApp, type AppReport, type DoctorReport } from '../../doctor/doctor.service';
import { createHttpLayer } from '../../platforms/index';
import type { Runtime } from '../../composition/boot';
import { UsageError } from '../../errors/usage-error';
import { runCommand, type Cli, type OutputOptions } from '../run-command';

interface DoctorOptions extends OutputOptions {
  app?: string;
  platform?: string;
}

/** One call (token, read and its pages) may take this long at most; each request has the HTTP layer's timeout. */
const CALL_LIMIT_MS = 30_000;

async function doctor(runtime: Runtime, options: DoctorOptions, platform: PlatformKey | undefined): Promise<DoctorReport> {
  const { services, config } = runtime;
  let apps;
  if (options.app === undefined) apps = undefined;
  else {
    try {
      apps = [await services.apps.get(options.app)];
    } catch (error) {
      if (isAppError(error) && error.code === 'ENOTFOUND') throw new UsageError(`no app ${options.app} (see \`segue apps list\`)`);
      throw error;
    }
  }
  let sandbox: DoctorSandbox | undefined;
  // One retry (a platform's passing hiccup is not a failed deployment), and no circuit breaker:
  // a failing call must say why itself, not report a circuit another call opened.
  const layer = createHttpLayer({ maxRetries: 1, breaker: { minimumAttempts: Number.MAX_SAFE_INTEGER } });
  try {
    if (config.sandbox) sandbox = await resolveDoctorSandbox(services, config.dataDir, config.platformUrls);
    const deps = {
      services,
      platformUrls: sandbox?.platformUrls ?? config.platformUrls,
      publicUrl: config.publicUrl,
      probes: sandbox?.probes ?? LIVE_PROBES,
      layer,
      callLimitMs: CALL_LIMIT_MS,
    };
    const reports: AppReport[] = [];
    for (const app of apps ?? (await services.apps.list())) reports.push(await checkApp(deps, app, platform));
    return {
      ok: reports.every((r) => r.ok),
      sandbox: config.sandbox,
      ...(sandbox ? { simulators: sandbox.source } : {}),
      apps: reports,
    };
  } finally {
    await layer.close();
    await sandbox?.close();
  }
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
      await runCommand(cli, options, async (runtime, print) => {
        const report = await doctor(runtime, options, platform);
        print(
          () => formatDoctorReport(report),
          () => doctorJson(report),
        );
        return report.ok ? 0 : 1;
      });
    });
}
