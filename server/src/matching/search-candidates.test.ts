import { describe, expect, it } from 'vitest';
import type { PlatformAdapter, PlatformTrack, TrackQuery } from '../platforms/types';
import { catalogCapabilities } from '../../test/support/conversion/catalog-capabilities';
import { searchCandidates } from './search-candidates';
import { searchMatch, sourcePlacer } from './search-match';

const track = (fields: Partial<PlatformTrack>): PlatformTrack => ({
  platform: 'ytmusic',
  id: 'src',
  title: 'Song',
  artists: ['Artist'],
  album: '',
  durationMs: 200_000,
  explicit: false,
  releaseDate: '',
  cover: '',
  preview: '',
  url: 'https://music.youtube.com/watch?v=src',
  ...fields,
});

interface Target {
  adapter: PlatformAdapter;
  /** Every query, as `kind: title | artist`. */
  asked: string[];
  reads: string[];
}

/** A target whose song search answers from `songs` by a query's words, its video search from `videos`, and reads `full` by id. */
function target(songs: Record<string, PlatformTrack[]>, videos?: PlatformTrack[], full: PlatformTrack[] = [], isrcBatch?: number): Target {
  const asked: string[] = [];
  const reads: string[] = [];
  const none = () => Promise.reject(new Error('not used'));
  const key = (q: TrackQuery) => `${q.title} | ${q.artists[0] ?? ''}`;
  const adapter: PlatformAdapter = {
    platform: 'applemusic',
    region: 'us',
    capabilities: catalogCapabilities(isrcBatch),
    getTrack: async (id) => {
      reads.push(id);
      const found = full.find((t) => t.id === id);
      if (!found) throw new Error(`no ${id}`);
      return found;
    },
    getAlbum: none,
    getArtist: none,
    getPlaylist: none,
    lookupIsrcs: none,
    searchTracks: async (q) => {
      asked.push(`songs: ${key(q)}`);
      return songs[key(q)] ?? [];
    },
    ...(videos
      ? {
          searchVideos: async (q: TrackQuery) => {
            asked.push(`videos: ${key(q)}`);
            return videos;
          },
        }
      : {}),
    searchAlbums: async (q) => {
      asked.push(`albums: ${q.title} | ${q.artists[0] ?? ''}`);
      return [];
    },
    searchArtists: none,
  };
  return { adapter, asked, reads };
}

/** `target`, whose album search also finds `album` (by its title and artist) and reads its tracks. */
function withAlbum(t: Target, album: { id: string; title: string; artist: string; tracks: PlatformTrack[] }): Target {
  t.adapter.searchAlbums = async (q) => {
    t.asked.push(`albums: ${q.title} | ${q.artists[0] ?? ''}`);
    if (q.title !== album.title || q.artists[0] !== album.artist) return [];
    return [{ platform: 'applemusic', id: album.id, title: album.title, artists: [album.artist], releaseDate: '', cover: '', url: '' }];
  };
  t.adapter.getAlbum = async (id) => {
    t.reads.push(`album ${id}`);
    return { platform: 'applemusic', id, title: album.title, artists: [album.artist], releaseDate: '', cover: '', url: '', tracks: album.tracks };
  };
  return t;
}

describe('searchCandidates', () => {
  it('finds a romanised title among the tracks of its album, found by name and artist in their own script, without the "- Topic" suffix', async () => {
    // A single named after its first song (花火), the song wanted its second: a track search by
    // the album's name finds only the title song.
    const source = track({ title: 'Saigo no Tegami', artists: ['小林ゆり - Topic'], album: '花火', durationMs: 153_000 });
    const titleSong = track({ platform: 'applemusic', id: 'am-1', title: '花火', artists: ['小林ゆり'], album: '花火', durationMs: 201_000, trackNumber: 1 });
    const wanted = track({ platform: 'applemusic', id: 'am-2', title: '最後の手紙', artists: ['小林ゆり'], album: '花火', durationMs: 154_500, trackNumber: 2 });
    const { adapter, asked, reads } = withAlbum(target({}), { id: 'al', title: '花火', artist: '小林ゆり', tracks: [titleSong, wanted] });
    const { match, candidates } = await searchCandidates(adapter, source);
    expect(asked).toEqual(['songs: Saigo no Tegami | 小林ゆり', 'albums: 花火 | 小林ゆり']);
    expect(reads).toEqual(['album al']);
    expect(candidates.map((c) => c.id)).toEqual(['am-1', 'am-2']);
    expect(match).toMatchObject({ band: 'verified', index: 1 });
  });

  it('does not search by album when title, artist and album share a script', async () => {
    const { adapter, asked } = target({});
    await searchCandidates(adapter, track({ title: 'Song', artists: ['Artist'], album: 'Album' }));
    expect(asked).toEqual(['songs: Song | Artist']);
  });

  it("searches the target's videos when no song is the recording, and finds the official video that is the only copy", async () => {
    const source = track({ platform: 'spotify', title: 'Distant Echoes', artists: ['Iris Vale'], album: 'Distant Echoes', durationMs: 156_200 });
    const other = track({ id: 'song', title: 'Distant Season', artists: ['Iris Vale'], durationMs: 201_000, isVideo: false });
    const video = track({ id: 'omv', title: 'Iris Vale - Distant Echoes (Official Video)', artists: ['Iris Vale'], durationMs: 157_000, isVideo: true });
    const { adapter, asked } = target({ 'Distant Echoes | Iris Vale': [other] }, [video]);
    const { match, candidates } = await searchCandidates(adapter, source);
    expect(asked).toEqual(['songs: Distant Echoes | Iris Vale', 'videos: Distant Echoes | Iris Vale']);
    expect(candidates[match.index]?.id).toBe('omv');
    expect(match.band).toBe('verified');
  });

  it('leaves the videos alone once a song is verified', async () => {
    const source = track({ platform: 'spotify', durationMs: 200_000 });
    const { adapter, asked } = target({ 'Song | Artist': [track({ id: 'song', isVideo: false })] }, []);
    expect((await searchCandidates(adapter, source)).match.band).toBe('verified');
    expect(asked).toEqual(['songs: Song | Artist']);
  });
});

