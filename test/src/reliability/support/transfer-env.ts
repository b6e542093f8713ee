import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlatformKey } from '@segue/core';
import type { Transfer } from '@segue/core/schemas';
import type { GroundTruth, SandboxOptions } from '@segue/sandbox';
import { boot, createApp, loadConfig, silentLogger, type Runtime } from '@segue/server';
import { createFlowBrowser } from '../../../../server/test/support/linking/flow-browser';
import { startLandingPage } from '../../../../server/test/support/linking/landing-page';
import { startSegueEnv, type SegueEnv } from './segue-env';
import { sleep } from './task-checks';

export interface TransferEnv {
  env: SegueEnv;
  appId: string;
  userId: string;
  /** Starts a transfer through the front process (which works no job); the transfer id. */
  start(body: { from: PlatformKey; to: PlatformKey }): Promise<string>;
  view(id: string): Promise<Transfer>;
  /** Waits until the transfer is completed or failed. */
  finished(id: string, timeoutMs: number): Promise<Transfer>;
  /** The listener's library on a platform as the simulator holds it now. */
  library(platform: PlatformKey): Promise<TargetLibrary>;
  close(): Promise<void>;
}

export interface TargetLibrary {
  liked: string[];
  albums: string[];
  artists: string[];
  /** Owned playlists: title and recording ids in order. */
  playlists: Array<{ title: string; recordings: string[] }>;
}

/**
 * A Segue env for transfers: the listener linked on the given platforms through the real
 * connect flow of a front process in this test's process. The front serves the API and queues
 * transfers but works no job, so whatever runs a transfer is a worker process the test starts
 * (and kills).
 */
export async function startTransferEnv(
  email: string,
  platforms: readonly PlatformKey[],
  sandbox: SandboxOptions,
  /** Fields added to an integration's sandbox credentials (a granted YouTube quota). */
  extraFields: Partial<Record<PlatformKey, Record<string, string>>> = {},
): Promise<TransferEnv> {
  const env = await startSegueEnv({ sandbox });
  try {
    return await onEnv(env, email, platforms, extraFields);
  } catch (error) {
    // Nothing left running when the start fails (PostgreSQL, simulators, processes).
    await env.close().catch(() => undefined);
    throw error;
  }
}

