import type { SegueClient } from '@segue/client';
import type { PlaylistConversion, Sync, TrackConversion, Transfer } from '@segue/core/schemas';
import { vi } from 'vitest';
import type { Settings } from '../utils/settings';
import type { ScriptRegistry } from '../utils/share-page-script';

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

export const LISTENER_ID = '5f0c2a3e-6b1d-4e8f-a2c4-9d7e1b3f5a60';

/** A finished Spotify → Deezer transfer: one of each outcome, a playlist song, a local file. */
export function finishedTransfer(overrides: Partial<Transfer> = {}): Transfer {
  const source = (id: string, title: string, artists: string[]) => ({ id, title, artists, url: id ? `https://open.spotify.com/track/${id}` : '' });
  return {
    task_id: '0b6f4a52-8d0e-4c47-9d3c-5e2f7a1b9c10',
    kind: 'transfer',
    status: 'completed',
    user_id: LISTENER_ID,
    from: 'spotify',
    to: 'deezer',
    created_at: '2026-11-20T10:00:00.000Z',
    progress: { step: 'finished', kinds: { liked_tracks: { total: 3, done: 3, added: 1, already_there: 1, left_out: 1 } }, total: 4, done: 4 },
    playlists: [{ source: { id: 'pl1', title: 'Road, "trip"', url: 'https://open.spotify.com/playlist/pl1' }, state: 'created', tracks: 1, added: 0 }],
    items: [
      { kind: 'liked_track', position: 0, source: source('a1', 'Midnight Drive', ['The Lanterns']), outcome: 'added', target: { id: '3135556', title: 'Midnight Drive', artists: ['The Lanterns'], url: 'https://www.deezer.com/track/3135556' }, match: { method: 'isrc', confidence: 1 } },
      { kind: 'liked_track', position: 1, source: source('a2', 'Paper Tide', ['Crystal Feather']), outcome: 'already_there', target: { id: '77', title: 'Paper Tide', artists: ['Crystal Feather'], url: 'https://www.deezer.com/track/77' }, match: { method: 'search', confidence: 0.93 } },
      {
        kind: 'liked_track',
        position: 2,
        source: source('a3', 'Slow Song', ['Band']),
        outcome: 'left_out',
        code: 'uncertain_match',
        reason: 'the closest is another version',
        candidates: [{ id: '88', title: 'Slow Song (Live)', artists: ['Band'], url: 'https://www.deezer.com/track/88', confidence: 0.72 }],
      },
      { kind: 'playlist_track', playlist: 'pl1', position: 0, source: source('', '=1+1 my demo', []), outcome: 'left_out', code: 'local_file', reason: 'a file on your device' },
    ],
    ...overrides,
  };
}

/** A Deezer playlist kept in step on Spotify, as the list answers it: its first run made the copy. */
export function activeSync(overrides: Partial<Sync> = {}): Sync {
  return {
    id: '7a1c6c1e-8a51-4d1b-9a3e-0c1b2d3e4f50',
    user_id: LISTENER_ID,
    source: { platform: 'deezer', id: '1282495565', url: 'https://www.deezer.com/playlist/1282495565', title: 'Rainy Day' },
    target: { platform: 'spotify', playlist: { id: '3cEYpjA9oz9GiPac4AsH4n', url: 'https://open.spotify.com/playlist/3cEYpjA9oz9GiPac4AsH4n' } },
    mode: 'mirror',
    effective_mode: 'mirror',
    interval: 60,
    status: 'active',
    last_checked_at: '2026-11-20T11:00:00.000Z',
    last_run: { started_at: '2026-11-20T10:00:00.000Z', finished_at: '2026-11-20T10:01:00.000Z', outcome: 'changed', counts: { added: 11, removed: 0, moved: 0, left_out: 1 } },
    next_run_at: '2026-11-20T12:00:00.000Z',
    counts: { synced: 11, left_out: 1 },
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
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
      startSync: fail('me.startSync'),
      syncs: fail('me.syncs'),
      sync: fail('me.sync'),
      updateSync: fail('me.updateSync'),
      stopSync: fail('me.stopSync'),
      runSync: fail('me.runSync'),
    },
  };
}

/** A linking token with these claims (unsigned: the extension only reads claims). */
export function linkingToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

/** An in-memory `browser.scripting` that refuses a second script with one id, as Chromium does. */
export function fakeScriptRegistry(allowedOrigins: string[]) {
  const scripts = new Map<string, { matches: string[]; js: string[] }>();
  const registry: ScriptRegistry = {
    registered: async (id) => (scripts.has(id) ? [scripts.get(id)!] : []),
    register: async (script) => {
      await Promise.resolve();
      if (scripts.has(script.id)) throw new Error(`Duplicate script ID '${script.id}'`);
      scripts.set(script.id, { matches: script.matches, js: script.js });
    },
    unregister: async (id) => {
      if (!scripts.delete(id)) throw new Error(`Nonexistent script ID '${id}'`);
    },
    allowed: async (origin) => allowedOrigins.includes(origin),
    onPermissionsChanged: (listener) => void permissionListeners.push(listener),
  };
  const permissionListeners: (() => void)[] = [];
  /** The user grants or withdraws an origin. */
  const setAllowed = (origins: string[]) => {
    allowedOrigins.splice(0, allowedOrigins.length, ...origins);
    for (const listener of permissionListeners) listener();
  };
  return { registry, scripts, allowedOrigins, setAllowed };
}
