/**
 * Segue's configuration, parsed once from the environment (docs/self-hosting.md, "Configuration").
 * This is the only module that reads `process.env`; everything else receives a `Config`.
 */
import path from 'node:path';
import { isIP } from 'node:net';
import type { PlatformKey } from '@segue/core';
import { z } from 'zod';
import { ConfigError } from './errors/config-error';
import type { PlatformUrls } from './platforms/registry';
import { PLATFORM_URL_SETTINGS } from './platforms/platform-settings';

export type Env = Record<string, string | undefined>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /**
   * SEGUE_HOST: the address the HTTP server binds. Undefined means every interface (Node's
   * default), which is what a server behind a proxy on another host or in a container needs.
   */
  host: string | undefined;
  /** Externally visible base URL, without a trailing slash. */
  publicUrl: string;
  /** External PostgreSQL; undefined means embedded PostgreSQL in `dataDir/pg`. */
  databaseUrl: string | undefined;
  /** Absolute path of the data directory. */
  dataDir: string;
  /** 32-byte key; undefined means "generated once into the data directory". */
  secretKey: Buffer | undefined;
  sandbox: boolean;
  /** SEGUE_WEBHOOK_ALLOW_PRIVATE: webhooks may go to loopback and private addresses (tests, a LAN). */
  webhookAllowPrivate: boolean;
  /** Requests per app per minute, shared by every process on the database. */
  rateLimitPerMinute: number;
  /** SEGUE_RATE_LIMIT_PUBLIC: the same for requests with the app's public key, a budget of its own. */
  rateLimitPublicPerMinute: number;
  /** SEGUE_RATE_LIMIT_PER_IP: requests per client address per minute on routes without an API key. */
  rateLimitPerIpPerMinute: number;
  /** SEGUE_TRUST_PROXY: Express's `trust proxy` (hop count or addresses), false when unset. */
  trustProxy: TrustProxy;
  /** Largest accepted JSON body, in bytes. */
  bodyLimitBytes: number;
  /** SEGUE_TASKS_PER_APP: unfinished (queued or running) playlist tasks one app may have. */
  tasksPerApp: number;
  /** SEGUE_TASK_CHUNK_TRACKS: tracks a playlist task works before it lets other tasks run. */
  taskChunkTracks: number;
  platformUrls: PlatformUrls;
  /** Set by sandbox mode only (never from the environment): short links are followed through this shortener simulator. */
  shortenerUrl?: string;
  /** Set by sandbox mode only (never from the environment): what apps made on the dashboard get. */
  sandboxApps?: SandboxApps;
  /** SEGUE_SMTP_URL: where password reset e-mails are sent (`smtp://` or `smtps://`); undefined: no e-mail. */
  smtpUrl: string | undefined;
  /** SEGUE_MAIL_FROM: the sender of those e-mails. */
  mailFrom: string;
  /** SEGUE_SIGNUP: `open` lets anyone create a dashboard account; `invite` only invited addresses (and the first account). */
  signup: 'open' | 'invite';
  /**
   * SEGUE_METRICS_TOKEN: the bearer token `GET /metrics` asks for; undefined leaves metrics off
   * (`/metrics` answers 404 and nothing is counted).
   */
  metricsToken: string | undefined;
  /** SEGUE_METRICS_PORT: where a worker (which has no HTTP server) serves `/metrics`; 9464 by default. */
  metricsPort: number;
}

/** What sandbox mode gives the apps created while it runs. */
export interface SandboxApps {
  /** The simulators' credentials per platform, OAuth clients for linking included. */
  credentials: Partial<Record<PlatformKey, Record<string, string>>>;
  /** A track link per platform that the simulators know, for the dashboard's first-request example. */
  exampleLinks: Partial<Record<PlatformKey, string>>;
}

/** Which proxies may tell the client's address in `X-Forwarded-For` (https://expressjs.com/en/guide/behind-proxies.html). */
export type TrustProxy = false | number | string[];

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
    } catch {
      return false;
    }
  }, 'must be a postgres:// or postgresql:// URL');

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole port number')
  .min(0, 'must be a port number between 0 and 65535')
  .max(65535, 'must be a port number between 0 and 65535');

// An address (`127.0.0.1`, `::`, `0.0.0.0`) or a host name that resolves to one (`localhost`).
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const listenHost = z
  .string()
  .trim()
  .refine((value) => isIP(value) !== 0 || HOST_NAME.test(value), 'must be an address to listen on, such as 127.0.0.1, 0.0.0.0 or ::');

const secretKey = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : Buffer.alloc(0);
    if (bytes.length !== 32) {
      ctx.addIssue({ code: 'custom', message: 'must be 32 bytes in base64 (try: openssl rand -base64 32)' });
      return z.NEVER;
    }
    return bytes;
  });

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['', '0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(value), 'must be 1 or 0')
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const positiveInt = z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1');

// Express's names for ranges (loopback, linklocal, uniquelocal), addresses and CIDR ranges.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string): boolean => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

// Not `true` (trust every hop): the left-most X-Forwarded-For entry is whatever the client wrote.
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
    if (entries.every(isProxyEntry)) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be a hop count or a comma-separated list of proxy addresses, CIDR ranges or loopback' });
    return z.NEVER;
  });

const smtpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an smtp:// or smtps:// URL, such as smtps://user:password@mail.example.com:465');

// Long enough that it cannot be guessed: it guards figures about every app on the install.
const metricsToken = z.string().trim().min(16, 'must be at least 16 characters (try: openssl rand -hex 32)').max(512, 'must be at most 512 characters');

const nodeEnv = z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' });

/** Parses one variable; a failure becomes `NAME <problem>, got "<value>"`. */
function read<T>(env: Env, name: string, schema: z.ZodType<T>, fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problem = result.error.issues[0]?.message ?? 'is not valid';
  // A secret must not end up in a terminal or a log, even when it is malformed.
  const shown = name === 'SEGUE_SECRET_KEY' || name === 'SEGUE_SMTP_URL' || name === 'SEGUE_METRICS_TOKEN' ? `${raw.length} characters` : `"${raw}"`;
  throw new ConfigError(`${name} ${problem}, got ${shown}`);
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const environment = read(env, 'NODE_ENV', nodeEnv, 'development');
  const listenPort = read(env, 'PORT', port, 8787);
  const publicUrl = read(env, 'SEGUE_PUBLIC_URL', httpUrl, undefined as string | undefined);
  const key = read(env, 'SEGUE_SECRET_KEY', secretKey, undefined as Buffer | undefined);

  if (environment === 'production') {
    // In production a generated key in a data directory that may be lost, or callbacks built on
    // 127.0.0.1, would break every stored secret and every OAuth flow: refuse to guess.
    if (key === undefined) throw new ConfigError('SEGUE_SECRET_KEY must be set when NODE_ENV=production (try: openssl rand -base64 32)');
    if (publicUrl === undefined) throw new ConfigError('SEGUE_PUBLIC_URL must be set when NODE_ENV=production');
    // Sandbox mode hands out test keys and accepts private webhook receivers: never in production.
    if (read(env, 'SEGUE_SANDBOX', flag, false)) throw new ConfigError('SEGUE_SANDBOX=1 is refused when NODE_ENV=production: sandbox mode is for development and tests');
  }

  const platformUrls = {} as Record<string, Record<string, string>>;
  for (const setting of PLATFORM_URL_SETTINGS) {
    const value = read(env, setting.variable, httpUrl, setting.fallback);
    (platformUrls[setting.platform] ??= {})[setting.name] = trimSlash(value);
  }

  const sandbox = read(env, 'SEGUE_SANDBOX', flag, false);
  const rateLimit = read(env, 'SEGUE_RATE_LIMIT', positiveInt, 600);
  const finalPublicUrl = trimSlash(publicUrl ?? `http://127.0.0.1:${listenPort}`);
  return {
    nodeEnv: environment,
    port: listenPort,
    // Sandbox mode hands its keys to anyone who can read sandbox.json and makes every dashboard
    // account an owner: it answers this machine only unless told otherwise.
    host: read(env, 'SEGUE_HOST', listenHost, sandbox ? '127.0.0.1' : undefined),
    publicUrl: finalPublicUrl,
    databaseUrl: read(env, 'SEGUE_DATABASE_URL', postgresUrl, undefined as string | undefined),
    dataDir: path.resolve(cwd, read(env, 'SEGUE_DATA_DIR', z.string().trim(), './.segue')),
    secretKey: key,
    sandbox,
    webhookAllowPrivate: read(env, 'SEGUE_WEBHOOK_ALLOW_PRIVATE', flag, false),
    rateLimitPerMinute: rateLimit,
    rateLimitPublicPerMinute: read(env, 'SEGUE_RATE_LIMIT_PUBLIC', positiveInt, rateLimit),
    rateLimitPerIpPerMinute: read(env, 'SEGUE_RATE_LIMIT_PER_IP', positiveInt, rateLimit),
    trustProxy: read(env, 'SEGUE_TRUST_PROXY', trustProxy, false as TrustProxy),
    bodyLimitBytes: read(env, 'SEGUE_BODY_LIMIT', positiveInt, 100 * 1024),
    tasksPerApp: read(env, 'SEGUE_TASKS_PER_APP', positiveInt, 5),
    taskChunkTracks: read(env, 'SEGUE_TASK_CHUNK_TRACKS', positiveInt, 100),
    platformUrls: platformUrls as unknown as PlatformUrls,
    smtpUrl: read(env, 'SEGUE_SMTP_URL', smtpUrl, undefined as string | undefined),
    mailFrom: read(env, 'SEGUE_MAIL_FROM', z.string().trim().max(320, 'is too long'), `Segue <segue@${new URL(finalPublicUrl).hostname}>`),
    signup: read(env, 'SEGUE_SIGNUP', z.enum(['open', 'invite'], { error: 'must be open or invite' }), environment === 'production' ? 'invite' : 'open'),
    metricsToken: read(env, 'SEGUE_METRICS_TOKEN', metricsToken, undefined as string | undefined),
    // 9464: the port the Prometheus project's list of default ports gives Node exporters.
    metricsPort: read(env, 'SEGUE_METRICS_PORT', port, 9464),
  };
}
