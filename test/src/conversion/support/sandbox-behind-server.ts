import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { startSandbox, type FaultConfig, type Sandbox, type SandboxOptions } from '@segue/sandbox';
import { boot, loadConfig, silentLogger } from '@segue/server';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { segueApi, type SegueApi } from './segue-api';

// The `SEGUE_<PLATFORM>_<HOST>_URL` variable of each simulator host (docs/self-hosting.md, "Configuration").
const variable = (platform: string, host: string) => `SEGUE_${platform.toUpperCase()}_${host.toUpperCase()}_URL`;

export interface SandboxBehindServer {
  sandbox: Sandbox;
  dir: string;
  env: Record<string, string>;
  publicKey: string;
  server: ServerProcess;
  /** The API of the current server process. */
  readonly api: SegueApi;
  /** Starts the server process again on the same data directory (after a kill, say). */
  restart(): Promise<ServerProcess>;
  setFaults(faults: Partial<Record<PlatformKey, FaultConfig>>): void;
  /** The states of a playlist task's pg-boss jobs, straight from the database. */
  playlistJobStates(taskId: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The simulators in this process (so faults and latency can be set, and their request counts
 * outlive a server restart) behind a real server process pointed at them through the
 * SEGUE_*_URL variables, with an app whose integrations carry the simulators' credentials.
 */
export async function startSandboxBehindServer(options: SandboxOptions = {}, env: Record<string, string> = {}, nodeArgs: readonly string[] = []): Promise<SandboxBehindServer> {
  const sandbox = await startSandbox(options);
  const dir = await mkdtemp(path.join(tmpdir(), 'segue-conversion-'));
  await chmod(dir, 0o711);
  const urlEnv: Record<string, string> = {};
  for (const [platform, hosts] of Object.entries(sandbox.urls)) {
    for (const [host, url] of Object.entries(hosts as Record<string, string>)) urlEnv[variable(platform, host)] = url;
  }
  const processEnv = { SEGUE_DATA_DIR: dir, SEGUE_RATE_LIMIT: '1000000', ...urlEnv, ...env };
  const start = () => startServerProcess(processEnv, undefined, nodeArgs);
  let server = await start();
  const admin = await boot(loadConfig({ SEGUE_DATA_DIR: dir, ...urlEnv }), silentLogger);
  let publicKey: string;
  try {
    const { app } = await admin.services.apps.create({ name: 'Conversion checks' });
    for (const platform of PLATFORM_KEYS) {
      const credentials = sandbox.credentials[platform];
      if (!credentials) throw new Error(`the sandbox gave no credentials for ${platform}`);
      await admin.services.integrations.set(app.id, platform, credentials);
    }
    publicKey = app.publicKey;
  } catch (error) {
    await admin.close();
    throw error;
  }
  return {
    sandbox,
    dir,
    env: processEnv,
    publicKey,
    get server() {
      return server;
    },
    get api() {
      return segueApi(server.url, publicKey);
    },
    async restart() {
      server = await start();
      return server;
    },
    setFaults(faults) {
      for (const [platform, config] of Object.entries(faults)) sandbox.setFaults(platform as PlatformKey, config);
    },
    async playlistJobStates(taskId) {
      const result = await admin.database.pool.query<{ state: string }>(
        `SELECT state::text AS state FROM pgboss.job WHERE name = 'playlist-conversion' AND singleton_key = $1`,
        [taskId],
      );
      return result.rows.map((row) => row.state);
    },
    async close() {
      if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
      await admin.close();
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
