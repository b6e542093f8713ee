import { createYtMusicSimulator, launchSimulators, type Sandbox } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCatalog } from '../../../test/support/platforms/platform-sandbox';
import { createTestHttpLayer } from '../../../test/support/platforms/test-http-layer';
import type { HttpLayer } from '../http/http-layer';
import type { PlatformAdapter } from '../types';
import { createYtMusicAdapter } from './adapter';

/**
 * The simulator answering every search with its page of every kind, as YouTube Music does when it
 * does not apply the filter `params` (contract-search.test.ts holds the adapter to recorded pages).
 */
let sandbox: Sandbox;
let layer: HttpLayer;
let adapter: PlatformAdapter;

beforeAll(async () => {
  sandbox = await launchSimulators({ ytmusic: createYtMusicSimulator({ searchFilters: 'ignored' }) }, { catalog: testCatalog });
  layer = createTestHttpLayer('ytmusic');
  adapter = createYtMusicAdapter({ baseUrls: { api: sandbox.urls.ytmusic.api! }, http: layer.client('ytmusic', 'test-unfiltered') });
});
afterAll(async () => {
  await layer.close();
  await sandbox.close();
});

const listings = testCatalog.recordings.flatMap((r) => (r.platforms.ytmusic ? [r.platforms.ytmusic] : []));

describe('YouTube Music searches answered without their filter (simulated)', () => {
  it('a song search takes the songs of the mixed page, not its official videos and uploads', async () => {
    // An official video's artist: the page holds the artist's songs and videos.
    const video = listings.find((l) => l.videoType === 'omv')!;
    const query = video.artists[0]!;
    const raw = await fetch(`${sandbox.urls.ytmusic.api}/youtubei/v1/search`, {
      method: 'POST',
      body: JSON.stringify({ context: { client: { clientName: 'WEB_REMIX', clientVersion: '1.20261124.01.00' } }, query, params: 'EgWKAQIIAWoMEA4QChADEAQQCRAF' }),
    });
    const page = await raw.text();
    expect(page).toContain('"musicCardShelfRenderer"');
    expect(page).toContain(`"videoId":"${video.id}"`);
    const videoIds = new Set(listings.filter((l) => l.videoType).map((l) => l.id));
    const songIds = new Set(listings.filter((l) => !l.videoType).map((l) => l.id));
    const tracks = await adapter.searchTracks({ title: query, artists: [] });
    expect(tracks.length).toBeGreaterThan(0);
    expect(tracks.every((t) => songIds.has(t.id) && !videoIds.has(t.id))).toBe(true);
    const videos = await adapter.searchVideos!({ title: query, artists: [] });
    expect(videos.map((t) => t.id)).toContain(video.id);
    expect(videos.every((t) => videoIds.has(t.id))).toBe(true);
  });

  it('album and artist searches give album browse ids and artist channels only', async () => {
    const album = testCatalog.albums.find((a) => a.platforms.ytmusic)!;
    const artist = testCatalog.index.artist(album.artistIds[0]!)!;
    const albums = await adapter.searchAlbums({ title: album.platforms.ytmusic!.title, artists: [artist.name] });
    expect(albums.map((a) => a.id)).toContain(album.platforms.ytmusic!.id);
    for (const found of albums) expect(found.id).toMatch(/^MPREb_/);
    const artists = await adapter.searchArtists(artist.name);
    expect(artists.map((a) => a.id)).toContain(artist.platformIds.ytmusic);
    const artistIds = new Set(testCatalog.artists.flatMap((a) => (a.platformIds.ytmusic ? [a.platformIds.ytmusic] : [])));
    for (const found of artists) expect(artistIds.has(found.id)).toBe(true);
  });
});
