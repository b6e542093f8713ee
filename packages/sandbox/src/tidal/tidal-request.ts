import { encodeCursor, decodeCursor, PAGE_SIZE } from './cursor';
import { TidalApiError, tidalErrors } from './tidal-errors';
import type { TidalView } from './tidal-view';

export interface TidalRequest {
  view: TidalView;
  query: URLSearchParams;
  /** Path captures (ids), decoded. */
  params: string[];
  /** The request path relative to `/v2`, for `links.self`. */
  path: string;
}

export type TidalHandler = (r: TidalRequest) => unknown;

/** `include` as a comma list or repeated; anything outside `allowed` is a 400, as on TIDAL. */
export function parseInclude(query: URLSearchParams, allowed: readonly string[]): Set<string> {
  const names = query
    .getAll('include')
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!allowed.includes(name)) throw new TidalApiError(tidalErrors.badParameter('include', `Invalid include: '${name}'`));
  }
  return new Set(names);
}

/** The `filter[...]` parameters present; an unknown filter is a 400. */
export function parseFilters(query: URLSearchParams, allowed: readonly string[]): Map<string, string[]> {
  const filters = new Map<string, string[]>();
  for (const [key, value] of query) {
    const m = /^filter\[(.+)\]$/.exec(key);
    if (!m?.[1]) continue;
    if (!allowed.includes(m[1])) throw new TidalApiError(tidalErrors.badParameter(key, `Unknown filter: '${m[1]}'`));
    const values = value.split(',').map((s) => s.trim()).filter(Boolean);
    filters.set(m[1], [...(filters.get(m[1]) ?? []), ...values]);
  }
  return filters;
}

/** `links.self` of the current request: its path relative to `/v2`, query as sent. */
export function selfLink(r: TidalRequest): string {
  const qs = r.query.toString();
  return qs ? `${r.path}?${qs}` : r.path;
}

/**
 * One page of a cursor-paged list: 20 items, `links.next` relative to `/v2` with the new
 * `page[cursor]` and every other parameter kept, `links.meta.nextCursor`; no `next` on the last page.
 */
export function paginate<T>(r: TidalRequest, items: readonly T[]): { page: T[]; offset: number; links: Record<string, unknown> } {
  const offset = decodeCursor(r.query.get('page[cursor]'));
  const page = items.slice(offset, offset + PAGE_SIZE);
  const links: Record<string, unknown> = { self: selfLink(r) };
  if (offset + PAGE_SIZE < items.length) {
    const nextCursor = encodeCursor(offset + PAGE_SIZE);
    const q = new URLSearchParams(r.query);
    q.set('page[cursor]', nextCursor);
    links.next = `${r.path}?${q.toString()}`;
    links.meta = { nextCursor };
  }
  return { page, offset, links };
}

/** The first page of a relationship, as embedded in its parent resource when included. */
export function firstPageLinks(path: string, countryCode: string, total: number): Record<string, unknown> {
  const self = `${path}?countryCode=${countryCode}`;
  if (total <= PAGE_SIZE) return { self };
  const nextCursor = encodeCursor(PAGE_SIZE);
  return { self, next: `${path}?countryCode=${countryCode}&page%5Bcursor%5D=${nextCursor}`, meta: { nextCursor } };
}

export function param(r: TidalRequest, i: number): string {
  return r.params[i] ?? '';
}
