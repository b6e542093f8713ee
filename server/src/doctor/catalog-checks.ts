import type { PlatformAdapter, PlatformTrack } from '../platforms/index';
import { formatDuration } from '../platforms/index';
import { ProbeMismatch } from '../errors/probe-mismatch';
import { skipped, timed, type CallResult } from './doctor-call';
import type { Probe } from './doctor-probes';

/** Thrown from `onPage` to end a playlist read after its first page (see `PlaylistReadOptions`). */
class FirstPage extends Error {
  constructor(
    readonly read: number,
    readonly total: number | undefined,
  ) {
    super('first page read');
  }
}

const tracks = (n: number) => `${n} track${n === 1 ? '' : 's'}`;

const quoted = (track: Pick<PlatformTrack, 'title' | 'artists'>) => `"${track.title}" by ${track.artists.join(', ') || '(no artist)'}`;

function describeTrack(track: PlatformTrack): string {
  const facts = [quoted(track)];
  if (track.isrc) facts.push(`ISRC ${track.isrc}`);
  if (track.durationMs > 0) facts.push(formatDuration(track.durationMs));
  return facts.join(', ');
}

async function readTrack(adapter: PlatformAdapter, probe: Probe): Promise<string> {
  const track = await adapter.getTrack(probe.track.id);
  if (!track.title) throw new ProbeMismatch(`track ${probe.track.id} came back without a title`, 'title');
  const expected = probe.track.isrc;
  if (expected && track.isrc !== expected) {
    throw new ProbeMismatch(`track ${probe.track.id} read ISRC ${track.isrc ?? '(none)'}, expected ${expected}`, 'isrc');
  }
  return describeTrack(track);
}

async function search(adapter: PlatformAdapter, probe: Probe): Promise<string> {
  const results = await adapter.searchTracks(probe.search, { limit: 5 });
  const first = results[0];
  const query = `"${probe.search.title}" ${probe.search.artists.join(', ')}`;
  if (!first) throw new ProbeMismatch(`no results for ${query}`);
  const found = results.some((t) => t.id === probe.track.id) ? ', the probe track among them' : '';
  return `${results.length} result${results.length === 1 ? '' : 's'} for ${query}, first ${quoted(first)}${found}`;
}

async function lookupIsrc(adapter: PlatformAdapter, isrc: string): Promise<string> {
  const hits = (await adapter.lookupIsrcs([isrc])).get(isrc) ?? [];
  const first = hits[0];
  if (!first) throw new ProbeMismatch(`no track for ISRC ${isrc}`);
  return `${isrc} → ${first.id} ${quoted(first)}${hits.length > 1 ? ` (+${hits.length - 1} more)` : ''}`;
}

async function readAlbum(adapter: PlatformAdapter, id: string): Promise<string> {
  const album = await adapter.getAlbum(id);
  if (album.tracks.length === 0) throw new ProbeMismatch(`album ${id} "${album.title}" came back without tracks`, 'tracks');
  const upc = album.upc ? `, UPC ${album.upc}` : '';
  return `"${album.title}" by ${album.artists.join(', ') || '(no artist)'}, ${tracks(album.tracks.length)}${upc}`;
}

/** One page is enough to prove the read: a further page would cost requests and prove little more. */
async function readPlaylistPage(adapter: PlatformAdapter, id: string): Promise<string> {
  try {
    const playlist = await adapter.getPlaylist(id, {
      onPage: ({ read, total }) => {
        if (total === undefined || read < total) throw new FirstPage(read, total);
      },
    });
    if (playlist.tracks.length === 0) throw new ProbeMismatch(`playlist ${id} "${playlist.title}" came back without tracks`, 'tracks');
    return `"${playlist.title}", ${tracks(playlist.tracks.length)}`;
  } catch (error) {
    if (!(error instanceof FirstPage)) throw error;
    if (error.read === 0) throw new ProbeMismatch(`the first page of playlist ${id} had no readable track`, 'tracks');
    return `first page: ${tracks(error.read)}${error.total === undefined ? '' : ` of ${error.total}`}`;
  }
}

/**
 * The catalog calls, one after the other on one adapter (its client token is fetched once).
 * What the adapter declares it cannot do is skipped, not failed.
 */
export async function catalogChecks(adapter: PlatformAdapter, probe: Probe, limitMs: number): Promise<CallResult[]> {
  const { capabilities } = adapter;
  const results: CallResult[] = [];
  results.push(await timed('track', limitMs, () => readTrack(adapter, probe)));
  results.push(capabilities.search ? await timed('search', limitMs, () => search(adapter, probe)) : skipped('search', 'the adapter has no track search'));
  const isrc = probe.isrc;
  if (!capabilities.isrcLookup) results.push(skipped('isrc', 'the platform has no ISRC lookup'));
  else if (!isrc) results.push(skipped('isrc', 'no ISRC to look up for this platform'));
  else results.push(await timed('isrc', limitMs, () => lookupIsrc(adapter, isrc)));
  results.push(capabilities.albumRead ? await timed('album', limitMs, () => readAlbum(adapter, probe.albumId)) : skipped('album', 'the adapter cannot read albums'));
  results.push(
    capabilities.playlistRead ? await timed('playlist', limitMs, () => readPlaylistPage(adapter, probe.playlistId)) : skipped('playlist', 'the adapter cannot read playlists'),
  );
  return results;
}
