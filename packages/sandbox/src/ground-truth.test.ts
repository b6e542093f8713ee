import { PLATFORM_KEYS } from '@segue/core';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog/generate-catalog';
import { groundTruth } from './ground-truth';

const catalog = generateCatalog(21, { recordings: 120 });
const truth = groundTruth(catalog);

describe('groundTruth', () => {
  it('lists every recording with its id on each platform or null, and its decoy link', () => {
    expect(truth.recordings).toHaveLength(catalog.recordings.length);
    for (const [i, r] of catalog.recordings.entries()) {
      const t = truth.recordings[i];
      expect(t?.id).toBe(r.id);
      expect(t?.decoy_of).toBe(r.decoyOf ?? null);
      for (const p of PLATFORM_KEYS) expect(t?.platforms[p]?.id ?? null).toBe(r.platforms[p]?.id ?? null);
    }
    const onYoutube = truth.recordings.find((r) => r.platforms.ytmusic);
    expect(onYoutube?.platforms.ytmusic?.isrc).toBeNull();
    expect(onYoutube?.platforms.ytmusic?.url).toBe(`https://music.youtube.com/watch?v=${onYoutube?.platforms.ytmusic?.id}`);
  });

  it('gives share links in each platform form, the YouTube album playlist, and the users', () => {
    const album = truth.albums.find((a) => a.platforms.applemusic && a.platforms.ytmusic);
    expect(album?.platforms.applemusic?.url).toMatch(/^https:\/\/music\.apple\.com\/us\/album\/[^/]+\/\d+$/);
    expect(album?.platforms.ytmusic?.playlist_id).toMatch(/^OLAK5uy_/);
    const playlist = truth.playlists.find((p) => p.platform === 'tidal');
    expect(playlist?.url).toBe(`https://tidal.com/browse/playlist/${playlist?.platform_id}`);
    expect(JSON.parse(JSON.stringify(truth))).toEqual(truth);
    expect(truth.users.length).toBeGreaterThanOrEqual(5);
    const first = truth.users[0];
    expect(first?.email).toBe('listener1@sandbox.segue.test');
    const owned = first?.accounts.deezer?.library.owned_playlists ?? [];
    expect(owned.length).toBeGreaterThanOrEqual(3);
    for (const id of owned) expect(truth.playlists.find((p) => p.platform === 'deezer' && p.platform_id === id)?.owner_user_id).toBe(first?.id);
  });
});
