const QUOTED = 10;
const QUOTED_CHARS = 64;

/**
 * One id as a message quotes it: JSON for a scalar (a long string cut short), only the kind of
 * an array or object. Their JSON could be the whole body, or nested deeper than
 * `JSON.stringify` can recurse (a 100 kB body holds 50,000 levels of `[[...]]`).
 */
function quote(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > QUOTED_CHARS ? `${value.slice(0, QUOTED_CHARS)}…` : value);
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'an object';
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * A list of ids for an error message: the first ten, then how many more. A request may name
 * 10,000 ids; an error quoting them all would be larger than the request that caused it.
 */
export function quoteIds(values: readonly unknown[]): string {
  const more = values.length > QUOTED ? ` and ${values.length - QUOTED} more` : '';
  return `${values.slice(0, QUOTED).map(quote).join(', ')}${more}`;
}
