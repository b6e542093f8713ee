import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ROOT, startServerProcess, type ServerProcess } from '../../../src/support/server-process';

export interface SandboxInfo {
  base_url: string;
  app: { id: string; public_key: string };
  catalog_url: string;
}

export interface DashboardEnv {
  server: ServerProcess;
  sandbox: SandboxInfo;
  browser: Browser;
  stop(): Promise<void>;
}

/** `pnpm --filter @segue/dashboard build`: the server serves what this writes. */
export function buildDashboard(): void {
  const result = spawnSync('pnpm', ['--filter', '@segue/dashboard', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`dashboard build failed:\n${result.stdout}\n${result.stderr}`);
}

/** Debian's Chromium (or SEGUE_CHROMIUM), headless, quiet on the network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.SEGUE_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A sandbox server (`SEGUE_SANDBOX=1 pnpm start`) on a fresh data directory, and Debian's Chromium. */
export async function startDashboardEnv(serverEnv: Record<string, string> = {}): Promise<DashboardEnv> {
  buildDashboard();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segue-e2e-dashboard-'));
  const server = await startServerProcess({ SEGUE_SANDBOX: '1', SEGUE_DATA_DIR: dataDir, ...serverEnv }, 90_000);
  const sandbox = JSON.parse(readFileSync(path.join(dataDir, 'sandbox.json'), 'utf8')) as SandboxInfo;
  const browser = await launchChromium();
  return {
    server,
    sandbox,
    browser,
    stop: async () => {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Recording {
  decoy_of: string | null;
  platforms: Record<string, { id: string; url: string } | undefined>;
}

/** A sandbox recording that exists on both platforms, from the simulators' ground truth. */
export async function recordingOn(catalogUrl: string, source: string, target: string): Promise<{ url: string; targetId: string }> {
  const truth = (await (await fetch(catalogUrl)).json()) as { recordings: Recording[] };
  const found = truth.recordings.find((recording) => recording.decoy_of === null && recording.platforms[source] && recording.platforms[target]);
  if (!found) throw new Error(`no recording on both ${source} and ${target}`);
  return { url: found.platforms[source]!.url, targetId: found.platforms[target]!.id };
}

/** A sandbox playlist on the platform, from the simulators' ground truth. */
export async function playlistOn(catalogUrl: string, platform: string): Promise<{ url: string; title: string }> {
  const truth = (await (await fetch(catalogUrl)).json()) as { playlists: { platform: string; url: string; title: string; recording_ids: string[] }[] };
  const found = truth.playlists.filter((entry) => entry.platform === platform).sort((a, b) => a.recording_ids.length - b.recording_ids.length)[0];
  if (!found) throw new Error(`no ${platform} playlist in the sandbox`);
  return { url: found.url, title: found.title };
}
