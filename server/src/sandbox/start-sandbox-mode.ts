import { startSandbox } from '@segue/sandbox';
import type { Config } from '../config';
import { SANDBOX_REDIRECT_PATH } from './sandbox.routes';
import type { Logger } from '../runtime/logger';
import { provisionSandboxApp, type SandboxAppServices } from './provision-sandbox-app';
import { platformsSection, writeSandboxFile } from './sandbox-file';
import { sandboxPlatformUrls } from './sandbox-platform-urls';

export interface SandboxMode {
  /** The configuration with every platform URL, and the short-link shorteners, pointed at the simulators. */
  config: Config;
  /** Provisions the sandbox app and writes sandbox.json; returns the file's path. */
  publish(services: SandboxAppServices, baseUrl: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * `SEGUE_SANDBOX=1`: starts `@segue/sandbox`'s simulators in this process, before anything
 * reads the platform URLs, so every adapter talks to them.
 */
export async function startSandboxMode(config: Config, log: Logger): Promise<SandboxMode> {
  const sandbox = await startSandbox();
  const { urls, missing } = sandboxPlatformUrls(sandbox.urls, config.platformUrls);
  if (missing.length > 0) log.warn('the sandbox does not simulate these hosts: they keep their configured URL', { missing });
  return {
    config: { ...config, platformUrls: urls, shortenerUrl: sandbox.shortenerUrl },
    async publish(services, baseUrl) {
      const app = await provisionSandboxApp(services, config.dataDir, sandbox.credentials, `${baseUrl}${SANDBOX_REDIRECT_PATH}`, sandbox.oauthClients);
      return writeSandboxFile(config.dataDir, {
        base_url: baseUrl,
        app,
        platforms: platformsSection(sandbox.urls),
        catalog_url: sandbox.catalogUrl,
      });
    },
    close: () => sandbox.close(),
  };
}
