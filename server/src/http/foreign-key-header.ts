import type { IncomingHttpHeaders } from 'node:http';
import { PRIVATE_KEY_HEADER, PUBLIC_KEY_HEADER } from './key-headers';

/** A key header named the way another service names it, and which of the app's keys it likely holds. */
export interface ForeignKeyHeader {
  name: string;
  kind: 'public' | 'private';
}

// The interface Segue implements names its headers `x-<brand>-public-key` and `x-<brand>-key`
// (written `x-service-…` in its documentation); clients ported from it, or from any API that
// uses `x-api-key`, send those. The exact names come first, then the same shapes with any brand.
const KNOWN: Readonly<Record<string, ForeignKeyHeader['kind']>> = {
  'x-service-public-key': 'public',
  'x-service-key': 'private',
  'x-service-private-key': 'private',
};
const PUBLIC_SHAPE = /^x-[a-z0-9-]+-public-key$/;
const PRIVATE_SHAPE = /^x-[a-z0-9-]+-(private-|secret-|api-)?key$|^x-api-key$/;
const OWN = new Set([PUBLIC_KEY_HEADER, PRIVATE_KEY_HEADER]);

/**
 * The first header of the request that looks like an API key under another service's name, so
 * a 401 can say which header Segue reads instead of only "missing x-segue-public-key".
 */
export function foreignKeyHeader(headers: IncomingHttpHeaders): ForeignKeyHeader | undefined {
  // Node lowercases incoming header names.
  const names = Object.keys(headers).filter((name) => !OWN.has(name));
  const known = names.find((name) => name in KNOWN);
  if (known !== undefined) return { name: known, kind: KNOWN[known]! };
  const shaped = names.find((name) => PUBLIC_SHAPE.test(name) || PRIVATE_SHAPE.test(name));
  if (shaped === undefined) return undefined;
  return { name: shaped, kind: PUBLIC_SHAPE.test(shaped) ? 'public' : 'private' };
}
