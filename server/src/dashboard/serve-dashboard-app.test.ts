import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForTest, type TestServer } from '../../test/support/test-server';
import { serveDashboardApp } from './serve-dashboard-app';

let dir: string;
let built: TestServer;
let missing: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'segue-dashboard-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  built = await listenForTest(express().use(serveDashboardApp(dir)));
  missing = await listenForTest(express().use(serveDashboardApp(path.join(dir, 'nothing-here'))));
});

afterAll(async () => {
  await built?.close();
  await missing?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serveDashboardApp', () => {
  it('serves the files and index.html for client-side routes', async () => {
    const asset = await fetch(`${built.url}/dashboard/assets/app.js`);
    expect(await asset.text()).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    for (const route of ['/dashboard', '/dashboard/', '/dashboard/apps/123']) {
      const response = await fetch(`${built.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('id="root"');
    }
    expect((await fetch(`${built.url}/dashboard/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${built.url}/dashboard/api/whatever`)).status).toBe(404);
  });

  it('says how to build the app when it is not built', async () => {
    const response = await fetch(`${missing.url}/dashboard/apps/1`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('pnpm --filter @segue/dashboard build');
  });
});
