/**
 * Spotify's offset paging object `{href, items, limit, next, offset, previous, total}` with
 * absolute `next`/`previous` URLs or `null`
 * (https://developer.spotify.com/documentation/web-api/concepts/api-calls, recorded album tracks).
 */
import { spotifyErrors } from './spotify-errors';

export interface PageRequest {
  offset: number;
  limit: number;
}

/** Reads `limit` and `offset`, refusing what Spotify refuses (non-numbers, limit out of 1..max). */
export function pageRequest(query: URLSearchParams, defaultLimit: number, maxLimit: number, maxOffset = 100_000): PageRequest {
  const rawLimit = query.get('limit');
  const rawOffset = query.get('offset');
  const limit = rawLimit === null || rawLimit === '' ? defaultLimit : Number(rawLimit);
  const offset = rawOffset === null || rawOffset === '' ? 0 : Number(rawOffset);
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) throw spotifyErrors.badRequest('Invalid limit');
  if (!Number.isInteger(offset) || offset < 0 || offset > maxOffset) throw spotifyErrors.badRequest('Invalid offset');
  return { offset, limit };
}

export function pagingObject<T>(
  all: readonly T[],
  request: PageRequest,
  hrefFor: (offset: number, limit: number) => string,
  render: (item: T, position: number) => unknown,
): Record<string, unknown> {
  const { offset, limit } = request;
  const slice = all.slice(offset, offset + limit);
  return {
    href: hrefFor(offset, limit),
    items: slice.map((item, i) => render(item, offset + i)),
    limit,
    next: offset + limit < all.length ? hrefFor(offset + limit, limit) : null,
    offset,
    previous: offset > 0 ? hrefFor(Math.max(0, offset - limit), limit) : null,
    total: all.length,
  };
}
