import { createHash } from 'node:crypto';
import { PLATFORM_KEYS } from '@segue/core';
import { describe, expect, it } from 'vitest';
import { DECOY_KINDS } from './decoy-plan';
import { DEFAULT_RECORDINGS, generateCatalog } from './generate-catalog';
import { MOVER_ID } from './generate-mover';
import { PLAYLIST_SIZES } from './generate-playlists';
import { USER_COUNT } from './generate-users';
import type { Catalog, PlatformKey } from './model';

const small = generateCatalog(7, { recordings: 300 });
const big = generateCatalog(2026);
/** The ordinary catalog: what these tests hold; the hard cases have their own (`hard-cases/`). */
const plain = (catalog: Catalog) => catalog.recordings.filter((r) => r.kind === 'plain');

const TRACK_ID: Record<PlatformKey, RegExp> = {
  spotify: /^[0-9A-Za-z]{22}$/,
  deezer: /^[1-9]\d{5,9}$/,
  applemusic: /^1\d{9}$/,
  tidal: /^[1-9]\d{6,8}$/,
  ytmusic: /^[0-9A-Za-z_-]{11}$/,
};
const ALBUM_ID: Record<PlatformKey, RegExp> = {
  spotify: /^[0-9A-Za-z]{22}$/,
  deezer: /^[1-9]\d{5,8}$/,
  applemusic: /^1\d{9}$/,
  tidal: /^[1-9]\d{6,8}$/,
  ytmusic: /^MPREb_[0-9A-Za-z]{11}$/,
};
const PLAYLIST_ID: Record<PlatformKey, RegExp> = {
  spotify: /^[0-9A-Za-z]{22}$/,
  deezer: /^[1-9]\d{9,10}$/,
  // Catalog playlists `pl.`; users' library playlists `p.`.
  applemusic: /^(pl\.[0-9a-f]{32}|p\.[0-9A-Za-z]{14})$/,
  tidal: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  ytmusic: /^PL[0-9A-Za-z_-]{32}$/,
};
const ARTIST_ID: Record<PlatformKey, RegExp> = {
  spotify: /^[0-9A-Za-z]{22}$/,
  deezer: /^[1-9]\d{3,8}$/,
  applemusic: /^[1-9]\d{8,9}$/,
  tidal: /^[1-9]\d{3,7}$/,
  ytmusic: /^UC[0-9A-Za-z_-]{22}$/,
};

function withoutIndex(catalog: Catalog): Omit<Catalog, 'index'> {
  const { index: _index, ...rest } = catalog;
  return rest;
}