describe('searchMatch', () => {
  it('reads a candidate left in review in full, and its album position settles it', async () => {
    const source = track({ platform: 'spotify', title: 'Smells Like Teen Spirit', artists: ['Nirvana'], album: 'Nevermind', durationMs: 301_000, trackNumber: 1 });
    const row = track({ platform: 'deezer', id: 'dz', title: 'Smels Like Teen Spirit', artists: ['Nirvana'], album: 'Nevermind', durationMs: 301_000 });
    const { adapter, reads } = target({ 'Smells Like Teen Spirit | Nirvana': [row] }, undefined, [{ ...row, trackNumber: 1, discNumber: 1 }], 1);
    const decision = await searchMatch(adapter, 'deezer', source, []);
    expect(reads).toEqual(['dz']);
    expect(decision).toMatchObject({ found: true, band: 'verified', track: { id: 'dz', trackNumber: 1 } });
  });
});

describe('an album position read for a review', () => {
  // A Latin title on TIDAL against YouTube Music rows in another script: only the album's track
  // list (YouTube Music's search rows have no position) tells its songs apart.
  const source = track({ platform: 'tidal', id: 'td', title: 'Final Diamond', artists: ['نور سعيد'], album: 'Bitter Daydreams', durationMs: 246_000, trackNumber: 3 });
  const row = track({ id: 'yt-1', title: 'سماء', artists: ['نور سعيد'], album: 'Bitter Daydreams', albumId: 'MPREb_album', durationMs: 246_000 });
  const withAlbum = (position: number) => {
    const { adapter, asked } = target({ 'Final Diamond | نور سعيد': [row] });
    const albums: string[] = [];
    adapter.getAlbum = async (id) => {
      albums.push(id);
      return { platform: 'ytmusic', id, title: 'Bitter Daydreams', artists: ['نور سعيد'], releaseDate: '', cover: '', url: '', tracks: [{ ...row, trackNumber: position }] };
    };
    return { adapter, asked, albums };
  };

  it('verifies the candidate at the same position', async () => {
    const { adapter, albums } = withAlbum(3);
    const decision = await searchMatch(adapter, 'ytmusic', source, []);
    expect(albums).toEqual(['MPREb_album']);
    expect(decision).toMatchObject({ found: true, band: 'verified', track: { id: 'yt-1', trackNumber: 3 } });
  });

  it("refuses the album's other song, as long to the second, at another position", async () => {
    const { adapter } = withAlbum(8);
    const decision = await searchMatch(adapter, 'ytmusic', source, []);
    expect(decision.found).toBe(false);
  });

  it('places a translated row 2.5 s off, refused without its position, and verifies it in the same slot', async () => {
    const single = track({ platform: 'spotify', id: 'sp', title: '恋の予感', artists: ['星野悠真'], album: '恋の予感', durationMs: 153_536, trackNumber: 1 });
    const translated = track({ id: 'yt-9', title: 'A Feeling of Love', artists: ['星野悠真 - Topic'], album: '恋の予感', albumId: 'MPREb_single', durationMs: 151_000 });
    const { adapter } = target({ '恋の予感 | 星野悠真': [translated] });
    const albums: string[] = [];
    adapter.getAlbum = async (id) => {
      albums.push(id);
      return { platform: 'ytmusic', id, title: '恋の予感', artists: ['星野悠真'], releaseDate: '', cover: '', url: '', tracks: [{ ...translated, trackNumber: 1 }] };
    };
    expect(await searchMatch(adapter, 'ytmusic', single, [])).toMatchObject({ found: true, band: 'verified', track: { id: 'yt-9' } });
    expect(albums).toEqual(['MPREb_single']);
  });

  it('stays in review when the album cannot be read', async () => {
    const { adapter } = withAlbum(3);
    adapter.getAlbum = () => Promise.reject(new Error('down'));
    expect(await searchMatch(adapter, 'ytmusic', source, [])).toMatchObject({ found: true, band: 'review' });
  });
});


