import { createServer } from 'node:http';
import { closeNow, listenOnLoopback as listen, startLandingPage } from '../linking/landing-page';
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { startSandbox, type Sandbox } from '@segue/sandbox';
import express from 'express';
import type { ConversionServices } from '../../../src/conversion/create-conversion-services';
import { createServices } from '../../../src/composition/create-services';
import { errorMiddleware, notFound } from '../../../src/http/error-middleware';
import { jsonBody } from '../../../src/http/json-body';
import { taskRoutes } from '../../../src/tasks/task.routes';
import { linkingRoutes } from '../../../src/linking/linking.routes';
import { defaultPlatformUrls } from '../linking/default-platform-urls';
import { linkingClient } from '../linking/linking-client';
import { silentLogger } from '../../../src/runtime/logger';
import { sandboxPlatformUrls } from '../../../src/sandbox/sandbox-platform-urls';
import { createTestDatabase, type TestDatabase } from '../test-database';
import type { LibraryServices } from '../../../src/library/create-library-services';
import { libraryRoutes } from '../../../src/library/library.routes';

export interface MeTestApp {
  id: string;
  publicKey: string;
  privateKey: string;
}

export interface MeTestSetup {
  sandbox: Sandbox;
  db: TestDatabase;
  conversion: ConversionServices;
  library: LibraryServices;
  /** Segue's base URL. */
  url: string;
  /** Moves Segue's clock (linking tokens, platform token expiry), not the sandbox's. */
  clock: { offsetMs: number };
  /** Task ids handed to the (absent) job queue, in order. */
  queued: string[];
  createApp(name: string): Promise<MeTestApp>;
  /** Links the sandbox user on the platform through the real flow; returns the linking token. */
  link(app: MeTestApp, platform: PlatformKey, email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Segue's linking, library and task routes on one HTTP port, with the real linking service
 * (ES256 tokens, sealed platform tokens, refresh), the conversion engine and the sandbox.
 * Tasks are not queued: tests run them with `conversion.tasks.run`.
 */
export async function startMeTest(): Promise<MeTestSetup> {
  const sandbox = await startSandbox({ seed: 1, recordings: 120 });
  const db = await createTestDatabase();
  const clock = { offsetMs: 0 };

  const landing = await startLandingPage();
  const landingUrl = landing.url;

  const app = express();
  const server = createServer(app);
  const url = await listen(server);
  const platformUrls = sandboxPlatformUrls(sandbox.urls, defaultPlatformUrls()).urls;
  const queued: string[] = [];
  const { conversion, linking, library, platforms } = createServices(
    { pool: db.pool, box: db.box, platformUrls, publicUrl: url },
    {
      now: () => new Date(Date.now() + clock.offsetMs),
      httpLayer: { timeoutMs: 2_000, maxRetries: 2, backoff: { baseMs: 1, capMs: 5, retryAfterCapMs: 20 } },
      sendTask: async (taskId) => {
        queued.push(taskId);
      },
    },
  );
  const rateLimit: express.RequestHandler = (_req, _res, next) => next();
  app.use(jsonBody(1_000_000));
  app.use(linkingRoutes({ linking, apiKeys: db.services.apiKeys, rateLimit, sandbox: true, log: silentLogger }));
  app.use(libraryRoutes({ library: library.reads, convertAndAdd: library.convertAndAdd, linking, apiKeys: db.services.apiKeys, rateLimit }));
  app.use(taskRoutes({ answers: conversion.taskAnswers, apiKeys: db.services.apiKeys, rateLimit }));
  app.use(notFound, errorMiddleware(silentLogger));

  const organization = await db.services.organizations.ensure('Library tests');
  return {
    sandbox,
    db,
    conversion,
    library,
    url,
    clock,
    queued,
    async createApp(name) {
      const created = await db.services.apps.ensure(organization.id, name, [landingUrl]);
      for (const platform of PLATFORM_KEYS) await db.services.integrations.set(created.app.id, platform, sandbox.credentials[platform]);
      return { id: created.app.id, publicKey: created.app.publicKey, privateKey: created.privateKey ?? '' };
    },
    async link(testApp, platform, email) {
      return linkingClient({ url, landingUrl }, testApp).link(platform, email);
    },
    async close() {
      await Promise.all([closeNow(server), landing.close()]);
      await platforms.close();
      await db.close();
      await sandbox.close();
    },
  };
}
