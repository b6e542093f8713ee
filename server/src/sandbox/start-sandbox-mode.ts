import { PLATFORM_KEYS, toCanonicalUrl } from '@segue/core';
import { groundTruth, startSandbox } from '@segue/sandbox';
import type { Config } from '../config';
import type { MembershipService } from '../dashboard/membership.service';
import { sandboxProbes } from '../doctor/sandbox-probes';
import { SANDBOX_REDIRECT_PATH } from './sandbox.routes';
import type { Logger } from '../runtime/logger';
import type { LinkingService } from '../linking/linking.service';
import { linkSandboxListener } from './link-sandbox-listener';
import { provisionSandboxApp, withOAuthClients, type SandboxAppServices } from './provision-sandbox-app';
import { SANDBOX_ORGANIZATION } from './sandbox-onboarding';
import { platformsSection, readSandboxFile, writeSandboxFile } from './sandbox-file';
import { sandboxPlatformUrls } from './sandbox-platform-urls';

export interface SandboxMode {
  /**
   * The configuration with every platform URL, and the short-link shorteners, pointed at the
   * simulators, and what apps created on the dashboard get (`sandboxApps`).
   */
  config: Config;
  /**
   * Provisions the sandbox app, links a sandbox listener to it through the server's own linking
   * flows (so `baseUrl` must already answer), and writes sandbox.json; returns the file's path.
   */
  publish(
    services: SandboxAppServices & { linking: Pick<LinkingService, 'verifyLinkingToken'>; dashboard: { membership: Pick<MembershipService, 'addEveryAccountAsOwner'> } },
    baseUrl: string,
  ): Promise<string>;
  /** The links page of the sandbox's platform pages (`platform_pages_url` in sandbox.json). */
  platformPagesUrl: string;
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
  const probes = sandboxProbes(groundTruth(sandbox.catalog));
  const sandboxApps = {
    credentials: withOAuthClients(sandbox.credentials, sandbox.oauthClients),
    exampleLinks: Object.fromEntries(PLATFORM_KEYS.map((platform) => [platform, toCanonicalUrl({ platform, type: 'track', id: probes[platform].track.id })])),
  };
  return {
    config: { ...config, platformUrls: urls, shortenerUrl: sandbox.shortenerUrl, sandboxApps, sandboxMediaHosts: sandbox.mediaHosts },
    async publish(services, baseUrl) {
      const previous = (await readSandboxFile(config.dataDir))?.listener;
      const app = await provisionSandboxApp(services, config.dataDir, sandbox.credentials, `${baseUrl}${SANDBOX_REDIRECT_PATH}`, sandbox.oauthClients);
      // Every dashboard account owns the sandbox organization (accounts made later join at sign-up).
      await services.dashboard.membership.addEveryAccountAsOwner((await services.organizations.ensure(SANDBOX_ORGANIZATION)).id);
      // The listener with accounts on the most platforms (the first such one), so every library route can be tried.
      const listener = [...sandbox.users].sort((a, b) => Object.keys(b.accounts).length - Object.keys(a.accounts).length)[0];
      const linked = listener ? await linkSandboxListener(baseUrl, app, listener, services.linking, previous?.email === listener.email ? previous.user_id : undefined) : { failed: [] };
      if (linked.failed.length > 0) log.warn('the sandbox listener could not be linked on every platform', { failed: linked.failed });
      return writeSandboxFile(config.dataDir, {
        base_url: baseUrl,
        app,
        platforms: platformsSection(sandbox.urls),
        catalog_url: sandbox.catalogUrl,
        platform_pages_url: sandbox.platformPages.url,
        platform_pages_chromium_flags: sandbox.platformPages.chromiumFlags,
        ...(linked.listener ? { listener: linked.listener } : {}),
      });
    },
    platformPagesUrl: sandbox.platformPages.url,
    close: () => sandbox.close(),
  };
}
