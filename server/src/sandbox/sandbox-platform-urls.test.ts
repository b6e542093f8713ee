import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sandboxPlatformUrls } from './sandbox-platform-urls';

describe('sandboxPlatformUrls', () => {
  const configured = loadConfig({}).platformUrls;

  it('points every setting at the simulator host of the same name', () => {
    const { urls, missing } = sandboxPlatformUrls(
      {
        spotify: { api: 'http://127.0.0.1:1/', accounts: 'http://127.0.0.1:2' },
        applemusic: { api: 'http://127.0.0.1:3' },
        deezer: { api: 'http://127.0.0.1:4', connect: 'http://127.0.0.1:5' },
        tidal: { api: 'http://127.0.0.1:6', auth: 'http://127.0.0.1:7', login: 'http://127.0.0.1:8' },
        ytmusic: { api: 'http://127.0.0.1:9', data: 'http://127.0.0.1:11', oauth: 'http://127.0.0.1:10' },
      },
      configured,
    );
    expect(missing).toEqual([]);
    expect(urls).toEqual({
      spotify: { api: 'http://127.0.0.1:1', accounts: 'http://127.0.0.1:2' },
      applemusic: { api: 'http://127.0.0.1:3' },
      deezer: { api: 'http://127.0.0.1:4', connect: 'http://127.0.0.1:5' },
      tidal: { api: 'http://127.0.0.1:6', auth: 'http://127.0.0.1:7', login: 'http://127.0.0.1:8' },
      ytmusic: { api: 'http://127.0.0.1:9', data: 'http://127.0.0.1:11', oauth: 'http://127.0.0.1:10' },
    });
  });

  it('reports the settings the sandbox has no host for and leaves them as configured', () => {
    const { urls, missing } = sandboxPlatformUrls({ deezer: { api: 'http://127.0.0.1:4' } }, configured);
    expect(missing).toContain('SEGUE_DEEZER_CONNECT_URL');
    expect(missing).not.toContain('SEGUE_DEEZER_API_URL');
    expect(urls.deezer).toEqual({ api: 'http://127.0.0.1:4', connect: 'https://connect.deezer.com' });
  });
});
