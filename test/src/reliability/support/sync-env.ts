import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlatformKey } from '@segue/core';
import { buildCatalogIndex, generateCatalog, type Catalog, type SandboxOptions, type SandboxUser } from '@segue/sandbox';
import { boot, createApp, loadConfig, silentLogger, type Runtime } from '@segue/server';
import { startLandingPage } from '../../../../server/test/support/linking/landing-page';
import { startSegueEnv, type SegueEnv } from './segue-env';
import { linkListener } from './transfer-env';

/**
 * The sandbox's catalog with listeners added up to `count` who have an account on each of
 * `platforms`: the generated listeners that have them all first, then new ones
 * (`listener7@…`, …) with empty libraries, in the US (where no listing is blocked).
 */
export function catalogWithListeners(count: number, platforms: readonly PlatformKey[]): { catalog: Catalog; emails: string[] } {
  const base = generateCatalog(1);
  const users: SandboxUser[] = [...base.users];
  const fit = (u: SandboxUser) => platforms.every((p) => u.accounts[p]) && u.email.startsWith('listener');
  const emails = users.filter(fit).map((u) => u.email).slice(0, count);
  for (let n = users.filter((u) => u.email.startsWith('listener')).length + 1; emails.length < count; n++) {
    const user: SandboxUser = { id: `usr-s${String(n).padStart(3, '0')}`, email: `listener${n}@sandbox.segue.test`, displayName: `Listener ${n}`, country: 'US', imageSeed: `user-sync-${n}`, accounts: {} };
    for (const [i, platform] of platforms.entries()) {
      // Account ids shaped as each platform draws them: Spotify's base32 strings, numbers elsewhere.
      const id = platform === 'spotify' ? `31synclistener${String(n).padStart(4, '0')}aaaaaaaa` : String(7_100_000_000 + n * 10 + i);
      user.accounts[platform] = { id, username: platform === 'spotify' ? id : `listener${n}`, plan: 'premium', followers: 0, playlistIds: [], savedAlbums: [], followedArtistIds: [], history: [], savedTracks: [] };
    }
    users.push(user);
    emails.push(user.email);
  }
  const arrays = { seed: base.seed, artists: base.artists, albums: base.albums, recordings: base.recordings, playlists: base.playlists, users };
  return { catalog: { ...arrays, index: buildCatalogIndex(arrays) }, emails };
}

/** Recordings a match cannot miss: plain, listed with their own ISRC on both platforms, shared with no other recording, blocked nowhere. */
export function safeRecordings(catalog: Catalog, platforms: readonly PlatformKey[]): string[] {
  const byIsrc = new Map<string, number>();
  for (const r of catalog.recordings) byIsrc.set(r.isrc, (byIsrc.get(r.isrc) ?? 0) + 1);
  return catalog.recordings
    .filter((r) => r.kind === 'plain' && !r.decoyOf && !r.sameAs && byIsrc.get(r.isrc) === 1)
    .filter((r) => platforms.every((p) => r.platforms[p] && r.platforms[p]!.isrc === r.isrc && !r.platforms[p]!.blockedIn?.length))
    .map((r) => r.id);
}

/** Runs `work` over `items`, `width` at a time. */
export async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!, i);
      }
    }),
  );
  return out;
}

export interface SyncApp {
  id: string;
  privateKey: string;
  publicKey: string;
}

export interface SyncEnv {
  env: SegueEnv;
  /** The front's base URL: it serves the API and queues runs, but works no job. */
  base: string;
  apps: SyncApp[];
  /** Links a listener to an app through the real connect flow; the Segue user id. */
  link(app: SyncApp, email: string): Promise<string>;
  /** A call to the front's API with the app's private key; the reply's status and body. */
  call<T>(app: SyncApp, method: string, path: string, body?: unknown): Promise<{ status: number; data?: T; message?: string }>;
  close(): Promise<void>;
}

/** A Segue env for syncs: `apps` apps with integrations on `platforms`, a front process in this test's process (no job worked). */
export async function startSyncEnv(apps: number, platforms: readonly PlatformKey[], sandbox: SandboxOptions): Promise<SyncEnv> {
  const env = await startSegueEnv({ sandbox });
  const landing = await startLandingPage();
  const server = createServer();
  let front: Runtime | undefined;
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await landing.close();
    await front?.jobs?.stop().catch(() => undefined);
    await front?.close().catch(() => undefined);
    await env.close();
  };
  try {
    server.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    front = await boot({ ...loadConfig(env.env), publicUrl: base }, silentLogger, { jobQueue: true });
    await front.services.syncs.registerJobs(front.jobs!.boss, silentLogger, { work: false });
    server.on('request', createApp({ services: front.services, pool: front.database.pool, config: front.config, log: silentLogger }));
    const made: SyncApp[] = [];
    for (let i = 0; i < apps; i++) {
      const { app, privateKey } = await env.admin.services.apps.create({ name: `Sync app ${i + 1}`, redirectUrls: [landing.url] });
      for (const platform of platforms) await env.admin.services.integrations.set(app.id, platform, { ...env.sandbox.credentials[platform], ...env.sandbox.oauthClients[platform] });
      made.push({ id: app.id, privateKey: privateKey!, publicKey: app.publicKey });
    }
    return {
      env,
      base,
      apps: made,
      link: (app, email) => linkListener(env, { base, publicKey: app.publicKey, redirectUrl: landing.url }, email, platforms),
      async call<T>(app: SyncApp, method: string, path: string, body?: unknown) {
        const reply = await fetch(`${base}${path}`, {
          method,
          headers: { 'x-segue-key': app.privateKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const answer = (await reply.json()) as { data?: T; message?: string };
        return { status: reply.status, ...answer };
      },
      close,
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