describe("the source's own album position, read for a review", () => {
  // The other way round: a YouTube Music song under its translated title (no position on it) and
  // TIDAL rows in the original script, each with its position.
  const source = track({ id: 'yt-src', title: 'Dance', artists: ['Анна Белова - Topic'], album: 'Осень', albumId: 'MPREb_src', durationMs: 202_000 });
  const right = track({ platform: 'tidal', id: 'td-3', title: 'Танцуй', artists: ['Анна Белова'], album: 'Осень', durationMs: 202_300, trackNumber: 3 });
  const sourceAlbum = (position: number) => ({
    platform: 'ytmusic' as const,
    id: 'MPREb_src',
    title: 'Осень',
    artists: ['Анна Белова'],
    releaseDate: '',
    cover: '',
    url: '',
    tracks: [{ ...source, trackNumber: position }],
  });

  it('verifies the candidate at the position the source has on its album, reading that album once for every track', async () => {
    const { adapter } = target({ 'Dance | Анна Белова': [right] });
    const reads: string[] = [];
    const place = sourcePlacer(async () => ({ ...adapter, getAlbum: async (id: string) => (reads.push(id), sourceAlbum(3)) }));
    const decision = await searchMatch(adapter, 'tidal', source, [], { placeSource: place });
    expect(decision).toMatchObject({ found: true, band: 'verified', track: { id: 'td-3' } });
    await searchMatch(adapter, 'tidal', source, [], { placeSource: place });
    expect(reads).toEqual(['MPREb_src']);
  });

  it('places the source for a candidate 2.6 s off, or titled in another romanisation, and takes the one at its position', async () => {
    const tomorrow = track({ id: 'yt-t', title: 'Tomorrow', artists: ['عمر الأحمد - Topic'], album: 'الحلم', albumId: 'MPREb_t', durationMs: 163_000 });
    const bukra = track({ platform: 'applemusic', id: 'am-2', title: 'بكرة', artists: ['عمر الأحمد'], album: 'الحلم - Single', durationMs: 160_384, trackNumber: 2 });
    const { adapter } = target({ 'Tomorrow | عمر الأحمد': [bukra] });
    const placer = (position: number) =>
      sourcePlacer(async () => ({ ...adapter, getAlbum: async () => ({ ...sourceAlbum(position), id: 'MPREb_t', tracks: [{ ...tomorrow, trackNumber: position }] }) }));
    expect(await searchMatch(adapter, 'applemusic', tomorrow, [])).toMatchObject({ found: false });
    expect(await searchMatch(adapter, 'applemusic', tomorrow, [], { placeSource: placer(2) })).toMatchObject({ found: true, band: 'verified', track: { id: 'am-2' } });
    expect((await searchMatch(adapter, 'applemusic', tomorrow, [], { placeSource: placer(4) })).found).toBe(false);

    // A translated title against a romanised one, on the album of the same name.
    const nightSky = track({ id: 'yt-n', title: 'Night Sky', artists: ['김민준 - Topic'], album: '밤하늘', albumId: 'MPREb_n', durationMs: 239_000 });
    const bamhaneul = track({ platform: 'applemusic', id: 'am-1', title: 'Bamhaneul', artists: ['김민준'], album: '밤하늘 - Single', durationMs: 241_409, trackNumber: 1 });
    const korean = target({ 'Night Sky | 김민준': [bamhaneul] });
    const placeNight = sourcePlacer(async () => ({ ...korean.adapter, getAlbum: async () => ({ ...sourceAlbum(1), id: 'MPREb_n', tracks: [{ ...nightSky, trackNumber: 1 }] }) }));
    expect(await searchMatch(korean.adapter, 'applemusic', nightSky, [], { placeSource: placeNight })).toMatchObject({ found: true, band: 'verified', track: { id: 'am-1' } });
  });

  it('takes the track at the source position when another track of the album lasts as long', async () => {
    const autumn = track({ platform: 'tidal', id: 'td-1', title: 'Осень', artists: ['Анна Белова'], album: 'Осень', durationMs: 201_800, trackNumber: 1 });
    const { adapter } = target({ 'Dance | Анна Белова': [autumn, right] });
    expect(await searchMatch(adapter, 'tidal', source, [])).toMatchObject({ found: true, band: 'review' });
    const place = sourcePlacer(async () => ({ ...adapter, getAlbum: async () => sourceAlbum(3) }));
    expect(await searchMatch(adapter, 'tidal', source, [], { placeSource: place })).toMatchObject({ found: true, band: 'verified', track: { id: 'td-3' } });
  });

  it('refuses a candidate at another position though album, artist and length agree; leaves it in review on those alone without a placer', async () => {
    const { adapter } = target({ 'Dance | Анна Белова': [right] });
    const elsewhere = sourcePlacer(async () => ({ ...adapter, getAlbum: async () => sourceAlbum(5) }));
    expect((await searchMatch(adapter, 'tidal', source, [], { placeSource: elsewhere })).found).toBe(false);
    // Another song of the album as long would look the same: without a position, no claim.
    expect(await searchMatch(adapter, 'tidal', source, [])).toMatchObject({ found: true, band: 'review', track: { id: 'td-3' } });
  });
});
