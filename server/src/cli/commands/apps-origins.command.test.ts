import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli as segue } from '../../../test/support/run-cli';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';

let db: TestDatabase;
let dir: string;
let env: Record<string, string>;
let appId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'segue-cli-origins-'));
  env = { SEGUE_DATABASE_URL: db.url, SEGUE_DATA_DIR: dir };
  appId = (await db.services.apps.create({ name: 'Web front end' })).app.id;
});

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('segue apps origins', () => {
  it('sets the list (normalised) and clears it back to any origin', async () => {
    const set = await segue(env, 'apps', 'origins', 'set', appId, 'https://App.example', 'http://localhost:5173/', '--json');
    expect(JSON.parse(set.stdout)).toEqual({ id: appId, allowed_origins: ['https://app.example', 'http://localhost:5173'] });
    expect((await db.services.apps.get(appId)).allowedOrigins).toEqual(['https://app.example', 'http://localhost:5173']);
    expect((await segue(env, 'apps', 'show', appId)).stdout).toMatch(/allowed origins:\s+https:\/\/app\.example, http:\/\/localhost:5173/);

    const cleared = await segue(env, 'apps', 'origins', 'clear', appId);
    expect(cleared.stdout).toBe('(any origin)\n');
    expect((await db.services.apps.get(appId)).allowedOrigins).toEqual([]);
  });

  it('refuses a path or a wildcard with one clear line, keeping the list', async () => {
    const path = await segue(env, 'apps', 'origins', 'set', appId, 'https://app.example/page');
    expect(path.code).toBe(1);
    expect(path.stderr).toBe('segue: allowed origin must be scheme://host[:port] without path, query or fragment, got "https://app.example/page"\n');
    const wildcard = await segue(env, 'apps', 'origins', 'set', appId, 'https://*.example');
    expect(wildcard.stderr).toMatch(/without wildcards/);
    expect((await db.services.apps.get(appId)).allowedOrigins).toEqual([]);
  });
});