describe('generateCatalog', () => {
  it('is deterministic: one seed, one catalog; another seed, another catalog', () => {
    expect(withoutIndex(generateCatalog(7, { recordings: 300 }))).toEqual(withoutIndex(small));
    const other = generateCatalog(8, { recordings: 300 });
    expect(other.recordings[0]?.platforms.spotify?.id).not.toBe(small.recordings[0]?.platforms.spotify?.id);
  });

  it('has the requested originals plus decoys, by default at least 2,000', () => {
    const originals = (c: Catalog): number => plain(c).filter((r) => !r.decoyOf).length;
    expect(originals(small)).toBe(300);
    expect(originals(big)).toBe(DEFAULT_RECORDINGS);
    expect(DEFAULT_RECORDINGS).toBeGreaterThanOrEqual(2_000);
    const decoys = plain(big).length - DEFAULT_RECORDINGS;
    expect(decoys).toBeGreaterThan(DEFAULT_RECORDINGS * 0.1);
    expect(() => generateCatalog(1, { recordings: 0 })).toThrow(RangeError);
  });

  it('puts every recording on most platforms, and leaves some off some platforms', () => {
    for (const r of plain(big)) expect(Object.keys(r.platforms).length).toBeGreaterThanOrEqual(r.decoyOf ? 2 : 3);
    for (const r of big.recordings) expect(Object.keys(r.platforms).length).toBeGreaterThanOrEqual(1);
    for (const p of PLATFORM_KEYS) {
      const missing = plain(big).filter((r) => !r.platforms[p]).length;
      expect(missing).toBeGreaterThan(0);
      expect(missing).toBeLessThan(plain(big).length * 0.2);
    }
  });

  it('uses each platform id format, never twice', () => {
    const seen = new Set<string>();
    const bad: string[] = [];
    for (const r of big.recordings) {
      for (const [p, l] of Object.entries(r.platforms) as [PlatformKey, { id: string }][]) {
        if (!TRACK_ID[p].test(l.id) || seen.has(`${p}:${l.id}`)) bad.push(`${p} track ${l.id}`);
        seen.add(`${p}:${l.id}`);
      }
    }
    for (const a of big.albums) {
      for (const [p, l] of Object.entries(a.platforms) as [PlatformKey, { id: string; playlistId?: string }][]) {
        if (!ALBUM_ID[p].test(l.id)) bad.push(`${p} album ${l.id}`);
        if (p === 'ytmusic' && !/^OLAK5uy_[0-9A-Za-z_-]{33}$/.test(l.playlistId ?? '')) bad.push(`ytmusic album playlist ${l.playlistId}`);
      }
    }
    for (const a of big.artists) for (const p of PLATFORM_KEYS) if (!ARTIST_ID[p].test(a.platformIds[p] ?? '')) bad.push(`${p} artist ${a.platformIds[p]}`);
    for (const pl of big.playlists) if (!PLAYLIST_ID[pl.platform].test(pl.platformId)) bad.push(`${pl.platform} playlist ${pl.platformId}`);
    expect(bad).toEqual([]);
    const deezerIds = big.recordings.flatMap((r) => (r.platforms.deezer ? [Number(r.platforms.deezer.id)] : []));
    expect(deezerIds.some((id) => id > 2 ** 31)).toBe(true);
  });

  it('has every decoy kind, each pointing at an original', () => {
    for (const catalog of [small, big]) {
      const kinds = new Set(catalog.recordings.map((r) => r.decoyKind).filter(Boolean));
      expect([...kinds].sort()).toEqual([...DECOY_KINDS].sort());
      for (const r of plain(catalog).filter((x) => x.decoyOf)) {
        const original = catalog.index.recording(r.decoyOf ?? '');
        expect(original?.decoyOf).toBeUndefined();
        expect(original?.title).toBe(r.title);
        if (r.decoyKind === 'clean') expect([original?.explicit, r.explicit]).toEqual([true, false]);
        if (r.decoyKind === 'cover' || r.decoyKind === 'same_title_other_artist') {
          expect(r.artistIds.some((a) => original?.artistIds.includes(a))).toBe(false);
        }
      }
    }
  });

  it('writes titles the way each platform does', () => {
    const versioned = big.recordings.find((r) => r.version && r.featuredArtistIds.length === 0 && Object.keys(r.platforms).length === 5);
    expect(versioned).toBeDefined();
    if (!versioned) return;
    expect(versioned.platforms.spotify?.title).toBe(`${versioned.title} - ${versioned.version}`);
    expect(versioned.platforms.deezer?.title).toBe(`${versioned.title} (${versioned.version})`);
    expect(versioned.platforms.applemusic?.title).toBe(`${versioned.title} (${versioned.version})`);
    const featured = big.recordings.find((r) => r.featuredArtistIds.length > 0 && r.platforms.spotify && r.platforms.applemusic);
    const featName = big.index.artist(featured?.featuredArtistIds[0] ?? '')?.name ?? '?';
    expect(featured?.platforms.spotify?.artists).toContain(featName);
    expect(featured?.platforms.spotify?.title).not.toContain('feat.');
    expect(featured?.platforms.applemusic?.artists).not.toContain(featName);
    expect(featured?.platforms.applemusic?.title).toContain(`feat. ${featName}`);
  });

  it('has non-Latin titles in every script, explicit and clean recordings', () => {
    const scripts = new Set(small.recordings.map((r) => r.script));
    expect([...scripts].sort()).toEqual(['arabic', 'cjk', 'cyrillic', 'devanagari', 'greek', 'hangul', 'latin']);
    expect(small.recordings.find((r) => r.script === 'cjk')?.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(small.recordings.some((r) => r.explicit)).toBe(true);
    expect(small.recordings.some((r) => !r.explicit)).toBe(true);
  });

  it('keeps durations within 2 s per platform, ISRCs off YouTube Music and different for a few', () => {
    let differing = 0;
    const bad: string[] = [];
    for (const r of big.recordings) {
      if (!/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(r.isrc)) bad.push(`${r.id} isrc ${r.isrc}`);
      for (const [p, l] of Object.entries(r.platforms)) {
        if (Math.abs(l.durationMs - r.durationMs) > 2_000) bad.push(`${r.id} ${p} duration`);
        if (p === 'ytmusic' && l.isrc !== undefined) bad.push(`${r.id} ytmusic isrc`);
        // Re-registered ISRCs are a hard case of their own; the ordinary catalog has a few.
        else if (l.isrc !== undefined && l.isrc !== r.isrc && r.kind === 'plain') differing++;
      }
    }
    expect(bad).toEqual([]);
    expect(differing).toBeGreaterThan(0);
    expect(differing).toBeLessThan(plain(big).length * 0.05);
  });

  it('has playlists of every size on every platform, each entry listed there', () => {
    for (const catalog of [small, big]) {
      for (const p of PLATFORM_KEYS) {
        const sizes = catalog.playlists.filter((pl) => pl.platform === p && !pl.ownerUserId && !pl.id.endsWith('-h0001')).map((pl) => pl.recordingIds.length);
        expect(sizes).toEqual([...PLAYLIST_SIZES]);
      }
      const unlisted = catalog.playlists.flatMap((pl) => pl.recordingIds.filter((id) => !catalog.index.recording(id)?.platforms[pl.platform]));
      expect(unlisted).toEqual([]);
    }
    const huge = big.playlists.find((pl) => pl.platform === 'deezer' && pl.recordingIds.length === 5_000);
    expect(new Set(huge?.recordingIds).size).toBe(5_000);
  });

  it('keeps albums, artists and listings consistent', () => {
    const problems: string[] = [];
    for (const r of big.recordings) {
      const album = big.index.album(r.albumId);
      if (!album?.recordingIds.includes(r.id)) problems.push(`${r.id} not on its album`);
      for (const a of [...r.artistIds, ...r.featuredArtistIds]) if (!big.index.artist(a)) problems.push(`${r.id}: artist ${a}`);
      for (const [p, l] of Object.entries(r.platforms) as [PlatformKey, { albumId: string; videoType?: string }][]) {
        // A YouTube video is on no album.
        if ((l.videoType ? '' : album?.platforms[p]?.id) !== l.albumId) problems.push(`${r.id}: ${p} album id`);
      }
    }
    for (const album of big.albums) {
      for (const p of Object.keys(album.platforms) as PlatformKey[]) {
        if (!album.recordingIds.some((id) => big.index.recording(id)?.platforms[p])) problems.push(`${album.id}: empty on ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves the ordinary catalog byte for byte as it was before the hard cases were added', () => {
    // Digests of the catalogs these seeds gave before the hard cases existed (without the later
    // `kind` field): README examples and tests rely on their ids, titles and playlists.
    const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
    // Later additions beside the ordinary catalog: the `kind` field, region blocks on listings
    // (`blockedIn`, drawn after everything) and the mover with its playlists (appended last).
    const withoutKind = (r: Catalog['recordings'][number]) => {
      const { kind: _kind, ...rest } = r;
      const platforms = Object.fromEntries(Object.entries(r.platforms).map(([p, l]) => [p, (({ blockedIn: _blocked, ...listing }) => listing)(l)]));
      return { ...rest, platforms };
    };
    const listeners = (c: Catalog) => c.users.slice(0, USER_COUNT);
    const beforeMover = (c: Catalog) => c.playlists.filter((pl) => pl.ownerUserId !== MOVER_ID);
    const digests = (c: Catalog) => [c.artists, c.albums, c.recordings.map(withoutKind), beforeMover(c), listeners(c)].map(digest);
    const before: [number, number | undefined, string[]][] = [
      [7, 300, ['7594457a92b7d16b', 'ba64e20ee5b8b539', '7d9d83286a570a67', '94a2b6c6f2fbc5f5', 'e997a8e9bbe3c642']],
      [2026, undefined, ['84a4449a695c8887', '054a22064cc918e7', '836704d3f402df7f', '89c38e92382ad13a', '298d2abfe5fde26a']],
    ];
    for (const [seed, recordings, expected] of before) {
      const ordinary = generateCatalog(seed, { ...(recordings ? { recordings } : {}), hardCases: false });
      expect(digests(ordinary)).toEqual(expected);
      // With the hard cases, the ordinary catalog is the first part of every list, unchanged.
      const full = seed === 7 ? small : big;
      const head = (c: Catalog): Catalog => ({
        ...c,
        artists: full.artists.slice(0, c.artists.length),
        albums: full.albums.slice(0, c.albums.length),
        recordings: full.recordings.slice(0, c.recordings.length),
        playlists: beforeMover(full).slice(0, beforeMover(c).length),
        users: full.users,
      });
      expect(digests(head(ordinary))).toEqual(expected);
      expect(full.recordings.length).toBeGreaterThan(ordinary.recordings.length);
    }
  });

  it('adds the hard cases at modest rates: each kind a small share, together about a fifth of the ordinary catalog', () => {
    const counts = new Map<string, number>();
    for (const r of big.recordings) counts.set(r.kind, (counts.get(r.kind) ?? 0) + 1);
    const ordinary = counts.get('plain')!;
    const hard = big.recordings.length - ordinary;
    expect(hard / ordinary).toBeGreaterThan(0.1);
    expect(hard / ordinary).toBeLessThan(0.3);
    for (const [kind, n] of counts) if (kind !== 'plain') expect(n / ordinary).toBeLessThan(0.08);
  });
});
