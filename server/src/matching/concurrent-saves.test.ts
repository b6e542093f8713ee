import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { createMappingRepository } from './mapping.repository';
import { createMissRepository } from './miss.repository';
import { createSnapshotRepository } from './snapshot.repository';
import type { PlatformTrack } from '../platforms/types';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

const track = (platform: PlatformTrack['platform'], n: number): PlatformTrack => ({
  platform,
  id: `${platform}-${n}`,
  title: `Song ${n}`,
  artists: ['Ana Vale'],
  album: 'Northern Lights',
  durationMs: 200_000 + n,
  explicit: false,
  releaseDate: '2011-05-04',
  cover: '',
  preview: '',
  isrc: `QZAAA26${String(n).padStart(5, '0')}`,
  url: `https://example.test/${platform}/${n}`,
});

/** The same items in another order, as each target of one playlist settles its tracks. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// A playlist converted to three targets at once stores its source tracks from each of them,
// each in the order its own matches settled. Rows locked in different orders by concurrent
// statements deadlock in PostgreSQL, and PostgreSQL then fails one of them: a whole target of
// the conversion failed that way. The stores lock in one order, whatever order they are given.
it('stores overlapping batches from concurrent conversions without a deadlock', async () => {
  const snapshots = createSnapshotRepository(db.pool);
  const mappings = createMappingRepository(db.pool);
  const misses = createMissRepository(db.pool);
  const sources = Array.from({ length: 300 }, (_, n) => track('spotify', n));
  for (let round = 0; round < 8; round += 1) {
    const targets = (['deezer', 'tidal', 'applemusic'] as const).map((platform, t) => ({ platform, order: shuffled(sources, round * 3 + t + 1) }));
    await Promise.all(
      targets.map(async ({ platform, order }) => {
        await snapshots.save('track', order);
        await mappings.save('track', order.slice(0, 150).map((source) => ({ source, target: track(platform, Number(source.id.split('-')[1])), method: 'isrc', confidence: 1 })));
        await misses.record('track', order.slice(150).map((source) => ({ source, targetPlatform: platform, code: 'no_match', reason: 'nothing like it' })), new Date());
      }),
    );
  }
  const stored = await db.pool.query<{ n: string }>("SELECT count(*) AS n FROM entity_snapshots WHERE platform = 'spotify'");
  expect(Number(stored.rows[0]!.n)).toBe(300);
});
