/**
 * Starts a set of simulators on loopback ports around one catalog, with faults and accounting in
 * front of every API host. `startSandbox` calls it with the five platforms; tests can pass their
 * own factories.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { catalogServer } from './catalog-server';
import type { Catalog, PlatformKey, SandboxUser } from './catalog/model';
import { generateCatalog } from './catalog/generate-catalog';
import { createFaultGate, type FaultGate } from './fault-gate';
import { listenLoopback } from './loopback-server';
import { mediaServer } from './platform-kit/media-server';
import { startPlatformPages } from './platform-pages/platform-pages-server';
import { shortenerServer } from './shorteners/shortener-server';
import { createRequestStats, type SandboxStats } from './request-stats';
import { createSeededRandom } from './seeded-random';
import type { FaultConfig, PlatformSimulator, SimulatorFactory } from './simulator';
import { createUserState, type UserState } from './user-state/user-state';

export interface SandboxOptions {
  /** Catalog seed (default 1). */
  seed?: number;
  /** Original recordings in the catalog (default 6,000). */
  recordings?: number;
  /** Faults to start with, per platform; change them later with `setFaults`. */
  faults?: Partial<Record<PlatformKey, FaultConfig>>;
  /** Clock for token expiry and rate-limit windows (default `Date.now`). */
  now?: () => number;
  /** Use this catalog instead of generating one (then `seed` and `recordings` are ignored). */
  catalog?: Catalog;
  /**
   * The YouTube Data API's units a day (default 10,000, Google's default per project): more
   * stands for a project Google granted an extension after its audit (`startSandbox` only).
   */
  youtubeDailyQuota?: number;
  /**
   * Fixed ports from this one up, so processes started later can be given the URLs: the control
   * host (ground truth, `/__stats`, `/_sandbox/faults`) on `portBase`, the link shorteners on the
   * next, then each platform's hosts in platform order. Free ports otherwise.
   */
  portBase?: number;
}

export interface Sandbox {
  /** Base URL of each host of each platform, e.g. `urls.spotify.accounts`. */
  urls: Record<PlatformKey, Record<string, string>>;
  /**
   * Each image and preview host the simulators' answers point at (`i.scdn.co`) → the loopback
   * base URL serving generated media at the same paths (`http://127.0.0.1:PORT`).
   */
  mediaHosts: Record<string, string>;
  /** Serves the ground truth JSON; `${catalogUrl}/__stats` the request counts. */
  catalogUrl: string;
  /** Every link shortener, the real host as the first path segment: `${shortenerUrl}/spotify.link/Xq3…`. */
  shortenerUrl: string;
  /**
   * Stand-in pages of the platforms' sites (`platform-pages/`): `url` the links page to
   * right-click; `chromiumFlags` open the real addresses (`https://open.spotify.com/track/…`)
   * on this site in a Chromium with its own profile.
   */
  platformPages: { url: string; hostResolverRules: string; chromiumFlags: string[] };
  credentials: Record<PlatformKey, Record<string, string>>;
  /** OAuth clients needed only for linking (YouTube Music's Google client: `client_id`, `client_secret`). */
  oauthClients: Partial<Record<PlatformKey, Record<string, string>>>;
  catalog: Catalog;
  /** The sandbox's listeners (`catalog.users`): e-mail, platform accounts and libraries. */
  users: SandboxUser[];
  /** Runtime user state: tokens, grants, created playlists; e.g. `userState.expireTokens(userId, 'spotify')`. */
  userState: UserState;
  stats(): SandboxStats;
  setFaults(platform: PlatformKey, faults: FaultConfig | null): void;
  /** The faults in force, per platform with any. */
  faults(): Partial<Record<PlatformKey, FaultConfig>>;
  resetStats(): void;
  /** Ends hung and open connections and frees every port. */
  close(): Promise<void>;
}

function safeEndpoint(simulator: PlatformSimulator, req: IncomingMessage): string {
  try {
    return simulator.endpointOf(req);
  } catch {
    return `${req.method ?? 'GET'} (unlabelled)`;
  }
}

/** A simulator bug must not take the process down: answer a bare 500 and say what broke. */
function failed(res: ServerResponse, error: unknown): void {
  console.error('sandbox simulator error:', error);
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
  if (!res.writableEnded) res.end('simulator error');
}

