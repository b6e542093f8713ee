import { createServer } from 'node:http';
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { createYtMusicSimulator, launchSimulators, platforms as simulators, type GroundTruth, type Sandbox } from '@segue/sandbox';
import express from 'express';
import { createServices, type Services } from '../../../src/composition/create-services';
import { errorMiddleware, notFound } from '../../../src/http/error-middleware';
import { jsonBody } from '../../../src/http/json-body';
import { linkingRoutes } from '../../../src/linking/linking.routes';
import { silentLogger } from '../../../src/runtime/logger';
import { sandboxPlatformUrls } from '../../../src/sandbox/sandbox-platform-urls';
import type { DailyQuota } from '../../../src/library-writes/quota-ledger';
import { defaultPlatformUrls } from '../linking/default-platform-urls';
import { closeNow, listenOnLoopback, startLandingPage } from '../linking/landing-page';
import { claimsOf, linkingClient } from '../linking/linking-client';
import { createFlowBrowser } from '../linking/flow-browser';
import { createTestDatabase, type TestDatabase } from '../test-database';

export interface TransferTestSetup {
  sandbox: Sandbox;
  db: TestDatabase;
  services: Services;
  appId: string;
  /** The listener's Segue user id, linked on the platforms asked for. */
  userId: string;
  /** One clock for Segue and the simulators (token expiry, rate windows, YouTube's quota day). */
  now(): number;
  advance(ms: number): void;
  /** Transfer ids handed to the (absent) job queue, with the time the attempt was asked for. */
  queued: Array<{ id: string; startAfter?: Date }>;
  /** Sync runs handed to the (absent) job queue. */
  syncRuns: string[];
  /** The listener's library on a platform, as the simulator holds it now. */
  truth(platform: PlatformKey): Promise<GroundTruth['users'][number]['accounts'][PlatformKey] & object>;
  playlist(platform: PlatformKey, platformId: string): Promise<string[] | undefined>;
  close(): Promise<void>;
}

/**
 * Transfers on the real composition root: the simulators (YouTube's with the given daily quota)
 * and Segue on one movable clock, the listener linked through the real connect flow. Attempts
 * are not queued: tests run them with `services.transfers.run`, as the job does.
 */
export async function startTransferTest(options: {
  email: string;
  platforms: readonly PlatformKey[];
  youtubeDailyQuota?: number;
  transferQuotas?: Partial<Record<PlatformKey, DailyQuota>>;
  startAt?: number;
}): Promise<TransferTestSetup> {
  let offset = options.startAt === undefined ? 0 : options.startAt - Date.now();
  const now = () => Date.now() + offset;
  const factories = options.youtubeDailyQuota === undefined ? simulators : { ...simulators, ytmusic: createYtMusicSimulator({ youtubeDailyQuota: options.youtubeDailyQuota }) };
  const sandbox = await launchSimulators(factories, { seed: 1, recordings: 120, now });
  const db = await createTestDatabase();
  const landing = await startLandingPage();
  const app = express();
  const server = createServer(app);
  const url = await listenOnLoopback(server);
  const queued: TransferTestSetup['queued'] = [];
  const syncRuns: string[] = [];
  const services = createServices(
    { pool: db.pool, box: db.box, platformUrls: sandboxPlatformUrls(sandbox.urls, defaultPlatformUrls()).urls, publicUrl: url },
    {
      now: () => new Date(now()),
      httpLayer: {
        now,
        timeoutMs: 5_000,
        maxRetries: 2,
        backoff: { baseMs: 1, capMs: 5, retryAfterCapMs: 20 },
        budgets: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, { concurrency: 8, requests: 100_000, intervalMs: 1_000 }])),
      },
      sendTransfer: async (id, { startAfter }) => {
        queued.push({ id, ...(startAfter ? { startAfter } : {}) });
      },
      sendSync: async (id) => {
        syncRuns.push(id);
      },
      ...(options.transferQuotas ? { transferQuotas: options.transferQuotas } : {}),
    },
  );
  const rateLimit: express.RequestHandler = (_req, _res, next) => next();
  app.use(jsonBody(1_000_000));
  app.use(linkingRoutes({ linking: services.linking, apiKeys: db.services.apiKeys, rateLimit, sandbox: true, log: silentLogger }));
  app.use(notFound, errorMiddleware(silentLogger));

  const organization = await db.services.organizations.ensure('Transfer tests');
  const created = await db.services.apps.ensure(organization.id, 'Mover', [landing.url]);
  for (const platform of PLATFORM_KEYS) await db.services.integrations.set(created.app.id, platform, { ...sandbox.credentials[platform], ...sandbox.oauthClients[platform] });
  const client = linkingClient({ url, landingUrl: landing.url }, { publicKey: created.app.publicKey, privateKey: created.privateKey ?? '' });
  // One browser: its joining cookie makes the links one user.
  const browser = createFlowBrowser();
  let userId = '';
  for (const platform of options.platforms) userId = claimsOf(await client.link(platform, options.email, undefined, browser)).uuid;

  const live = async (): Promise<GroundTruth> => (await (await fetch(sandbox.catalogUrl)).json()) as GroundTruth;
  return {
    sandbox,
    db,
    services,
    appId: created.app.id,
    userId,
    now,
    advance(ms) {
      offset += ms;
    },
    queued,
    syncRuns,
    async truth(platform) {
      const account = (await live()).users.find((u) => u.email === options.email)?.accounts[platform];
      if (!account) throw new Error(`${options.email} has no ${platform} account`);
      return account;
    },
    async playlist(platform, platformId) {
      return (await live()).playlists.find((p) => p.platform === platform && p.platform_id === platformId)?.recording_ids;
    },
    async close() {
      await Promise.all([closeNow(server), landing.close()]);
      await services.platforms.close();
      await db.close();
      await sandbox.close();
    },
  };
}
