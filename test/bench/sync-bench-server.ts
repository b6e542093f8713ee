/**
 * The server side of `pnpm bench:sync`: Segue's composition root in this process, on an embedded
 * PostgreSQL of its own, pointed at the simulators of `sync-bench-sandbox.ts` (another process),
 * with the listeners linked through the real connect flow, as
 * `server/test/support/library/transfer-test-setup.ts` builds it for the sync tests (that one
 * needs vitest's database; this one runs under plain tsx).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import express from 'express';
import { createServices, type Services } from '../../server/src/composition/create-services';
import { createSecretBox } from '../../server/src/crypto/secret-box';
import { openDatabase } from '../../server/src/db/open-database';
import { errorMiddleware, notFound } from '../../server/src/http/error-middleware';
import { jsonBody } from '../../server/src/http/json-body';
import { linkingRoutes } from '../../server/src/linking/linking.routes';
import { silentLogger } from '../../server/src/runtime/logger';
import { sandboxPlatformUrls } from '../../server/src/sandbox/sandbox-platform-urls';
import { defaultPlatformUrls } from '../../server/test/support/linking/default-platform-urls';
import { createFlowBrowser } from '../../server/test/support/linking/flow-browser';
import { closeNow, listenOnLoopback, startLandingPage } from '../../server/test/support/linking/landing-page';
import { claimsOf, linkingClient } from '../../server/test/support/linking/linking-client';
import type { SandboxReady } from './sync-bench-sandbox';

export interface SyncBenchServer {
  services: Services;
  appId: string;
  /** Links a listener on the platforms (Apple Music last) and answers their Segue user id. */
  link(email: string, platforms: readonly PlatformKey[]): Promise<string>;
  close(): Promise<void>;
}

export async function startSyncBenchServer(sandbox: SandboxReady): Promise<SyncBenchServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'segue-sync-bench-'));
  // Embedded PostgreSQL runs as another user when the bench runs as root.
  await chmod(dir, 0o711);
  // The server's own path to its database: embedded PostgreSQL in the data directory, migrated.
  const database = await openDatabase({ databaseUrl: undefined, dataDir: dir }, silentLogger);
  const { pool } = database;
  const landing = await startLandingPage();
  const app = express();
  const server = createServer(app);
  const url = await listenOnLoopback(server);
  const services = createServices(
    { pool, box: createSecretBox(randomBytes(32)), platformUrls: sandboxPlatformUrls(sandbox.urls, defaultPlatformUrls()).urls, publicUrl: url },
    {
      // Generous budgets, as the sync tests' setup has: the bench counts requests and CPU, and
      // sets the platforms' real budgets against those counts itself (no waiting on them here).
      httpLayer: { timeoutMs: 10_000, budgets: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, { concurrency: 8, requests: 100_000, intervalMs: 1_000 }])) },
      // Runs are called by the bench as the job calls them: nothing is queued.
      sendSync: async () => {},
    },
  );
  const rateLimit: express.RequestHandler = (_req, _res, next) => next();
  app.use(jsonBody(1_000_000));
  app.use(linkingRoutes({ linking: services.linking, apiKeys: services.apiKeys, rateLimit, sandbox: true, log: silentLogger }));
  app.use(notFound, errorMiddleware(silentLogger));

  const organization = await services.organizations.ensure('Sync bench');
  const created = await services.apps.ensure(organization.id, 'Syncs', [landing.url]);
  for (const platform of PLATFORM_KEYS) await services.integrations.set(created.app.id, platform, { ...sandbox.credentials[platform], ...sandbox.oauthClients[platform] });
  const client = linkingClient({ url, landingUrl: landing.url }, { publicKey: created.app.publicKey, privateKey: created.privateKey ?? '' });

  return {
    services,
    appId: created.app.id,
    async link(email, platforms) {
      // One browser a listener: its joining cookie makes the links one user.
      const browser = createFlowBrowser();
      let userId = '';
      const ordered = [...platforms].sort((a, b) => Number(a === 'applemusic') - Number(b === 'applemusic'));
      for (const platform of ordered) userId = claimsOf(await client.link(platform, email, undefined, browser)).uuid;
      return userId;
    },
    async close() {
      await Promise.all([closeNow(server), landing.close()]);
      await services.platforms.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
