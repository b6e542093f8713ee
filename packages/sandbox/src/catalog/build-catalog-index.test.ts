import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate-catalog';

const catalog = generateCatalog(11, { recordings: 200 });

describe('buildCatalogIndex', () => {
  it('finds recordings, albums, artists and playlists by their platform ids', () => {
    const r = catalog.recordings.find((x) => x.platforms.deezer && x.platforms.spotify);
    expect(r).toBeDefined();
    if (!r) return;
    expect(catalog.index.recordingByPlatformId('deezer', r.platforms.deezer?.id ?? '')).toBe(r);
    // Ids are per platform: a Deezer id means nothing on Spotify.
    expect(catalog.index.recordingByPlatformId('spotify', r.platforms.deezer?.id ?? '')).toBeUndefined();
    const album = catalog.index.album(r.albumId);
    expect(catalog.index.albumByPlatformId('spotify', album?.platforms.spotify?.id ?? '')).toBe(album);
    const artist = catalog.artists[3];
    expect(catalog.index.artistByPlatformId('tidal', artist?.platformIds.tidal ?? '')).toBe(artist);
    const playlist = catalog.playlists.find((p) => p.platform === 'applemusic');
    expect(catalog.index.playlistByPlatformId('applemusic', playlist?.platformId ?? '')).toBe(playlist);
    expect(catalog.index.recording('rec-99999')).toBeUndefined();
  });

  it('finds every recording carrying an ISRC on a platform, in any case', () => {
    const r = catalog.recordings.find((x) => x.platforms.spotify?.isrc);
    const isrc = r?.platforms.spotify?.isrc ?? '';
    expect(catalog.index.recordingsByIsrc('spotify', isrc.toLowerCase())).toContain(r);
    expect(catalog.index.recordingsByIsrc('ytmusic', isrc)).toEqual([]);
    const shared = catalog.recordings.filter((x) => x.decoyKind === 'radio_edit' && x.platforms.deezer?.isrc === catalog.index.recording(x.decoyOf ?? '')?.platforms.deezer?.isrc);
    for (const decoy of shared) expect(catalog.index.recordingsByIsrc('deezer', decoy.platforms.deezer?.isrc ?? '').length).toBeGreaterThanOrEqual(2);
  });
});
