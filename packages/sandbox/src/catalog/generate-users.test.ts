import { PLATFORM_KEYS } from '@segue/core';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate-catalog';
import { USER_COUNT } from './generate-users';
import type { Catalog } from './model';

const catalog = generateCatalog(5, { recordings: 200 });
/** Listeners 1–6; the mover after them has a library of another size (`generate-mover.test.ts`). */
const listeners = catalog.users.slice(0, USER_COUNT);

function withoutIndex(c: Catalog): Omit<Catalog, 'index'> {
  const { index: _index, ...rest } = c;
  return rest;
}

describe('generateUsers', () => {
  it('is deterministic and leaves everything drawn before the users unchanged', () => {
    const again = generateCatalog(5, { recordings: 200 });
    expect(withoutIndex(again)).toEqual(withoutIndex(catalog));
    expect(generateCatalog(6, { recordings: 200 }).users[0]?.accounts.spotify?.id).not.toBe(catalog.users[0]?.accounts.spotify?.id);
  });

  it('makes listener1..N with accounts on most platforms, the first everywhere, one without Deezer', () => {
    expect(listeners.map((u) => u.email)).toEqual(Array.from({ length: USER_COUNT }, (_, i) => `listener${i + 1}@sandbox.segue.test`));
    expect(Object.keys(catalog.users[0]?.accounts ?? {}).sort()).toEqual([...PLATFORM_KEYS].sort());
    expect(listeners.some((u) => !u.accounts.deezer && Object.keys(u.accounts).length === 4)).toBe(true);
    for (const u of listeners) expect(Object.keys(u.accounts).length).toBeGreaterThanOrEqual(3);
    expect(catalog.index.userByEmail('LISTENER2@sandbox.segue.test')).toBe(catalog.users[1]);
    const spotifyId = catalog.users[2]?.accounts.spotify?.id ?? '';
    expect(spotifyId).toMatch(/^31[a-z2-7]{26}$/);
    expect(catalog.index.userByPlatformId('spotify', spotifyId)).toBe(catalog.users[2]);
    expect(catalog.users[0]?.accounts.ytmusic?.id).toMatch(/^UC[0-9A-Za-z_-]{22}$/);
  });

  it('gives every account a library within the promised sizes, all on that platform', () => {
    const bad: string[] = [];
    for (const u of listeners) {
      for (const [p, a] of Object.entries(u.accounts) as [keyof typeof u.accounts, NonNullable<(typeof u.accounts)['spotify']>][]) {
        const playlists = a.playlistIds.map((id) => catalog.index.playlist(id));
        const owned = playlists.filter((pl) => pl?.ownerUserId === u.id);
        if (owned.length < 3 || owned.length > 15) bad.push(`${u.id} ${p} owns ${owned.length}`);
        if (playlists.length === owned.length) bad.push(`${u.id} ${p} follows none`);
        // Owned first, then followed.
        if (playlists.slice(0, owned.length).some((pl) => pl?.ownerUserId !== u.id)) bad.push(`${u.id} ${p} order`);
        for (const pl of playlists) {
          if (pl?.platform !== p) bad.push(`${u.id} ${p} playlist on ${pl?.platform}`);
          if (pl && catalog.index.playlistByPlatformId(p, pl.platformId) !== pl) bad.push(`${pl.id} not indexed`);
          if (pl?.recordingIds.some((r) => !catalog.index.recording(r)?.platforms[p])) bad.push(`${pl.id} unlisted track`);
        }
        if (a.savedAlbums.length < 5 || a.savedAlbums.length > 40) bad.push(`${u.id} ${p} albums ${a.savedAlbums.length}`);
        if (a.savedAlbums.some((s) => !catalog.index.album(s.albumId)?.platforms[p])) bad.push(`${u.id} ${p} album off platform`);
        if (a.followedArtistIds.length < 3) bad.push(`${u.id} ${p} artists`);
        if (a.history.length < 30 || a.history.length > 60) bad.push(`${u.id} ${p} history ${a.history.length}`);
        if (a.history.some((h) => !catalog.index.recording(h.recordingId)?.platforms[p])) bad.push(`${u.id} ${p} history off platform`);
        const times = a.history.map((h) => Date.parse(h.playedAt));
        if (times.some((t, i) => i > 0 && t >= (times[i - 1] ?? 0))) bad.push(`${u.id} ${p} history not most recent first`);
        if (a.savedTracks.length < 5) bad.push(`${u.id} ${p} saved tracks`);
      }
    }
    expect(bad).toEqual([]);
  });
});
