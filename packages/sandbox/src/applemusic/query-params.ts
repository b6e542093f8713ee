import { AppleApiError, appleErrors } from './apple-errors';

/** `limit` within 1..max (default `fallback`), or a 400 naming the parameter. */
export function parseLimit(query: URLSearchParams, fallback: number, max: number): number {
  const raw = query.get('limit');
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > max) {
    throw new AppleApiError(appleErrors.invalidParameter('limit', `Value must be an integer less than or equal to ${max}`));
  }
  return n;
}

export function parseOffset(query: URLSearchParams): number {
  const raw = query.get('offset');
  if (raw === null) return 0;
  if (!/^\d+$/.test(raw)) throw new AppleApiError(appleErrors.invalidParameter('offset', 'Value must be a non-negative integer'));
  return Number(raw);
}

/** A comma list parameter (`ids`, `filter[isrc]`, `types`, `include`), empty entries dropped. */
export function commaList(query: URLSearchParams, name: string): string[] | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `include` limited to the relationships a resource has. */
export function parseInclude(query: URLSearchParams, allowed: readonly string[]): Set<string> {
  const include = commaList(query, 'include') ?? [];
  for (const name of include) {
    if (!allowed.includes(name)) {
      throw new AppleApiError(appleErrors.invalidParameter('include', `Invalid relationship '${name}'`));
    }
  }
  return new Set(include);
}
