import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { dashboardClient, startDashboardServer, type DashboardClient } from '../../test/support/dashboard/dashboard-client';
import { joinAs, organizationWithApp } from '../../test/support/dashboard/organization-roles';
import { createTransferItemRepository, type ItemSource } from '../transfers/transfer-items.repository';
import { createTransferRepository } from '../transfers/transfer.repository';

let db: TestDatabase;
let server: TestServer;
let owner: DashboardClient;
let developer: DashboardClient;
let appId: string;
let userId: string;

const DONE = '3f0c6c1e-8a51-4d1b-9a3e-0c1b2d3e4f50';
const FAILED = '3f0c6c1e-8a51-4d1b-9a3e-0c1b2d3e4f51';

const track = (id: string): ItemSource => ({
  type: 'track',
  entry: { track: { id, title: `Song ${id}`, artists: ['Band'], url: `https://open.spotify.com/track/${id}` } } as Extract<ItemSource, { type: 'track' }>['entry'],
});

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startDashboardServer(db);
  const created = await organizationWithApp(server, 'transfers-owner@example.com', 'Transfers');
  owner = created.owner;
  appId = created.app.id;
  developer = await joinAs(server, owner, created.organizationId, 'transfers-dev@example.com', 'developer');

  // Two transfers of one listener, as the transfer runner leaves them: one completed, one failed.
  userId = (await db.pool.query<{ id: string }>('INSERT INTO app_users (app_id) VALUES ($1) RETURNING id', [appId])).rows[0]!.id;
  const transfers = createTransferRepository(db.pool);
  const items = createTransferItemRepository(db.pool);
  const include = { liked_tracks: true, albums: true, artists: true, playlists: 'all' as const };
  await transfers.insert({ id: DONE, appId, userId, from: 'spotify', to: 'deezer', include, options: { skip_existing: true } });
  await items.insertList(DONE, 'liked_track', 'liked', ['a', 'b', 'c', 'd'].map(track));
  await items.markState(DONE, 'liked', [0, 1], 'added');
  await items.markState(DONE, 'liked', [2], 'already_there');
  await items.markState(DONE, 'liked', [3], 'left_out', { code: 'not_found', reason: 'no match on Deezer' });
  await transfers.finish(DONE);
  await transfers.insert({ id: FAILED, appId, userId, from: 'deezer', to: 'tidal', include, options: { skip_existing: true } });
  await transfers.finish(FAILED, { code: 'EFORBIDDEN', message: 'the listener revoked TIDAL' });
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe('GET /dashboard/api/apps/:id/transfers', () => {
  it('lists the app’s transfers for every member, newest first, with counts and the error', async () => {
    for (const member of [owner, developer]) {
      const reply = await member.call('GET', `/apps/${appId}/transfers`);
      expect(reply.status).toBe(200);
      const { transfers } = reply.body.data as { transfers: Array<Record<string, unknown>> };
      expect(transfers.map((t) => t.id)).toEqual([FAILED, DONE]);
      expect(transfers[0]).toMatchObject({
        user_id: userId,
        from: 'deezer',
        to: 'tidal',
        status: 'failed',
        counts: { total: 0, added: 0, already_there: 0, left_out: 0 },
        error: { code: 'EFORBIDDEN', message: 'the listener revoked TIDAL' },
      });
      expect(transfers[1]).toMatchObject({
        user_id: userId,
        from: 'spotify',
        to: 'deezer',
        status: 'completed',
        step: 'finished',
        counts: { total: 4, added: 2, already_there: 1, left_out: 1 },
        error: null,
      });
      expect(Date.parse(String(transfers[1]!.created_at))).not.toBeNaN();
      expect(transfers[1]).not.toHaveProperty('items');
    }
  });

  it('is refused without a session, and to an account of another organization', async () => {
    const anonymous = dashboardClient(server);
    expect((await anonymous.call('GET', `/apps/${appId}/transfers`)).status).toBe(401);
    const stranger = await organizationWithApp(server, 'transfers-stranger@example.com', 'Other');
    expect((await stranger.owner.call('GET', `/apps/${appId}/transfers`)).status).toBe(404);
    const own = await stranger.owner.call('GET', `/apps/${stranger.app.id}/transfers`);
    expect(own.body.data).toEqual({ transfers: [] });
  });
});
