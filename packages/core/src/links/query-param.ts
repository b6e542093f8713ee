/**
 * The raw value of the first `name=` pair in a query string (`undefined` when absent). The first
 * one wins, as YouTube itself does for a repeated `v`; every other parameter is noise to us.
 */
export function queryParam(query: string, name: string): string | undefined {
  if (query === '') return undefined;
  let start = 0;
  while (start <= query.length) {
    let end = query.indexOf('&', start);
    if (end < 0) end = query.length;
    const eq = query.indexOf('=', start);
    if (eq >= 0 && eq < end) {
      if (eq - start === name.length && query.startsWith(name, start)) return query.slice(eq + 1, end);
    } else if (end - start === name.length && query.startsWith(name, start)) {
      return '';
    }
    start = end + 1;
  }
  return undefined;
}

/** `decodeURIComponent` that answers null instead of throwing on a malformed escape. */
export function safeDecode(value: string): string | null {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
