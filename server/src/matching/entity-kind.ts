import type { PlatformAlbum, PlatformArtist, PlatformTrack } from '../platforms/types';

/** Catalog entities that convert one-to-one and are cached across apps. */
export type EntityKind = 'track' | 'album' | 'artist';

/** What the cache keeps of each kind: the adapter's own view, without an album's track list. */
export interface SnapshotOf {
  track: PlatformTrack;
  album: PlatformAlbum;
  artist: PlatformArtist;
}
