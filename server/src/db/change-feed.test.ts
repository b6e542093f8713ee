import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { createMappingRepository } from '../matching/mapping.repository';
import { createMissRepository } from '../matching/miss.repository';
import { createSnapshotRepository } from '../matching/snapshot.repository';
import type { PlatformTrack } from '../platforms/types';
import { createChangeFeed, FEED_APPLICATION_NAME, type ChangeFeed } from './change-feed';
import { createInvalidatedCache } from './invalidated-cache';

let db: TestDatabase;
// Two feeds on two pools stand for two server processes on one database: the test database's
// own services' feed, and another.
let otherPool: pg.Pool;
let feed: ChangeFeed;
let otherFeed: ChangeFeed;
const heard: string[] = [];

const track = (platform: 'spotify' | 'deezer', id: string, title = 'Song'): PlatformTrack =>
  ({ platform, id, url: `https://example.test/${platform}/${id}`, title, artists: ['Artist'], album: 'Album', durationMs: 200_000, isrc: 'USAAA0000001', cover: '', explicit: false, releaseDate: '2020-01-01' }) as unknown as PlatformTrack;

beforeAll(async () => {
  db = await createTestDatabase();
  otherPool = new pg.Pool({ connectionString: db.url, max: 2 });
  feed = db.services.changes;
  otherFeed = createChangeFeed(otherPool);
  await otherFeed.start();
  otherFeed.subscribe((keys) => heard.push(...(keys === 'all' ? ['*'] : keys)));
});

afterAll(async () => {
  await otherFeed?.close();
  await otherPool?.end();
  await db?.close();
});

describe('change feed', () => {
  it("tells every process about an app's change, its integrations' and its deletion, once the barrier returns", async () => {
    const { app } = await db.services.apps.create({ name: 'Watched' });
    heard.length = 0;
    await db.services.apps.setAllowedOrigins(app.id, ['https://a.example']);
    // Both feeds (this one and the other "process") answered the barrier...
    expect(await feed.settle()).toBe(2);
    // ...so the other one had already heard the change.
    expect(heard).toContain(`app:${app.id}`);

    heard.length = 0;
    await db.pool.query(`INSERT INTO integrations (app_id, platform) VALUES ($1, 'deezer')`, [app.id]);
    await db.pool.query('DELETE FROM apps WHERE id = $1', [app.id]);
    await feed.settle();
    expect(heard.filter((key) => key === `app:${app.id}`).length).toBeGreaterThanOrEqual(2);
  });

  it('sends the source keys of a batch of mappings and misses in payloads under the 8,000-byte limit', async () => {
    const payloads: string[] = [];
    const raw = new pg.Client({ connectionString: db.url });
    await raw.connect();
    raw.on('notification', (message) => payloads.push(message.payload ?? ''));
    await raw.query('LISTEN segue_invalidate');
    try {
      const ids = Array.from({ length: 400 }, (_, i) => `sp${String(i).padStart(20, '0')}`);
      await createMappingRepository(db.pool).save(
        'track',
        ids.map((id, i) => ({ source: { platform: 'spotify', id }, target: { platform: 'deezer', id: String(1000 + i) }, method: 'isrc', confidence: 1 })),
      );
      await createMissRepository(db.pool).record('track', [{ source: { platform: 'spotify', id: 'missing1' }, targetPlatform: 'tidal', reason: 'not found' }], new Date());
      // This raw listener is no feed, so the barrier does not wait for it: poll what it heard.
      await vi.waitFor(() => {
        const keys = new Set(payloads.flatMap((p) => p.split('\n')));
        for (const id of ids) expect(keys.has(`track:spotify:${id}`)).toBe(true);
        expect(keys.has('track:deezer:1000')).toBe(true);
        expect(keys.has('track:spotify:missing1')).toBe(true);
      });
      expect(payloads.length).toBeGreaterThan(1);
      for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    } finally {
      await raw.end();
    }
  });

  it("names a snapshot only when its data changes or it is deleted, not when it is read again the same", async () => {
    const snapshots = createSnapshotRepository(db.pool);
    await snapshots.save('track', [track('spotify', 'snap1')]);
    await feed.settle();
    heard.length = 0;
    await snapshots.save('track', [track('spotify', 'snap1')]);
    await feed.settle();
    expect(heard).not.toContain('track:spotify:snap1');
    await snapshots.save('track', [track('spotify', 'snap1', 'Song (Remastered)')]);
    await feed.settle();
    expect(heard).toContain('track:spotify:snap1');
    heard.length = 0;
    await db.pool.query(`DELETE FROM entity_snapshots WHERE entity_id = 'snap1'`);
    await feed.settle();
    expect(heard).toContain('track:spotify:snap1');
  });

  it('answers a barrier from a process whose own feed is not running, on a short-lived connection', async () => {
    const cli = createChangeFeed(db.pool);
    expect(cli.live).toBe(false);
    expect(await cli.settle()).toBe(2);
  });

  it('goes down when its connection is cut (caches emptied and bypassed), then comes back', async () => {
    const cache = createInvalidatedCache<{ n: number }>(otherFeed, { max: 10 });
    expect(cache.set('k', { n: 1 }, ['dep'], cache.mark())).toBe(true);
    expect(cache.get('k')).toEqual({ n: 1 });
    const mark = cache.mark();
    await db.pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database() AND pid <> ALL($2::int[])', [
      FEED_APPLICATION_NAME,
      (await db.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows.map((r) => r.pid),
    ]);
    await vi.waitFor(() => expect(heard).toContain('*'));
    expect(cache.get('k')).toBeUndefined();
    // A read that began before the outage is not cached after it.
    await vi.waitFor(() => expect(otherFeed.live && feed.live).toBe(true), { timeout: 10_000 });
    expect(cache.set('k', { n: 2 }, ['dep'], mark)).toBe(false);
    expect(cache.set('k', { n: 3 }, ['dep'], cache.mark())).toBe(true);
    expect(cache.get('k')).toEqual({ n: 3 });
  });
});

