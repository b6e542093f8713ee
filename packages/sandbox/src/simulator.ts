/**
 * The contract between the sandbox's shared machinery (servers, faults, accounting) and each
 * platform's simulator. A simulator is a set of HTTP request listeners, one per host the real
 * platform uses (Spotify: `api` + `accounts`; TIDAL: `api` + `auth` + `login`; ...), each served
 * on its own loopback port.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Catalog, PlatformKey } from './catalog/model';
import type { MediaRoute } from './platform-kit/media-server';
import type { UserState } from './user-state/user-state';

/** Faults for one platform. Shares are probabilities in 0..1, drawn per request. */
export interface FaultConfig {
  /** Added to every response. */
  latencyMs?: number;
  /** Uniform extra latency in 0..jitterMs. */
  jitterMs?: number;
  /** A fixed window limit: more than `requests` in `windowMs` are refused the platform's way. */
  rateLimit?: { requests: number; windowMs: number };
  /** Share of requests answered with a 5xx (the platform's own error body). */
  errorRate?: number;
  /** Share of requests never answered (until the client gives up). */
  hangRate?: number;
  /** Share of requests answered 200 with a body that is not valid JSON. */
  malformedRate?: number;
  /** Share of requests refused as rate limited regardless of the window (429 storms). */
  rateLimitedRate?: number;
  /**
   * Which of the platform's servers (`api`, `accounts`, `auth`, ...) the faults apply to.
   * Default `['api']`: the catalog host fails while token and login hosts stay reliable.
   */
  servers?: string[];
}

/** How a platform says "too many requests", "server error" and a broken body, in its own format. */
export interface FaultResponder {
  rateLimited(req: IncomingMessage, res: ServerResponse, retryAfterSeconds: number): void;
  serverError(req: IncomingMessage, res: ServerResponse): void;
  malformed(req: IncomingMessage, res: ServerResponse): void;
}

export interface PlatformSimulator {
  platform: PlatformKey;
  /** One listener per host of the real platform, keyed by a short name (`api`, `accounts`, ...). */
  servers: Record<string, RequestListener>;
  faults: FaultResponder;
  /**
   * The credentials a Segue integration needs to talk to this simulator, in the integration's
   * own field names (Spotify/TIDAL `client_id` + `client_secret`; Apple Music `team_id`,
   * `key_id`, `private_key` (PKCS#8 PEM), `storefront`; Deezer `app_id` + `secret`; YouTube
   * Music none).
   */
  credentials: Record<string, string>;
  /**
   * An OAuth client needed only to link users, where the catalog needs none: YouTube Music's
   * Google OAuth `client_id` + `client_secret`. Kept out of `credentials` so an integration that
   * takes no catalog credentials still accepts those.
   */
  oauthClient?: Record<string, string>;
  /**
   * The platform's image and preview hosts its answers point at (`i.scdn.co`, `p.scdn.co`), and
   * the path shapes served there: the sandbox serves generated media at those paths on one
   * loopback port per platform (`Sandbox.mediaHosts`), outside faults and request counts.
   * Optional only for tests' stand-in simulators; every platform's own has it.
   */
  media?: { hosts: readonly string[]; routes: readonly MediaRoute[] };
  /**
   * Labels a request for accounting, e.g. `GET /v1/tracks/{id}`: the endpoint with ids replaced
   * by placeholders, so `stats()` counts per endpoint rather than per URL.
   */
  endpointOf(req: IncomingMessage): string;
}

export interface SimulatorContext {
  catalog: Catalog;
  /** The base URL (`http://127.0.0.1:PORT`) a named server of this platform listens on. */
  url(server: string): string;
  /** Seeded randomness, for anything a simulator must choose. */
  random(): number;
  /** Milliseconds since the epoch; injected so tests can move time. */
  now(): number;
  /** Users' runtime state shared by all simulators: codes, tokens, grants, created playlists (`user-state/README.md`). */
  users: UserState;
}

export type SimulatorFactory = (ctx: SimulatorContext) => PlatformSimulator | Promise<PlatformSimulator>;
