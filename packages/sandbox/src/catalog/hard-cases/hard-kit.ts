/**
 * What every hard case draws with: the catalog draft (fed by the hard cases' own random stream),
 * a pool of artists of their own, albums, recordings and their placement on platforms. A case
 * file says which recordings exist, on which platforms and how each platform shows them; the
 * kit does the bookkeeping.
 */
import type { PlatformKey } from '@segue/core';
import type { SeededRandom } from '../../seeded-random';
import type { ArtistInfo, CatalogDraft, NewRecording } from '../catalog-draft';
import type { Album, AlbumEdition, Artist, Listing, Recording, RecordingKind } from '../model';
import type { Script } from '../names';
import type { PlatformIds } from '../platform-ids';
import { placeListing, type PlaceContext, type PlacementOverrides } from './place-listing';

/** How many artists each script's pool grows to per 1,000 originals (at least 2). */
const POOL_PER_THOUSAND: Record<Script, number> = { latin: 25, cjk: 4, hangul: 4, cyrillic: 3, arabic: 3, greek: 1, devanagari: 1 };

interface SharedState {
  pools: Map<Script, ArtistInfo[]>;
  albums: Map<string, Album>;
  names: Map<string, string>;
  uploadAlbums: Map<string, Album>;
}

export class HardKit {
  private readonly pools: Map<Script, ArtistInfo[]>;
  private readonly albums: Map<string, Album>;
  private readonly names: Map<string, string>;
  private readonly uploadAlbums: Map<string, Album>;
  readonly placeContext: PlaceContext;

  constructor(
    readonly random: SeededRandom,
    readonly ids: PlatformIds,
    private readonly draft: CatalogDraft,
    /** Originals of the ordinary catalog: the hard cases scale with it. */
    readonly originals: number,
    shared?: SharedState,
  ) {
    const state = shared ?? { pools: new Map(), albums: new Map(), names: new Map(draft.artists.map(({ artist }) => [artist.id, artist.name])), uploadAlbums: new Map() };
    this.pools = state.pools;
    this.albums = state.albums;
    this.names = state.names;
    this.uploadAlbums = state.uploadAlbums;
    this.placeContext = {
      random,
      ids,
      nameOf: (id) => this.names.get(id) ?? id,
      album: (id) => {
        const album = this.albums.get(id);
        if (!album) throw new Error(`hard-case album ${id} unknown`);
        return album;
      },
    };
  }

  /**
   * The kit for one kind of case, drawing from a stream of its own: changing one kind shifts no
   * other. Artists, albums and names stay shared.
   */
  forCase(label: string): HardKit {
    const random = this.random.fork(label);
    const shared = { pools: this.pools, albums: this.albums, names: this.names, uploadAlbums: this.uploadAlbums };
    return new HardKit(random, this.ids, this.draft.withRandom(random), this.originals, shared);
  }

  /** Groups of one kind: `perThousand` per 1,000 originals, never fewer than `min` (small catalogs have every kind). */
  count(perThousand: number, min: number): number {
    return Math.max(min, Math.round((this.originals * perThousand) / 1000));
  }

  /** An artist of the hard cases' own pool: a new one while the pool is small, else one already there. */
  performer(script: Script = 'latin'): ArtistInfo {
    const pool = this.pools.get(script) ?? [];
    this.pools.set(script, pool);
    const cap = Math.max(2, Math.round((this.originals * POOL_PER_THOUSAND[script]) / 1000));
    if (pool.length === 0 || (pool.length < cap && this.random.chance(0.5))) {
      const info = this.draft.addArtist(script);
      this.names.set(info.artist.id, info.artist.name);
      pool.push(info);
      return info;
    }
    return this.random.pick(pool);
  }

  /** A new act under a given name (a composer, a karaoke act, a lyric channel); a taken name gets another. */
  act(name: string, extra: Partial<Pick<Artist, 'channel'>> = {}): ArtistInfo {
    const info = this.draft.addArtist('latin', name, extra);
    this.names.set(info.artist.id, info.artist.name);
    return info;
  }

  nameOf(id: string): string {
    return this.names.get(id) ?? id;
  }

  /** A song title the artist has not used yet. */
  title(info: ArtistInfo, draw?: () => string): string {
    return this.draft.freshTitle(info, info.script === 'latin' ? 'latin' : info.script, draw);
  }

  album(title: string, artists: readonly ArtistInfo[], year: number, type: Album['type'], edition?: AlbumEdition): Album {
    const album = this.draft.addAlbum(title, artists.map((a) => a.artist.id), Math.min(2026, year), type);
    if (edition) album.edition = edition;
    this.albums.set(album.id, album);
    return album;
  }

  /** The bookkeeping album that holds a channel's video uploads; no platform lists it. */
  uploads(channel: ArtistInfo): Album {
    let album = this.uploadAlbums.get(channel.artist.id);
    if (!album) {
      album = this.album(`${channel.artist.name} uploads`, [channel], 2026, 'compilation');
      this.uploadAlbums.set(channel.artist.id, album);
    }
    return album;
  }

  recording(kind: RecordingKind, fields: Omit<NewRecording, 'kind'>, album: Album): Recording {
    return this.draft.addRecording({ ...fields, kind }, album);
  }

  /** Lists `recording` on each of `platforms`, each as `overrides(platform)` says (default: the platform's conventions). */
  place(recording: Recording, platforms: readonly PlatformKey[], overrides: (platform: PlatformKey) => PlacementOverrides = () => ({})): Listing[] {
    return platforms.map((p) => placeListing(this.placeContext, recording, p, overrides(p)));
  }

  /** A song's length: mostly 2:20 to 5:30. */
  songDuration(): number {
    return this.random.chance(0.9) ? this.random.int(140_000, 330_000) : this.random.int(90_000, 480_000);
  }

  isrc(country: string, year: number): string {
    return this.ids.isrc(country, year);
  }

  year(from = 1965, to = 2026): number {
    return this.random.int(from, to);
  }
}