describe('invalidated cache', () => {
  it('drops the entries read from a key the moment another process changes it, and only those', async () => {
    const cache = createInvalidatedCache<{ name: string }>(otherFeed, { max: 100 });
    const { app } = await db.services.apps.create({ name: 'Cached' });
    const { app: bystander } = await db.services.apps.create({ name: 'Bystander' });
    cache.set('a', { name: 'Cached' }, [`app:${app.id}`], cache.mark());
    cache.set('b', { name: 'Bystander' }, [`app:${bystander.id}`], cache.mark());
    await db.services.apps.setRedirectUrls(app.id, ['https://a.example/back']);
    await feed.settle();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual({ name: 'Bystander' });
  });

  it('refuses a value read while one of its keys changed, so a racing read never caches the old state', async () => {
    const cache = createInvalidatedCache<{ v: number }>(otherFeed, { max: 100 });
    const { app } = await db.services.apps.create({ name: 'Raced' });
    const mark = cache.mark();
    await db.services.apps.setRedirectUrls(app.id, ['https://b.example/back']);
    await feed.settle();
    expect(cache.set('raced', { v: 1 }, [`app:${app.id}`], mark)).toBe(false);
    expect(cache.get('raced')).toBeUndefined();
    // A change to another key does not stop it.
    const later = cache.mark();
    await db.services.apps.setRedirectUrls((await db.services.apps.create({ name: 'Other' })).app.id, []);
    await feed.settle();
    expect(cache.set('raced', { v: 2 }, [`app:${app.id}`], later)).toBe(true);
  });

  it('stays within its bounds', () => {
    const cache = createInvalidatedCache<{ body: string }>(otherFeed, { max: 100, maxSize: 10, sizeOf: (v) => v.body.length });
    cache.set('x', { body: '123456' }, ['d'], cache.mark());
    cache.set('y', { body: '123456' }, ['d'], cache.mark());
    expect(cache.get('x')).toBeUndefined();
    expect(cache.get('y')).toEqual({ body: '123456' });
    expect(cache.set('z', { body: 'far too long for it' }, ['d'], cache.mark())).toBe(false);
    expect(cache.size).toBe(1);
  });
});
