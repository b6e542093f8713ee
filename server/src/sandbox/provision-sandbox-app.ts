import type { PlatformKey } from '@segue/core';
import type { ApiKeyService } from '../apps/api-key.service';
import type { AppService } from '../apps/app.service';
import type { IntegrationService } from '../apps/integration.service';
import type { OrganizationService } from '../apps/organization.service';
import { readSandboxFile, type SandboxFile } from './sandbox-file';
import { SANDBOX_ORGANIZATION, setSandboxIntegrations } from './sandbox-onboarding';

export { SANDBOX_ORGANIZATION } from './sandbox-onboarding';
export const SANDBOX_APP = 'Sandbox';

/** Each platform's credentials with its linking-only OAuth client merged in (YouTube Music's Google client). */
export function withOAuthClients(
  credentials: Partial<Record<PlatformKey, Record<string, string>>>,
  oauthClients: Partial<Record<PlatformKey, Record<string, string>>>,
): Partial<Record<PlatformKey, Record<string, string>>> {
  return Object.fromEntries(Object.entries(credentials).map(([platform, values]) => [platform, { ...values, ...oauthClients[platform as PlatformKey] }]));
}

/** The services that make the sandbox organization, app, keys and integrations. */
export interface SandboxAppServices {
  organizations: Pick<OrganizationService, 'ensure'>;
  apps: Pick<AppService, 'ensure' | 'rotateKey' | 'setRedirectUrls' | 'setExtensionLinking'>;
  apiKeys: Pick<ApiKeyService, 'checkPrivateKey'>;
  integrations: Pick<IntegrationService, 'set'>;
}

/**
 * Creates, or reuses on later starts, the sandbox organization and app, with an integration for
 * every platform using the simulators' credentials (refreshed on each start). A platform whose
 * linking needs an extra OAuth client (YouTube Music's Google client) gets it merged into its
 * integration, so sandbox users can link every platform; an app made before that gets it too.
 * The app lets browser extensions link (`extension_linking`), so the extension works against it
 * without setup.
 *
 * The private key is stored only as a hash, so it cannot be read back: the one in an existing
 * sandbox.json is kept while it still opens the app (keys stay stable across restarts), and a
 * new one is issued when it does not (first start, file deleted, key rotated through the CLI).
 */
export async function provisionSandboxApp(
  services: SandboxAppServices,
  dataDir: string,
  credentials: Partial<Record<PlatformKey, Record<string, string>>>,
  redirectUrl: string,
  oauthClients: Partial<Record<PlatformKey, Record<string, string>>> = {},
): Promise<SandboxFile['app']> {
  const organization = await services.organizations.ensure(SANDBOX_ORGANIZATION);
  const ensured = await services.apps.ensure(organization.id, SANDBOX_APP, [redirectUrl]);
  let app = ensured.app;
  let privateKey = ensured.privateKey;

  if (privateKey === undefined) {
    const previous = (await readSandboxFile(dataDir))?.app.private_key;
    const check = previous ? await services.apiKeys.checkPrivateKey(previous) : undefined;
    if (check?.ok && check.app.id === app.id) privateKey = previous;
    else {
      const rotated = await services.apps.rotateKey(app.id, 'private');
      app = rotated.app;
      privateKey = rotated.privateKey;
    }
  }
  // The sandbox landing URL moves with the port (PORT=0 in tests): replace the previous one
  // rather than letting the allow-list grow; entries added by hand stay.
  const landingPath = new URL(redirectUrl).pathname;
  const kept = app.redirectUrls.filter((url) => new URL(url).pathname !== landingPath);
  const wanted = [redirectUrl, ...kept];
  if (wanted.join('\n') !== app.redirectUrls.join('\n')) app = await services.apps.setRedirectUrls(app.id, wanted);
  // On every start, like the integrations: the Segue extension links sandbox listeners through the
  // browser's web-auth flow out of the box.
  if (!app.extensionLinking || app.extensionIds.length === 0) app = await services.apps.setExtensionLinking(app.id, true);

  await setSandboxIntegrations(services.integrations, app.id, withOAuthClients(credentials, oauthClients));

  return {
    id: app.id,
    public_key: app.publicKey,
    private_key: privateKey!,
    deezer_state: app.deezerState,
    redirect_url: redirectUrl,
  };
}
