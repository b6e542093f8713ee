/**
 * Two real server processes (as `pnpm start` runs them) on one PostgreSQL, with the platform
 * simulators in this process: each process keeps keys, apps, conversion answers, finished tasks,
 * rate-limit leases and usage counts in memory. This file checks what the processes share:
 * one rate budget per app within the stated tolerance, every change to an app or to what a kept
 * answer was built from seen by both as soon as the change returns, and usage counts that add up
 * exactly once written, also after a graceful stop.
 */
import { toCanonicalUrl, type PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSegueEnv, type SegueEnv } from './reliability/support/segue-env';
import type { SegueProcess } from './reliability/support/segue-process';

// The public-key budget shared by the two processes; a lease is 2 % of it.
const PUBLIC_LIMIT = 200;
const LEASE = 4;
const NOWHERE_TASK = '00000000-0000-4000-8000-000000000000';

let env: SegueEnv;
let first: SegueProcess;
let second: SegueProcess;

beforeAll(async () => {
  env = await startSegueEnv({ env: { SEGUE_RATE_LIMIT_PUBLIC: String(PUBLIC_LIMIT) } });
  [first, second] = await Promise.all([env.start('server'), env.start('server')]);
}, 120_000);

afterAll(async () => {
  await env?.close();
});

const url = (server: SegueProcess) => server.url!;

