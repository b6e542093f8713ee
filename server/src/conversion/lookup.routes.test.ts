import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedOnAll, startConversionEnv, type ConversionEnv } from '../../test/support/conversion/conversion-env';
import { listenForTest, type TestServer } from '../../test/support/test-server';
import { createApp } from '../composition/create-app';
import { silentLogger } from '../runtime/logger';

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

const lookup = (url: string | undefined, key = env.publicKey) =>
  server.call(`/v1/entity/lookup${url === undefined ? '' : `?url=${encodeURIComponent(url)}`}`, { headers: { 'x-segue-public-key': key } });

describe('GET /v1/entity/lookup', () => {
  it("reads a playlist's name, owner, cover and track count without converting it, once per ten minutes", async () => {
    const playlist = env.catalog.playlists.find((p) => p.platform === 'deezer' && p.ownerUserId === undefined && p.recordingIds.length >= 3)!;
    const url = `https://www.deezer.com/fr/playlist/${playlist.platformId}`;
    const before = env.requests();
    const reply = await lookup(url);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      entity: 'playlist',
      platform: 'deezer',
      id: playlist.platformId,
      url: `https://www.deezer.com/playlist/${playlist.platformId}`,
      title: playlist.title,
      owner: playlist.ownerName,
      artists: [],
      track_count: playlist.recordingIds.length,
    });
    expect((reply.body.data as { cover: string }).cover).toMatch(/^https:\/\//);
    const read = env.requests() - before;
    expect(read).toBeGreaterThan(0);
    // Reopened: the summary is kept, the platform is not asked again.
    expect((await lookup(url)).body.data).toEqual(reply.body.data);
    expect(env.requests() - before).toBe(read);
  });

  it("reads a track's title, artists and cover", async () => {
    const recording = listedOnAll(env.catalog)[0]!;
    const listing = recording.platforms.spotify!;
    const reply = await lookup(`https://open.spotify.com/track/${listing.id}?si=abc`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ entity: 'track', platform: 'spotify', id: listing.id, title: listing.title, artists: listing.artists, owner: '' });
    expect(reply.body.data).not.toHaveProperty('track_count');
  });

  it.each([
    ['no url', undefined, 400, 'EBADREQUEST', /url is required/],
    ['a host that is no music platform', 'https://example.com/playlist/1', 400, 'EHOSTUNSUPPORTED', /example\.com is not a supported music platform/],
    ['a platform page that names nothing', 'https://open.spotify.com/search', 400, 'EINVALIDLINK', /does not point at a track, album, artist or playlist/],
    ['a playlist that does not exist', 'https://www.deezer.com/playlist/1', 404, 'ENOTFOUND', /./],
  ])('answers %s with a clear error', async (_name, url, status, code, message) => {
    const reply = await lookup(url);
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ error: code, status });
    expect(reply.body.message).toMatch(message);
  });

  it('needs the public key', async () => {
    const reply = await server.call(`/v1/entity/lookup?url=${encodeURIComponent('https://www.deezer.com/track/1')}`);
    expect(reply.status).toBe(401);
  });
});
