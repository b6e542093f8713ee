import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BIN, ROOT, startServerProcess, type ServerProcess } from '../../src/support/server-process';
import { launchChromium, playlistOn, recordingOn, type SandboxInfo } from '../dashboard/support/dashboard-env';

let dataDir: string;
let server: ServerProcess;
let sandbox: SandboxInfo;
let browser: Browser;
const pages: Server[] = [];

/** A page on an origin of its own (another port): an empty HTML document the test scripts. */
async function staticOrigin(): Promise<string> {
  const page = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>front end</title>'));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pages.push(page);
  return `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
}

async function openPage(origin: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  return page;
}

interface Seen {
  blocked?: string;
  status?: number;
  body?: { data?: { payload?: { platforms?: Record<string, { id: string }> }; task_id?: string; status?: string } };
  headers?: Record<string, string | null>;
}

/** `fetch` from inside the page, as a front end calls the API: what the page can read, or why it cannot. */
const call = (page: Page, url: string, init: { method?: string; headers: Record<string, string>; body?: string }) =>
  page.evaluate(
    async ({ url, init }): Promise<Seen> => {
      try {
        const response = await fetch(url, init);
        const names = ['ratelimit', 'ratelimit-policy', 'x-request-id', 'location', 'retry-after'];
        return { status: response.status, body: (await response.json()) as Seen['body'], headers: Object.fromEntries(names.map((name) => [name, response.headers.get(name)])) };
      } catch (error) {
        return { blocked: String(error) };
      }
    },
    { url, init },
  );

const segue = (...args: string[]) =>
  promisify(execFile)(process.execPath, [CLI_BIN, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', SEGUE_DATA_DIR: dataDir },
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'segue-e2e-cors-'));
  server = await startServerProcess({ SEGUE_SANDBOX: '1', SEGUE_DATA_DIR: dataDir }, 90_000);
  sandbox = JSON.parse(readFileSync(path.join(dataDir, 'sandbox.json'), 'utf8')) as SandboxInfo;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  for (const page of pages) page.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const publicHeaders = () => ({ 'content-type': 'application/json', 'x-segue-public-key': sandbox.app.public_key });

describe('a web page on another origin, in Chromium', () => {
  it('converts a track and polls a playlist task with fetch, reading the JSON and the exposed headers', async () => {
    const page = await openPage(await staticOrigin());
    const track = await recordingOn(sandbox.catalog_url, 'deezer', 'ytmusic');
    const converted = await call(page, `${server.url}/v1/entity/convert`, { method: 'POST', headers: publicHeaders(), body: JSON.stringify({ url: track.url, target_platform: 'ytmusic' }) });
    expect(converted.blocked).toBeUndefined();
    expect(converted.status).toBe(200);
    expect(converted.body?.data?.payload?.platforms?.ytmusic?.id).toBe(track.targetId);
    expect(converted.headers?.ratelimit).toMatch(/^"per-app";r=\d+;t=\d+$/);
    expect(converted.headers?.['ratelimit-policy']).toMatch(/^"per-app";q=\d+;w=60$/);
    expect(converted.headers?.['x-request-id']).toMatch(/.+/);

    const playlist = await playlistOn(sandbox.catalog_url, 'deezer');
    const started = await call(page, `${server.url}/v1/entity/convert`, { method: 'POST', headers: publicHeaders(), body: JSON.stringify({ url: playlist.url, target_platform: 'spotify' }) });
    expect(started.status).toBe(201);
    const taskId = started.body?.data?.task_id ?? '';
    expect(started.headers?.location).toBe(`/v1/task/${taskId}`);
    const task = await call(page, `${server.url}/v1/task/${taskId}`, { headers: { 'x-segue-public-key': sandbox.app.public_key } });
    expect(task.status).toBe(200);
    expect(JSON.stringify(task.body)).toContain(taskId);
    expect(task.headers?.['x-request-id']).toMatch(/.+/);
    await page.close();
  });

  it('cannot read a private-key route: its preflight gets no allow headers', async () => {
    const page = await openPage(await staticOrigin());
    const seen = await call(page, `${server.url}/v1/app/integrations`, { headers: { 'x-segue-key': '00000000-0000-4000-8000-000000000000' } });
    expect(seen.blocked).toMatch(/Failed to fetch/);
    await page.close();
  });

  it("keeps pages of origins outside the app's list out, once the CLI sets one", async () => {
    const [allowed, other] = [await staticOrigin(), await staticOrigin()];
    await segue('apps', 'origins', 'set', sandbox.app.id, allowed);
    try {
      const track = await recordingOn(sandbox.catalog_url, 'deezer', 'spotify');
      const body = JSON.stringify({ url: track.url, target_platform: 'spotify' });
      const allowedPage = await openPage(allowed);
      const fromAllowed = await call(allowedPage, `${server.url}/v1/entity/convert`, { method: 'POST', headers: publicHeaders(), body });
      expect(fromAllowed.status).toBe(200);
      expect(fromAllowed.headers?.ratelimit).toMatch(/per-app/);
      const otherPage = await openPage(other);
      const fromOther = await call(otherPage, `${server.url}/v1/entity/convert`, { method: 'POST', headers: publicHeaders(), body });
      expect(fromOther.blocked).toMatch(/Failed to fetch/);
      await Promise.all([allowedPage.close(), otherPage.close()]);
    } finally {
      await segue('apps', 'origins', 'clear', sandbox.app.id);
    }
  });
});
