import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterContract } from '../test-support/adapter-contract';
import { startPlatformSandbox, type PlatformSandbox } from '../test-support/platform-sandbox';
import type { PlatformAdapter } from '../types';
import { createYtMusicAdapter } from './adapter';

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

  it('accepts a playlist id in its browse form (VL…)', async () => {
    const playlist = env.catalog.playlists.find((p) => p.platform === 'ytmusic' && p.recordingIds.length === 12)!;
    await expect(adapter.getPlaylist(`VL${playlist.platformId}`)).resolves.toMatchObject({ id: playlist.platformId });
  });
});
