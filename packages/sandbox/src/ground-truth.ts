/**
 * The ground truth served at `catalogUrl`: what exists, where, and what must never be matched.
 * snake_case like Segue's other wire formats (`sandbox.json`). `users` lists every sandbox user
 * with their accounts and libraries as they are now (playlists created at runtime included).
 * Each recording says, per platform, which listing a conversion must return (`expected`), or
 * null when none is right: every other listing, a decoy above all, is a wrong answer.
 */
import { PLATFORM_KEYS } from '@segue/core';
import type { Catalog, Listing, PlatformAccount, PlatformKey, RecordingKind } from './catalog/model';
import { profiles } from './profiles';

export interface GroundTruthListing {
  id: string;
  url: string;
  title: string;
  artists: string[];
  duration_ms: number;
  isrc: string | null;
  explicit: boolean;
  album_id: string;
  /** YouTube Music: `omv` an official video, `ugc` a user upload; null for a song. */
  video_type: 'omv' | 'ugc' | null;
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
  /** The matching case it belongs to: `plain`, or one of the hard kinds (`RecordingKind`). */
  kind: RecordingKind;
  /** The recording whose audio this one is (another edition's track, a video of the studio recording), else null. */
  same_as: string | null;
  /** Classical recordings: the composer, credited apart from the performers in `artists`. */
  composer: string | null;
  platforms: Record<PlatformKey, GroundTruthListing | null>;
  /**
   * Per platform, the listing id a conversion of this recording must return there: its own
   * listing, else the listing of a recording with the same audio (`same_as`), else null (absent:
   * whatever is returned is wrong). Any listing of the same audio is the same music.
   */
  expected: Record<PlatformKey, string | null>;
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
    /** Albums released in several editions: the standard album's id (`group`) and which edition this is. */
    edition: { group: string; kind: string } | null;
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
    /** The sandbox user who owns it (their own and created playlists), else null. */
    owner_user_id: string | null;
    recording_ids: string[];
    /** How many times its entries changed since the sandbox started (platform writes and test edits); 0 when never. */
    revision: number;
    /** When they last changed (ISO), else its creation time. */
    modified_at: string;
  }[];
  users: GroundTruthUser[];
}

export interface GroundTruthAccount {
  id: string;
  username: string;
  plan: string;
  followers: number;
  library: {
    /** Platform playlist ids: owned first (newest created first), then followed. */
    playlists: string[];
    /** Platform playlist ids of the ones the user owns. */
    owned_playlists: string[];
    /** Platform playlist ids the platform lists to apps only as `null` (Spotify-owned playlists on Spotify). */
    hidden_playlists: string[];
    saved_albums: string[];
    followed_artists: string[];
    /** Recording ids, most recent play first. */
    history: string[];
    /** Recording ids of liked / favourite tracks, most recent first. */
    saved_tracks: string[];
  };
}

export interface GroundTruthUser {
  id: string;
  email: string;
  display_name: string;
  country: string;
  accounts: Record<PlatformKey, GroundTruthAccount | null>;
}

function accountTruth(catalog: Catalog, platform: PlatformKey, account: PlatformAccount): GroundTruthAccount {
  const playlists = account.playlistIds.map((id) => catalog.index.playlist(id)).filter((p) => p !== undefined);
  return {
    id: account.id,
    username: account.username,
    plan: account.plan,
    followers: account.followers,
    library: {
      playlists: playlists.map((p) => p.platformId),
      owned_playlists: playlists.filter((p) => p.ownerUserId !== undefined).map((p) => p.platformId),
      hidden_playlists: [...(profiles[platform].hiddenPlaylists?.(account, catalog.index) ?? [])].map((id) => catalog.index.playlist(id)?.platformId ?? id),
      saved_albums: account.savedAlbums.map((a) => catalog.index.album(a.albumId)?.platforms[platform]?.id ?? a.albumId),
      followed_artists: account.followedArtistIds.map((id) => catalog.index.artist(id)?.platformIds[platform] ?? id),
      history: account.history.map((h) => h.recordingId),
      saved_tracks: account.savedTracks.map((t) => t.recordingId),
    },
  };
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
          url: profiles[p].webUrl('track', l.id, l.title),
          title: l.title,
          artists: l.artists,
          duration_ms: l.durationMs,
          isrc: l.isrc ?? null,
          explicit: l.explicit,
          album_id: l.albumId,
          video_type: l.videoType ?? null,
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
      kind: r.kind,
      same_as: r.sameAs ?? null,
      composer: r.composerId ? name(r.composerId) : null,
      platforms: perPlatform((p) => listing(p, r.platforms[p])),
      expected: perPlatform((p) => catalog.index.expectedListing(r, p)?.listing.id ?? null),
    })),
    albums: catalog.albums.map((a) => ({
      id: a.id,
      title: a.title,
      artists: a.artistIds.map(name),
      release_date: a.releaseDate,
      type: a.type,
      upc: a.upc,
      recording_ids: a.recordingIds,
      edition: a.edition ? { group: a.edition.group, kind: a.edition.kind } : null,
      platforms: perPlatform((p) => {
        const l = a.platforms[p];
        if (!l) return null;
        return { id: l.id, url: profiles[p].webUrl('album', l.id, l.title), title: l.title, upc: l.upc, ...(l.playlistId ? { playlist_id: l.playlistId } : {}) };
      }),
    })),
    artists: catalog.artists.map((a) => ({
      id: a.id,
      name: a.name,
      platforms: perPlatform((p) => {
        const id = a.platformIds[p];
        return id ? { id, url: profiles[p].webUrl('artist', id, a.name) } : null;
      }),
    })),
    playlists: catalog.playlists.map((pl) => ({
      id: pl.id,
      platform: pl.platform,
      platform_id: pl.platformId,
      url: profiles[pl.platform].webUrl('playlist', pl.platformId, pl.title),
      title: pl.title,
      owner: pl.ownerName,
      owner_user_id: pl.ownerUserId ?? null,
      recording_ids: pl.recordingIds,
      revision: pl.revision ?? 0,
      modified_at: pl.modifiedAt ?? pl.createdAt,
    })),
    users: catalog.users.map((u) => ({
      id: u.id,
      email: u.email,
      display_name: u.displayName,
      country: u.country,
      accounts: perPlatform((p) => {
        const account = u.accounts[p];
        return account ? accountTruth(catalog, p, account) : null;
      }),
    })),
  };
}
