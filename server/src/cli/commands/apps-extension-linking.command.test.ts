import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEGUE_EXTENSION_IDS } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli as segue } from '../../../test/support/run-cli';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';

let db: TestDatabase;
let dir: string;
let env: Record<string, string>;
let appId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'segue-cli-extension-'));
  env = { SEGUE_DATABASE_URL: db.url, SEGUE_DATA_DIR: dir };
  appId = (await db.services.apps.create({ name: 'Listener app' })).app.id;
});

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('segue apps extension-linking', () => {
  it('is off for a new app, turns on for the Segue extension or the ids given, and off', async () => {
    expect((await segue(env, 'apps', 'show', appId)).stdout).toMatch(/extension linking:\s+off/);
    const on = await segue(env, 'apps', 'extension-linking', appId, 'on', '--json');
    expect(JSON.parse(on.stdout)).toEqual({ id: appId, extension_linking: true, extension_ids: [...SEGUE_EXTENSION_IDS] });
    const listed = await segue(env, 'apps', 'extension-linking', appId, 'on', '--id', 'kkhmopadfccghdjlfgebalmchndkbdlg', 'tools@example.org');
    expect(listed.stdout).toBe('Extension linking is on for kkhmopadfccghdjlfgebalmchndkbdlg, tools@example.org in Listener app\n');
    expect((await segue(env, 'apps', 'show', appId)).stdout).toMatch(/extension linking:\s+on \(kkhmopadfccghdjlfgebalmchndkbdlg, tools@example.org\)/);
    const off = await segue(env, 'apps', 'extension-linking', appId, 'off');
    expect(off.stdout).toBe('Extension linking is off in Listener app\n');
    expect((await db.services.apps.get(appId)).extensionLinking).toBe(false);
  });

  it('refuses another word than on or off, changing nothing', async () => {
    const wrong = await segue(env, 'apps', 'extension-linking', appId, 'yes');
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toMatch(/Allowed choices are on, off/);
    expect((await db.services.apps.get(appId)).extensionLinking).toBe(false);
  });
});