export async function launchSimulators(
  factories: Partial<Record<PlatformKey, SimulatorFactory>>,
  options: SandboxOptions = {},
): Promise<Sandbox> {
  const seed = options.seed ?? 1;
  const catalog = options.catalog ?? generateCatalog(seed, options.recordings === undefined ? {} : { recordings: options.recordings });
  const now = options.now ?? Date.now;
  const userState = createUserState(catalog, now);
  const root = createSeededRandom(seed);
  const stats = createRequestStats(now);
  const listening: { close(): Promise<void> }[] = [];
  const gates = new Map<PlatformKey, FaultGate>();
  const faults: Partial<Record<PlatformKey, FaultConfig>> = {};
  let nextPort = options.portBase === undefined ? undefined : options.portBase + 2;
  const port = (): number => (nextPort === undefined ? 0 : nextPort++);
  const setFaults = (platform: PlatformKey, config: FaultConfig | null): void => {
    const gate = gates.get(platform);
    if (!gate) throw new Error(`no simulator for ${platform}`);
    gate.configure(config);
    if (config) faults[platform] = structuredClone(config);
    else delete faults[platform];
  };
  const urls = {} as Record<PlatformKey, Record<string, string>>;
  const credentials = {} as Record<PlatformKey, Record<string, string>>;
  const oauthClients: Partial<Record<PlatformKey, Record<string, string>>> = {};
  const mediaHosts: Record<string, string> = {};

  const close = async (): Promise<void> => {
    for (const gate of gates.values()) gate.dispose();
    await Promise.all(listening.splice(0).map((s) => s.close()));
  };

  try {
    const platforms = PLATFORM_KEYS.filter((p) => factories[p]);
    const simulators = await Promise.all(
      platforms.map(async (platform) => {
        const factory = factories[platform] as SimulatorFactory;
        const random = root.fork(`simulator:${platform}`);
        const simulator = await factory({
          catalog,
          url: (server) => {
            const url = urls[platform]?.[server];
            if (!url) throw new Error(`${platform} has no server "${server}" listening (yet)`);
            return url;
          },
          random: random.next,
          now,
          users: userState,
        });
        return simulator;
      }),
    );

    for (const simulator of simulators) {
      const platform = simulator.platform;
      const gate = createFaultGate({
        responder: simulator.faults,
        random: root.fork(`faults:${platform}`),
        now,
        onFault: (kind) => stats.fault(platform, kind),
      });
      gates.set(platform, gate);
      setFaults(platform, options.faults?.[platform] ?? null);
      urls[platform] = {};
      credentials[platform] = { ...simulator.credentials };
      if (simulator.oauthClient) oauthClients[platform] = { ...simulator.oauthClient };
      for (const [name, listener] of Object.entries(simulator.servers)) {
        const guarded = gate.wrap(listener, name);
        const counted: RequestListener = (req, res) => {
          stats.count(platform, safeEndpoint(simulator, req));
          try {
            const result: unknown = guarded(req, res);
            if (result instanceof Promise) result.catch((error: unknown) => failed(res, error));
          } catch (error) {
            failed(res, error);
          }
        };
        const server = await listenLoopback(counted, port());
        listening.push(server);
        urls[platform][name] = server.url;
      }
      if (simulator.media) {
        const media = await listenLoopback(mediaServer(simulator.media.routes));
        listening.push(media);
        for (const host of simulator.media.hosts) mediaHosts[host] = media.url;
      }
    }

    const control = { faults: () => structuredClone(faults), setFaults };
    const catalogHost = await listenLoopback(catalogServer(userState, () => stats.snapshot(), control), options.portBase ?? 0);
    listening.push(catalogHost);
    const shortener = await listenLoopback(shortenerServer(catalog), options.portBase === undefined ? 0 : options.portBase + 1);
    listening.push(shortener);
    const pages = await startPlatformPages(catalog);
    listening.push(pages);

    return {
      urls,
      mediaHosts,
      catalogUrl: catalogHost.url,
      shortenerUrl: shortener.url,
      platformPages: { url: `${pages.url}/`, hostResolverRules: pages.hostResolverRules, chromiumFlags: pages.chromiumFlags },
      credentials,
      oauthClients,
      catalog,
      users: catalog.users,
      userState,
      stats: () => stats.snapshot(),
      setFaults,
      faults: () => structuredClone(faults),
      resetStats: () => stats.reset(),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
