import { toCanonicalUrl, type PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../composition/create-services';
import { defaultConversionOptions, type ConversionServices } from './create-conversion-services';
import { createSnapshotRepository } from '../matching/snapshot.repository';
import { sandboxPlatformUrls } from '../sandbox/sandbox-platform-urls';
import type { PlatformTrack } from '../platforms/types';
import { integrationFields, listedOnAll, startConversionEnv, type ConversionEnv } from '../../test/support/conversion/conversion-env';

let env: ConversionEnv;
// A graph on the same database whose change feed never starts: it keeps nothing in memory, so it
// answers as every request was answered before answers were kept.
let uncached: ConversionServices;
let closeUncached: (() => Promise<void>) | undefined;

beforeAll(async () => {
  env = await startConversionEnv();
  const platformUrls = sandboxPlatformUrls(env.sandbox.urls, defaultConversionOptions().platformUrls).urls;
  const graph = createServices({ pool: env.db.pool, box: env.db.box, platformUrls, publicUrl: 'https://segue.test' });
  uncached = graph.conversion;
  closeUncached = () => graph.platforms.close();
});

afterAll(async () => {
  await closeUncached?.();
  await env?.close();
});

const trackUrl = (platform: PlatformKey, id: string) => toCanonicalUrl({ platform, type: 'track', id });

async function answer(services: ConversionServices, url: string, target?: PlatformKey | 'all', appId = env.appId) {
  const outcome = await services.convert.convert(appId, { url, ...(target ? { target_platform: target } : {}) });
  if (outcome.kind !== 'entity') throw new Error('expected an immediate answer');
  return outcome;
}

/** The response body an outcome sends. */
const text = (outcome: { body: { body: Buffer } }) => outcome.body.body.toString('utf8');

/** Queries the pool runs while `fn` does. */
async function queriesDuring(fn: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(env.db.pool, 'query');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('kept conversion answers', () => {
  it('answers a conversion the caches gave whole from memory, byte for byte what a fresh read gives', async () => {
    const rec = listedOnAll(env.catalog)[10]!;
    const url = trackUrl('spotify', rec.platforms.spotify!.id);
    expect((await answer(env.conversion, url)).platformRequests).toBeGreaterThan(0);
    // Read from the caches in one query, and kept...
    expect(await queriesDuring(() => answer(env.conversion, url))).toBe(1);
    // ...then answered with none.
    let kept = '';
    expect(await queriesDuring(async () => (kept = text(await answer(env.conversion, url))))).toBe(0);
    expect(kept).toBe(text(await answer(uncached, url)));
    expect(JSON.parse(kept)).toMatchObject({
      data: { payload: { entity: 'track', platforms: { spotify: { match: { method: 'same' } }, deezer: { match: { method: 'isrc', cached: true } } } } },
      message: 'Request ok',
      status: 200,
    });
    // `all` and no target are one answer; a single target is another.
    expect(await queriesDuring(() => answer(env.conversion, url, 'all'))).toBe(0);
    expect(await queriesDuring(() => answer(env.conversion, url, 'deezer'))).toBe(1);
  });

  it("drops a kept answer when a target's snapshot changes, and answers the new data", async () => {
    const rec = listedOnAll(env.catalog)[11]!;
    const url = trackUrl('spotify', rec.platforms.spotify!.id);
    await answer(env.conversion, url, 'deezer');
    await answer(env.conversion, url, 'deezer');
    expect(await queriesDuring(() => answer(env.conversion, url, 'deezer'))).toBe(0);

    const snapshots = createSnapshotRepository(env.db.pool);
    const deezer = (await snapshots.find('track', 'deezer', rec.platforms.deezer!.id, new Date(0)))!;
    await snapshots.save('track', [{ ...deezer, title: `${deezer.title} (2026 Remaster)` } satisfies PlatformTrack]);
    await env.db.services.changes.settle();
    const after = await answer(env.conversion, url, 'deezer');
    expect((after.result.platforms.deezer as { title: string }).title).toBe(`${deezer.title} (2026 Remaster)`);
    expect(text(after)).toBe(text(await answer(uncached, url, 'deezer')));
  });

  it('looks a remembered miss up again once it is due, not from a kept answer', async () => {
    const rec = env.catalog.recordings.find((r) => r.decoyOf === undefined && r.platforms.spotify && !r.platforms.deezer)!;
    const url = trackUrl('spotify', rec.platforms.spotify!.id);
    // One target with no match answers the 404 ENOTFOUND.
    const miss = () => answer(env.conversion, url, 'deezer').then(() => undefined, (error: unknown) => error as { code?: string });
    expect((await miss())?.code).toBe('ENOTFOUND');
    await miss();
    // The remembered miss asks the platform nothing (a 404 is not a kept answer: it reads the
    // miss row, one query).
    const asked = env.requests('deezer');
    expect(await queriesDuring(miss)).toBeLessThanOrEqual(1);
    expect(env.requests('deezer')).toBe(asked);
    env.advance(3_600_000 + 1_000);
    const before = env.requests('deezer');
    await miss();
    expect(env.requests('deezer') - before).toBeGreaterThan(0);
  });

  it("drops an app's kept answers when its integrations change: `all` then means the platforms it has now", async () => {
    const rec = listedOnAll(env.catalog)[12]!;
    const url = trackUrl('spotify', rec.platforms.spotify!.id);
    const { app } = await env.db.services.apps.create({ name: 'Changing integrations' });
    for (const platform of ['spotify', 'deezer', 'tidal'] as const) await env.db.services.integrations.set(app.id, platform, integrationFields(env.sandbox, platform));
    await answer(env.conversion, url, 'all', app.id);
    await answer(env.conversion, url, 'all', app.id);
    expect(await queriesDuring(() => answer(env.conversion, url, 'all', app.id))).toBe(0);

    await env.db.services.integrations.remove(app.id, 'tidal');
    const after = await answer(env.conversion, url, 'all', app.id);
    expect(Object.keys(after.result.platforms).sort()).toEqual(['deezer', 'spotify']);
  });

  it('keeps nothing while its change feed is down', async () => {
    const rec = listedOnAll(env.catalog)[13]!;
    const url = trackUrl('spotify', rec.platforms.spotify!.id);
    const services = createServices({ pool: env.db.pool, box: env.db.box, platformUrls: sandboxPlatformUrls(env.sandbox.urls, defaultConversionOptions().platformUrls).urls });
    try {
      await answer(services.conversion, url);
      await answer(services.conversion, url);
      expect(await queriesDuring(() => answer(services.conversion, url))).toBeGreaterThan(0);
    } finally {
      await services.platforms.close();
    }
  });
});
