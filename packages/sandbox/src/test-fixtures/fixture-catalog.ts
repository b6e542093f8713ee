import type { Album, Artist, Catalog, Listing, PlatformKey, Playlist, Recording } from '../catalog/model';
import { buildIndex } from './build-index';

/**
 * A small hand-shaped catalog for the simulators' tests: a dozen artists (some non-Latin),
 * albums of eight tracks, platform title conventions, a recording missing on some platforms,
 * a live decoy, an explicit/clean pair, two Apple songs sharing one ISRC, and one playlist per
 * platform of `playlistLength` entries (recordings repeat cyclically when it is longer than the catalog).
 */
export function buildFixtureCatalog(options: { albums?: number; playlistLength?: number } = {}): Catalog {
  const albumCount = options.albums ?? 6;
  const playlistLength = options.playlistLength ?? 230;
  const names = ['Mira Vale', 'The Harbour Lights', 'Лена Северова', '아이유진', '坂本 光', 'DJ Ostrava', 'Nova & Kite', 'Élodie Brun'];
  const artists: Artist[] = names.map((name, i) => ({
    id: `art-${String(i).padStart(4, '0')}`,
    name,
    platformIds: {
      applemusic: String(1_100_000_000 + i * 7919),
      tidal: String(3_500_000 + i * 131),
      ytmusic: `UC${'abcdefghijklmnopqrstuv'.slice(0, 20)}${String(i).padStart(2, '0')}`,
      spotify: `sp${String(i).padStart(20, '0')}`,
      deezer: String(27_000 + i),
    },
    imageSeed: `img-art-${i}`,
  }));
  const albums: Album[] = [];
  const recordings: Recording[] = [];
  const words = ['Night', 'River', 'Signal', 'Paper', 'Gold', 'Winter', 'Echo', 'Glass', 'Orbit', 'Fever'];
  for (let a = 0; a < albumCount; a++) {
    const artist = artists[a % artists.length] ?? artists[0]!;
    const albumId = `alb-${String(a).padStart(4, '0')}`;
    const title = `${words[a % words.length]} Sessions ${a + 1}`;
    const upc = String(600_000_000_000 + a);
    const album: Album = {
      id: albumId,
      title,
      artistIds: [artist.id],
      releaseDate: `20${String(10 + (a % 15)).padStart(2, '0')}-0${1 + (a % 9)}-1${a % 10}`,
      type: 'album',
      upc,
      recordingIds: [],
      imageSeed: `img-alb-${a}`,
      platforms: {
        applemusic: { id: String(1_500_000_000 + a * 101), title: `${title} - EP`, upc },
        tidal: { id: String(380_000_000 + a * 97), title, upc: `0${upc}` },
        ytmusic: { id: `MPREb_fx${String(a).padStart(9, '0')}`, title, upc },
      },
    };
    albums.push(album);
    for (let t = 0; t < 8; t++) {
      const n = a * 8 + t;
      const recId = `rec-${String(n).padStart(5, '0')}`;
      const base = `${words[(n * 3) % words.length]} ${words[(n * 7 + 1) % words.length]} ${n}`;
      const version = t === 3 ? 'Remastered 2011' : undefined;
      const featured = t === 5 ? [artists[(a + 1) % artists.length]!] : [];
      const isrc = `QZFX224${String(n).padStart(5, '0')}`;
      const durationMs = 150_000 + ((n * 7_919) % 120_000);
      const explicit = t === 6;
      const listing = (platform: PlatformKey, id: string, albumPid: string, extra: Partial<Listing>): Listing => ({
        id,
        title: version ? `${base} (${version})` : base,
        artists: [artist.name, ...featured.map((f) => f.name)],
        durationMs,
        isrc,
        explicit,
        albumId: albumPid,
        trackNumber: t + 1,
        discNumber: 1,
        ...(platform === 'ytmusic' ? { isrc: undefined } : {}),
        ...extra,
      });
      const platforms: Recording['platforms'] = {
        applemusic: listing('applemusic', String(1_600_000_000 + n * 13), album.platforms.applemusic!.id, {
          title: version ? `${base} (${version})` : featured.length ? `${base} (feat. ${featured[0]!.name})` : base,
          artists: [artist.name],
          durationMs: durationMs + 1_000,
        }),
        tidal: listing('tidal', String(381_000_000 + n * 7), album.platforms.tidal!.id, {}),
        ytmusic: listing('ytmusic', `vid${String(n).padStart(8, '0')}`, album.platforms.ytmusic!.id, {
          durationMs: Math.round(durationMs / 1000) * 1000,
        }),
      };
      // One recording absent from YouTube Music, one absent from TIDAL.
      if (n === 9) delete platforms.ytmusic;
      if (n === 10) delete platforms.tidal;
      // One recording without an ISRC on TIDAL and Apple Music.
      if (n === 11) {
        delete platforms.tidal!.isrc;
        delete platforms.applemusic!.isrc;
      }
      recordings.push({
        id: recId,
        title: base,
        ...(version ? { version } : {}),
        artistIds: [artist.id],
        featuredArtistIds: featured.map((f) => f.id),
        albumId,
        durationMs,
        isrc,
        explicit,
        script: 'latin',
        platforms,
      });
      album.recordingIds.push(recId);
    }
  }
  // Apple Music lists the first recording twice under one ISRC (single and album version).
  const first = recordings[0]!;
  const twin: Recording = {
    ...first,
    id: 'rec-twin',
    platforms: { applemusic: { ...first.platforms.applemusic!, id: '1699999999', trackNumber: 9 } },
  };
  recordings.push(twin);
  const playlists: Playlist[] = (['applemusic', 'tidal', 'ytmusic'] as const).map((platform, i) => {
    const on = recordings.filter((r) => r.platforms[platform] && r.id !== 'rec-twin');
    return {
      id: `pls-${platform}-0000`,
      platform,
      platformId: [
        'pl.0123456789abcdef0123456789abcdef',
        '33f585f7-3da8-4e4a-a7f9-403ac9cdd157',
        'PLfixture0000000000000000000000000',
      ][i]!,
      title: `Fixture mix ${platform}`,
      description: 'Every fixture track, round and round.',
      ownerName: 'Sandbox Editor',
      recordingIds: Array.from({ length: playlistLength }, (_, k) => on[k % on.length]!.id),
      imageSeed: `img-pls-${i}`,
      createdAt: '2025-03-01T10:00:00Z',
    };
  });
  return { seed: 0, artists, albums, recordings, playlists, index: buildIndex({ artists, albums, recordings, playlists }) };
}
