import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../../src/support/server-process';

export interface SandboxFile {
  base_url: string;
  app: { id: string; public_key: string; private_key: string; redirect_url: string };
  catalog_url: string;
}

export interface SandboxServer {
  server: ServerProcess;
  sandbox: SandboxFile;
  dataDir: string;
  stop(): Promise<void>;
}

/** `SEGUE_SANDBOX=1 pnpm start` in a child process on a free port and a fresh data directory. */
export async function startSandboxServer(env: Record<string, string> = {}): Promise<SandboxServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segue-e2e-data-'));
  const server = await startServerProcess({ ...env, SEGUE_SANDBOX: '1', SEGUE_DATA_DIR: dataDir }, 90_000);
  const sandbox = JSON.parse(readFileSync(path.join(dataDir, 'sandbox.json'), 'utf8')) as SandboxFile;
  return {
    server,
    sandbox,
    dataDir,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface PlatformEntry {
  id: string;
  url: string;
  title: string;
  artists?: string[];
}

export interface GroundTruth {
  recordings: { id: string; title: string; decoy_of: string | null; platforms: Record<string, PlatformEntry | undefined> }[];
  playlists: { id: string; platform: string; url: string; title: string; recording_ids: string[] }[];
  users: unknown;
}

/** The simulators' ground truth: what a conversion must find. */
export async function readGroundTruth(catalogUrl: string): Promise<GroundTruth> {
  const response = await fetch(catalogUrl);
  if (!response.ok) throw new Error(`catalog answered ${response.status}`);
  return (await response.json()) as GroundTruth;
}
