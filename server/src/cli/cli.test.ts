import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli as segue } from '../../test/support/run-cli';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** What `pnpm segue` runs: the compiled CLI, built first when its sources changed. */
const BIN = path.join(ROOT, 'server/bin/segue.mjs');

let db: TestDatabase;
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'segue-cli-'));
  // Embedded PostgreSQL runs as the `postgres` user when tests run as root: let it in.
  await chmod(dir, 0o711);
  // An external database (SEGUE_DATABASE_URL); the embedded path has its own test below.
  env = { SEGUE_DATABASE_URL: db.url, SEGUE_DATA_DIR: dir };
});

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('segue CLI', () => {
  it('creates an app in a default organization and prints exactly the keys as JSON', async () => {
    const result = await segue(env, 'apps', 'create', '--name', 'Cli app', '--redirect-url', 'https://cli.example/cb', '--json');
    expect(result.code).toBe(0);
    const created = JSON.parse(result.stdout) as Record<string, string>;
    expect(Object.keys(created).sort()).toEqual(['deezer_state', 'id', 'private_key', 'public_key']);
    expect(created.deezer_state).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(await db.services.apiKeys.checkPrivateKey(created.private_key)).toMatchObject({ ok: true, app: { id: created.id } });

    const [listed, orgsListed] = await Promise.all([segue(env, 'apps', 'list', '--json'), segue(env, 'orgs', 'list', '--json')]);
    const list = JSON.parse(listed.stdout) as { id: string }[];
    expect(list.map((app) => app.id)).toContain(created.id);
    const orgs = JSON.parse(orgsListed.stdout) as { name: string }[];
    expect(orgs.map((org) => org.name)).toEqual(['default']);
  });

  it('shows, rotates and configures an app', async () => {
    const created = JSON.parse((await segue(env, 'orgs', 'create', '--name', 'Acme', '--json')).stdout) as { id: string };
    const app = JSON.parse((await segue(env, 'apps', 'create', '--org', 'Acme', '--name', 'Shop', '--json')).stdout) as Record<string, string>;

    const rotated = await segue(env, 'apps', 'rotate-key', app.id!, '--key', 'private', '--json');
    const fresh = (JSON.parse(rotated.stdout) as { private_key: string }).private_key;
    expect(fresh).not.toBe(app.private_key);
    expect(await db.services.apiKeys.checkPrivateKey(app.private_key)).toMatchObject({ ok: false, problem: { kind: 'revoked' } });

    const keyFile = path.join(dir, 'AuthKey.p8');
    await writeFile(keyFile, generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const apple = await segue(env, 'integrations', 'set', app.id!, 'applemusic', '--team-id', 'ABCDE12345', '--key-id', 'KEY1234567', '--private-key-file', keyFile);
    expect(apple.code).toBe(0);
    expect(apple.stdout).toContain('Saved the applemusic integration');

    const shown = await segue(env, 'apps', 'show', app.id!);
    expect(shown.stdout).toContain(`Shop (${app.id})`);
    expect(shown.stdout).toMatch(/organization:\s+Acme/);
    expect(shown.stdout).toMatch(/integrations:\s+applemusic/);
    const json = JSON.parse((await segue(env, 'apps', 'show', app.id!, '--json')).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ id: app.id, organization: { id: created.id, name: 'Acme' }, integrations: ['applemusic'] });
    expect(JSON.stringify(json)).not.toContain(fresh);

    const redirects = JSON.parse((await segue(env, 'apps', 'redirect-urls', 'add', app.id!, 'https://shop.example/cb', '--json')).stdout);
    expect(redirects).toEqual({ id: app.id, redirect_urls: ['https://shop.example/cb'] });
    const state = JSON.parse((await segue(env, 'apps', 'rotate-deezer-state', app.id!, '--json')).stdout) as { deezer_state: string };
    expect(state.deezer_state).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(state.deezer_state).not.toBe(app.deezer_state);
    expect((await segue(env, 'integrations', 'remove', app.id!, 'applemusic')).stdout).toBe('Removed the applemusic integration\n');
    expect(await db.services.integrations.platforms(app.id!)).toEqual([]);
  });

  it("takes YouTube Music's optional Google OAuth client, as a pair", async () => {
    const { app } = await db.services.apps.create({ name: 'Tube' });
    const google = ['--client-id', 'shop.apps.googleusercontent.com', '--client-secret', 'GOCSPX-x'];
    const [half, full, badQuota] = await Promise.all([
      segue(env, 'integrations', 'set', app.id, 'ytmusic', '--client-id', 'shop.apps.googleusercontent.com'),
      segue(env, 'integrations', 'set', app.id, 'ytmusic', ...google, '--daily-quota-units', '250000', '--json'),
      segue(env, 'integrations', 'set', app.id, 'ytmusic', ...google, '--daily-quota-units', '250k'),
    ]);
    expect(half.code).toBe(1);
    expect(half.stderr).toMatch(/^segue: invalid YouTube Music credentials: client_id and client_secret go together/);
    expect(JSON.parse(full.stdout)).toEqual({
      platform: 'ytmusic',
      settings: { client_id: 'shop.apps.googleusercontent.com', daily_quota_units: '250000' },
      secret_fields: ['client_secret'],
    });
    expect(badQuota.code).toBe(1);
    expect(badQuota.stderr).toMatch(/daily_quota_units.*whole number of quota units a day/);
  });

  it('answers --version with the server package’s version, touching no database', async () => {
    const version = JSON.parse(await readFile(path.join(ROOT, 'server/package.json'), 'utf8')).version as string;
    for (const flag of ['--version', '-V']) expect(await segue({ SEGUE_DATABASE_URL: 'mysql://not-read' }, flag)).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('fails with one clear line and exit code 1', async () => {
    const [missing, bad, config] = await Promise.all([
      segue(env, 'apps', 'show', '00000000-0000-4000-8000-000000000000'),
      segue(env, 'apps', 'create', '--name', 'X', '--redirect-url', 'nope'),
      segue({ ...env, SEGUE_DATABASE_URL: 'mysql://nope' }, 'apps', 'list'),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('segue: no app 00000000-0000-4000-8000-000000000000\n');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe('segue: redirect URL must be an absolute http(s) URL, got "nope"\n');
    expect(config.code).toBe(1);
    expect(config.stderr).toBe('segue: SEGUE_DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://nope"\n');
  });

  it('refuses to save a webhook URL to a private address unless SEGUE_WEBHOOK_ALLOW_PRIVATE is set', async () => {
    const app = JSON.parse((await segue(env, 'apps', 'create', '--name', 'Hooked from the CLI', '--json')).stdout) as { id: string };
    const refused = await segue(env, 'apps', 'webhook', 'set', app.id, 'http://[::ffff:7f00:1]:9/hook');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('segue: the webhook URL points at ::ffff:7f00:1, a private or loopback address: webhooks go to public addresses only\n');
    const allowed = await segue({ ...env, SEGUE_WEBHOOK_ALLOW_PRIVATE: '1' }, 'apps', 'webhook', 'set', app.id, 'http://127.0.0.1:9/hook', '--json');
    expect(allowed.code).toBe(0);
  });

  it('works on embedded PostgreSQL in the data directory once `segue init` made it, keeping data between runs', async () => {
    const embedded = { SEGUE_DATA_DIR: path.join(dir, 'embedded') };
    const init = await segue(embedded, 'init', '--json');
    expect(init.code, init.stderr).toBe(0);
    expect(JSON.parse(init.stdout)).toEqual({ data_dir: embedded.SEGUE_DATA_DIR, database: path.join(embedded.SEGUE_DATA_DIR, 'pg'), created: true });
    const created = await segue(embedded, 'apps', 'create', '--name', 'Local', '--json');
    expect(created.code).toBe(0);
    const { id } = JSON.parse(created.stdout) as { id: string };
    const [listed, again] = await Promise.all([segue(embedded, 'apps', 'list'), segue(embedded, 'init')]);
    expect(listed.stdout).toContain(id);
    expect(listed.stdout).toContain('Local');
    expect(again.stdout).toBe(`The database already exists in ${embedded.SEGUE_DATA_DIR} (embedded PostgreSQL in ${embedded.SEGUE_DATA_DIR}/pg)\n`);
  });

  it('refuses, creating nothing, when the data directory holds no database (a wrong directory or a mistyped SEGUE_DATA_DIR)', async () => {
    const wrong = path.join(dir, 'mistyped');
    const result = await segue({ SEGUE_DATA_DIR: wrong }, 'apps', 'list');
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toBe(
      `segue: no Segue database in ${wrong} (SEGUE_DATA_DIR, by default ./.segue of the current directory): ` +
        "run the command where the server runs, set SEGUE_DATA_DIR or SEGUE_DATABASE_URL to the server's, or create a database there with `segue init`\n",
    );
    expect(await readdir(dir)).not.toContain('mistyped');
  });

  it('runs as `pnpm segue` does: the compiled CLI in its own process, printing to stdout and exiting with the code', async () => {
    // The one case that starts the binary (and compiles it first when its sources changed).
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [BIN, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env } });
    await db.services.organizations.create('Spawned');
    const { stdout, stderr } = await run('orgs', 'list', '--json');
    expect(stderr.replace(/^segue: compiling .*\n/, '')).toBe('');
    expect((JSON.parse(stdout) as { name: string }[]).map((org) => org.name)).toContain('Spawned');
    const failed = await run('apps', 'show', 'nope').catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: 'segue: no app nope\n' });
  }, 120_000);
});
