/**
 * Movements of classical works, each work in two or three performances (another orchestra,
 * conductor or soloist, another decade). A movement is one recording per performance: the same
 * title, composer and often nearly the same length as the other performances', so only the
 * performers tell them apart, and each platform credits them its own way: Spotify puts the
 * composer first, Apple Music only the performers (composer in `composerName`), Deezer and
 * TIDAL in another order. Titles follow the label's metadata style (`classical-titles.ts`);
 * Apple Music always shows the style-guide form, Deezer sometimes prefixes the composer.
 */
import type { PlatformKey } from '@segue/core';
import type { ArtistInfo } from '../catalog-draft';
import type { Album, Recording } from '../model';
import { FIRST_NAMES, LAST_NAMES } from '../words-latin';
import { ORCHESTRA_PLACES, ORCHESTRA_TYPES, REPERTOIRE, type Work } from './classical-repertoire';
import { classicalAlbumTitle, movementTitle, type ClassicalStyle } from './classical-titles';
import type { HardKit } from './hard-kit';
import type { PlacementOverrides } from './place-listing';
import { somePlatforms, splitPresence } from './split-presence';

interface Performance {
  performers: ArtistInfo[];
  album: Album;
  style: ClassicalStyle;
  tempo: number;
  year: number;
}

function credits(platform: PlatformKey, composer: string, performers: string[], flip: boolean): string[] {
  switch (platform) {
    case 'spotify':
      return [composer, ...performers];
    case 'applemusic':
      return performers;
    case 'deezer':
      return flip ? [...performers].reverse() : [...performers, composer];
    case 'tidal':
      return flip ? [...performers.slice(1), performers[0]!] : performers;
    case 'ytmusic':
      return flip ? [composer, ...performers] : performers;
  }
}

export function addClassicalWorks(kit: HardKit): Recording[] {
  const { random } = kit;
  const made: Recording[] = [];
  const composers = new Map<string, ArtistInfo>();
  const person = (): ArtistInfo => kit.act(`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);
  const orchestra = (): ArtistInfo => kit.act(`${random.pick(ORCHESTRA_PLACES)} ${random.pick(ORCHESTRA_TYPES)}`);
  const works = random.shuffle(REPERTOIRE);
  for (let w = 0, count = kit.count(2.5, 2); w < count; w++) {
    const work: Work = works[w % works.length]!;
    let composer = composers.get(work.composer);
    if (!composer) composers.set(work.composer, (composer = kit.act(work.composer)));
    const performances: Performance[] = [];
    for (let n = 0, total = random.chance(0.7) ? 2 : 3; n < total; n++) {
      const performers =
        work.forces === 'solo' ? [person()] : work.forces === 'quartet' ? [kit.act(`${random.pick(LAST_NAMES)} Quartet`)] : work.forces === 'concerto' ? [person(), orchestra(), person()] : [orchestra(), person()];
      const year = kit.year(1960, 2024);
      const album = kit.album(classicalAlbumTitle(work), performers, year, 'album');
      const style: ClassicalStyle = random.chance(year < 2005 ? 0.6 : 0.25) ? 'legacy' : 'standard';
      performances.push({ performers, album, style, tempo: 0.9 + random.next() * 0.2, year });
    }
    const split = splitPresence(random, { both: 0.5 });
    const presence = performances.map((_, n) => (n === 0 ? split.a : n === 1 ? split.b : somePlatforms(random, 0.5, 1)));
    const firsts: Recording[] = [];
    performances.forEach((performance, n) => {
      const recordings = work.movements.map(([, seconds], m) => {
        // A quarter of the other performances' movements last within two seconds of the first's.
        const close = n > 0 && random.chance(0.25);
        const first = firsts[m];
        const durationMs = close && first ? first.durationMs + random.int(-2_000, 2_000) : Math.round(seconds * 1000 * performance.tempo * (0.98 + random.next() * 0.04));
        return kit.recording(
          'classical',
          {
            title: movementTitle(work, m, 'standard'),
            artistIds: performance.performers.map((p) => p.artist.id),
            featuredArtistIds: [],
            composerId: composer.artist.id,
            albumId: performance.album.id,
            durationMs,
            isrc: kit.isrc(random.pick(['DE', 'GB', 'FR', 'AT', 'US'] as const), performance.year),
            explicit: false,
            ...(first ? { decoyOf: first.id } : {}),
            script: 'latin',
          },
          performance.album,
        );
      });
      if (n === 0) firsts.push(...recordings);
      const names = performance.performers.map((p) => p.artist.name);
      const flip = random.chance(0.5);
      const prefix = random.chance(0.3);
      recordings.forEach((recording, m) => {
        const overrides = (p: PlatformKey): PlacementOverrides => {
          const style: ClassicalStyle = p === 'applemusic' ? 'standard' : p === 'deezer' && prefix ? 'composer' : performance.style;
          const title = movementTitle(work, m, style);
          return { title, artists: credits(p, composer.artist.name, names, flip), parts: { title } };
        };
        kit.place(recording, presence[n]!, overrides);
      });
      made.push(...recordings);
    });
  }
  return made;
}
