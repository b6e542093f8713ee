import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox, type Sandbox } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../crypto/secret-box';
import { provisionSandboxApp } from '../../sandbox/provision-sandbox-app';
import { platformsSection, writeSandboxFile } from '../../sandbox/sandbox-file';
import { createServices } from '../../composition/create-services';
import { runCli } from '../../../test/support/run-cli';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';

interface JsonCall {
  name: string;
  ok: boolean;
  detail: string;
  status: number | null;
  code: string | null;
  path: string | null;
}
interface JsonReport {
  ok: boolean;
  simulators: string | null;
  apps: { id: string; platforms: { platform: string; ok: boolean; calls: JsonCall[] }[] }[];
}

let db: TestDatabase;
let dir: string;
let sandbox: Sandbox;
let wrongShape: Server;
let env: Record<string, string>;
let appId: string;

/** Well-formed JSON that is no Deezer object: every call on it must fail on the wire format. */
function startWrongShapeServer(): Promise<Server> {
  const server = createServer((_req, res) => {
    const body = JSON.stringify({ id: 'not-a-number', title: 42, data: 'not a list' });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'segue-doctor-faults-'));
  await chmod(dir, 0o711);
  // The CLI run must open the integrations sealed here, with its own configuration's key.
  const key = randomBytes(32);
  env = { SEGUE_DATABASE_URL: db.url, SEGUE_DATA_DIR: dir, SEGUE_SECRET_KEY: key.toString('base64'), SEGUE_SANDBOX: '1' };
  const services = createServices({ pool: db.pool, box: createSecretBox(key) });

  // A running sandbox server, as `SEGUE_SANDBOX=1 pnpm start` leaves it: simulators, the sandbox
  // app on their credentials, and sandbox.json naming them; Deezer's API host is a server that
  // answers the wrong shape.
  sandbox = await startSandbox({ recordings: 300 });
  wrongShape = await startWrongShapeServer();
  const app = await provisionSandboxApp(services, dir, sandbox.credentials, 'http://127.0.0.1:9/sandbox/landing', sandbox.oauthClients);
  appId = app.id;
  const deezer = { ...sandbox.urls.deezer, api: `http://127.0.0.1:${(wrongShape.address() as AddressInfo).port}` };
  await writeSandboxFile(dir, {
    base_url: 'http://127.0.0.1:9',
    app,
    platforms: platformsSection({ ...sandbox.urls, deezer }),
    catalog_url: sandbox.catalogUrl,
    platform_pages_url: sandbox.platformPages.url,
    platform_pages_chromium_flags: sandbox.platformPages.chromiumFlags,
  });
  // Spotify's API answers every request with a 5xx (its accounts host still issues tokens).
  sandbox.setFaults('spotify', { errorRate: 1 });
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => wrongShape?.close(resolve));
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('segue doctor on a failing platform', () => {
  it('reports each failed call with its status, code or schema path, and exits 1', async () => {
    sandbox.resetStats();
    const result = await runCli(env, 'doctor', '--app', appId, '--json');
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report).toMatchObject({ ok: false, simulators: 'running' });
    const platform = (key: string) => report.apps[0]!.platforms.find((p) => p.platform === key)!;
    const call = (key: string, name: string) => platform(key).calls.find((c) => c.name === name)!;

    for (const name of ['track', 'search', 'isrc', 'album', 'playlist']) {
      // The simulator answers 5xx as Spotify does (500, 502 or 503).
      expect(call('spotify', name), name).toMatchObject({ ok: false, status: expect.any(Number), code: 'unavailable' });
      expect(call('spotify', name).status, name).toBeGreaterThanOrEqual(500);
    }
    expect(call('spotify', 'oauth-token').ok).toBe(true);

    const track = call('deezer', 'track');
    expect(track).toMatchObject({ ok: false, code: 'bad_response', path: expect.any(String) });
    expect(track.detail).toContain(`${track.path}:`);
    expect(call('deezer', 'oauth-token').ok).toBe(true);

    // The other platforms are fine, and were asked on the running sandbox's simulators.
    for (const key of ['applemusic', 'tidal', 'ytmusic']) expect(platform(key).ok, key).toBe(true);
    expect(sandbox.stats().platforms.tidal?.requests ?? 0).toBeGreaterThan(0);

    // Never a secret, whatever failed.
    for (const secret of [sandbox.credentials.spotify.client_secret, sandbox.credentials.deezer.secret, sandbox.credentials.tidal.client_secret]) {
      expect(result.stdout).not.toContain(secret);
    }
  });

  it('prints FAILED with the status, code and path on the call line', async () => {
    const [deezer, spotify] = await Promise.all([
      runCli(env, 'doctor', '--app', appId, '--platform', 'deezer'),
      runCli(env, 'doctor', '--app', appId, '--platform', 'spotify'),
    ]);
    expect(deezer.code).toBe(1);
    expect(deezer.stdout).toMatch(/^ {2}deezer\s+track\s+FAILED\s+\d+ ms {2}bad_response, at \S+: deezer sent an unexpected /m);
    expect(spotify.stdout).toMatch(/^ {2}spotify\s+album\s+FAILED\s+\d+ ms {2}HTTP 5\d\d, unavailable: spotify: HTTP 5\d\d$/m);
    expect(spotify.stdout).toMatch(/^5 of 7 calls FAILED$/m);
  });
});
