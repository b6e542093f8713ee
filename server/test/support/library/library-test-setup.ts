import type { PlatformKey } from '@segue/core';
import { launchSimulators, platforms, type Sandbox } from '@segue/sandbox';
import express from 'express';
import { loadConfig } from '../../../src/config';
import { errorMiddleware, notFound } from '../../../src/http/error-middleware';
import { jsonBody } from '../../../src/http/json-body';
import { requestId } from '../../../src/http/request-id';
import { createHttpLayer, type HttpLayer } from '../../../src/platforms/http/http-layer';
import { testCatalog } from '../platforms/platform-sandbox';
import type { PlatformUrls } from '../../../src/platforms/registry';
import { silentLogger } from '../../../src/runtime/logger';
import { sandboxPlatformUrls } from '../../../src/sandbox/sandbox-platform-urls';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { listenForTest, type TestServer } from '../test-server';
import { libraryRoutes } from '../../../src/library/library.routes';
import { createLibraryService, type LibraryService } from '../../../src/library/library.service';
import { createAddPlaylistRequestRepository } from '../../../src/library/add-playlist-requests.repository';
import { createSandboxLinking } from './sandbox-linking';

export const LIBRARY_TEST_PLATFORMS = ['spotify', 'deezer', 'tidal', 'applemusic', 'ytmusic'] as const satisfies readonly PlatformKey[];

export interface TestApp {
  id: string;
  publicKey: string;
  privateKey: string;
}

export interface LibraryTestSetup {
  db: TestDatabase;
  sandbox: Sandbox;
  layer: HttpLayer;
  urls: PlatformUrls;
  linking: ReturnType<typeof createSandboxLinking>;
  library: LibraryService;
  server: TestServer;
  createApp(name: string): Promise<TestApp>;
  close(): Promise<void>;
}

/**
 * The library routes on a real PostgreSQL and the sandbox's user side: apps with integrations
 * for every platform, users linked through the sandbox's user state.
 */
export async function startLibraryTest(): Promise<LibraryTestSetup> {
  const db = await createTestDatabase();
  const sandbox = await launchSimulators(
    Object.fromEntries(LIBRARY_TEST_PLATFORMS.map((p) => [p, platforms[p]])),
    { catalog: testCatalog },
  );
  const urls = sandboxPlatformUrls(sandbox.urls, loadConfig({}).platformUrls).urls;
  const layer = createHttpLayer({
    timeoutMs: 2_000,
    maxRetries: 2,
    backoff: { baseMs: 1, capMs: 5, retryAfterCapMs: 20 },
    // Fault tests fail every attempt on purpose; the breaker has its own tests.
    breaker: { minimumAttempts: 1_000_000 },
    budgets: Object.fromEntries(LIBRARY_TEST_PLATFORMS.map((p) => [p, { concurrency: 8, requests: 100_000, intervalMs: 1_000 }])),
  });
  const linking = createSandboxLinking(sandbox);
  const library = createLibraryService({ tokens: linking.provider, users: linking, integrations: db.services.integrations, platformUrls: urls, http: () => layer, addPlaylistRequests: createAddPlaylistRequestRepository(db.pool) });

  const app = express();
  app.use(requestId, jsonBody(1_000_000));
  app.use(libraryRoutes({ library, apiKeys: db.services.apiKeys, linking: { ...linking, verifyLinkingToken: () => Promise.reject(new Error('not used')) }, convertAndAdd: { start: () => Promise.reject(new Error('convert-and-add is tested in me.routes.test.ts')) }, rateLimit: (_req, _res, next) => next() }));
  app.use(notFound, errorMiddleware(silentLogger));
  const server = await listenForTest(app);

  return {
    db,
    sandbox,
    layer,
    urls,
    linking,
    library,
    server,
    async createApp(name) {
      const created = await db.services.apps.create({ name });
      for (const platform of LIBRARY_TEST_PLATFORMS) await db.services.integrations.set(created.app.id, platform, sandbox.credentials[platform]);
      return { id: created.app.id, publicKey: created.app.publicKey, privateKey: created.privateKey };
    },
    async close() {
      await server.close();
      await layer.close();
      await sandbox.close();
      await db.close();
    },
  };
}
