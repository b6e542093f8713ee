import { PLATFORM_KEYS } from '@segue/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdapter, createHttpLayer } from './index';
import { PLATFORM_REGISTRY as PLATFORM_ADAPTERS } from './registry';

const layer = createHttpLayer();
afterAll(() => layer.close());

describe('PLATFORM_ADAPTERS', () => {
  it('has one adapter per platform, each naming its own platform', () => {
    expect(Object.keys(PLATFORM_ADAPTERS).sort()).toEqual([...PLATFORM_KEYS].sort());
    const adapter = createAdapter('deezer', {
      baseUrls: { api: 'https://api.deezer.com', connect: 'https://connect.deezer.com' },
      credentials: { app_id: '1', secret: 's' },
      http: layer.client('deezer', 'x'),
    });
    expect(adapter.platform).toBe('deezer');
  });

  it('declares batched ISRC lookup only where the platform has it', () => {
    const http = (p: Parameters<typeof layer.client>[0]) => layer.client(p, 'x');
    const pem = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----';
    const adapters = {
      applemusic: createAdapter('applemusic', {
        baseUrls: { api: 'https://api.music.apple.com' },
        credentials: { team_id: 'TEAM000001', key_id: 'KEY0000001', private_key: pem, storefront: 'us' },
        http: http('applemusic'),
      }),
      spotify: createAdapter('spotify', {
        baseUrls: { api: 'https://api.spotify.com', accounts: 'https://accounts.spotify.com' },
        credentials: { client_id: 'a', client_secret: 'b', market: 'US' },
        http: http('spotify'),
      }),
      tidal: createAdapter('tidal', {
        baseUrls: { api: 'https://openapi.tidal.com', auth: 'https://auth.tidal.com', login: 'https://login.tidal.com' },
        credentials: { client_id: 'a', client_secret: 'b' },
        http: http('tidal'),
      }),
      ytmusic: createAdapter('ytmusic', { baseUrls: { api: 'https://music.youtube.com' }, credentials: {}, http: http('ytmusic') }),
    };
    expect(adapters.applemusic.capabilities.isrcLookup).toEqual({ batchSize: 25 });
    expect(adapters.tidal.capabilities.isrcLookup).toEqual({ batchSize: 20 });
    expect(adapters.spotify.capabilities.isrcLookup).toEqual({ batchSize: 1 });
    expect(adapters.ytmusic.capabilities.isrcLookup).toBeNull();
  });
});
