import type { PlatformKey } from '@segue/core';
import type { LibraryAlbum, LibraryArtist } from '@segue/core/schemas';
import { findAlbum } from '../matching/find-album';
import { findArtist } from '../matching/find-artist';
import { matchEntity } from '../matching/match-entity';
import { matchView } from '../matching/api-views';
import { leftOutBeforeSearch } from '../matching/not-music';
import { matchTracks, type MatchDeps } from '../matching/match-tracks';
import type { PlatformAdapter, PlatformAlbum, PlatformArtist, PlatformTrack } from '../platforms/types';
import type { ItemOutcome, ItemRecord, TargetRef } from './transfer-items.repository';

/** Items matched per round: progress is written after each. */
const ROUND = 200;

const trackRef = (t: PlatformTrack): TargetRef => ({ id: t.id, title: t.title, artists: t.artists, url: t.url });

function albumOf(platform: PlatformKey, album: LibraryAlbum): PlatformAlbum {
  return {
    platform,
    id: album.id,
    title: album.title,
    artists: album.artists,
    releaseDate: album.release_date,
    cover: album.cover,
    url: album.url,
    ...(album.track_count === undefined ? {} : { totalTracks: album.track_count }),
  };
}

function artistOf(platform: PlatformKey, artist: LibraryArtist): PlatformArtist {
  return { platform, id: artist.id, name: artist.name, image: artist.cover, url: artist.url };
}

/** An entry no catalog holds is left out before any search. */
function notMusic(item: ItemRecord): ItemOutcome | undefined {
  if (item.source.type !== 'track') return undefined;
  const why = leftOutBeforeSearch(item.source.entry);
  return why && { list: item.list, position: item.position, state: 'left_out', ...why };
}

/**
 * Matches the pending items on the target with the engine playlist conversions use (ISRC, then
 * scored search; uncertain matches left out with their candidate), albums and artists as single
 * conversions find them. A track whose lookup failed stays pending for the next attempt unless
 * this is the last one.
 */
export async function matchItems(
  deps: MatchDeps,
  pending: readonly ItemRecord[],
  from: PlatformKey,
  to: PlatformKey,
  adapter: () => Promise<PlatformAdapter>,
  options: { finalAttempt: boolean; settle: (outcomes: ItemOutcome[]) => Promise<void> },
): Promise<{ failed: number }> {
  let failed = 0;
  const tracks = pending.filter((i) => i.source.type === 'track');
  for (let start = 0; start < tracks.length; start += ROUND) {
    const round = tracks.slice(start, start + ROUND);
    const outcomes: ItemOutcome[] = [];
    const music: Array<{ item: ItemRecord; track: PlatformTrack }> = [];
    for (const item of round) {
      const skip = notMusic(item);
      if (skip) outcomes.push(skip);
      else if (item.source.type === 'track') music.push({ item, track: item.source.entry.track });
    }
    const matched = music.length === 0 ? [] : await matchTracks({ ...deps, uncertain: 'omit' }, music.map((m) => m.track), to, await adapter());
    music.forEach(({ item }, i) => {
      const outcome = matched[i]!;
      const at = { list: item.list, position: item.position };
      if (outcome.kind === 'matched') outcomes.push({ ...at, state: 'matched', target: trackRef(outcome.track), match: matchView(outcome.match) });
      else if (outcome.kind === 'omitted') {
        outcomes.push({
          ...at,
          state: 'left_out',
          code: outcome.code,
          reason: outcome.reason,
          ...(outcome.best ? { candidates: [{ ...trackRef(outcome.best), ...(outcome.confidence === undefined ? {} : { confidence: outcome.confidence }) }] } : {}),
        });
      } else if (options.finalAttempt) outcomes.push({ ...at, state: 'left_out', code: 'lookup_failed', reason: outcome.reason });
      else failed++;
    });
    await options.settle(outcomes);
  }

  const entities = pending.filter((i) => i.source.type !== 'track');
  for (const item of entities) {
    const at = { list: item.list, position: item.position };
    try {
      let outcome: ItemOutcome;
      if (item.source.type === 'album') {
        const found = await matchEntity(deps, 'album', albumOf(from, item.source.album), to, adapter, findAlbum);
        outcome =
          found.kind === 'matched'
            ? { ...at, state: 'matched', target: { id: found.entity.id, title: found.entity.title, artists: found.entity.artists, url: found.entity.url }, match: matchView(found.match) }
            : { ...at, state: 'left_out', code: 'not_found', reason: found.reason };
      } else if (item.source.type === 'artist') {
        const found = await matchEntity(deps, 'artist', artistOf(from, item.source.artist), to, adapter, findArtist);
        outcome =
          found.kind === 'matched'
            ? { ...at, state: 'matched', target: { id: found.entity.id, title: found.entity.name, artists: [], url: found.entity.url }, match: matchView(found.match) }
            : { ...at, state: 'left_out', code: 'not_found', reason: found.reason };
      } else continue;
      await options.settle([outcome]);
    } catch (error) {
      if (!options.finalAttempt) {
        failed++;
        continue;
      }
      await options.settle([{ ...at, state: 'left_out', code: 'lookup_failed', reason: error instanceof Error ? error.message : 'the target failed while looking' }]);
    }
  }
  return { failed };
}
