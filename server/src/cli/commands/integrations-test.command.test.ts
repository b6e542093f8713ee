import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../composition/create-services';
import { createSecretBox } from '../../crypto/secret-box';
import { CALL_NAMES } from '../../doctor/doctor-call';
import { SANDBOX_APP, SANDBOX_ORGANIZATION } from '../../sandbox/provision-sandbox-app';
import { runCli } from '../../../test/support/run-cli';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';

interface JsonReport {
  ok: boolean;
  apps: { id: string; platforms: { platform: string; ok: boolean; calls: { name: string; ok: boolean; code: string | null; detail: string }[] }[] }[];
}

let db: TestDatabase;
let dir: string;
let env: Record<string, string>;
let services: Services;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'segue-integrations-test-'));
  await chmod(dir, 0o711);
  // The CLI run must open the integrations sealed here, with its own configuration's key.
  const key = randomBytes(32);
  env = { SEGUE_DATABASE_URL: db.url, SEGUE_DATA_DIR: dir, SEGUE_SECRET_KEY: key.toString('base64'), SEGUE_SANDBOX: '1' };
  services = createServices({ pool: db.pool, box: createSecretBox(key) });
});

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

// Each sandbox-mode case starts the five simulators: slow on a loaded 2-core machine.
describe('segue integrations test', { timeout: 120_000 }, () => {
  it("runs the doctor's calls for one integration with its saved credentials: all ok for the sandbox app", async () => {
    const organization = await services.organizations.ensure(SANDBOX_ORGANIZATION);
    const { app } = await services.apps.ensure(organization.id, SANDBOX_APP, []);
    // As a sandbox server leaves it; the simulators this run starts get their own credentials saved.
    await services.integrations.set(app.id, 'tidal', { client_id: 'sandbox', client_secret: 'sandbox-secret' });
    const result = await runCli(env, 'integrations', 'test', app.id, 'tidal', '--json');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.ok).toBe(true);
    expect(report.apps.map((a) => a.id)).toEqual([app.id]);
    expect(report.apps[0]!.platforms.map((p) => p.platform)).toEqual(['tidal']);
    expect(report.apps[0]!.platforms[0]!.calls.map((c) => c.name)).toEqual([...CALL_NAMES]);
  });

  it('fails with exit code 1 when the platform refuses the credentials, and never prints the secret', async () => {
    const { app } = await services.apps.create({ name: 'Wrong secret' });
    await services.integrations.set(app.id, 'spotify', { client_id: 'not-a-sandbox-client', client_secret: 'wrong-secret-123456' });
    const result = await runCli(env, 'integrations', 'test', app.id, 'spotify');
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toMatch(/^ {2}spotify\s+track\s+FAILED /m);
    expect(result.stdout).toMatch(/\d+ of 7 calls FAILED/);
    expect(result.stdout).not.toContain('wrong-secret-123456');
  });

  it('refuses with exit code 2 an app without that integration, an unknown app or platform', async () => {
    const { app } = await services.apps.create({ name: 'No TIDAL' });
    const [missing, unknownApp, unknownPlatform] = await Promise.all([
      runCli(env, 'integrations', 'test', app.id, 'tidal'),
      runCli(env, 'integrations', 'test', '00000000-0000-4000-8000-000000000000', 'tidal'),
      runCli(env, 'integrations', 'test', app.id, 'napster'),
    ]);
    expect(missing).toMatchObject({ code: 2, stdout: '', stderr: `segue: app ${app.id} has no tidal integration: add one with \`segue integrations set ${app.id} tidal …\`\n` });
    expect(unknownApp).toMatchObject({ code: 2, stderr: 'segue: no app 00000000-0000-4000-8000-000000000000 (see `segue apps list`)\n' });
    expect(unknownPlatform).toMatchObject({ code: 2, stderr: 'segue: unknown platform "napster": use one of applemusic, spotify, deezer, tidal, ytmusic\n' });
  });
});
