import type { MusicLink } from '@segue/core';
import { translateError } from '../errors/to-app-error';
import type { PlatformAdapter, PlatformAlbum } from '../platforms/types';
import type { SnapshotOf } from './entity-kind';
import type { SnapshotRepository } from './snapshot.repository';

/** How long a read of a source entity is reused: catalog metadata rarely changes within a day. */
export const SOURCE_MAX_AGE_MS = 24 * 3_600_000;

type OneKind = 'track' | 'album' | 'artist';

/**
 * The source entity, from the snapshot when it is fresh, else read once through the adapter
 * (and kept). A platform failure becomes the API error (`ENOTFOUND` for a missing item).
 */
export async function readSource<K extends OneKind>(
  snapshots: SnapshotRepository,
  kind: K,
  link: MusicLink,
  adapter: () => Promise<PlatformAdapter>,
  now: Date,
): Promise<SnapshotOf[K]> {
  const cached = await snapshots.find(kind, link.platform, link.id, new Date(now.getTime() - SOURCE_MAX_AGE_MS));
  // An album stored as another's match was not read with its tracks: read it again for their ISRCs.
  if (cached && !(kind === 'album' && (cached as PlatformAlbum).isrcs === undefined)) return cached;
  try {
    const source = await adapter();
    let entity: SnapshotOf[OneKind];
    if (kind === 'track') entity = await source.getTrack(link.id);
    else if (kind === 'artist') entity = await source.getArtist(link.id);
    else {
      const { tracks, ...album } = await source.getAlbum(link.id);
      const isrcs = tracks.flatMap((t) => (t.isrc ? [t.isrc] : []));
      entity = { ...album, totalTracks: album.totalTracks ?? tracks.length, isrcs } satisfies PlatformAlbum;
    }
    await snapshots.save(kind, [entity as SnapshotOf[K]]);
    return entity as SnapshotOf[K];
  } catch (error) {
    throw translateError(error) ?? error;
  }
}
