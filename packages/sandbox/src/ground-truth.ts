/**
 * The ground truth served at `catalogUrl`: what exists, where, and what must never be matched.
 * snake_case like Segue's other wire formats (`sandbox.json`). `users` is filled once the
 * simulators have user accounts; until then it is an empty list.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { Catalog, Listing, PlatformKey } from './catalog/model';
import { webUrl } from './web-urls';

export interface GroundTruthListing {
  id: string;
  url: string;
  title: string;
  artists: string[];
  duration_ms: number;
  isrc: string | null;
  explicit: boolean;
  album_id: string;
}

export interface GroundTruthRecording {
  id: string;
  title: string;
  version: string | null;
  artists: string[];
  featured_artists: string[];
  album_id: string;
  duration_ms: number;
  isrc: string;
  explicit: boolean;
  script: string;
  decoy_of: string | null;
  decoy_kind: string | null;
  platforms: Record<PlatformKey, GroundTruthListing | null>;
}

export interface GroundTruth {
  seed: number;
  platforms: PlatformKey[];
  recordings: GroundTruthRecording[];
  albums: {
    id: string;
    title: string;
    artists: string[];
    release_date: string;
    type: string;
    upc: string;
    recording_ids: string[];
    /** `playlist_id`: YouTube Music only, the album's `OLAK5uy_` audio playlist. */
    platforms: Record<PlatformKey, { id: string; url: string; title: string; upc: string; playlist_id?: string } | null>;
  }[];
  artists: { id: string; name: string; platforms: Record<PlatformKey, { id: string; url: string } | null> }[];
  playlists: {
    id: string;
    platform: PlatformKey;
    platform_id: string;
    url: string;
    title: string;
    owner: string;
    recording_ids: string[];
  }[];
  users: unknown[];
}

function perPlatform<T>(make: (p: PlatformKey) => T | null): Record<PlatformKey, T | null> {
  return Object.fromEntries(PLATFORM_KEYS.map((p) => [p, make(p)])) as Record<PlatformKey, T | null>;
}

export function groundTruth(catalog: Catalog): GroundTruth {
  const name = (id: string): string => catalog.index.artist(id)?.name ?? id;
  const listing = (p: PlatformKey, l: Listing | undefined): GroundTruthListing | null =>
    l
      ? {
          id: l.id,
          url: webUrl(p, 'track', l.id, l.title),
          title: l.title,
          artists: l.artists,
          duration_ms: l.durationMs,
          isrc: l.isrc ?? null,
          explicit: l.explicit,
          album_id: l.albumId,
        }
      : null;
  return {
    seed: catalog.seed,
    platforms: [...PLATFORM_KEYS],
    recordings: catalog.recordings.map((r) => ({
      id: r.id,
      title: r.title,
      version: r.version ?? null,
      artists: r.artistIds.map(name),
      featured_artists: r.featuredArtistIds.map(name),
      album_id: r.albumId,
      duration_ms: r.durationMs,
      isrc: r.isrc,
      explicit: r.explicit,
      script: r.script,
      decoy_of: r.decoyOf ?? null,
      decoy_kind: r.decoyKind ?? null,
      platforms: perPlatform((p) => listing(p, r.platforms[p])),
    })),
    albums: catalog.albums.map((a) => ({
      id: a.id,
      title: a.title,
      artists: a.artistIds.map(name),
      release_date: a.releaseDate,
      type: a.type,
      upc: a.upc,
      recording_ids: a.recordingIds,
      platforms: perPlatform((p) => {
        const l = a.platforms[p];
        if (!l) return null;
        return { id: l.id, url: webUrl(p, 'album', l.id, l.title), title: l.title, upc: l.upc, ...(l.playlistId ? { playlist_id: l.playlistId } : {}) };
      }),
    })),
    artists: catalog.artists.map((a) => ({
      id: a.id,
      name: a.name,
      platforms: perPlatform((p) => {
        const id = a.platformIds[p];
        return id ? { id, url: webUrl(p, 'artist', id, a.name) } : null;
      }),
    })),
    playlists: catalog.playlists.map((pl) => ({
      id: pl.id,
      platform: pl.platform,
      platform_id: pl.platformId,
      url: webUrl(pl.platform, 'playlist', pl.platformId, pl.title),
      title: pl.title,
      owner: pl.ownerName,
      recording_ids: pl.recordingIds,
    })),
    users: [],
  };
}
