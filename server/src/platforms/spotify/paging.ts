/**
 * Spotify's paging object `{href, items, limit, next, offset, previous, total}`, read so that one
 * entry never sinks a page. Spotify puts `null` in `items` where it will not show an object:
 * Spotify-owned playlists in `/me/playlists` since 2024-11-27, a UPC search it cannot resolve
 * (`"items":[null]`, https://github.com/spotify/web-api/issues/1547), unknown ids in a multi-get,
 * and items unavailable in the market. Nulls are skipped; an item our schema cannot read is
 * skipped too, unless no item of the page can be read, which means the body is not what we asked
 * for and fails loudly like any other unreadable body.
 */
import { z } from 'zod';

/** A list whose null or unreadable entries are dropped (see above); the schema of each entry. */
export function lenientList<S extends z.ZodType>(item: S) {
  return z.array(z.unknown()).transform((entries, ctx) => {
    const read: Array<z.output<S>> = [];
    let firstFailure: { index: number; entry: unknown; error: z.ZodError } | undefined;
    entries.forEach((entry, index) => {
      if (entry === null || entry === undefined) return;
      const parsed = item.safeParse(entry);
      if (parsed.success) read.push(parsed.data);
      else firstFailure ??= { index, entry, error: parsed.error };
    });
    if (read.length === 0 && firstFailure) {
      const issue = firstFailure.error.issues[0];
      ctx.issues.push({
        code: 'custom',
        message: issue?.message ?? 'invalid',
        path: [firstFailure.index, ...(issue?.path ?? [])],
        input: firstFailure.entry,
      });
    }
    return read;
  });
}

export function pagingOf<S extends z.ZodType>(item: S) {
  return z
    .object({
      items: z.array(z.unknown()),
      next: z.string().nullish(),
      total: z.number().nullish(),
      cursors: z.object({ after: z.string().nullish(), before: z.string().nullish() }).nullish(),
    })
    .transform((page, ctx) => {
      const items = lenientList(item).safeParse(page.items);
      if (!items.success) {
        const issue = items.error.issues[0];
        ctx.issues.push({ code: 'custom', message: issue?.message ?? 'invalid', path: ['items', ...(issue?.path ?? [])], input: page.items });
        return z.NEVER;
      }
      return {
        items: items.data,
        received: page.items.length,
        next: page.next ?? null,
        ...(typeof page.total === 'number' ? { total: page.total } : {}),
        cursors: page.cursors ?? null,
      };
    });
}

export type Page<T> = { items: T[]; received: number; next: string | null; total?: number; cursors: { after?: string | null | undefined; before?: string | null | undefined } | null };
