import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../../src/support/server-process';

export interface SandboxFile {
  base_url: string;
  app: { id: string; public_key: string; private_key: string; redirect_url: string };
  catalog_url: string;
  /** The links page of the sandbox's stand-in platform pages. */
  platform_pages_url: string;
  /** Chromium flags that open the platforms' real addresses on those pages. */
  platform_pages_chromium_flags: string[];
}

export interface SandboxServer {
  server: ServerProcess;
  sandbox: SandboxFile;
  dataDir: string;
  stop(): Promise<void>;
}

/** A port free right now (the server is told it, rather than PORT=0, so the links it builds carry it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `SEGUE_SANDBOX=1 pnpm start` in a child process on a free port and a fresh data directory. */
export async function startSandboxServer(env: Record<string, string> = {}): Promise<SandboxServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segue-e2e-data-'));
  const port = String(await freePort());
  const server = await startServerProcess({ ...env, PORT: port, SEGUE_SANDBOX: '1', SEGUE_DATA_DIR: dataDir }, 90_000);
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
  /** Tracks: the platform's id of the album it is on. */
  album_id?: string;
}

export interface GroundTruth {
  recordings: {
    id: string;
    title: string;
    decoy_of: string | null;
    platforms: Record<string, PlatformEntry | undefined>;
    /** Per platform, the listing id a conversion must return there (null: none is right). */
    expected: Record<string, string | null>;
  }[];
  playlists: { id: string; platform: string; url: string; title: string; recording_ids: string[] }[];
  users: unknown;
}

/** The simulators' ground truth: what a conversion must find. */
export async function readGroundTruth(catalogUrl: string): Promise<GroundTruth> {
  const response = await fetch(catalogUrl);
  if (!response.ok) throw new Error(`catalog answered ${response.status}`);
  return (await response.json()) as GroundTruth;
}
