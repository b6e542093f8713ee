import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { cachedMatch } from './cached-match';
import { createKnownTargetsRepository } from './known-targets.repository';
import { createMappingRepository, type MappingRepository } from './mapping.repository';
import { createSnapshotRepository } from './snapshot.repository';
import type { PlatformAlbum } from '../platforms/types';

let db: TestDatabase;
let mappings: MappingRepository;

const album = (platform: 'spotify' | 'tidal', id: string, title: string): PlatformAlbum => ({
  platform,
  id,
  title,
  artists: ['Ana Vale'],
  releaseDate: '2011-05-04',
  cover: '',
  url: `https://example.test/${platform}/${id}`,
});

beforeAll(async () => {
  db = await createTestDatabase();
  mappings = createMappingRepository(db.pool);
});

afterAll(async () => {
  await db?.close();
});

describe('the mapping table', () => {
  it('keeps how an album pair was matched, its edition and its confidence, both ways, for the cached answer', async () => {
    const deluxe = album('spotify', 'sp-dlx', 'Northern Lights (Deluxe)');
    const standard = album('tidal', 'td-std', 'Northern Lights');
    await createSnapshotRepository(db.pool).save('album', [deluxe, standard]);
    await mappings.save('album', [{ source: deluxe, target: standard, method: 'upc', confidence: 0.9099999999999999, edition: 'other' }]);

    const forward = (await mappings.findMany('album', 'spotify', ['sp-dlx'], 'tidal')).get('sp-dlx')!;
    // The other way round, as a conversion's first read (everything known of one source) sees it.
    const known = await createKnownTargetsRepository(db.pool).find('album', { platform: 'tidal', id: 'td-std' }, new Date(0), new Date());
    const back = known.hits.get('spotify')!;
    expect(cachedMatch(forward)).toEqual({ method: 'upc', confidence: expect.closeTo(0.91, 5), cached: true, edition: 'other' });
    expect(cachedMatch(back)).toEqual(cachedMatch(forward));
  });

  it('stores no edition for a pair without one', async () => {
    const a = album('spotify', 'sp-a', 'A');
    const b = album('tidal', 'td-b', 'A');
    await createSnapshotRepository(db.pool).save('album', [a, b]);
    await mappings.save('album', [{ source: a, target: b, method: 'search', confidence: 0.95 }]);
    const hit = (await mappings.findMany('album', 'spotify', ['sp-a'], 'tidal')).get('sp-a')!;
    expect(cachedMatch(hit)).toEqual({ method: 'search', confidence: expect.closeTo(0.95, 5), cached: true });
  });
});
