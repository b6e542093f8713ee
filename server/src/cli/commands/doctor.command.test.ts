import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLATFORM_KEYS } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_NAMES } from '../../doctor/doctor-call';
import { writeSandboxFile } from '../../sandbox/sandbox-file';
import { runCli } from '../../../test/support/run-cli';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';

interface JsonCall {
  name: string;
  ok: boolean;
  skipped: boolean;
  ms: number;
  detail: string;
  status: number | null;
  code: string | null;
  path: string | null;
}
interface JsonReport {
  ok: boolean;
  sandbox: boolean;
  apps: { id: string; name: string; ok: boolean; note: string | null; platforms: { platform: string; ok: boolean; calls: JsonCall[] }[] }[];
}

let db: TestDatabase;
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'segue-doctor-'));
  await chmod(dir, 0o711);
  env = { SEGUE_DATABASE_URL: db.url, SEGUE_DATA_DIR: dir };
  // Left behind by a sandbox server that is no longer running: its simulators answer nothing.
  await writeSandboxFile(dir, {
    base_url: 'http://127.0.0.1:9',
    app: { id: 'gone', public_key: 'gone', private_key: 'gone', deezer_state: 'gone', redirect_url: 'http://127.0.0.1:9/' },
    platforms: { spotify: { api_url: 'http://127.0.0.1:9', accounts_url: 'http://127.0.0.1:9' } },
    catalog_url: 'http://127.0.0.1:9',
    platform_pages_url: 'http://127.0.0.1:10/',
    platform_pages_chromium_flags: [],
  });
});

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

// In sandbox mode a case starts the five simulators: on a loaded 2-core machine that can take
// longer than the project's default 30 s.
describe('segue doctor', { timeout: 120_000 }, () => {
  it('checks every platform of the sandbox app against simulators it starts itself when no sandbox runs, all ok', async () => {
    const result = await runCli({ ...env, SEGUE_SANDBOX: '1' }, 'doctor', '--json');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report).toMatchObject({ ok: true, sandbox: true, simulators: 'launched' });
    const sandbox = report.apps.find((app) => app.name === 'Sandbox');
    expect(sandbox?.platforms.map((p) => p.platform).sort()).toEqual([...PLATFORM_KEYS].sort());
    for (const platform of sandbox!.platforms) {
      expect(platform.calls.map((c) => c.name), platform.platform).toEqual([...CALL_NAMES]);
      for (const call of platform.calls) {
        expect(call.ok, `${platform.platform} ${call.name}: ${call.detail}`).toBe(true);
        expect(Object.keys(call).sort()).toEqual(['code', 'detail', 'ms', 'name', 'ok', 'path', 'skipped', 'status']);
        if (!call.skipped) expect(call.detail).not.toBe('');
      }
    }
    const call = (platform: string, name: string) => sandbox!.platforms.find((p) => p.platform === platform)!.calls.find((c) => c.name === name)!;
    // What the adapters cannot do is skipped with a reason, never made.
    expect(call('ytmusic', 'isrc')).toMatchObject({ skipped: true, detail: 'the platform has no ISRC lookup' });
    expect(call('applemusic', 'oauth-authorize').skipped).toBe(true);
    expect(call('spotify', 'oauth-token')).toMatchObject({ skipped: false, detail: expect.stringContaining('invalid_grant') });
    expect(call('spotify', 'track').detail).toMatch(/^".+" by .+, ISRC [A-Z]{2}[A-Z0-9]{3}\d{7}, \d+:\d{2}$/);
    // One page of a long playlist, not all of it.
    expect(call('spotify', 'playlist').detail).toMatch(/^first page: \d+ tracks of \d+$/);
  });

  it('prints one line per call for people', async () => {
    const result = await runCli({ ...env, SEGUE_SANDBOX: '1' }, 'doctor', '--platform', 'tidal');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => line.startsWith('  tidal'));
    expect(lines.map((line) => line.split(/\s+/)[2])).toEqual([...CALL_NAMES]);
    expect(lines[0]).toMatch(/^ {2}tidal\s+track\s+ok\s+\d+ ms {2}".+" by /);
    expect(result.stdout).toContain('all 7 calls ok');
  });

  it('on a Deezer integration saved empty (Deezer issues no new app credentials) passes the catalog calls and skips the linking ones', async () => {
    const { app } = await db.services.apps.create({ name: 'Empty Deezer' });
    await db.services.integrations.set(app.id, 'deezer', {});
    const result = await runCli({ ...env, SEGUE_SANDBOX: '1' }, 'doctor', '--app', app.id, '--json');
    const report = JSON.parse(result.stdout) as JsonReport;
    const calls = report.apps[0]!.platforms[0]!.calls;
    expect(calls.map((c) => c.name)).toEqual([...CALL_NAMES]);
    for (const call of calls.filter((c) => !c.name.startsWith('oauth-'))) expect(call.ok && !call.skipped, `${call.name}: ${call.detail}`).toBe(true);
    for (const call of calls.filter((c) => c.name.startsWith('oauth-'))) expect(call, call.name).toMatchObject({ ok: true, skipped: true, detail: expect.stringContaining('app_id and secret') });
    expect(result.code).toBe(0);
  });

  it('says clearly that an app without integrations has nothing to check', async () => {
    const { app } = await db.services.apps.create({ name: 'Bare' });
    const [human, json] = await Promise.all([runCli(env, 'doctor', '--app', app.id), runCli(env, 'doctor', '--app', app.id, '--json')]);
    expect(human.code).toBe(0);
    expect(human.stdout).toBe(`Bare (${app.id})\n  no platform integrations: nothing to check (add one with \`segue integrations set\`)\n`);
    expect(JSON.parse(json.stdout)).toEqual({
      ok: true,
      sandbox: false,
      simulators: null,
      apps: [{ id: app.id, name: 'Bare', ok: true, note: expect.stringContaining('no platform integrations'), platforms: [] }],
    });
  });

  it('refuses bad usage with exit code 2 and one clear line', async () => {
    const [unknownApp, badPlatform, badOption] = await Promise.all([
      runCli(env, 'doctor', '--app', '00000000-0000-4000-8000-000000000000'),
      runCli(env, 'doctor', '--platform', 'napster'),
      runCli(env, 'doctor', '--verbose'),
    ]);
    expect(unknownApp).toMatchObject({ code: 2, stdout: '', stderr: 'segue: no app 00000000-0000-4000-8000-000000000000 (see `segue apps list`)\n' });
    expect(badPlatform).toMatchObject({ code: 2, stderr: 'segue: unknown platform "napster": use one of applemusic, spotify, deezer, tidal, ytmusic\n' });
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toContain("unknown option '--verbose'");
  });
});
