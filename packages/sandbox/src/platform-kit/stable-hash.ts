/**
 * Deterministic per-entity values (popularity, colours, composer names) derived from ids, so the
 * same catalog always renders the same responses without storing anything extra.
 */
export function stableHash(text: string): number {
  // FNV-1a, 32 bit: tiny, well distributed, and stable across runs.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A value in [0, 1) fixed by `text`. */
export function stableFraction(text: string): number {
  return stableHash(text) / 0x1_0000_0000;
}

/** One element of a non-empty list, fixed by `text`. */
export function stablePick<T>(list: readonly [T, ...T[]], text: string): T {
  return list[stableHash(text) % list.length] ?? list[0];
}

/** Hex digits fixed by `text` (any length). */
export function stableHex(text: string, length: number): string {
  let out = '';
  let round = 0;
  while (out.length < length) out += stableHash(`${text}#${round++}`).toString(16).padStart(8, '0');
  return out.slice(0, length);
}
