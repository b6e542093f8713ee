/** The sandbox's listeners and their accounts and libraries (`generate-users.ts` draws them). */
import type { PlatformKey } from '@segue/core';

/**
 * A listener with accounts on the platforms. Sandbox OAuth screens approve on a plain GET as
 * this user (the first user unless the authorisation request names another with
 * `sandbox_user=<email>`), so a client that follows redirects completes the linking flow.
 */
export interface SandboxUser {
  /** Internal id, e.g. `usr-001`. */
  id: string;
  email: string;
  displayName: string;
  /** ISO 3166 alpha-2, e.g. `US`. */
  country: string;
  imageSeed: string;
  /** The user's account on each platform they have one on. */
  accounts: Partial<Record<PlatformKey, PlatformAccount>>;
}

export interface PlatformAccount {
  /** The user's id on that platform (Spotify user id, Deezer numeric id, TIDAL numeric id, ...). */
  id: string;
  username: string;
  /** The platform's own plan name (`premium`, `free`, `HIFI`, `Premium+`, ...). */
  plan: string;
  followers: number;
  /** Internal playlist ids (`Playlist.id`) in the user's library: owned ones first, then followed. */
  playlistIds: string[];
  savedAlbums: { albumId: string; addedAt: string }[];
  followedArtistIds: string[];
  /** Most recent first. */
  history: { recordingId: string; playedAt: string }[];
  /** Liked / favourite tracks (Spotify saved tracks, Deezer favourites, ...), most recent first. */
  savedTracks: { recordingId: string; addedAt: string }[];
}
