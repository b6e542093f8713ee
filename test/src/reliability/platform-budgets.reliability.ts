/**
 * Three server processes read YouTube Music links and convert tracks to YouTube Music for one app
 * as fast as they are asked (reads cost the least CPU per platform request, so a loaded machine
 * still sends more than the limit):
 * the simulator, which has one client id as the platform would count it, never sees more than
 * the integration's single limit (10 requests a second) in any second. Before the budgets were
 * shared, each process kept its own 10 a second and the three together sent about 30.
 */
import type { GroundTruth } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_REGISTRY } from '../../../server/src/platforms/registry';
import { startSegueEnv, type SegueEnv } from './support/segue-env';

let env: SegueEnv;

const LIMIT = PLATFORM_REGISTRY.ytmusic.budget;
const DRIVE_MS = 12_000;
const LOOPS_PER_SERVER = 12;

beforeAll(async () => {
  // Some latency, as a real platform has: each process could still send far more than the limit alone.
  env = await startSegueEnv({ sandbox: { faults: { ytmusic: { latencyMs: 20, jitterMs: 10 } } } });
});

afterAll(async () => {
  await env?.close();
});

describe('one integration on three processes', () => {
  it('stays within its single platform limit in every second', async () => {
    expect(LIMIT).toMatchObject({ requests: 10, intervalMs: 1_000 });
    const servers = [await env.start('server'), await env.start('server'), await env.start('server')];
    const truth = (await (await fetch(env.sandbox.catalogUrl)).json()) as GroundTruth;
    // Distinct tracks, so every request has to ask YouTube Music (nothing is cached yet): a lookup
    // of a YouTube Music link, then a conversion of a Spotify one to YouTube Music, in turn.
    const requests = truth.recordings.flatMap((r) =>
      r.platforms.ytmusic && r.platforms.spotify && r.expected.ytmusic
        ? [
            { path: `/v1/entity/lookup?url=${encodeURIComponent(r.platforms.ytmusic.url)}` },
            { path: '/v1/entity/convert', body: JSON.stringify({ url: r.platforms.spotify.url, target_platform: 'ytmusic' }) },
          ]
        : [],
    );
    let next = 0;
    let converted = 0;
    env.sandbox.resetStats();
    const started = Date.now();
    const loop = async (base: string) => {
      while (Date.now() - started < DRIVE_MS && next < requests.length) {
        const { path, body } = requests[next++]!;
        const reply = await fetch(`${base}${path}`, {
          method: body ? 'POST' : 'GET',
          headers: { 'x-segue-public-key': env.apps.a.publicKey, 'content-type': 'application/json' },
          ...(body ? { body } : {}),
          signal: AbortSignal.timeout(60_000),
        }).catch(() => undefined);
        if (reply?.ok) converted++;
        await reply?.arrayBuffer().catch(() => undefined);
      }
    };
    await Promise.all(servers.flatMap((server) => Array.from({ length: LOOPS_PER_SERVER }, () => loop(server.url!))));

    const perSecond = env.sandbox.stats().platforms.ytmusic.perSecond;
    const counts = Object.entries(perSecond)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, n]) => n);
    console.log(`reliability/platform-budgets: ${converted} lookups and conversions on 3 servers; YouTube Music requests per second: ${counts.join(' ')}`);
    expect(converted).toBeGreaterThan(20);
    // Never over the single limit...
    expect(Math.max(...counts)).toBeLessThanOrEqual(LIMIT.requests);
    // ...and the load was heavy enough to reach it.
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(LIMIT.requests - 1);
  });
});
