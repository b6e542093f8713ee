/**
 * Albums released in several editions, each edition its own album with its own barcode:
 * - standard and deluxe: the deluxe repeats every track (same ISRCs) and adds bonus tracks
 *   (new songs, or acoustic and live takes of album tracks);
 * - single and album: the lead single's track is on the album too, and the album is often
 *   named after it;
 * - regional: another territory's edition under another barcode, with the same tracks, a bonus
 *   track most of the time, and a title of its own now and then ("(Japan Edition)");
 * - uneven: one edition, one barcode, whose track list differs between platforms (a bonus
 *   track on one, a track not licensed on another).
 * A repeated track is a recording of its own whose `sameAs` is the first edition's: the same
 * music, so a conversion may return either. Every track here has the kind `edition`.
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { ArtistInfo } from '../catalog-draft';
import type { Album, AlbumEdition, Recording } from '../model';
import { albumTitle } from '../names';
import type { HardKit } from './hard-kit';
import { somePlatforms } from './split-presence';

const DELUXE = ['(Deluxe Edition)', '(Deluxe)', '(Expanded Edition)', '[Deluxe Version]'] as const;

interface Release {
  artist: ArtistInfo;
  album: Album;
  tracks: Recording[];
}

function newTrack(kit: HardKit, artist: ArtistInfo, album: Album, year: number, fields: Partial<Recording> = {}): Recording {
  return kit.recording(
    'edition',
    {
      title: fields.title ?? kit.title(artist),
      ...(fields.version ? { version: fields.version } : {}),
      artistIds: [artist.artist.id],
      featuredArtistIds: [],
      albumId: album.id,
      durationMs: fields.durationMs ?? kit.songDuration(),
      isrc: kit.isrc('US', year),
      explicit: kit.random.chance(0.15),
      ...(fields.decoyOf ? { decoyOf: fields.decoyOf } : {}),
      script: 'latin',
    },
    album,
  );
}

/** The same audio on another edition: same ISRC, title, credits and length. */
function copyOf(kit: HardKit, track: Recording, album: Album): Recording {
  const { id: _id, platforms: _platforms, kind: _kind, albumId: _albumId, sameAs: _sameAs, ...fields } = track;
  return kit.recording(
    'edition',
    { ...fields, artistIds: [...track.artistIds], featuredArtistIds: [...track.featuredArtistIds], albumId: album.id, sameAs: track.sameAs ?? track.id },
    album,
  );
}

function standard(kit: HardKit, size: number, edition: AlbumEdition['kind'] = 'standard'): Release {
  const artist = kit.performer();
  const year = kit.year(1975);
  const titles = Array.from({ length: size }, () => kit.title(artist));
  const album = kit.album(albumTitle(kit.random, 'latin', titles[0]!), [artist], year, 'album');
  album.edition = { group: album.id, kind: edition };
  const tracks = titles.map((title) => newTrack(kit, artist, album, year, { title }));
  return { artist, album, tracks };
}

/** Lists every track of `album` on its platforms, each track missing on one of them now and then. */
function placeAlbum(kit: HardKit, tracks: readonly Recording[], platforms: readonly PlatformKey[]): void {
  for (const track of tracks) {
    const kept = platforms.filter(() => kit.random.chance(0.97));
    kit.place(track, kept.length > 0 ? kept : platforms.slice(0, 1));
  }
}

function later(year: number, years: number): number {
  return Math.min(2026, year + years);
}

