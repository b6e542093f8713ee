import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { PlatformError } from '../errors/platform-error';
import { PlaylistWriteError } from '../errors/playlist-write-error';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import type { AddPlaylistClaim, AddPlaylistOutcome, AddPlaylistRequestRepository } from './add-playlist-requests.repository';
import { addPlaylist, type AddPlaylistDeps } from './add-playlist.service';

const USER = '11111111-1111-4111-8111-111111111111';
const IDS = ['1', '2', '3', '4'];
const PLAYLIST = { id: 'p1', url: 'https://www.deezer.com/playlist/1' };

/** A library that creates the playlist, adds `stopAfter` tracks, then fails as Deezer would. */
function stoppingLibrary(stopAfter: number) {
  const calls = { creates: 0 };
  const library: Pick<PlatformLibrary, 'unknownTracks' | 'createPlaylist'> = {
    unknownTracks: () => Promise.resolve([]),
    createPlaylist: ({ trackIds }) => {
      calls.creates++;
      const cause = new PlatformError('deezer', 'unavailable', 'deezer answered 502');
      return Promise.reject(new PlaylistWriteError('deezer', PLAYLIST, trackIds.slice(0, stopAfter), cause));
    },
  };
  return { library: library as PlatformLibrary, calls };
}

/** The repository's contract in memory. */
function memoryRequests(): AddPlaylistRequestRepository & { rows: Map<string, { fingerprint: string; outcome: AddPlaylistOutcome | null }> } {
  const rows = new Map<string, { fingerprint: string; outcome: AddPlaylistOutcome | null }>();
  const id = (app: string, user: string, key: string) => `${app}/${user}/${key}`;
  return {
    rows,
    claim(app, user, key, fingerprint): Promise<AddPlaylistClaim> {
      const row = rows.get(id(app, user, key));
      if (row) return Promise.resolve({ kind: 'seen', ...row });
      rows.set(id(app, user, key), { fingerprint, outcome: null });
      return Promise.resolve({ kind: 'claimed' });
    },
    finish(app, user, key, outcome) {
      const row = rows.get(id(app, user, key));
      if (row) row.outcome = outcome;
      return Promise.resolve();
    },
    release(app, user, key) {
      rows.delete(id(app, user, key));
      return Promise.resolve();
    },
    forget(app, user, key) {
      rows.delete(id(app, user, key));
      return Promise.resolve();
    },
  };
}

function depsWith(library: PlatformLibrary, requests?: AddPlaylistRequestRepository): AddPlaylistDeps {
  return { findUser: () => Promise.resolve({ id: USER }), libraryOf: () => Promise.resolve(library), ...(requests ? { requests } : {}) };
}

const body = { user: 'a@example.com', title: 'T', tracks: IDS };

describe('addPlaylist after the playlist exists', () => {
  it('a write that stops part way answers the link and exactly how many tracks are in it, and warns that a plain retry duplicates', async () => {
    const { library } = stoppingLibrary(2);
    const error = await addPlaylist(depsWith(library), 'app', 'deezer', body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('EPLATFORMUNAVAILABLE');
    expect((error as AppError).message).toContain(`2 of 4 tracks are in ${PLAYLIST.url}`);
    expect((error as AppError).message).toContain('same Idempotency-Key');
  });

  it('with a key, the partial outcome is kept: the retry answers it again and creates nothing', async () => {
    const { library, calls } = stoppingLibrary(1);
    const requests = memoryRequests();
    const attempt = () => addPlaylist(depsWith(library, requests), 'app', 'deezer', body, 'k1').then(() => new AppError('EINTERNAL', 'no error'), (e: unknown) => e as AppError);
    const first = await attempt();
    const again = await attempt();
    expect(calls.creates).toBe(1);
    expect(again.message).toBe(first.message);
    expect(again.status).toBe(first.status);
    expect(again.message).toContain('1 of 4 tracks');
  });

  it('a failure before creation frees the key', async () => {
    const library = { unknownTracks: () => Promise.reject(new PlatformError('deezer', 'unavailable', 'down')), createPlaylist: () => Promise.reject(new Error('not reached')) } as unknown as PlatformLibrary;
    const requests = memoryRequests();
    await expect(addPlaylist(depsWith(library, requests), 'app', 'deezer', body, 'k2')).rejects.toBeInstanceOf(AppError);
    expect(requests.rows.size).toBe(0);
  });
});