async function call(server: SegueProcess, path: string, init: { key: string; method?: string; body?: unknown; origin?: string }) {
  const response = await fetch(`${url(server)}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-segue-public-key': init.key,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.origin ? { origin: init.origin } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

const trackUrl = (platform: PlatformKey, index: number) => {
  const recording = env.sandbox.catalog.recordings.filter((r) => r.decoyOf === undefined && r.platforms.spotify && r.platforms.deezer && r.platforms.tidal)[index]!;
  return { recording, url: toCanonicalUrl({ platform, type: 'track', id: recording.platforms[platform]!.id }) };
};

describe('two server processes on one database', () => {
  it('share an app budget: together they admit at most its limit, and at most one lease less', async () => {
    const key = env.apps.b.publicKey;
    const statuses: number[] = [];
    let next = 0;
    // Ten clients at once, each request to the process the other did not get.
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < PUBLIC_LIMIT + 60) {
          const server = next++ % 2 === 0 ? first : second;
          statuses.push((await call(server, '/v1/app', { key })).status);
        }
      }),
    );
    const admitted = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(admitted).toBeLessThanOrEqual(PUBLIC_LIMIT);
    expect(admitted).toBeGreaterThanOrEqual(PUBLIC_LIMIT - LEASE);
    for (const server of [first, second]) {
      const refused = await call(server, '/v1/app', { key });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('ERATELIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('ratelimit')).toMatch(/^"per-app";r=0;t=\d+$/);
      expect(refused.headers.get('ratelimit-policy')).toBe(`"per-app";q=${PUBLIC_LIMIT};w=60`);
    }
  });

  it("serves an app's new origins, integrations and redirect URLs from both processes, and refuses its keys once it is deleted, as soon as each change returns", async () => {
    const { app } = await env.admin.services.apps.create({ name: 'Changed while cached' });
    for (const platform of ['spotify', 'deezer', 'tidal'] as const) await env.admin.services.integrations.set(app.id, platform, env.sandbox.credentials[platform]!);
    const key = app.publicKey;
    const corsFor = async (server: SegueProcess, origin: string) =>
      (await call(server, `/v1/task/${NOWHERE_TASK}`, { key, origin })).headers.get('access-control-allow-origin');
    const { url: track } = trackUrl('spotify', 3);
    // Each process has the app (and the answer to `all`) in memory.
    for (const server of [first, second]) {
      for (let i = 0; i < 3; i++) expect((await call(server, '/v1/app', { key })).status).toBe(200);
      expect(await corsFor(server, 'https://elsewhere.example')).toBe('*');
      for (let i = 0; i < 3; i++) expect((await call(server, '/v1/entity/convert', { key, method: 'POST', body: { url: track } })).status).toBe(200);
    }

    await env.admin.services.apps.setAllowedOrigins(app.id, ['https://shop.example']);
    await env.admin.services.apps.setRedirectUrls(app.id, ['https://shop.example/back']);
    await env.admin.services.integrations.remove(app.id, 'tidal');
    for (const server of [first, second]) {
      expect(await corsFor(server, 'https://elsewhere.example')).toBeNull();
      expect(await corsFor(server, 'https://shop.example')).toBe('https://shop.example');
      expect((await call(server, '/v1/app', { key })).body.data).toMatchObject({ platforms: ['deezer', 'spotify'] });
      const all = await call(server, '/v1/entity/convert', { key, method: 'POST', body: { url: track } });
      expect(Object.keys((all.body.data as { payload: { platforms: object } }).payload.platforms).sort()).toEqual(['deezer', 'spotify']);
      const tidal = await call(server, '/v1/entity/convert', { key, method: 'POST', body: { url: track, target_platform: 'tidal' } });
      expect(tidal.body.error).toBe('ENOCREDENTIALS');
    }

    await env.admin.database.pool.query('DELETE FROM apps WHERE id = $1', [app.id]);
    await env.admin.services.apps.changeSeenEverywhere();
    for (const server of [first, second]) expect((await call(server, '/v1/app', { key })).status).toBe(401);
  });

  it("drops a kept conversion answer in both processes when what it was built from changes", async () => {
    const key = env.apps.a.publicKey;
    const { recording, url: track } = trackUrl('spotify', 5);
    const deezerTitle = async (server: SegueProcess) => {
      const reply = await call(server, '/v1/entity/convert', { key, method: 'POST', body: { url: track, target_platform: 'deezer' } });
      return (reply.body.data as { payload: { platforms: { deezer: { title: string } } } }).payload.platforms.deezer.title;
    };
    for (const server of [first, second]) for (let i = 0; i < 3; i++) expect(await deezerTitle(server)).toBe(recording.platforms.deezer!.title);

    await env.admin.database.pool.query(
      `UPDATE entity_snapshots SET data = jsonb_set(data, '{title}', to_jsonb($2::text)) WHERE platform = 'deezer' AND entity_type = 'track' AND entity_id = $1`,
      [recording.platforms.deezer!.id, `${recording.platforms.deezer!.title} (Live)`],
    );
    await env.admin.services.changes.settle();
    for (const server of [first, second]) expect(await deezerTitle(server)).toBe(`${recording.platforms.deezer!.title} (Live)`);
  });

  it('counts usage exactly: every request once, in whichever process, once written and after a graceful stop', async () => {
    const { app } = await env.admin.services.apps.create({ name: 'Counted in two processes' });
    for (const platform of ['spotify', 'deezer'] as const) await env.admin.services.integrations.set(app.id, platform, env.sandbox.credentials[platform]!);
    const key = app.publicKey;
    const send = async (server: SegueProcess, conversions: number, errors: number) => {
      for (let i = 0; i < conversions; i++) {
        expect((await call(server, '/v1/entity/convert', { key, method: 'POST', body: { url: trackUrl('spotify', 10 + i).url, target_platform: 'deezer' } })).status).toBe(200);
      }
      for (let i = 0; i < errors; i++) expect((await call(server, '/v1/entity/convert', { key, method: 'POST', body: { url: 'not a link' } })).status).toBe(400);
    };
    const totals = async () => {
      const rows = await env.admin.services.usage.series(app.id, new Date(Date.now() - 3_600_000), 'hour');
      const sum = (kind: string) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.count, 0);
      return { conversions: sum('conversion'), errors: sum('error') };
    };

    await send(first, 6, 2);
    await send(second, 4, 3);
    // Written within a second of the request, never more than once.
    await vi.waitFor(async () => expect(await totals()).toEqual({ conversions: 10, errors: 5 }), { timeout: 10_000, interval: 100 });

    await send(second, 5, 1);
    // Still in the process's memory: SIGTERM writes it before the process exits.
    await second.kill('SIGTERM');
    expect(second.child.exitCode).toBe(0);
    expect(await totals()).toEqual({ conversions: 15, errors: 6 });
  });
});
