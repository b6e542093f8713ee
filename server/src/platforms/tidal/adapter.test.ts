import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterContract } from '../../../test/support/platforms/adapter-contract';
import { errorCode } from '../../../test/support/platforms/fault-cases';
import { listedOn, startPlatformSandbox, type PlatformSandbox } from '../../../test/support/platforms/platform-sandbox';
import type { PlatformAdapter } from '../types';
import { createTidalAdapter } from './adapter';

let env: PlatformSandbox;
let adapter: PlatformAdapter;

function build(credentials?: { client_id: string; client_secret: string }): PlatformAdapter {
  const { urls, credentials: sandboxCredentials } = env.sandbox;
  return createTidalAdapter({
    baseUrls: { api: urls.tidal.api!, auth: urls.tidal.auth! },
    credentials: credentials ?? { client_id: sandboxCredentials.tidal.client_id!, client_secret: sandboxCredentials.tidal.client_secret! },
    http: env.http,
  });
}

beforeAll(async () => {
  env = await startPlatformSandbox('tidal');
  adapter = build();
});
afterAll(() => env.close());

describe('TIDAL adapter', () => {
  adapterContract({
    platform: 'tidal',
    env: () => env,
    adapter: () => adapter,
    missing: { track: '999999999', playlist: '00000000-0000-4000-8000-000000000000' },
    isrc: { endpoint: 'GET /v2/tracks', requestsFor: (n) => Math.ceil(n / 20) },
    playlistLengths: [12, 101, 300, 1000],
  });

  it('asks for a token once and reuses it', async () => {
    const fresh = build();
    const before = env.requests('POST /v1/oauth2/token');
    const ids = listedOn(env.catalog, 'tidal').slice(0, 3).map((r) => r.platforms.tidal!.id);
    await Promise.all(ids.map((id) => fresh.getTrack(id)));
    expect(env.requests('POST /v1/oauth2/token') - before).toBe(1);
  });

  it('fetches a new token when TIDAL says the cached one expired', async () => {
    const fresh = build();
    const id = listedOn(env.catalog, 'tidal')[0]!.platforms.tidal!.id;
    await fresh.getTrack(id);
    env.advanceClock(2 * 86_400_000);
    const before = env.requests('POST /v1/oauth2/token');
    await expect(fresh.getTrack(id)).resolves.toMatchObject({ id });
    expect(env.requests('POST /v1/oauth2/token') - before).toBe(1);
  });

  it('reports refused client credentials as auth_expired', async () => {
    const bad = build({ client_id: 'nobody', client_secret: 'wrong' });
    expect(await errorCode(bad.getTrack('1'))).toBe('auth_expired');
  });

  it('gives every track its album cover, which TIDAL sends only through include=albums.coverArt', async () => {
    const listed = listedOn(env.catalog, 'tidal');
    const cover = /^https:\/\/resources\.tidal\.com\/images\/.+\/640x640\.jpg$/;
    const track = await adapter.getTrack(listed[0]!.platforms.tidal!.id);
    expect(track.cover).toMatch(cover);
    const isrc = listed.find((r) => r.platforms.tidal!.isrc)!.platforms.tidal!.isrc!;
    for (const found of (await adapter.lookupIsrcs([isrc])).get(isrc) ?? []) expect(found.cover).toMatch(cover);
    const playlist = env.catalog.playlists.find((p) => p.platform === 'tidal' && p.recordingIds.length > 20)!;
    const read = await adapter.getPlaylist(playlist.platformId);
    expect(read.tracks.length).toBeGreaterThan(20);
    for (const t of read.tracks) expect(t.cover).toMatch(cover);
  });

  it('finds albums by barcode and by text with their artists and cover', async () => {
    const album = env.catalog.albums.find((a) => a.platforms.tidal)!;
    const [found] = await adapter.searchAlbums({ title: 'unrelated words', artists: [], upc: album.platforms.tidal!.upc });
    const names = album.artistIds.map((id) => env.catalog.index.artist(id)!.name);
    expect(found).toMatchObject({ id: album.platforms.tidal!.id, artists: names });
    expect(found!.cover).toMatch(/640x640\.jpg$/);
    const byText = await adapter.searchAlbums({ title: album.platforms.tidal!.title, artists: names });
    const same = byText.find((a) => a.id === album.platforms.tidal!.id)!;
    expect(same).toMatchObject({ artists: names, upc: album.platforms.tidal!.upc });
    expect(same.cover).toMatch(/640x640\.jpg$/);
  });
});
