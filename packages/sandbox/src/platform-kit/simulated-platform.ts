/**
 * What the shared sandbox code (catalog generation, users, tokens, ground truth) needs to know
 * about one simulated platform. Each platform folder declares one in `profile.ts`; `profiles.ts`
 * lists them, so the shared code reads fields instead of branching on the platform.
 */
import type { Album, CatalogIndex, PlatformAccount, PlatformKey } from '../catalog/model';
import type { TitleParts } from '../catalog/platform-title';
import type { SeededRandom } from '../seeded-random';

export type WebKind = 'track' | 'album' | 'playlist' | 'artist';
export type SecretKind = 'code' | 'access' | 'refresh';
type DrawId = (random: SeededRandom) => string;

export interface SimulatedPlatform<P extends PlatformKey = PlatformKey> {
  key: P;
  /** Catalog ids in the platform's real format. */
  ids: {
    track: DrawId;
    album: DrawId;
    artist: DrawId;
    playlist: DrawId;
    /** An album's own audio playlist, where the platform has one (YouTube Music `OLAK5uy_…`). */
    albumPlaylist?: DrawId;
    /** Generated users' own playlists, where they differ from catalog ones (default `playlist`). */
    userPlaylist?: DrawId;
    /** Playlists created at runtime, where they differ from catalog ones (default `playlist`). */
    createdPlaylist?: DrawId;
  };
  /** How the platform writes a track title: version and `feat.` placement. */
  title(parts: TitleParts): string;
  /** The artist names it lists for a track, main artists first. */
  artists(main: readonly string[], featuring: readonly string[]): string[];
  /** The album title as listed (default: the album's own title). */
  albumTitle?(album: Album): string;
  /** Barcodes are zero-padded to this many digits (default: as issued). */
  upcDigits?: number;
  /** Durations served in whole seconds rather than milliseconds. */
  wholeSeconds: boolean;
  /** Whether track listings carry an ISRC. */
  isrc: boolean;
  /**
   * A user's account id, the platform's own plan names (Spotify `product`, TIDAL tiers; the
   * first is listener 1's), and the username of listener `n`.
   */
  account: {
    id: DrawId;
    plans: readonly string[];
    username(id: string, n: number): string;
  };
  /** Library playlists (`Playlist.id`) the platform lists to apps only as `null`. */
  hiddenPlaylists?(account: PlatformAccount, index: CatalogIndex): Iterable<string>;
  /** A new OAuth code, access or refresh token in the platform's shape. */
  secret(kind: SecretKind): string;
  /** The public web link a user would share (`title` feeds a slug where the platform puts one). */
  webUrl(kind: WebKind, id: string, title: string): string;
}

/** Declares a platform's profile; the type parameter keeps `key` and its place in `profiles` in step. */
export function defineSimulatedPlatform<P extends PlatformKey>(profile: SimulatedPlatform<P>): SimulatedPlatform<P> {
  return profile;
}
