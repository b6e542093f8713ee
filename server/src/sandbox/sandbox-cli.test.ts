import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { PLATFORM_URL_SETTINGS } from '../platforms/registry';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let dir: string;
let child: ChildProcess | undefined;
let envFile: string;
let control: string;
let settings: Record<string, string>;

/** Starts `pnpm sandbox` on ports from `base`; resolves its output once it listens, rejects with it if it exits. */
function startSandboxCli(base: number): Promise<ChildProcess> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'server/src/sandbox/sandbox-cli.ts', '--recordings', '300', '--port-base', String(base), '--env-out', envFile], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<ChildProcess>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start:\n${output}`)), 90_000);
    const poll = setInterval(() => {
      if (output.includes('Ctrl-C to stop')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(started);
      }
    }, 100);
    started.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`the sandbox exited with ${code}:\n${output}`));
    });
  });
}

/** `pnpm sandbox` with fixed ports and an env file, as an operator starts it for several processes. */
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-sandbox-cli-'));
  envFile = path.join(dir, 'sandbox.env');
  // Fixed ports below Linux's ephemeral range (32768-60999), where the other tests' servers get
  // theirs; a base another program holds is tried again elsewhere, twice.
  for (let attempt = 1; ; attempt++) {
    const base = 10_000 + (randomBytes(2).readUInt16BE() % 220) * 100;
    try {
      child = await startSandboxCli(base);
      control = `http://127.0.0.1:${base}`;
      break;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
  const text = await readFile(envFile, 'utf8');
  settings = Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
});

describe('pnpm sandbox for several processes', () => {
  it("writes an env file whose every setting is one of the server's platform URL variables, for every host", () => {
    const variables = PLATFORM_URL_SETTINGS.map((setting) => setting.variable);
    expect(Object.keys(settings).sort()).toEqual([...variables].sort());
    // Read as a process reads its environment, every host points at the simulator the file names.
    const config = loadConfig({ ...settings, SEGUE_DATA_DIR: dir }, dir);
    for (const setting of PLATFORM_URL_SETTINGS) {
      const urls = config.platformUrls[setting.platform] as unknown as Record<string, string>;
      expect(urls[setting.name], setting.variable).toBe(settings[setting.variable]);
      expect(settings[setting.variable]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    }
    // Not sandbox mode: a production configuration (external database, its own key) takes the file too.
    const production = loadConfig({
      ...settings,
      NODE_ENV: 'production',
      SEGUE_DATABASE_URL: 'postgres://segue@127.0.0.1:5432/segue',
      SEGUE_SECRET_KEY: randomBytes(32).toString('base64'),
      SEGUE_PUBLIC_URL: 'https://segue.example.com',
      SEGUE_DATA_DIR: dir,
    });
    expect(production.platformUrls.ytmusic.data).toBe(settings.SEGUE_YTMUSIC_DATA_API_URL);
  });

  it('changes faults while it runs, for whoever talks to the simulators', async () => {
    const api = settings.SEGUE_SPOTIFY_API_URL!;
    const before = await fetch(`${api}/v1/tracks/x`);
    expect(before.status).toBe(401);
    const set = await fetch(`${control}/_sandbox/faults`, { method: 'POST', body: JSON.stringify({ spotify: { errorRate: 1 } }) });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ spotify: { errorRate: 1 } });
    expect((await fetch(`${api}/v1/tracks/x`)).status).toBeGreaterThanOrEqual(500);
    // A typo is refused and changes nothing.
    const refused = await fetch(`${control}/_sandbox/faults`, { method: 'POST', body: JSON.stringify({ spotify: null, deezer: { errorRat: 1 } }) });
    expect(refused.status).toBe(400);
    expect(await (await fetch(`${control}/_sandbox/faults`)).json()).toEqual({ spotify: { errorRate: 1 } });
    await fetch(`${control}/_sandbox/faults`, { method: 'POST', body: JSON.stringify({ spotify: null }) });
    expect((await fetch(`${api}/v1/tracks/x`)).status).toBe(401);
  });
});
