import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterContract } from '../../../test/support/platforms/adapter-contract';
import { startPlatformSandbox, type PlatformSandbox } from '../../../test/support/platforms/platform-sandbox';
import type { PlatformAdapter } from '../types';
import { createYtMusicAdapter } from './adapter';
import { nextResponseSchema } from './watch-schemas';

let env: PlatformSandbox;
let adapter: PlatformAdapter;

beforeAll(async () => {
  env = await startPlatformSandbox('ytmusic');
  adapter = createYtMusicAdapter({ baseUrls: { api: env.sandbox.urls.ytmusic.api! }, http: env.http });
});
afterAll(() => env.close());

describe('YouTube Music adapter', () => {
  adapterContract({
    platform: 'ytmusic',
    env: () => env,
    adapter: () => adapter,
    missing: { track: 'zzzzzzzzzzz', playlist: 'PLzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz' },
    playlistLengths: [12, 101, 300, 1000],
  });

  it('reads an album from its share link (OLAK5uy_…) through the share page, as the same album as its MPREb_ id', async () => {
    const album = env.catalog.albums.find((a) => a.platforms.ytmusic?.playlistId)!;
    const listing = album.platforms.ytmusic!;
    const byShare = await adapter.getAlbum(listing.playlistId!);
    expect(byShare.id).toBe(listing.id);
    expect(byShare).toEqual(await adapter.getAlbum(listing.id));
    const asPlaylist = await adapter.getPlaylist(listing.playlistId!);
    expect(asPlaylist.tracks.map((t) => t.id)).toEqual(byShare.tracks.map((t) => t.id));
    expect(asPlaylist.title).toBe(listing.title);
  });

  it('reads songs whose queue entry is wrapped with a music video counterpart', async () => {
    const songs = env.catalog.recordings.flatMap((r) => (r.platforms.ytmusic ? [r.platforms.ytmusic] : [])).slice(0, 8);
    let wrapped = 0;
    for (const listing of songs) {
      const raw = await fetch(`${env.sandbox.urls.ytmusic.api}/youtubei/v1/next`, { method: 'POST', body: JSON.stringify({ context: { client: { clientName: 'WEB_REMIX', clientVersion: '1.20261124.01.00' } }, videoId: listing.id }) });
      if ((await raw.text()).includes('"playlistPanelVideoWrapperRenderer"')) wrapped++;
      await expect(adapter.getTrack(listing.id)).resolves.toMatchObject({ id: listing.id, title: listing.title, durationMs: listing.durationMs });
    }
    expect(wrapped).toBeGreaterThan(0);
  });

  it('reads a watch link to the music video of a song as that video (its counterpart entry)', async () => {
    const songs = env.catalog.recordings.flatMap((r) => (r.platforms.ytmusic ? [r.platforms.ytmusic] : [])).slice(0, 10);
    let checked = 0;
    for (const song of songs) {
      const raw = await fetch(`${env.sandbox.urls.ytmusic.api}/youtubei/v1/next`, {
        method: 'POST',
        body: JSON.stringify({ context: { client: { clientName: 'WEB_REMIX', clientVersion: '1.20261124.01.00' } }, videoId: song.id }),
      });
      // The song's own entry is the first of its queue; wrapped, it names the video as counterpart.
      const entries = nextResponseSchema.parse(await raw.json()).contents.singleColumnMusicWatchNextResultsRenderer.tabbedRenderer.watchNextTabbedResultsRenderer
        .tabs[0]?.tabRenderer.content?.musicQueueRenderer.content?.playlistPanelRenderer.contents;
      const video = entries?.[0]?.playlistPanelVideoWrapperRenderer?.counterpart?.[0]?.counterpartRenderer.playlistPanelVideoRenderer.videoId;
      if (!video) continue;
      await expect(adapter.getTrack(video)).resolves.toMatchObject({ id: video, title: song.title });
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('reads a search shelf past its first 20 rows from the continuation, when asked for more', async () => {
    const before = env.requests('POST /youtubei/v1/search');
    const tracks = await adapter.searchTracks({ title: 'the', artists: [] }, { limit: 30 });
    expect(tracks).toHaveLength(30);
    expect(new Set(tracks.map((t) => t.id)).size).toBe(30);
    expect(tracks.every((t) => t.isVideo !== true)).toBe(true);
    expect(env.requests('POST /youtubei/v1/search') - before).toBe(2);
  });

  it('accepts a playlist id in its browse form (VL…)', async () => {
    const playlist = env.catalog.playlists.find((p) => p.platform === 'ytmusic' && p.recordingIds.length === 12)!;
    await expect(adapter.getPlaylist(`VL${playlist.platformId}`)).resolves.toMatchObject({ id: playlist.platformId });
  });
});
