/** Upper-cased, de-duplicated ISRCs in their first order; blanks dropped. */
export function uniqueIsrcs(isrcs: readonly string[]): string[] {
  return [...new Set(isrcs.map((isrc) => isrc.trim().toUpperCase()).filter((isrc) => isrc !== ''))];
}
