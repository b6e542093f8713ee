/**
 * The mover's whole library (liked songs, saved albums, followed artists and 12–20 playlists:
 * 2,500+ items on each platform) moved over every one of the 20 platform pairs, through the HTTP
 * API of a real server with two worker processes, against the simulators at the platforms' real
 * limits. The four pairs leaving one platform run at once (they read one library and write four
 * others), each source in an environment of its own, so every pair moves the mover's own library
 * (not what earlier pairs wrote into it). Each pair then runs again and must write nothing.
 *
 * YouTube's Data API gives a project 10,000 units a day (a 2,500-item move takes two weeks on it,
 * which the quota tests cover with a movable clock); here the project stands for one Google
 * granted an extension, named in the integration's `daily_quota_units`.
 *
 * TRANSFER_SOURCES=deezer,tidal picks the sources (default: all five).
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { MOVER_EMAIL } from '@segue/sandbox';
import { describe, expect, it } from 'vitest';
import { fetchTruth } from '../conversion/support/ground-truth';
import { startTransferEnv, type TransferEnv } from '../reliability/support/transfer-env';
import { libraryWrites } from './support/library-writes';
import { expectMoved, expectNothingAdded } from './support/transfer-checks';

const GRANTED_UNITS = 2_000_000;
const SOURCES = (process.env.TRANSFER_SOURCES?.split(',') ?? PLATFORM_KEYS) as PlatformKey[];

/** Library writes a simulator counted (as `pnpm bench:transfer` and the CI test count them). */
const writes = (t: TransferEnv, platform: PlatformKey): number => libraryWrites(t.env.sandbox.stats().platforms[platform].endpoints);

describe('every pair of platforms, the whole library', () => {
  it.each(SOURCES)('from %s to each other platform: everything moved or explained, and a second run writes nothing', async (from) => {
    const t = await startTransferEnv(MOVER_EMAIL, PLATFORM_KEYS, { youtubeDailyQuota: GRANTED_UNITS }, { ytmusic: { daily_quota_units: String(GRANTED_UNITS) } });
    try {
      // Two workers: an app runs two transfers at once in each process.
      await t.env.start('worker');
      await t.env.start('worker');
      const targets = PLATFORM_KEYS.filter((p) => p !== from);
      const started = Date.now();
      const firsts = await Promise.all(targets.map(async (to) => t.finished(await t.start({ from, to }), 3_000_000)));
      const truth = await fetchTruth(t.env.sandbox.catalogUrl);
      for (const first of firsts) {
        expect(first.progress.total, `${from} → ${first.to}`).toBeGreaterThanOrEqual(2_000);
        expect(first.playlists.length).toBeGreaterThanOrEqual(10);
        expectMoved(first, truth, MOVER_EMAIL);
      }
      const firstMs = Date.now() - started;
      const before = targets.map((to) => writes(t, to));
      const seconds = await Promise.all(targets.map(async (to) => t.finished(await t.start({ from, to }), 1_200_000)));
      for (const second of seconds) expectNothingAdded(second);
      expect(targets.map((to) => writes(t, to))).toEqual(before);
      const summary = firsts.map((f) => {
        const left = (f.items ?? []).filter((i) => i.outcome === 'left_out').length;
        return `${f.to} ${f.progress.total} items (${left} left out)`;
      });
      console.log(`all-pairs ${from}: ${summary.join('; ')}; first runs ${(firstMs / 1000).toFixed(0)} s, second runs ${((Date.now() - started - firstMs) / 1000).toFixed(0)} s`);
    } finally {
      await t.close();
    }
  });
});
