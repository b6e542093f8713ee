/**
 * The catalog while it is being drawn: artists with unique names, albums and recordings with
 * sequential ids. The ordinary catalog and the hard cases each draw names from their own random
 * stream (`withRandom`) into the same arrays, so adding hard cases shifts nothing drawn before.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { SeededRandom } from '../seeded-random';
import type { Album, Artist, Recording } from './model';
import { artistName, songTitle, type Script } from './names';
import type { PlatformIds } from './platform-ids';

export interface ArtistInfo {
  artist: Artist;
  script: Script;
  titles: Set<string>;
}

interface DraftState {
  artists: ArtistInfo[];
  albums: Album[];
  recordings: Recording[];
  names: Set<string>;
}

export type NewRecording = Omit<Recording, 'id' | 'platforms' | 'kind'> & Partial<Pick<Recording, 'kind'>>;

export class CatalogDraft {
  private constructor(
    private readonly random: SeededRandom,
    private readonly ids: PlatformIds,
    private readonly state: DraftState,
  ) {}

  static start(random: SeededRandom, ids: PlatformIds): CatalogDraft {
    return new CatalogDraft(random, ids, { artists: [], albums: [], recordings: [], names: new Set() });
  }

  /** The same catalog, drawing names, dates and seeds from `random` from now on. */
  withRandom(random: SeededRandom): CatalogDraft {
    return new CatalogDraft(random, this.ids, this.state);
  }

  get artists(): ArtistInfo[] {
    return this.state.artists;
  }

  get albums(): Album[] {
    return this.state.albums;
  }

  get recordings(): Recording[] {
    return this.state.recordings;
  }

  addArtist(script: Script, fixedName?: string, extra: Partial<Pick<Artist, 'channel'>> = {}): ArtistInfo {
    let name = fixedName ?? artistName(this.random, script);
    // Names are unique: two acts called the same would make the ground truth ambiguous.
    for (let tries = 0; this.state.names.has(name.toLowerCase()); tries++) {
      name = tries < 30 ? artistName(this.random, script) : `${artistName(this.random, script)} ${tries}`;
    }
    this.state.names.add(name.toLowerCase());
    const n = this.state.artists.length + 1;
    const platformIds = Object.fromEntries(PLATFORM_KEYS.map((p) => [p, this.ids.artist(p)]));
    const artist: Artist = { id: `art-${String(n).padStart(4, '0')}`, name, platformIds, imageSeed: `artist-${n}-${this.random.int(0, 1e9)}`, ...extra };
    const info = { artist, script, titles: new Set<string>() };
    this.state.artists.push(info);
    return info;
  }

  addAlbum(title: string, artistIds: string[], year: number, type: Album['type']): Album {
    const n = this.state.albums.length + 1;
    const month = String(this.random.int(1, 12)).padStart(2, '0');
    const day = String(this.random.int(1, 28)).padStart(2, '0');
    const album: Album = {
      id: `alb-${String(n).padStart(5, '0')}`,
      title,
      artistIds,
      releaseDate: `${year}-${month}-${day}`,
      type,
      upc: this.ids.upc(),
      recordingIds: [],
      imageSeed: `album-${n}-${this.random.int(0, 1e9)}`,
      platforms: {},
    };
    this.state.albums.push(album);
    return album;
  }

  addRecording(fields: NewRecording, album: Album): Recording {
    const recording: Recording = { id: `rec-${String(this.state.recordings.length + 1).padStart(5, '0')}`, ...fields, kind: fields.kind ?? 'plain', platforms: {} };
    album.recordingIds.push(recording.id);
    this.state.recordings.push(recording);
    return recording;
  }

  freshTitle(info: ArtistInfo, script: Script, draw: () => string = () => songTitle(this.random, script)): string {
    let title = draw();
    // One artist never has two different recordings with the same bare title: that would be
    // ambiguous even to a careful human.
    for (let tries = 0; info.titles.has(title.toLowerCase()); tries++) {
      title = tries < 20 ? draw() : `${title} ${this.random.int(2, 9)}`;
    }
    info.titles.add(title.toLowerCase());
    return title;
  }
}
