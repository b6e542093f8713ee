import type { IncomingMessage } from 'node:http';

/**
 * One endpoint of a simulated host. `pattern` matches the whole pathname and captures the
 * variable segments (ids), `label` is the endpoint's name for accounting (`GET /v1/tracks/{id}`).
 */
export interface Route<H> {
  method: string;
  pattern: RegExp;
  label: string;
  handler: H;
}

export interface RouteMatch<H> {
  route: Route<H>;
  /** Captured path segments, URL-decoded, in pattern order. */
  params: string[];
}

/** The first route whose method and pattern match, with its decoded captures. */
export function findRoute<H>(routes: readonly Route<H>[], method: string, pathname: string): RouteMatch<H> | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    try {
      return { route, params: m.slice(1).map((p) => decodeURIComponent(p ?? '')) };
    } catch {
      // A malformed percent escape in an id cannot name anything.
      return undefined;
    }
  }
  return undefined;
}

/** The request target as a URL (the host part is irrelevant: only path and query are read). */
export function requestUrl(req: IncomingMessage): URL {
  return new URL(req.url ?? '/', 'http://sandbox.invalid');
}

/** `endpointOf` for a route table: the route's label, or `METHOD (unmatched)`. */
export function labelOf<H>(routes: readonly Route<H>[], req: IncomingMessage): string {
  const method = req.method ?? 'GET';
  const match = findRoute(routes, method, requestUrl(req).pathname);
  return match ? match.route.label : `${method} (unmatched)`;
}
