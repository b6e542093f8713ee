/**
 * `SEGUE_SANDBOX=1 pnpm start` as a newcomer runs it: the simulators start in-process, the
 * sandbox app gets an integration for every platform, and sandbox.json tells a client all it
 * needs, with a sandbox listener linked on every platform. A restart reuses the same app, keys
 * and listener.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promisify } from 'node:util';
import { codeBlocks, isRunnable } from './readme/readme-blocks';
import { ROOT, startServerProcess, type ServerProcess } from './support/server-process';

interface SandboxFile {
  base_url: string;
  app: Record<string, string>;
  platforms: Record<string, Record<string, string>>;
  catalog_url: string;
  platform_pages_url: string;
  platform_pages_chromium_flags: string[];
  listener: { user_id: string; email: string; platforms: string[] };
}

let dir: string;

/**
 * `platform_pages_url` is a links page of every platform's music in real link shapes, each with
 * its stand-in page carrying the page markup (Open Graph, canonical, JSON-LD); the flags send the
 * platforms' hosts to the site.
 */
async function expectPlatformPages(file: SandboxFile): Promise<void> {
  const links = await (await fetch(file.platform_pages_url)).text();
  const spotifyTrack = /href="(https:\/\/open\.spotify\.com\/track\/\w+)"/.exec(links)?.[1];
  expect(spotifyTrack).toBeDefined();
  for (const host of ['music.apple.com', 'www.deezer.com', 'tidal.com', 'music.youtube.com']) expect(links).toContain(`href="https://${host}/`);
  const track = new URL(spotifyTrack!);
  const page = await (await fetch(new URL(`/${track.host}${track.pathname}`, file.platform_pages_url))).text();
  expect(page).toContain(`<meta property="og:url" content="${spotifyTrack}">`);
  expect(page).toContain('<meta property="og:type" content="music.song">');
  expect(page).toContain(`<link rel="canonical" href="${spotifyTrack}">`);
  expect(page).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema\.org"[^<]*"@type":"MusicRecording"/);
  expect(file.platform_pages_chromium_flags).toEqual([
    expect.stringMatching(/^--host-resolver-rules=MAP music\.apple\.com 127\.0\.0\.1:\d+, MAP open\.spotify\.com 127\.0\.0\.1:\d+/),
    expect.stringMatching(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/),
  ]);
}

const readSandbox = async () => JSON.parse(await readFile(path.join(dir, 'sandbox.json'), 'utf8')) as SandboxFile;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-sandbox-mode-'));
  await chmod(dir, 0o711);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** docs/extension-offline.md's shell example, as written, from a folder whose `.segue` is this server's. */
async function expectOfflineDocsRun(server: ServerProcess): Promise<void> {
  const blocks = codeBlocks(await readFile(path.join(ROOT, 'docs/extension-offline.md'), 'utf8')).filter(isRunnable);
  expect(blocks.length).toBe(1);
  const cwd = await mkdtemp(path.join(tmpdir(), 'segue-offline-docs-'));
  try {
    await symlink(dir, path.join(cwd, '.segue'));
    const script = `set -euo pipefail\n${blocks.map((block) => block.code.replaceAll('http://127.0.0.1:8787', server.url)).join('\n')}`;
    const { stdout } = await promisify(execFile)('bash', ['-c', script], { cwd, timeout: 60_000 });
    const answer = JSON.parse(stdout) as { status: number; data: { payload: { entity: string; platforms: { deezer?: { url: string } } } } };
    expect(answer.status).toBe(200);
    expect(answer.data.payload.entity).toBe('track');
    expect(answer.data.payload.platforms.deezer?.url).toMatch(/^https:\/\/www\.deezer\.com\/track\/\d+$/);
  } finally {
    await rm(cwd, { recursive: true, force: true });
  }
}

describe('sandbox mode', () => {
  it('writes sandbox.json with a working app, every platform and the catalog', async () => {
    const server = await startServerProcess({ SEGUE_DATA_DIR: dir, SEGUE_SANDBOX: '1' });
    try {
      const file = await readSandbox();
      expect(Object.keys(file).sort()).toEqual(['app', 'base_url', 'catalog_url', 'listener', 'platform_pages_chromium_flags', 'platform_pages_url', 'platforms']);
      expect(file.base_url).toBe(server.url);
      expect(Object.keys(file.app).sort()).toEqual(['deezer_state', 'id', 'private_key', 'public_key', 'redirect_url']);
      expect(Object.keys(file.platforms).sort()).toEqual(['applemusic', 'deezer', 'spotify', 'tidal', 'ytmusic']);
      expect(file.platforms.spotify).toEqual({ api_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), accounts_url: expect.any(String) });
      expect((await stat(path.join(dir, 'sandbox.json'))).mode & 0o777).toBe(0o600);

      const view = (await (await fetch(`${file.base_url}/v1/app`, { headers: { 'x-segue-key': file.app.private_key! } })).json()) as { data: unknown };
      expect(view.data).toMatchObject({
        id: file.app.id,
        deezer_state: file.app.deezer_state,
        redirect_urls: [file.app.redirect_url],
        platforms: ['applemusic', 'deezer', 'spotify', 'tidal', 'ytmusic'],
      });
      const integrations = await fetch(`${file.base_url}/v1/app/integrations`, { headers: { 'x-segue-key': file.app.private_key! } });
      expect(integrations.status).toBe(200);

      expect((await fetch(file.catalog_url)).status).toBe(200);
      await expectPlatformPages(file);
      await expectOfflineDocsRun(server);
      const landing = (await (await fetch(`${file.app.redirect_url}?token=abc`)).json()) as { data: unknown };
      expect(landing.data).toEqual({ query: { token: 'abc' } });

      // The listener is linked on every platform, as the app's own user.
      expect(file.listener.platforms.sort()).toEqual(['applemusic', 'deezer', 'spotify', 'tidal', 'ytmusic']);
      const account = await fetch(`${file.base_url}/v1/account?identifier=${file.listener.user_id}`, { headers: { 'x-segue-key': file.app.private_key! } });
      expect(account.status).toBe(200);
      const linked = ((await account.json()) as { data: { platforms?: unknown } }).data;
      expect(JSON.stringify(linked)).toContain(file.listener.user_id);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('reuses the sandbox app and its keys after a restart', async () => {
    const before = await readSandbox();
    const server = await startServerProcess({ SEGUE_DATA_DIR: dir, SEGUE_SANDBOX: '1' });
    try {
      const after = await readSandbox();
      expect(after.app).toEqual({ ...before.app, redirect_url: `${server.url}/sandbox/redirect` });
      expect(after.listener).toEqual(before.listener);
      const reply = await fetch(`${after.base_url}/v1/app/integrations`, { headers: { 'x-segue-key': after.app.private_key! } });
      expect(reply.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
