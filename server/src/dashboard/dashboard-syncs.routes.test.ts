import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { dashboardClient, startDashboardServer, type DashboardClient } from '../../test/support/dashboard/dashboard-client';
import { joinAs, organizationWithApp } from '../../test/support/dashboard/organization-roles';
import { createSyncStateRepository } from '../syncs/sync-state.repository';
import { createSyncRepository } from '../syncs/sync.repository';

let db: TestDatabase;
let server: TestServer;
let owner: DashboardClient;
let developer: DashboardClient;
let appId: string;
let userId: string;

const MIRROR = '7a1c6c1e-8a51-4d1b-9a3e-0c1b2d3e4f50';
const PAUSED = '7a1c6c1e-8a51-4d1b-9a3e-0c1b2d3e4f51';
const FRESH = '7a1c6c1e-8a51-4d1b-9a3e-0c1b2d3e4f52';
const source = (id: string) => ({ id, title: `Song ${id}`, artists: ['Band'], url: `https://open.spotify.com/track/${id}` });

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startDashboardServer(db);
  const created = await organizationWithApp(server, 'syncs-owner@example.com', 'Syncs');
  owner = created.owner;
  appId = created.app.id;
  developer = await joinAs(server, owner, created.organizationId, 'syncs-dev@example.com', 'developer');

  // Three syncs of one listener, as runs leave them: one that made its copy, one paused because
  // its source vanished, one not run yet.
  userId = (await db.pool.query<{ id: string }>('INSERT INTO app_users (app_id) VALUES ($1) RETURNING id', [appId])).rows[0]!.id;
  const syncs = createSyncRepository(db.pool);
  const state = createSyncStateRepository(db.pool);
  const base = { appId, userId, sourceTitle: '', mode: 'mirror' as const, intervalMinutes: 60, nextRunAt: new Date(Date.now() + 3_600_000) };
  await syncs.insert({ ...base, id: MIRROR, from: 'spotify', sourceId: 'pl1', sourceUrl: 'https://open.spotify.com/playlist/pl1', to: 'deezer' });
  await syncs.setSource(MIRROR, { title: 'Road trip' });
  await syncs.setTarget(MIRROR, { id: '908', url: 'https://www.deezer.com/playlist/908' });
  await state.recordRun(MIRROR, {
    run: 1,
    outcome: 'changed',
    counts: { added: 2, removed: 1, moved: 1, left_out: 1 },
    changes: [
      { change: 'added', position: 0, source: source('a') },
      { change: 'left_out', position: 2, source: source('c'), code: 'not_found', reason: 'no match on Deezer' },
    ],
    error: null,
    startedAt: new Date(Date.now() - 60_000),
  });
  await syncs.finishRun(MIRROR, new Date(), { version: 'v1' });
  await syncs.insert({ ...base, id: PAUSED, from: 'deezer', sourceId: '77', sourceUrl: 'https://www.deezer.com/playlist/77', to: 'tidal', mode: 'append' });
  await state.recordRun(PAUSED, { run: 1, outcome: 'paused', counts: { added: 0, removed: 0, moved: 0, left_out: 0 }, changes: [], error: { code: 'source_gone', message: 'the Deezer playlist 77 is gone' }, startedAt: new Date() });
  await syncs.pause(PAUSED, 'source_gone', 'the Deezer playlist 77 is gone: the copy stays as it is');
  await syncs.insert({ ...base, id: FRESH, from: 'tidal', sourceId: 't9', sourceUrl: 'https://tidal.com/playlist/t9', to: 'spotify' });
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe('GET /dashboard/api/apps/:id/syncs', () => {
  it('lists the app’s syncs for every member, newest first, with state, last run and next run, never the entries', async () => {
    for (const member of [owner, developer]) {
      const reply = await member.call('GET', `/apps/${appId}/syncs`);
      expect(reply.status).toBe(200);
      const { syncs } = reply.body.data as { syncs: Array<Record<string, unknown>> };
      expect(syncs.map((s) => s.id)).toEqual([FRESH, PAUSED, MIRROR]);
      expect(syncs[0]).toMatchObject({ user_id: userId, source: { platform: 'tidal', title: '' }, target: { platform: 'spotify' }, mode: 'mirror', status: 'active', counts: { synced: 0, left_out: 0 } });
      expect(syncs[0]!.target).not.toHaveProperty('playlist');
      expect(syncs[0]).not.toHaveProperty('last_run');
      expect(syncs[1]).toMatchObject({
        source: { platform: 'deezer', url: 'https://www.deezer.com/playlist/77' },
        mode: 'append',
        status: 'paused',
        paused: { code: 'source_gone', message: 'the Deezer playlist 77 is gone: the copy stays as it is' },
        last_run: { outcome: 'paused' },
      });
      expect(syncs[1]).not.toHaveProperty('next_run_at');
      expect(syncs[2]).toMatchObject({
        user_id: userId,
        source: { platform: 'spotify', title: 'Road trip', url: 'https://open.spotify.com/playlist/pl1' },
        target: { platform: 'deezer', playlist: { id: '908', url: 'https://www.deezer.com/playlist/908' } },
        effective_mode: 'mirror',
        status: 'active',
        last_run: { outcome: 'changed', counts: { added: 2, removed: 1, moved: 1, left_out: 1 } },
      });
      expect(Date.parse(String(syncs[2]!.next_run_at))).toBeGreaterThan(Date.now());
      expect(Date.parse(String(syncs[2]!.last_checked_at))).not.toBeNaN();
      expect(syncs[2]).not.toHaveProperty('runs');
      expect(syncs[2]!.last_run).not.toHaveProperty('changes');
    }
  });

  it('is refused without a session, and to an account of another organization', async () => {
    const anonymous = dashboardClient(server);
    expect((await anonymous.call('GET', `/apps/${appId}/syncs`)).status).toBe(401);
    const stranger = await organizationWithApp(server, 'syncs-stranger@example.com', 'Other');
    expect((await stranger.owner.call('GET', `/apps/${appId}/syncs`)).status).toBe(404);
    const own = await stranger.owner.call('GET', `/apps/${stranger.app.id}/syncs`);
    expect(own.body.data).toEqual({ syncs: [] });
  });
});
