import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterContract } from '../../../test/support/platforms/adapter-contract';
import { errorCode } from '../../../test/support/platforms/fault-cases';
import { listedOn, startPlatformSandbox, type PlatformSandbox } from '../../../test/support/platforms/platform-sandbox';
import type { PlatformAdapter } from '../types';
import { createSpotifyAdapter } from './adapter';

let env: PlatformSandbox;
let adapter: PlatformAdapter;

function build(credentials?: { client_id: string; client_secret: string }): PlatformAdapter {
  const { urls, credentials: sandboxCredentials } = env.sandbox;
  return createSpotifyAdapter({
    baseUrls: { api: urls.spotify.api!, accounts: urls.spotify.accounts! },
    credentials: credentials ?? {
      client_id: sandboxCredentials.spotify.client_id!,
      client_secret: sandboxCredentials.spotify.client_secret!,
    },
    http: env.http,
  });
}

beforeAll(async () => {
  env = await startPlatformSandbox('spotify');
  adapter = build();
});
afterAll(() => env.close());

const trackId = (i: number) => listedOn(env.catalog, 'spotify')[i]!.platforms.spotify!.id;

describe('Spotify adapter', () => {
  adapterContract({
    platform: 'spotify',
    env: () => env,
    adapter: () => adapter,
    missing: { track: '0000000000000000000000', playlist: '0000000000000000000000' },
    // Spotify looks ISRCs up through search, one per request.
    isrc: { endpoint: 'GET /v1/search', requestsFor: (n) => n },
    playlistLengths: [12, 101, 300, 1000],
  });

  it('treats a malformed id as not_found', async () => {
    expect(await errorCode(adapter.getTrack('not-base62!'))).toBe('not_found');
  });

  it('asks for a token once and reuses it', async () => {
    const fresh = build();
    const before = env.requests('POST /api/token');
    await Promise.all([0, 1, 2].map((i) => fresh.getTrack(trackId(i))));
    expect(env.requests('POST /api/token') - before).toBe(1);
  });

  it('fetches a new token when Spotify says the cached one expired', async () => {
    const fresh = build();
    await fresh.getTrack(trackId(0));
    env.advanceClock(2 * 3_600_000);
    const before = env.requests('POST /api/token');
    await expect(fresh.getTrack(trackId(0))).resolves.toMatchObject({ id: trackId(0) });
    expect(env.requests('POST /api/token') - before).toBe(1);
  });

  it('reports refused client credentials as auth_expired', async () => {
    expect(await errorCode(build({ client_id: 'nobody', client_secret: 'wrong' }).getTrack(trackId(0)))).toBe('auth_expired');
  });
});
