import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { Services } from '../services/create-services';
import { readSandboxFile, type SandboxFile } from './sandbox-file';

export const SANDBOX_ORGANIZATION = 'Sandbox';
export const SANDBOX_APP = 'Sandbox';

/**
 * Creates, or reuses on later starts, the sandbox organization and app, with an integration for
 * every platform using the simulators' credentials (refreshed on each start).
 *
 * The private key is stored only as a hash, so it cannot be read back: the one in an existing
 * sandbox.json is kept while it still opens the app (keys stay stable across restarts), and a
 * new one is issued when it does not (first start, file deleted, key rotated through the CLI).
 */
export async function provisionSandboxApp(
  services: Services,
  dataDir: string,
  credentials: Partial<Record<PlatformKey, Record<string, string>>>,
  redirectUrl: string,
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
  if (!app.redirectUrls.includes(redirectUrl)) app = await services.apps.addRedirectUrl(app.id, redirectUrl);

  for (const platform of PLATFORM_KEYS) {
    const platformCredentials = credentials[platform];
    if (!platformCredentials) throw new Error(`the sandbox gave no credentials for ${platform}`);
    await services.integrations.set(app.id, platform, platformCredentials);
  }

  return {
    id: app.id,
    public_key: app.publicKey,
    private_key: privateKey!,
    deezer_state: app.deezerState,
    redirect_url: redirectUrl,
  };
}
