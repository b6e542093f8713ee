import type { PlatformKey } from '@segue/core';
import { SECRET_FIELDS, type Credentials } from '../platforms/registry';
import type { PlatformUrls } from '../platforms/registry';
import { createAdapter, type HttpLayer } from '../platforms/index';
import type { App } from '../apps/app.repository';
import type { IntegrationService } from '../apps/integration.service';
import { catalogChecks } from './catalog-checks';
import { CALL_NAMES, describeFailure, type CallResult } from './doctor-call';
import type { Probes } from './doctor-probes';
import { oauthChecks } from './oauth-checks';

export interface PlatformReport {
  platform: PlatformKey;
  ok: boolean;
  calls: CallResult[];
}

export interface AppReport {
  id: string;
  name: string;
  ok: boolean;
  /** Set when there was nothing to check (no integration, or none for `--platform`). */
  note?: string;
  platforms: PlatformReport[];
}

export interface DoctorReport {
  ok: boolean;
  sandbox: boolean;
  /** In sandbox mode: the simulators of a running sandbox server, or ones this run started. */
  simulators?: 'running' | 'launched';
  apps: AppReport[];
}

export interface DoctorDeps {
  services: { integrations: Pick<IntegrationService, 'credentials' | 'platforms'> };
  platformUrls: PlatformUrls;
  publicUrl: string;
  probes: Probes;
  /** The doctor's own HTTP layer (the adapters' timeouts and retries, its own budgets). */
  layer: HttpLayer;
  /** Upper bound of one call, ms. */
  callLimitMs: number;
}

/** The integration's secret values in any text shown: no message may carry them. */
function redact(result: CallResult, secrets: string[]): CallResult {
  let detail = result.detail;
  for (const secret of secrets) detail = detail.split(secret).join('[secret]');
  return { ...result, detail };
}

async function checkPlatform(deps: DoctorDeps, app: App, platform: PlatformKey): Promise<PlatformReport> {
  let secrets: string[] = [];
  let calls: CallResult[];
  try {
    const credentials = await deps.services.integrations.credentials(app.id, platform);
    secrets = SECRET_FIELDS[platform].map((field) => credentials[field]).filter((value): value is string => Boolean(value));
    const adapter = createAdapter(platform, {
      baseUrls: deps.platformUrls[platform],
      credentials: credentials as Credentials<typeof platform>,
      http: deps.layer.client(platform, `doctor:${app.id}`),
    });
    const catalog = await catalogChecks(adapter, deps.probes[platform], deps.callLimitMs);
    // A linking check that throws fails those checks alone: the catalog results taken stand.
    const linking = await oauthChecks({
      platform,
      capabilities: adapter.capabilities,
      baseUrls: deps.platformUrls[platform],
      credentials,
      publicUrl: deps.publicUrl,
      limitMs: deps.callLimitMs,
    }).catch((error: unknown) => CALL_NAMES.filter((name) => !catalog.some((c) => c.name === name)).map((name) => describeFailure(name, 0, error)));
    calls = [...catalog, ...linking];
  } catch (error) {
    // The adapter could not even be built (unreadable credentials): every call fails with that.
    calls = CALL_NAMES.map((name) => describeFailure(name, 0, error));
  }
  calls = calls.map((call) => redact(call, secrets));
  return { platform, ok: calls.every((call) => call.outcome !== 'failed'), calls };
}

/** Every call for one app's integrations (all of them, or only `platform`), platforms side by side. */
export async function checkApp(deps: DoctorDeps, app: App, only?: PlatformKey): Promise<AppReport> {
  const platforms = (await deps.services.integrations.platforms(app.id)).filter((p) => only === undefined || p === only);
  const base = { id: app.id, name: app.name };
  if (platforms.length === 0) {
    const note = only ? `no ${only} integration: nothing to check` : 'no platform integrations: nothing to check (add one with `segue integrations set`)';
    return { ...base, ok: true, note, platforms: [] };
  }
  const reports = await Promise.all(platforms.map((platform) => checkPlatform(deps, app, platform)));
  return { ...base, ok: reports.every((r) => r.ok), platforms: reports };
}
