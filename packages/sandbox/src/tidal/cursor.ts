import { TidalApiError, tidalErrors } from './tidal-errors';

/** TIDAL pages relationships 20 items at a time. */
export const PAGE_SIZE = 20;

/** Cursors are opaque to clients (`page[cursor]=3nI1F0y`); here they encode an offset. */
export function encodeCursor(offset: number): string {
  return (offset * 7 + 1_000_003).toString(36);
}

export function decodeCursor(cursor: string | null): number {
  if (cursor === null || cursor === '') return 0;
  const raw = /^[0-9a-z]+$/.test(cursor) ? parseInt(cursor, 36) - 1_000_003 : NaN;
  if (!Number.isSafeInteger(raw) || raw < 0 || raw % 7 !== 0) {
    throw new TidalApiError(tidalErrors.badParameter('page[cursor]', 'Invalid page cursor'));
  }
  return raw / 7;
}
