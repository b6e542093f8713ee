import type { Match } from '@segue/core/schemas';

const METHODS: Record<Match['method'], string> = {
  isrc: 'Matched by ISRC',
  upc: 'Matched by barcode (UPC)',
  search: 'Found by search',
  cache: 'Matched before',
  same: 'The source itself',
  manual: 'Confirmed by hand',
};

/** "Found by search, 96% sure": how a match was made and how sure the server is, in words. */
export function describeMatch(match: Match): string {
  if (match.method === 'same') return METHODS.same;
  return `${METHODS[match.method]}, ${Math.floor(match.confidence * 100)}% sure`;
}

/** The short badge beside a link: "ISRC 100%", "search 93%". */
export function matchBadge(match: Match): string {
  const short: Record<Match['method'], string> = { isrc: 'ISRC', upc: 'UPC', search: 'search', cache: 'matched', same: 'source', manual: 'confirmed' };
  return match.method === 'same' ? short.same : `${short[match.method]} ${Math.floor(match.confidence * 100)}%`;
}
