import type { LibrarySizes } from './platform-library';

/**
 * `PlatformLibrary.sizes()` from one count per list, asked at once. A count the platform leaves
 * out, or fails to give (a scope the grant lacks), is left out: sizes only feed an estimate.
 */
export async function librarySizes(count: Record<keyof LibrarySizes, () => Promise<number | undefined>>): Promise<LibrarySizes> {
  const kinds = Object.keys(count) as Array<keyof LibrarySizes>;
  const totals = await Promise.all(kinds.map((kind) => count[kind]().catch(() => undefined)));
  return Object.fromEntries(kinds.flatMap((kind, i) => (totals[i] === undefined ? [] : [[kind, totals[i]]]))) as LibrarySizes;
}