export function addAlbumEditions(kit: HardKit): Recording[] {
  const { random } = kit;
  const made: Recording[] = [];
  const yearOf = (album: Album) => Number(album.releaseDate.slice(0, 4));

  for (let g = 0, groups = kit.count(1.5, 2); g < groups; g++) {
    const base = standard(kit, random.int(4, 8));
    const anniversary = random.chance(0.3) ? random.pick([10, 20, 25]) : 0;
    const label = anniversary ? `(${anniversary}th Anniversary Deluxe Edition)` : random.pick(DELUXE);
    const deluxe = kit.album(`${base.album.title} ${label}`, [base.artist], later(yearOf(base.album), anniversary), 'album', { group: base.album.id, kind: 'deluxe' });
    const copies = base.tracks.map((t) => copyOf(kit, t, deluxe));
    const bonus = Array.from({ length: random.int(2, 5) }, () => {
      const source = random.pick(base.tracks);
      const live = random.chance(0.4) ? random.pick(['Acoustic', 'Live', 'Demo']) : undefined;
      return live
        ? newTrack(kit, base.artist, deluxe, yearOf(deluxe), { title: source.title, version: live, durationMs: source.durationMs + random.int(-25_000, 25_000), decoyOf: source.id })
        : newTrack(kit, base.artist, deluxe, yearOf(deluxe));
    });
    placeAlbum(kit, base.tracks, somePlatforms(random, 0.85, 3));
    placeAlbum(kit, [...copies, ...bonus], somePlatforms(random, 0.75, 2));
    made.push(...base.tracks, ...copies, ...bonus);
  }

  for (let g = 0, groups = kit.count(2, 2); g < groups; g++) {
    const base = standard(kit, random.int(5, 9));
    const lead = random.pick(base.tracks);
    // Named after its lead single half the time: then album and single share their name.
    if (random.chance(0.5)) base.album.title = lead.title;
    const single = kit.album(lead.title, [base.artist], yearOf(base.album), 'single', { group: base.album.id, kind: 'single' });
    const tracks = [copyOf(kit, lead, single)];
    if (random.chance(0.3)) tracks.push(newTrack(kit, base.artist, single, yearOf(single), { title: lead.title, version: 'Instrumental', durationMs: lead.durationMs + random.int(-1_000, 1_000), decoyOf: lead.id }));
    placeAlbum(kit, base.tracks, somePlatforms(random, 0.85, 3));
    placeAlbum(kit, tracks, somePlatforms(random, 0.8, 3));
    made.push(...base.tracks, ...tracks);
  }

  for (let g = 0, groups = kit.count(1.5, 2); g < groups; g++) {
    const base = standard(kit, random.int(5, 8), 'uneven');
    const platforms = somePlatforms(random, 0.9, 4);
    const [withBonus, lacking] = random.shuffle(platforms);
    const bonus = Array.from({ length: random.int(1, 2) }, () => newTrack(kit, base.artist, base.album, yearOf(base.album)));
    const missing = random.pick(base.tracks);
    for (const track of base.tracks) kit.place(track, platforms.filter((p) => p !== lacking || track !== missing));
    for (const track of bonus) kit.place(track, withBonus ? [withBonus] : []);
    made.push(...base.tracks, ...bonus);
  }

  for (let g = 0, groups = kit.count(1.5, 2); g < groups; g++) {
    const base = standard(kit, random.int(4, 8));
    const withBonus = random.chance(0.7);
    const roll = random.next();
    const title = roll < 0.6 ? base.album.title : `${base.album.title} ${roll < 0.85 ? '(Japan Edition)' : '(Asia Edition)'}`;
    // Without a bonus track or a title of its own, a regional edition still comes out on another date.
    const year = withBonus || title !== base.album.title ? yearOf(base.album) : later(yearOf(base.album), 1);
    const regional = kit.album(title, [base.artist], year, 'album', { group: base.album.id, kind: 'regional' });
    const tracks = base.tracks.map((t) => copyOf(kit, t, regional));
    if (withBonus) tracks.push(newTrack(kit, base.artist, regional, year));
    const international = somePlatforms(random, 0.8, 3);
    // YouTube Music shows one territory's edition: never both.
    const local = somePlatforms(random, 0.6, 2).filter((p) => p !== 'ytmusic' || !international.includes('ytmusic'));
    placeAlbum(kit, base.tracks, international);
    placeAlbum(kit, tracks, local.length > 0 ? local : PLATFORM_KEYS.filter((p) => !international.includes(p)).slice(0, 1));
    made.push(...base.tracks, ...tracks);
  }
  return made;
}
