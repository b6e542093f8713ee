import type { SEARCH_FILTERS, YtMusicApi } from './api';
import type { ListItem } from './innertube-schemas';
import { searchContinuationRows, searchPageRows, type ResultKind } from './search-rows';

type Searched = Extract<ResultKind, 'song' | 'video' | 'album' | 'artist'>;

/**
 * The ids each kind of search promises: a video id (11 characters) for songs and videos, an album's
 * browse id (`MPREb_…`, not its `VL…`/`OLAK5uy_…` playlist), an artist's channel (`UC…`, 24
 * characters). A row whose link says the kind but whose id is not of it is left out.
 */
const IDS: Readonly<Record<Searched, RegExp>> = {
  song: /^[A-Za-z0-9_-]{11}$/,
  video: /^[A-Za-z0-9_-]{11}$/,
  album: /^MPREb_[A-Za-z0-9_-]+$/,
  artist: /^UC[A-Za-z0-9_-]{22}$/,
};

/**
 * Continuation pages read at most per search, so that a query costs at most three requests: a
 * filtered page holds 20 rows, which the usual limits (20 songs, 10 albums or artists) never exceed
 * unless the page also held rows of other kinds.
 */
const MAX_CONTINUATIONS = 2;

export interface KindSearch<T> {
  text: string;
  filter: keyof typeof SEARCH_FILTERS;
  kind: Searched;
  limit: number;
  map: (row: ListItem) => T | undefined;
}

/**
 * Up to `limit` results of one kind, in page order and each once: the rows of that kind on the
 * first page (whatever shelves it has), then the next pages of their shelf while too few were found.
 */
export async function searchKind<T extends { id: string }>(api: YtMusicApi, { text, filter, kind, limit, map }: KindSearch<T>): Promise<T[]> {
  const found = new Map<string, T>();
  const take = (rows: readonly ListItem[]) => {
    for (const row of rows) {
      const item = map(row);
      if (item && IDS[kind].test(item.id) && !found.has(item.id)) found.set(item.id, item);
    }
  };
  const first = searchPageRows(await api.search(text, filter), kind);
  take(first.rows);
  let token = first.continuation;
  for (let read = 0; token && found.size < limit && read < MAX_CONTINUATIONS; read++) {
    const page = searchContinuationRows(await api.searchContinuation(token), kind);
    take(page.rows);
    // A page that brings nothing, or the same token again, ends the shelf.
    token = page.rows.length > 0 && page.continuation !== token ? page.continuation : undefined;
  }
  return [...found.values()].slice(0, limit);
}
