import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lenientList, pagingOf } from './paging';

const item = z.object({ id: z.string() });

describe('Spotify paging reader', () => {
  it('skips nulls and an unreadable entry, keeping the rest of the page', () => {
    expect(lenientList(item).parse([null, { id: 'a' }, { id: 7 }, { id: 'b' }])).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('reads a page of nulls as an empty page ("items":[null] of a UPC miss)', () => {
    expect(pagingOf(item).parse({ items: [null], next: null, total: 1 })).toEqual({ items: [], received: 1, next: null, total: 1, cursors: null });
  });

  it('counts what Spotify sent and leaves a null total out', () => {
    const page = pagingOf(item).parse({ items: [{ id: 'a' }, null], next: 'https://api.spotify.com/v1/users/x/playlists?offset=2', total: null });
    expect(page).toEqual({ items: [{ id: 'a' }], received: 2, next: 'https://api.spotify.com/v1/users/x/playlists?offset=2', cursors: null });
  });

  it('fails on a page none of whose entries is readable: that is not the body asked for', () => {
    const result = pagingOf(item).safeParse({ items: [{ name: 'x' }, { name: 'y' }], next: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['items', 0, 'id']);
  });

  it('fails on a body without items', () => {
    expect(pagingOf(item).safeParse({ data: [] }).success).toBe(false);
  });
});