async function onEnv(env: SegueEnv, email: string, platforms: readonly PlatformKey[], extraFields: Partial<Record<PlatformKey, Record<string, string>>>): Promise<TransferEnv> {
  const landing = await startLandingPage();
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const front: Runtime = await boot({ ...loadConfig(env.env), publicUrl: base }, silentLogger, { jobQueue: true });
  await front.services.transfers.registerJobs(front.jobs!.boss, silentLogger, { work: false });
  server.on('request', createApp({ services: front.services, pool: front.database.pool, config: front.config, log: silentLogger }));
  const { app, privateKey } = await env.admin.services.apps.create({ name: 'Mover app', redirectUrls: [landing.url] });
  for (const platform of platforms) await env.admin.services.integrations.set(app.id, platform, { ...env.sandbox.credentials[platform], ...env.sandbox.oauthClients[platform], ...extraFields[platform] });

  const userId = await linkListener(env, { base, publicKey: app.publicKey, redirectUrl: landing.url }, email, platforms);
  await landing.close();

  const view = async (id: string): Promise<Transfer> => {
    const found = await front.services.transfers.service.get(app.id, id);
    if (!found) throw new Error(`no transfer ${id}`);
    return found;
  };
  return {
    env,
    appId: app.id,
    userId,
    async start(body) {
      const reply = await fetch(`${base}/v1/account/${userId}/transfers`, {
        method: 'POST',
        headers: { 'x-segue-key': privateKey!, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await reply.json()) as { data?: Transfer; message: string };
      if (reply.status !== 201 || !answer.data) throw new Error(`transfer refused: ${reply.status} ${answer.message}`);
      return answer.data.task_id;
    },
    view,
    async finished(id, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const current = await view(id).catch(() => undefined);
        if (current?.status === 'completed' || current?.status === 'failed') return current;
        if (Date.now() > deadline) throw new Error(`transfer ${id} still ${current?.status} (${current?.progress.step})`);
        await sleep(250);
      }
    },
    async library(platform) {
      const truth = (await (await fetch(env.sandbox.catalogUrl)).json()) as GroundTruth;
      const account = truth.users.find((u) => u.email === email)?.accounts[platform];
      if (!account) throw new Error(`${email} has no ${platform} account`);
      const owned = new Set(account.library.owned_playlists);
      return {
        liked: [...account.library.saved_tracks].sort(),
        albums: [...account.library.saved_albums].sort(),
        artists: [...account.library.followed_artists].sort(),
        playlists: truth.playlists
          .filter((p) => p.platform === platform && owned.has(p.platform_id))
          .map((p) => ({ title: p.title, recordings: p.recording_ids }))
          .sort((a, b) => a.title.localeCompare(b.title) || a.recordings.join().localeCompare(b.recordings.join())),
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await front.jobs?.stop().catch(() => undefined);
      await front.close().catch(() => undefined);
      await env.close();
    },
  };
}

/**
 * Links a sandbox listener on each platform through the real connect flow of the front at
 * `front.base`, for the app whose public key is given, in a browser of its own; the Segue user id.
 */
export async function linkListener(env: SegueEnv, front: { base: string; publicKey: string; redirectUrl: string }, email: string, platforms: readonly PlatformKey[]): Promise<string> {
  const browser = createFlowBrowser();
  let userId = '';
  // Apple Music last: its sign-in gives no account id, so the joining cookie makes it this user's.
  for (const platform of [...platforms].sort((a, b) => Number(a === 'applemusic') - Number(b === 'applemusic'))) {
    const connect = new URL(`${front.base}/v1/${platform}/connect`);
    connect.searchParams.set('redirect_url', front.redirectUrl);
    const started = (await (await fetch(connect, { headers: { 'x-segue-public-key': front.publicKey } })).json()) as { data?: { url: string }; message?: string };
    if (!started.data) throw new Error(`connect ${platform}: ${started.message ?? ''}`);
    const approve = new URL(await browser.start(started.data.url));
    approve.searchParams.set('sandbox_user', email);
    let page = await (await browser.follow(approve)).response.text();
    // Outside sandbox mode Apple Music's sign-in is the MusicKit page, whose script posts the
    // Music-User-Token Apple gives it: the test gets one from the simulator and posts it so.
    if (platform === 'applemusic' && page.includes('musickit.js')) page = await postMusicUserToken(browser, page, env, email);
    const landed = (() => {
      try {
        return JSON.parse(page) as { token?: string; error?: string };
      } catch {
        throw new Error(`linking ${platform} ended on a page: ${page.slice(0, 600)}`);
      }
    })();
    if (!landed.token) throw new Error(`linking ${platform} ended without a token: ${JSON.stringify(landed)}`);
    userId = (JSON.parse(Buffer.from(landed.token.split('.')[1]!, 'base64url').toString('utf8')) as { uuid: string }).uuid;
  }
  return userId;
}

/** What the MusicKit page's script does once Apple signed the listener in: posts the token with the state. */
async function postMusicUserToken(browser: ReturnType<typeof createFlowBrowser>, page: string, env: SegueEnv, email: string): Promise<string> {
  const settings = /const settings = (\{.*?\});/s.exec(page)?.[1];
  if (!settings) throw new Error(`not the MusicKit page: ${page.slice(0, 300)}`);
  const { callbackUrl, state } = JSON.parse(settings) as { callbackUrl: string; state: string };
  const listener = env.sandbox.users.find((u) => u.email === email);
  if (!listener) throw new Error(`no sandbox listener ${email}`);
  const grant = env.sandbox.userState.createGrant('applemusic', listener.id, 'sandbox-musickit', []);
  const { accessToken } = env.sandbox.userState.issueTokens(grant, { accessSeconds: 86_400 * 180, refresh: false });
  const form = new URLSearchParams({ music_user_token: accessToken, state });
  const landed = await browser.follow(callbackUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  return landed.response.text();
}
