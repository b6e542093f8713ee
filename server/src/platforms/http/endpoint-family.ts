/**
 * The part of a platform URL that names which API was called (`search`, `tracks`, `token`), for
 * the metrics' `endpoint` label: the first path segment after version numbers and generic
 * prefixes. Every platform's first segment is a resource name, never an id, so the label stays a
 * small closed set; anything that does not look like a word counts as `other`.
 */
const PREFIXES = new Set(['api', 'oauth', 'oauth2', 'youtube', 'youtubei', 'o']);
const VERSION = /^(v\d+|\d+(\.\d+)*)$/i;
const WORD = /^[A-Za-z][A-Za-z_.-]{0,31}$/;

export function endpointFamily(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return 'other';
  }
  const segments = path.split('/').filter((segment) => segment !== '');
  const first = segments.find((segment) => !VERSION.test(segment) && !PREFIXES.has(segment.toLowerCase()));
  if (first === undefined) return segments.length === 0 ? 'root' : 'other';
  return WORD.test(first) ? first : 'other';
}
