/**
 * Deezer lists: `{"data":[…],"total":N,"prev":URL,"next":URL}` with `index`/`limit` query
 * parameters, 25 items by default, `next` absent on the last page and `prev` absent on the first.
 * `next` repeats the request's own parameters and puts `index` last
 * (`https://api.deezer.com/search?q=Billy%20Jean&limit=2&index=2`). Large limits are honoured:
 * clients ask for 1,000 or 10,000 playlist tracks at once (https://github.com/topi314/LavaSrc/pull/182).
 */
export interface DeezerPage {
  index: number;
  limit: number;
}

export const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 10_000;

export function deezerPage(query: URLSearchParams): DeezerPage {
  const index = Number(query.get('index') ?? 0);
  const limit = Number(query.get('limit') ?? DEFAULT_LIMIT);
  return {
    index: Number.isInteger(index) && index > 0 ? index : 0,
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_LIMIT) : DEFAULT_LIMIT,
  };
}

function pageUrl(apiBase: string, url: URL, index: number): string {
  const params = new URLSearchParams(url.searchParams);
  params.delete('index');
  params.append('index', String(index));
  // Deezer writes spaces as %20 in its links, not `+`.
  return `${apiBase}${url.pathname}?${params.toString().replace(/\+/g, '%20')}`;
}

export function deezerList<T>(
  all: readonly T[],
  page: DeezerPage,
  apiBase: string,
  url: URL,
  render: (item: T, position: number) => unknown,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const { index, limit } = page;
  const body: Record<string, unknown> = {
    data: all.slice(index, index + limit).map((item, i) => render(item, index + i)),
    ...extra,
    total: all.length,
  };
  if (index > 0) body.prev = pageUrl(apiBase, url, Math.max(0, index - limit));
  if (index + limit < all.length) body.next = pageUrl(apiBase, url, index + limit);
  return body;
}
