import type { Transfer, TransferItem, TransferKind } from '@segue/core/schemas';
import type { ErrorCode } from '../errors/error-codes';
import type { ItemKind, ItemRecord, ItemState } from './transfer-items.repository';
import type { TransferPlaylistRecord } from './transfer-playlists.repository';
import type { TransferEstimate, TransferRecord } from './transfer.repository';

const KIND_OF: Record<ItemKind, TransferKind> = { liked_track: 'liked_tracks', album: 'albums', artist: 'artists', playlist_track: 'playlists' };

type Counts = Array<{ kind: ItemKind; state: ItemState; n: number }>;

function countsOf(items: readonly ItemRecord[]): Counts {
  const map = new Map<string, { kind: ItemKind; state: ItemState; n: number }>();
  for (const item of items) {
    const key = `${item.kind} ${item.state}`;
    const entry = map.get(key) ?? { kind: item.kind, state: item.state, n: 0 };
    entry.n++;
    map.set(key, entry);
  }
  return [...map.values()];
}

function itemView(item: ItemRecord): TransferItem {
  const { source } = item;
  const from =
    source.type === 'track'
      ? { id: source.entry.track.id, title: source.entry.track.title, artists: source.entry.track.artists, url: source.entry.track.url }
      : source.type === 'album'
        ? { id: source.album.id, title: source.album.title, artists: source.album.artists, url: source.album.url }
        : { id: source.artist.id, title: source.artist.name, artists: [], url: source.artist.url };
  const outcome = item.state === 'matched' ? 'pending' : item.state;
  return {
    kind: item.kind,
    ...(item.kind === 'playlist_track' ? { playlist: item.list } : {}),
    position: item.position,
    source: from,
    outcome,
    ...(item.target ? { target: item.target } : {}),
    ...(item.match ? { match: item.match } : {}),
    ...(item.code ? { code: item.code } : {}),
    ...(item.reason ? { reason: item.reason } : {}),
    ...(item.candidates ? { candidates: item.candidates } : {}),
  };
}

/**
 * The API's view of a transfer: progress per kind while it runs, every item with what became of
 * it once it finished. `counts` stands in for `items` where a list answers many transfers.
 */
export function transferView(record: TransferRecord, items: readonly ItemRecord[], playlists: readonly TransferPlaylistRecord[], counts: Counts = countsOf(items)): Transfer {
  const kinds: Transfer['progress']['kinds'] = {};
  let total = 0;
  let done = 0;
  for (const { kind, state, n } of counts) {
    const k = (kinds[KIND_OF[kind]] ??= { total: 0, done: 0, added: 0, already_there: 0, left_out: 0 });
    k.total += n;
    total += n;
    if (state === 'added' || state === 'already_there' || state === 'left_out') {
      k.done += n;
      k[state] += n;
      done += n;
    }
  }
  const finished = record.status === 'completed' || record.status === 'failed';
  const perPlaylist = new Map<string, { tracks: number; added: number }>();
  for (const item of items) {
    if (item.kind !== 'playlist_track') continue;
    const p = perPlaylist.get(item.list) ?? { tracks: 0, added: 0 };
    p.tracks++;
    if (item.state === 'added') p.added++;
    perPlaylist.set(item.list, p);
  }
  return {
    task_id: record.id,
    kind: 'transfer',
    status: record.status,
    user_id: record.userId,
    from: record.from,
    to: record.to,
    created_at: record.createdAt.toISOString(),
    progress: {
      step: record.step,
      kinds,
      total,
      done,
      ...(record.resumesAt ? { resumes_at: record.resumesAt.toISOString() } : {}),
      ...(record.estimate ? { estimate: estimateView(record.estimate) } : {}),
    },
    playlists: playlists.map((p) => ({
      source: { id: p.sourceId, title: p.title, url: p.url },
      ...(p.targetId && p.targetUrl ? { target: { id: p.targetId, url: p.targetUrl } } : {}),
      state: p.state,
      tracks: perPlaylist.get(p.sourceId)?.tracks ?? 0,
      added: perPlaylist.get(p.sourceId)?.added ?? 0,
    })),
    ...(finished && items.length > 0 ? { items: items.map(itemView) } : {}),
    ...(record.error ? { error: { code: record.error.code as ErrorCode, message: record.error.message } } : {}),
  };
}

function estimateView(estimate: TransferEstimate): NonNullable<Transfer['progress']['estimate']> {
  return {
    basis: estimate.basis,
    items: estimate.items,
    write_requests: estimate.writeRequests,
    quota_units: estimate.quotaUnits,
    finishes_at: estimate.finishesAt,
  };
}
