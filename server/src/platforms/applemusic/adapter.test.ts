import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterContract } from '../../../test/support/platforms/adapter-contract';
import { errorCode } from '../../../test/support/platforms/fault-cases';
import { listedOn, startPlatformSandbox, type PlatformSandbox } from '../../../test/support/platforms/platform-sandbox';
import type { PlatformAdapter } from '../types';
import { createAppleMusicAdapter } from './adapter';
import type { AppleMusicCredentials } from './settings';

let env: PlatformSandbox;
let adapter: PlatformAdapter;
let credentials: AppleMusicCredentials;

function build(overrides: { credentials?: AppleMusicCredentials; now?: () => number } = {}): PlatformAdapter {
  return createAppleMusicAdapter({
    baseUrls: { api: env.sandbox.urls.applemusic.api! },
    credentials: overrides.credentials ?? credentials,
    http: env.http,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
}

beforeAll(async () => {
  env = await startPlatformSandbox('applemusic');
  const c = env.sandbox.credentials.applemusic;
  credentials = { team_id: c.team_id!, key_id: c.key_id!, private_key: c.private_key!, storefront: c.storefront ?? 'us' };
  adapter = build();
});
afterAll(() => env.close());

const songId = (i: number) => listedOn(env.catalog, 'applemusic')[i]!.platforms.applemusic!.id;

describe('Apple Music adapter', () => {
  adapterContract({
    platform: 'applemusic',
    env: () => env,
    adapter: () => adapter,
    missing: { track: '999999999', playlist: 'pl.00000000000000000000000000000000' },
    isrc: { endpoint: 'GET /v1/catalog/{sf}/songs', requestsFor: (n) => Math.ceil(n / 25) },
    playlistLengths: [12, 101, 300, 1000],
  });

  it('finds an album by its UPC before searching its title', async () => {
    const album = env.catalog.albums.find((a) => a.platforms.applemusic?.upc)!.platforms.applemusic!;
    const before = env.requests('GET /v1/catalog/{sf}/search');
    const found = await adapter.searchAlbums!({ title: 'no such title', artists: [], upc: album.upc });
    expect(found.map((a) => a.id)).toEqual([album.id]);
    expect(found[0]!.upc).toBe(album.upc);
    expect(env.requests('GET /v1/catalog/{sf}/search') - before).toBe(0);
  });

  it('names every credited artist of a song (include=artists), not the one display string', async () => {
    const listing = listedOn(env.catalog, 'applemusic').find((r) => r.platforms.applemusic!.artists.length > 1)!.platforms.applemusic!;
    const track = await adapter.getTrack(listing.id);
    expect(track.artists).toEqual(listing.artists);
  });

  it('fills the artwork size template', async () => {
    const track = await adapter.getTrack(songId(0));
    expect(track.cover).toMatch(/^https:\/\//);
    expect(track.cover).not.toMatch(/\{[whf]\}/);
  });

  it('reports a key Apple does not know as auth_expired, after one fresh token', async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    const bad = build({ credentials: { ...credentials, private_key: stranger.toString() } });
    const before = env.requests('GET /v1/catalog/{sf}/songs/{id}');
    expect(await errorCode(bad.getTrack(songId(0)))).toBe('auth_expired');
    expect(env.requests('GET /v1/catalog/{sf}/songs/{id}') - before).toBe(2);
  });

  it('mints a new developer token when Apple refuses an expired one', async () => {
    let calls = 0;
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    // The first token is minted on a clock two days behind (so it has expired); the retry mints on the real one.
    const stale = build({ now: () => (calls++ === 0 ? twoDaysAgo : Date.now()) });
    const before = env.requests('GET /v1/catalog/{sf}/songs/{id}');
    await expect(stale.getTrack(songId(1))).resolves.toMatchObject({ id: songId(1) });
    expect(env.requests('GET /v1/catalog/{sf}/songs/{id}') - before).toBe(2);
  });
});
