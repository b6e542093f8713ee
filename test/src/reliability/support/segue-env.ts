import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { startSandbox, type Sandbox, type SandboxOptions } from '@segue/sandbox';
import { boot, loadConfig, silentLogger, type Runtime } from '@segue/server';
import { startExternalPostgres, type ExternalPostgres } from './external-postgres';
import { startSegueProcess, type SegueProcess } from './segue-process';
import { platformRecord } from '../../../../server/src/platforms/registry';

export interface AppKeys {
  id: string;
  publicKey: string;
  privateKey: string;
  redirectUrl: string;
}

export interface SegueEnv {
  postgres: ExternalPostgres;
  sandbox: Sandbox;
  /** A Segue runtime in this process on the same database: services and SQL for checks. */
  admin: Runtime;
  env: Record<string, string>;
  apps: { a: AppKeys; b: AppKeys };
  processes: SegueProcess[];
  start(mode: 'server' | 'worker', extra?: Record<string, string>): Promise<SegueProcess>;
  close(): Promise<void>;
}

// The `SEGUE_<PLATFORM>_<HOST>_URL` variable of each simulator host (docs/self-hosting.md, "Configuration").
/** The configuration variable of a platform's host, as the platform's record names it (`SEGUE_YTMUSIC_DATA_API_URL` for YouTube's `data`). */
const variable = (platform: PlatformKey, host: string): string => {
  const urls = platformRecord(platform).urls as Record<string, { variable: string } | undefined>;
  const setting = urls[host];
  if (!setting) throw new Error(`${platform} has no host ${host} to configure`);
  return setting.variable;
};

/**
 * A self-hosted Segue as an operator runs it: an external PostgreSQL, the platform simulators
 * (in this process, so faults can be set and their counts outlive any Segue process), one
 * secret key shared by every process, and two apps with every integration. Servers and workers
 * are started on demand as real child processes.
 */
export async function startSegueEnv(options: { sandbox?: SandboxOptions; env?: Record<string, string> } = {}): Promise<SegueEnv> {
  const postgres = await startExternalPostgres();
  const sandbox = await startSandbox(options.sandbox ?? {});
  const dir = await mkdtemp(path.join(tmpdir(), 'segue-env-'));
  await chmod(dir, 0o711);
  const env: Record<string, string> = {
    SEGUE_DATABASE_URL: postgres.url,
    SEGUE_DATA_DIR: dir,
    SEGUE_SECRET_KEY: randomBytes(32).toString('base64'),
    SEGUE_RATE_LIMIT: '1000000',
    // These runs queue dozens of tasks from one app on purpose; fair-shares sets its own limit.
    SEGUE_TASKS_PER_APP: '1000',
    SEGUE_WEBHOOK_ALLOW_PRIVATE: '1',
    ...options.env,
  };
  for (const [platform, hosts] of Object.entries(sandbox.urls) as Array<[PlatformKey, Record<string, string>]>) {
    for (const [host, url] of Object.entries(hosts)) env[variable(platform, host)] = url;
  }
  const admin = await boot(loadConfig(env), silentLogger);
  const makeApp = async (name: string, redirectUrl: string): Promise<AppKeys> => {
    const { app, privateKey } = await admin.services.apps.create({ name, redirectUrls: [redirectUrl] });
    for (const platform of PLATFORM_KEYS) {
      const credentials = sandbox.credentials[platform];
      if (credentials) await admin.services.integrations.set(app.id, platform, credentials);
    }
    if (!privateKey) throw new Error('a new app came without its private key');
    return { id: app.id, publicKey: app.publicKey, privateKey, redirectUrl };
  };
  const apps = { a: await makeApp('App A', 'https://a.example/callback'), b: await makeApp('App B', 'https://b.example/cb') };
  const processes: SegueProcess[] = [];
  return {
    postgres,
    sandbox,
    admin,
    env,
    apps,
    processes,
    async start(mode, extra = {}) {
      const started = await startSegueProcess(mode, { ...env, ...extra });
      processes.push(started);
      return started;
    },
    async close() {
      await Promise.all(processes.map((entry) => entry.kill('SIGKILL')));
      await admin.close().catch(() => undefined);
      await sandbox.close();
      await postgres.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
