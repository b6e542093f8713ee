import { createServer } from 'node:http';
import { closeNow, listenOnLoopback as listen, startLandingPage } from './landing-page';
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { startSandbox, type Sandbox } from '@segue/sandbox';
import express from 'express';
import { errorMiddleware, notFound } from '../../../src/http/error-middleware';
import type { App } from '../../../src/apps/app.repository';
import { silentLogger } from '../../../src/runtime/logger';
import { sandboxPlatformUrls } from '../../../src/sandbox/sandbox-platform-urls';
import { defaultPlatformUrls } from './default-platform-urls';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { linkingRoutes } from '../../../src/linking/linking.routes';
import type { LinkingService } from '../../../src/linking/linking.service';
import { createServices } from '../../../src/composition/create-services';

export interface TestApp {
  app: App;
  publicKey: string;
  privateKey: string;
}

export interface LinkingHarness {
  sandbox: Sandbox;
  db: TestDatabase;
  linking: LinkingService;
  /** Segue's base URL (the test server). */
  url: string;
  /** The app's landing page: answers the query it received as JSON. */
  landingUrl: string;
  /** Moves Segue's clock (not the sandbox's). */
  clock: { offsetMs: number };
  createApp(name: string, redirectUrls?: string[]): Promise<TestApp>;
  /** A listener with an account on the platform. */
  userWith(platform: PlatformKey, skip?: number): { email: string };
  close(): Promise<void>;
}

/**
 * Segue's linking routes on a real HTTP port, a migrated database, and the sandbox's simulators
 * as the platforms; apps get integrations from the sandbox's credentials.
 */
export async function startLinkingHarness(): Promise<LinkingHarness> {
  const sandbox = await startSandbox({ seed: 1, recordings: 120 });
  const db = await createTestDatabase();
  const clock = { offsetMs: 0 };

  const landing = await startLandingPage();

  // Routes are added once the port, and so Segue's public URL, is known.
  const app = express();
  const server = createServer(app);
  const url = await listen(server);

  const { linking } = createServices(
    { pool: db.pool, box: db.box, publicUrl: url, platformUrls: sandboxPlatformUrls(sandbox.urls, defaultPlatformUrls()).urls },
    { now: () => new Date(Date.now() + clock.offsetMs) },
  );
  app.use(express.json());
  app.use(linkingRoutes({ linking, apiKeys: db.services.apiKeys, rateLimit: (_req, _res, next) => next(), sandbox: true, log: silentLogger }));
  app.use(notFound);
  app.use(errorMiddleware(silentLogger));

  const organization = await db.services.organizations.ensure('Linking tests');
  return {
    sandbox,
    db,
    linking,
    url,
    landingUrl: landing.url,
    clock,
    async createApp(name, redirectUrls = [landing.url]) {
      const created = await db.services.apps.ensure(organization.id, name, redirectUrls);
      for (const platform of PLATFORM_KEYS) await db.services.integrations.set(created.app.id, platform, sandbox.credentials[platform]);
      const app = await db.services.apps.get(created.app.id);
      return { app, publicKey: app.publicKey, privateKey: created.privateKey! };
    },
    userWith(platform, skip = 0) {
      const user = sandbox.users.filter((candidate) => candidate.accounts[platform])[skip];
      if (!user) throw new Error(`no sandbox user with a ${platform} account`);
      return { email: user.email };
    },
    async close() {
      await Promise.all([closeNow(server), landing.close()]);
      await db.close();
      await sandbox.close();
    },
  };
}
