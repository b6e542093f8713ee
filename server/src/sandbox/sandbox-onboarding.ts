import { PLATFORM_KEYS, type PlatformKey } from '@segue/core/platform-keys';
import type { SandboxApps } from '../config';
import type { IntegrationService } from '../apps/integration.service';
import type { OrganizationService } from '../apps/organization.service';
import { readSandboxFile } from './sandbox-file';

/** The organization sandbox mode keeps its app in, and that every dashboard account owns in sandbox mode. */
export const SANDBOX_ORGANIZATION = 'Sandbox';

/** Saves an integration for every platform with the simulators' credentials (refreshed on each call). */
export async function setSandboxIntegrations(
  integrations: Pick<IntegrationService, 'set'>,
  appId: string,
  credentials: Partial<Record<PlatformKey, Record<string, string>>>,
): Promise<void> {
  for (const platform of PLATFORM_KEYS) {
    const platformCredentials = credentials[platform];
    if (!platformCredentials) throw new Error(`the sandbox gave no credentials for ${platform}`);
    await integrations.set(appId, platform, platformCredentials);
  }
}

/**
 * The simulators' credentials as the sandbox server stored them on its own app, the one
 * sandbox.json names; undefined without sandbox.json. A CLI run starts no simulators, so this is
 * how an app it makes gets what an app made on the dashboard gets.
 */
export async function runningSandboxCredentials(
  integrations: Pick<IntegrationService, 'credentials'>,
  dataDir: string,
): Promise<SandboxApps['credentials'] | undefined> {
  const file = await readSandboxFile(dataDir);
  if (!file) return undefined;
  const credentials: SandboxApps['credentials'] = {};
  for (const platform of PLATFORM_KEYS) credentials[platform] = await integrations.credentials(file.app.id, platform);
  return credentials;
}

export interface SandboxOnboardingDeps {
  organizations: Pick<OrganizationService, 'ensure'>;
  integrations: Pick<IntegrationService, 'set'>;
  /** Makes the account an owner of the organization (nothing when it is already a member). */
  addOwner(organizationId: string, accountId: string): Promise<unknown>;
  apps: SandboxApps;
}

export type SandboxOnboarding = ReturnType<typeof createSandboxOnboarding>;

/**
 * What the dashboard does in sandbox mode, a local mode for one developer that production
 * refuses: every account owns the sandbox organization (where the sandbox app and its keys
 * are), and every app made on the dashboard gets the simulators' credentials for all five
 * platforms, so it converts at once. Nothing in the sandbox organization is a real secret.
 */
export function createSandboxOnboarding(deps: SandboxOnboardingDeps) {
  return {
    async accountCreated(accountId: string): Promise<void> {
      const organization = await deps.organizations.ensure(SANDBOX_ORGANIZATION);
      await deps.addOwner(organization.id, accountId);
    },

    appCreated: (appId: string): Promise<void> => setSandboxIntegrations(deps.integrations, appId, deps.apps.credentials),
  };
}
