import type { Recording } from '@segue/sandbox';
import { NoMatchErrorBodySchema } from '@segue/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedOnAll, startConversionEnv, type ConversionEnv } from '../../test/support/conversion/conversion-env';
import { listenForTest, type TestServer } from '../../test/support/test-server';
import { createApp } from '../composition/create-app';
import { silentLogger } from '../runtime/logger';
import { PLATFORM_REQUESTS_HEADER } from './convert.routes';

let env: ConversionEnv;
let server: TestServer;

beforeAll(async () => {
  env = await startConversionEnv();
  const services = { ...env.db.services, conversion: env.conversion };
  const config = { publicUrl: 'https://segue.test', rateLimitPerMinute: 10_000, bodyLimitBytes: 100 * 1024 };
  server = await listenForTest(createApp({ services, pool: env.db.pool, config, log: silentLogger }));
});

afterAll(async () => {
  await server?.close();
  await env?.close();
});

const post = (body: unknown) =>
  server.call('/v1/entity/convert', { method: 'POST', headers: { 'x-segue-public-key': env.publicKey, 'content-type': 'application/json' }, body: JSON.stringify(body) });

type Entry = { id: string; title: string; match: { method: string; confidence: number } };

/** Originals without version text, each with a title and artist no other recording shares. */
function plainRecordings(): Recording[] {
  return listedOnAll(env.catalog).filter((r) => r.version === undefined && r.featuredArtistIds.length === 0);
}
const artistOf = (r: Recording) => r.platforms.deezer!.artists[0]!;

describe('POST /v1/entity/convert with query: a track from its title and artist', () => {
  it('finds it on the target from "title artist", saying it was a search and how sure', async () => {
    const recording = plainRecordings()[0]!;
    const reply = await post({ query: `${recording.title} ${artistOf(recording)}`, target_platform: 'deezer' });
    expect(reply.status, String(reply.body.message)).toBe(200);
    const payload = (reply.body.data as { payload: { entity: string; platforms: Record<string, Entry>; short_url: string; share_url: string } }).payload;
    expect(payload.entity).toBe('track');
    expect(Object.keys(payload.platforms)).toEqual(['deezer']);
    expect(payload.platforms.deezer).toMatchObject({ id: recording.platforms.deezer!.id, match: { method: 'search' } });
    expect(payload.platforms.deezer!.match.confidence).toBeGreaterThanOrEqual(0.9);
    expect(payload.share_url).toBe(`https://segue.test/s/${payload.short_url}`);
    expect(Number(reply.headers.get(PLATFORM_REQUESTS_HEADER))).toBeGreaterThan(0);
  });

  it('reads "Title by Artist" and, for every target, converts the track it found', async () => {
    const recording = plainRecordings()[1]!;
    const reply = await post({ query: `${recording.title} by ${artistOf(recording)}` });
    expect(reply.status, String(reply.body.message)).toBe(200);
    const { platforms } = (reply.body.data as { payload: { platforms: Record<string, Entry> } }).payload;
    expect(platforms.spotify?.id).toBe(recording.platforms.spotify!.id);
    expect(platforms.deezer?.id).toBe(recording.platforms.deezer!.id);
    for (const entry of Object.values(platforms)) expect(entry.match.method).toBe('search');
  });

  it('takes "Artist - Title" as well', async () => {
    const recording = plainRecordings()[2]!;
    const reply = await post({ query: `${artistOf(recording)} - ${recording.title}`, target_platform: 'spotify' });
    expect(reply.status, String(reply.body.message)).toBe(200);
    expect((reply.body.data as { payload: { platforms: Record<string, Entry> } }).payload.platforms.spotify?.id).toBe(recording.platforms.spotify!.id);
  });

  it('finds the original, not a live take or a remix of it listed beside it', async () => {
    const otherTakes = new Set(['live', 'remix', 'acoustic', 'sped_up', 'slowed']);
    const original = env.catalog.recordings.find(
      (r) =>
        r.decoyOf === undefined &&
        r.version === undefined &&
        r.platforms.deezer !== undefined &&
        env.catalog.recordings.some((d) => d.decoyOf === r.id && otherTakes.has(d.decoyKind ?? '') && d.platforms.deezer),
    );
    if (!original) throw new Error('the test catalog has no original with another take of it on Deezer');
    const reply = await post({ query: `${original.title} ${artistOf(original)}`, target_platform: 'deezer' });
    expect(reply.status, String(reply.body.message)).toBe(200);
    expect((reply.body.data as { payload: { platforms: Record<string, Entry> } }).payload.platforms.deezer?.id).toBe(original.platforms.deezer!.id);
  });

  it('refuses with 404 ENOTFOUND naming the words when nothing is confident', async () => {
    const recording = plainRecordings()[3]!;
    const titleOnly = await post({ query: recording.title, target_platform: 'deezer' });
    expect(titleOnly.status).toBe(404);
    // The closest candidate comes with it, Track-shaped, with the score of the words.
    expect(titleOnly.body).toMatchObject({ error: 'ENOTFOUND', platform: 'deezer', candidate: { match: { method: 'search' } } });
    expect(NoMatchErrorBodySchema.safeParse(titleOnly.body).success).toBe(true);
    expect(titleOnly.body.message).toContain(`nothing on Deezer confidently matches "${recording.title}": the closest is`);
    expect(titleOnly.body.message).toMatch(/write the title and the main artist/);

    const nothing = await post({ query: 'qwzx vrrbl plonk', target_platform: 'deezer' });
    expect(nothing.status).toBe(404);
    expect(nothing.body).toMatchObject({ platform: 'deezer' });
    expect(nothing.body).not.toHaveProperty('candidate');
    expect(nothing.body.message).toBe(
      'nothing on Deezer matches "qwzx vrrbl plonk": write the title and the main artist as they are credited, e.g. "Paper Tide Crystal Feather" or "Paper Tide by Crystal Feather"',
    );
  });

  it.each([
    ['both url and query', { url: 'https://www.deezer.com/track/1', query: 'Paper Tide' }, /send either url .* or query .*, not both/],
    ['a query of one letter', { query: 'x' }, /query is too short/],
    ['a query that is not text', { query: 42 }, /query must be text/],
  ])('answers %s with a 400 that says what to fix', async (_name, body, message) => {
    const reply = await post(body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('EBADREQUEST');
    expect(reply.body.message).toMatch(message);
  });
});
