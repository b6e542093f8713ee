import { PLATFORM_KEYS } from '@segue/core';
import { groundTruth, startSandbox, type GroundTruth } from '@segue/sandbox';
import { request } from 'undici';
import type { PlatformUrls } from '../platforms/registry';
import { SANDBOX_APP, SANDBOX_ORGANIZATION, type SandboxAppServices } from '../sandbox/provision-sandbox-app';
import { readSandboxFile } from '../sandbox/sandbox-file';
import { sandboxPlatformUrls } from '../sandbox/sandbox-platform-urls';
import type { Probes } from './doctor-probes';
import { sandboxProbes } from './sandbox-probes';

export interface DoctorSandbox {
  platformUrls: PlatformUrls;
  probes: Probes;
  /** `running`: a sandbox server's simulators (sandbox.json); `launched`: started by this process. */
  source: 'running' | 'launched';
  close(): Promise<void>;
}

const CATALOG_TIMEOUT_MS = 5_000;

/** The ground truth of a running sandbox, or undefined when nothing answers at its catalog URL. */
async function fetchGroundTruth(catalogUrl: string): Promise<GroundTruth | undefined> {
  try {
    const response = await request(catalogUrl, { signal: AbortSignal.timeout(CATALOG_TIMEOUT_MS) });
    if (response.statusCode !== 200) {
      await response.body.dump();
      return undefined;
    }
    return (await response.body.json()) as GroundTruth;
  } catch {
    return undefined;
  }
}

/** `{"spotify": {"api_url": …}}` of sandbox.json back to `{"spotify": {"api": …}}`. */
function hostsOf(platforms: Record<string, Record<string, string>>): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(platforms).map(([platform, hosts]) => [
      platform,
      Object.fromEntries(Object.entries(hosts).map(([name, url]) => [name.replace(/_url$/, ''), url])),
    ]),
  );
}

/**
 * Sandbox mode for `segue doctor`: the simulators of the sandbox server that wrote sandbox.json
 * when its catalog answers; otherwise this process starts the simulators itself, as sandbox boot
 * does, and gives the sandbox app the credentials they accept (the Apple Music key is new on
 * every start), so the app's integrations are checked against them.
 */
export async function resolveDoctorSandbox(services: Pick<SandboxAppServices, 'organizations' | 'apps' | 'integrations'>, dataDir: string, configured: PlatformUrls): Promise<DoctorSandbox> {
  const file = await readSandboxFile(dataDir);
  const truth = file?.catalog_url ? await fetchGroundTruth(file.catalog_url) : undefined;
  if (file && truth) {
    return {
      platformUrls: sandboxPlatformUrls(hostsOf(file.platforms), configured).urls,
      probes: sandboxProbes(truth),
      source: 'running',
      close: async () => undefined,
    };
  }
  const sandbox = await startSandbox();
  try {
    const organization = await services.organizations.ensure(SANDBOX_ORGANIZATION);
    const { app } = await services.apps.ensure(organization.id, SANDBOX_APP, []);
    for (const platform of PLATFORM_KEYS) {
      await services.integrations.set(app.id, platform, { ...sandbox.credentials[platform], ...sandbox.oauthClients[platform] });
    }
    return {
      platformUrls: sandboxPlatformUrls(sandbox.urls, configured).urls,
      probes: sandboxProbes(groundTruth(sandbox.catalog)),
      source: 'launched',
      close: () => sandbox.close(),
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}
