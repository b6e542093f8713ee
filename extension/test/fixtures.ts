import type { SegueClient } from '@segue/client';
import type { PlaylistConversion, TrackConversion } from '@segue/core/schemas';
import { vi } from 'vitest';
import type { Settings } from '../utils/settings';

// Test data for the unit tests (no test runs against these as if they were server answers:
// the browser suite in test/e2e/extension does that against a real server).

export const SETTINGS: Settings = { serverUrl: 'http://127.0.0.1:8787', publicKey: 'pk-test', preferredPlatform: 'deezer' };

const track = (url: string, id: string) => ({
  id,
  title: 'Midnight Drive',
  artists: ['The Lanterns'],
  album: 'Night Songs',
  url,
  cover: 'https://img.example/cover.jpg',
  duration: '3:21',
  duration_milli: 201_000,
  explicit: false,
  preview: '',
  released: '2021-04-02',
  match: { method: 'isrc' as const, confidence: 1 },
});

export function trackResult(): TrackConversion {
  return {
    entity: 'track',
    platforms: {
      spotify: track('https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe', '2plbrEY59IikOBgBGLjaoe'),
      deezer: track('https://www.deezer.com/track/3135556', '3135556'),
    },
    short_url: 'Ab12Cd',
    share_url: 'http://127.0.0.1:8787/s/Ab12Cd',
  };
}

export function playlistResult(): PlaylistConversion {
  return {
    meta: {
      entity: 'playlist',
      title: 'Road trip',
      owner: 'ana',
      cover: '',
      url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
      short_url: 'Pl12Ab',
      share_url: 'http://127.0.0.1:8787/s/Pl12Ab',
      length: '00:06:42',
    },
    platforms: {
      deezer: { tracks: [track('https://www.deezer.com/track/3135556', '3135556')], length: 201_000, omitted: [] },
    },
  };
}

/** A client whose calls are spies; give the ones a test needs an implementation. */
export function fakeClient(): SegueClient & { me: SegueClient['me'] } {
  const fail = (name: string) => vi.fn(() => Promise.reject(new Error(`${name} was not expected`)));
  return {
    convert: fail('convert'),
    search: fail('search'),
    lookup: fail('lookup'),
    getTask: fail('getTask'),
    waitForTask: fail('waitForTask'),
    connectUrl: fail('connectUrl'),
    connectUrlForUser: fail('connectUrlForUser'),
    getAccount: fail('getAccount'),
    getPlaylists: fail('getPlaylists'),
    getAlbums: fail('getAlbums'),
    getArtists: fail('getArtists'),
    getHistory: fail('getHistory'),
    addPlaylist: fail('addPlaylist'),
    app: fail('app'),
    health: fail('health'),
    me: {
      profile: fail('me.profile'),
      refreshToken: fail('me.refreshToken'),
      playlists: fail('me.playlists'),
      albums: fail('me.albums'),
      artists: fail('me.artists'),
      history: fail('me.history'),
      convertAndAdd: fail('me.convertAndAdd'),
      startTransfer: fail('me.startTransfer'),
      transfers: fail('me.transfers'),
      transfer: fail('me.transfer'),
      applyTransferItem: fail('me.applyTransferItem'),
    },
  };
}

/** A linking token with these claims (unsigned: the extension only reads claims). */
export function linkingToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}
