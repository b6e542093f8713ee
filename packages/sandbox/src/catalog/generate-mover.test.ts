import { createHash } from 'node:crypto';
import { PLATFORM_KEYS } from '@segue/core';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate-catalog';
import { MOVER_EMAIL, MOVER_ID } from './generate-mover';
import { USER_COUNT } from './generate-users';
import type { Catalog, PlatformAccount, PlatformKey, Playlist } from './model';
import { ODD_ENTRY_KINDS } from './odd-entries';
import { CATALOG_REGION } from './region-blocks';

const catalog = generateCatalog(1);
const mover = catalog.index.userByEmail(MOVER_EMAIL)!;
const account = (p: PlatformKey): PlatformAccount => mover.accounts[p]!;
const playlistsOf = (p: PlatformKey): Playlist[] => account(p).playlistIds.map((id) => catalog.index.playlist(id)!);
const owned = (p: PlatformKey) => playlistsOf(p).filter((pl) => pl.ownerUserId === MOVER_ID);
const EPISODE_ID: Partial<Record<PlatformKey, RegExp>> = { spotify: /^[0-9A-Za-z]{22}$/, ytmusic: /^[0-9A-Za-z_-]{11}$/ };

describe('the mover', () => {
  it('leaves listeners 1–6 and their playlists byte for byte as they were before it', () => {
    const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
    const listeners = (c: Catalog) => {
      const users = c.users.slice(0, USER_COUNT);
      const ids = new Set(users.map((u) => u.id));
      return [users, c.playlists.filter((pl) => pl.ownerUserId !== undefined && ids.has(pl.ownerUserId))].map(digest);
    };
    // Computed from the catalog as it was before the mover, region blocks and odd entries existed.
    expect(listeners(generateCatalog(5, { recordings: 200 }))).toEqual(['240f533f758be06d', '0f2f752d7d0babd0']);
    expect(listeners(catalog)).toEqual(['75818c03f8012cfa', 'dbe74fca3bff2286']);
    expect(catalog.users.map((u) => u.email)).toEqual([...Array.from({ length: USER_COUNT }, (_, i) => `listener${i + 1}@sandbox.segue.test`), MOVER_EMAIL]);
  });

  it('has an account everywhere, outside the catalog region, each with a library past 2,000 items', () => {
    expect(mover.id).toBe(MOVER_ID);
    expect(mover.country).not.toBe(CATALOG_REGION);
    expect(Object.keys(mover.accounts).sort()).toEqual([...PLATFORM_KEYS].sort());
    for (const p of PLATFORM_KEYS) {
      const a = account(p);
      expect(catalog.index.userByPlatformId(p, a.id)).toBe(mover);
      const liked = a.savedTracks.map((t) => t.recordingId);
      expect(liked.length).toBeGreaterThanOrEqual(1_150);
      expect(liked.length).toBeLessThanOrEqual(1_250);
      expect(new Set(liked).size).toBe(liked.length);
      expect(a.savedAlbums.length).toBeGreaterThanOrEqual(140);
      expect(a.savedAlbums.length).toBeLessThanOrEqual(160);
      expect(a.followedArtistIds.length).toBeGreaterThanOrEqual(95);
      expect(new Set(a.followedArtistIds).size).toBe(a.followedArtistIds.length);
      const entries = playlistsOf(p).reduce((n, pl) => n + pl.recordingIds.length + (pl.oddEntries?.length ?? 0), 0);
      expect(liked.length + a.savedAlbums.length + a.followedArtistIds.length + entries).toBeGreaterThanOrEqual(2_000);
      // Most recent first.
      const times = a.savedTracks.map((t) => Date.parse(t.addedAt));
      expect(times.every((t, i) => i === 0 || t < (times[i - 1] ?? 0))).toBe(true);
      // Everything in it is on that platform.
      expect(liked.filter((id) => !catalog.index.recording(id)?.platforms[p])).toEqual([]);
      expect(a.savedAlbums.filter((s) => !catalog.index.album(s.albumId)?.platforms[p])).toEqual([]);
      expect(a.followedArtistIds.filter((id) => !catalog.index.artist(id)?.platformIds[p])).toEqual([]);
    }
  });

  it('has 12–20 playlists: own private ones, a collaborative one, followed ones, 1 to ~400 entries, one repeating a song', () => {
    for (const p of PLATFORM_KEYS) {
      const all = playlistsOf(p);
      const own = owned(p);
      expect(all.length).toBeGreaterThanOrEqual(12);
      expect(all.length).toBeLessThanOrEqual(20);
      // Owned first, then followed (at least one, public, someone else's).
      expect(all.slice(0, own.length)).toEqual(own);
      const followed = all.slice(own.length);
      expect(followed.length).toBeGreaterThanOrEqual(1);
      expect(followed.every((pl) => pl.ownerUserId !== MOVER_ID && pl.public !== false)).toBe(true);
      expect(own.filter((pl) => pl.public === false && !pl.collaborative).length).toBeGreaterThanOrEqual(5);
      expect(own.filter((pl) => pl.collaborative && pl.public === false)).toHaveLength(1);
      const sizes = own.map((pl) => pl.recordingIds.length);
      expect(Math.min(...sizes)).toBe(1);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(401);
      expect(sizes.filter((n) => n > 200).length).toBeGreaterThanOrEqual(2);
      expect(sizes.filter((n) => n > 100).length).toBeGreaterThanOrEqual(3);
      expect(own.some((pl) => new Set(pl.recordingIds).size < pl.recordingIds.length)).toBe(true);
      for (const pl of all) {
        expect(pl.platform).toBe(p);
        expect(catalog.index.playlistByPlatformId(p, pl.platformId)).toBe(pl);
        expect(pl.recordingIds.filter((id) => !catalog.index.recording(id)?.platforms[p])).toEqual([]);
      }
    }
  });

  it('holds local files and episodes where the platform has them, in the platform id shape', () => {
    for (const p of PLATFORM_KEYS) {
      const odd = owned(p).flatMap((pl) => (pl.oddEntries ?? []).map((o) => ({ ...o, pl })));
      const kinds = new Set(odd.map((o) => o.entry.kind));
      expect([...kinds].sort()).toEqual([...(ODD_ENTRY_KINDS[p] ?? [])].sort());
      for (const { at, entry, pl } of odd) {
        expect(at).toBeLessThan(pl.recordingIds.length + (pl.oddEntries?.length ?? 0));
        expect(entry.title && entry.artist).toBeTruthy();
        expect(entry.durationMs).toBeGreaterThan(60_000);
        if (entry.kind === 'local') expect(entry.id).toBe('');
        else {
          expect(entry.id).toMatch(EPISODE_ID[p] ?? /^$/);
          expect(catalog.index.recordingByPlatformId(p, entry.id)).toBeUndefined();
        }
      }
      for (const pl of owned(p)) {
        const at = (pl.oddEntries ?? []).map((o) => o.at);
        expect(at).toEqual([...new Set(at)].sort((a, b) => a - b));
      }
    }
    // The odd entries are the mover's alone.
    expect(catalog.playlists.filter((pl) => pl.oddEntries && pl.ownerUserId !== MOVER_ID)).toEqual([]);
  });

  it('likes songs that mostly exist everywhere, with a few percent that do not or are hard cases', () => {
    for (const p of PLATFORM_KEYS) {
      const liked = account(p).savedTracks.map((t) => catalog.index.recording(t.recordingId)!);
      const everywhere = liked.filter((r) => PLATFORM_KEYS.every((q) => r.platforms[q]));
      expect(everywhere.length / liked.length).toBeGreaterThanOrEqual(0.95);
      expect(everywhere.length).toBeLessThan(liked.length);
      expect(liked.filter((r) => r.kind !== 'plain').length).toBeGreaterThanOrEqual(10);
    }
  });

  it('has region-blocked listings, never in the catalog region, a few in its library in its country', () => {
    const listings = catalog.recordings.flatMap((r) => Object.values(r.platforms));
    const blocked = listings.filter((l) => l.blockedIn);
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.length / listings.length).toBeLessThan(0.03);
    expect(blocked.filter((l) => l.blockedIn?.length === 0 || l.blockedIn?.includes(CATALOG_REGION))).toEqual([]);
    for (const p of PLATFORM_KEYS) {
      const ids = [...account(p).savedTracks.map((t) => t.recordingId), ...owned(p).flatMap((pl) => pl.recordingIds)];
      const here = ids.filter((id) => catalog.index.recording(id)?.platforms[p]?.blockedIn?.includes(mover.country));
      expect(here.length).toBeGreaterThanOrEqual(4);
      expect(here.length).toBeLessThan(ids.length * 0.03);
    }
  });
});
