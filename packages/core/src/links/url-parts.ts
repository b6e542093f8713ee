/**
 * A link cut into the pieces the platform matchers read. Cutting by hand rather than with the
 * global `URL` keeps `parseMusicUrl` several times faster (see bench/links.bench.ts), accepts the
 * scheme-less forms people paste, and never throws.
 */
export interface UrlParts {
  /** Lowercased scheme, `''` when the input has none (`open.spotify.com/track/…`). */
  scheme: string;
  /** Lowercased host without port; `''` for an opaque URI such as `spotify:track:…`. */
  host: string;
  /** Non-empty path segments as written; for an opaque URI, the `:`-separated parts after the scheme. */
  segments: string[];
  /** Query string without the `?`, `''` when absent. */
  query: string;
  /** Fragment without the `#`, `''` when absent. */
  fragment: string;
}

/** Longer inputs are not links anyone pasted; refusing them bounds the work per call. */
export const MAX_LINK_LENGTH = 4096;

function isSchemeChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) || // a-z
    (code >= 65 && code <= 90) || // A-Z
    (code >= 48 && code <= 57) || // 0-9
    code === 43 || // +
    code === 45 || // -
    code === 46 // .
  );
}

function splitSegments(path: string, separator: string): string[] {
  const out: string[] = [];
  for (const segment of path.split(separator)) if (segment !== '') out.push(segment);
  return out;
}

/** Splits `rest` (everything after the host or the opaque scheme) into path, query and fragment. */
function splitTail(rest: string, separator: string): Pick<UrlParts, 'segments' | 'query' | 'fragment'> {
  const hash = rest.indexOf('#');
  const beforeHash = hash < 0 ? rest : rest.slice(0, hash);
  const fragment = hash < 0 ? '' : rest.slice(hash + 1);
  const q = beforeHash.indexOf('?');
  const path = q < 0 ? beforeHash : beforeHash.slice(0, q);
  const query = q < 0 ? '' : beforeHash.slice(q + 1);
  return { segments: splitSegments(path, separator), query, fragment };
}

/** Cuts a pasted link into its parts, or returns null when it cannot be a web link or app URI. */
export function splitUrl(input: string): UrlParts | null {
  const text = input.trim();
  if (text === '' || text.length > MAX_LINK_LENGTH) return null;

  let scheme = '';
  let rest = text;
  let i = 0;
  while (i < text.length && isSchemeChar(text.charCodeAt(i))) i++;
  if (i > 0 && i < text.length && text.charCodeAt(i) === 58 /* : */) {
    const candidate = text.slice(0, i).toLowerCase();
    if (text.startsWith('//', i + 1)) {
      scheme = candidate;
      rest = text.slice(i + 3);
    } else if (!candidate.includes('.')) {
      // An opaque URI (`spotify:track:…`). A dotted name before `:` is a host with a port instead.
      return { scheme: candidate, host: '', ...splitTail(text.slice(i + 1), ':') };
    }
  } else if (text.startsWith('//')) {
    rest = text.slice(2);
  }

  let end = 0;
  while (end < rest.length) {
    const c = rest.charCodeAt(end);
    if (c === 47 /* / */ || c === 63 /* ? */ || c === 35 /* # */) break;
    end++;
  }
  let host = rest.slice(0, end);
  // Credentials in a link are a spoofing trick (`open.spotify.com@evil.example`): refuse them.
  if (host === '' || host.includes('@')) return null;
  const colon = host.indexOf(':');
  if (colon >= 0) {
    if (!/^\d{0,5}$/.test(host.slice(colon + 1))) return null;
    host = host.slice(0, colon);
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  return { scheme, host: host.toLowerCase(), ...splitTail(rest.slice(end), '/') };
}
