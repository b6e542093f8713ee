import type { PlatformKey } from '@segue/core';
import { isAppError } from '../errors/app-error';
import { resolveDoctorSandbox, type DoctorSandbox } from '../doctor/doctor-sandbox';
import { LIVE_PROBES } from '../doctor/doctor-probes';
import { checkApp, type AppReport, type DoctorReport } from '../doctor/doctor.service';
import { createHttpLayer } from '../platforms/index';
import type { Runtime } from '../composition/boot';
import { UsageError } from '../errors/usage-error';

/** One call (token, read and its pages) may take this long at most; each request has the HTTP layer's timeout. */
const CALL_LIMIT_MS = 30_000;

/**
 * The doctor's calls for one app (or every app), on every platform integration or only
 * `platform`: what `segue doctor` and `segue integrations test` print.
 */
export async function runDoctor(runtime: Runtime, options: { app?: string }, platform: PlatformKey | undefined): Promise<DoctorReport> {
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

