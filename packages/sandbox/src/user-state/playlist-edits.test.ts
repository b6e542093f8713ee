import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../catalog/generate-catalog';
import { MOVER_ID } from '../catalog/generate-mover';
import { entryStamps, playlistEntries } from '../catalog/playlist-entries';
import { PlaylistEditError } from './playlist-edits';
import { createUserState } from './user-state';

function setup() {
  const catalog = generateCatalog(3, { recordings: 120 });
  let clock = Date.UTC(2026, 10, 23, 12);
  const state = createUserState(catalog, () => clock);
  const playlist = catalog.playlists.find((p) => p.platform === 'spotify' && !p.ownerUserId && p.recordingIds.length >= 6)!;
  const spare = catalog.recordings.filter((r) => r.platforms.spotify && !playlist.recordingIds.includes(r.id)).map((r) => r.id);
  return { catalog, state, playlist, spare, tick: () => (clock += 1000) };
}

describe('editPlaylist', () => {
  it('adds, removes one copy of a duplicate, moves and duplicates by position, each call one revision', () => {
    const { state, playlist, spare, tick } = setup();
    const start = [...playlist.recordingIds];
    const [a, b] = spare;
    const revision0 = state.revision();
    expect(playlist.revision).toBeUndefined();

    state.editPlaylist('spotify', playlist.platformId, [{ op: 'add', recordingIds: [a!] }, { op: 'add', recordingIds: [b!], position: 0 }]);
    expect(playlist.recordingIds).toEqual([b, ...start, a]);
    expect(playlist.revision).toBe(1);
    expect(state.revision()).toBe(revision0 + 1);

    tick();
    state.editPlaylist('spotify', playlist.platformId, [{ op: 'duplicate', position: 1 }]);
    expect(playlist.recordingIds.slice(0, 3)).toEqual([b, start[0], start[0]]);
    // The copy is its own entry: removing it leaves the original and its key.
    const originalKey = entryStamps(playlist)[1]!.key;
    tick();
    state.editPlaylist('spotify', playlist.platformId, [{ op: 'remove', positions: [2] }]);
    expect(playlist.recordingIds).toEqual([b, ...start, a]);
    expect(entryStamps(playlist)[1]!.key).toBe(originalKey);

    tick();
    state.editPlaylist('spotify', playlist.platformId, [{ op: 'move', from: 0, to: start.length + 1 }]);
    expect(playlist.recordingIds).toEqual([...start, a, b]);
    tick();
    state.editPlaylist('spotify', playlist.platformId, [{ op: 'move', from: 0, to: 2, length: 2 }]);
    expect(playlist.recordingIds).toEqual([start[2], start[3], start[0], start[1], ...start.slice(4), a, b]);
    tick();
    state.editPlaylist('spotify', playlist.platformId, [{ op: 'duplicate', position: 0, to: 5 }, { op: 'remove', positions: [0, 1] }]);
    expect(playlist.recordingIds.slice(0, 4)).toEqual([start[0], start[1], start[4], start[2]]);
    expect(playlist.revision).toBe(6);
    expect(playlist.modifiedAt).toBe('2026-11-23T12:00:05Z');
  });

  it('keeps each entry its key while others move, and gives new entries new ones', () => {
    const { state, playlist, spare } = setup();
    const before = entryStamps(playlist).map((s) => s.key);
    state.editPlaylist('spotify', playlist.platformId, [{ op: 'move', from: 0, to: 2 }, { op: 'add', recordingIds: [spare[0]!], position: 1 }]);
    const after = entryStamps(playlist);
    expect(after.map((s) => s.key)).toEqual([before[1], 'r1.0', before[2], before[0], ...before.slice(3)]);
    expect(after[1]!.addedAt).toBe('2026-11-23T12:00:00Z');
    expect(after[0]!.addedAt).toBeUndefined();
  });

  it('moves odd entries (local files, episodes) with the rest', () => {
    const { catalog, state } = setup();
    const playlist = catalog.playlists.find((p) => p.ownerUserId === MOVER_ID && p.platform === 'spotify' && (p.oddEntries?.length ?? 0) > 0)!;
    const entries = playlistEntries(playlist);
    const odd = entries.findIndex((e) => e.kind === 'odd');
    state.editPlaylist('spotify', playlist.platformId, [{ op: 'move', from: odd, to: 0 }]);
    expect(playlistEntries(playlist)).toEqual([entries[odd], ...entries.filter((_, i) => i !== odd)]);
    expect(playlist.oddEntries?.[0]?.at).toBe(0);
  });

  it('refuses bad operations whole, changing nothing', () => {
    const { state, playlist, catalog } = setup();
    const before = [...playlist.recordingIds];
    const n = before.length;
    const noSpotify = catalog.recordings.find((r) => !r.platforms.spotify);
    const cases: [unknown[], RegExp][] = [
      [[{ op: 'remove', positions: [n] }], /out of range/],
      [[{ op: 'remove', positions: [1, 1] }], /twice/],
      [[{ op: 'move', from: 0, to: n }], /out of range/],
      [[{ op: 'add', recordingIds: ['rec-nope'] }], /no recording rec-nope/],
      [[{ op: 'add', recordingIds: [before[0]], position: n + 1 }], /out of range/],
      [[{ op: 'duplicate', position: 0 }, { op: 'remove', positions: [n + 1] }], /ops\[1\]/],
      ...(noSpotify ? [[[{ op: 'add', recordingIds: [noSpotify.id] }], /no listing on spotify/] as [unknown[], RegExp]] : []),
    ];
    for (const [ops, message] of cases) {
      expect(() => state.editPlaylist('spotify', playlist.platformId, ops as never)).toThrow(message);
    }
    expect(playlist.recordingIds).toEqual(before);
    expect(playlist.revision).toBeUndefined();
    expect(() => state.editPlaylist('spotify', 'nope', [{ op: 'remove', positions: [0] }])).toThrow(PlaylistEditError);
  });
});
