import { stableHash } from '../platform-kit/stable-hash';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Library ids are per user library and say nothing about the catalog item: playlists `p.`,
 * songs `i.`, albums `l.`, artists `r.` + 14 base62 characters
 * (https://developer.apple.com/documentation/applemusicapi/get-a-library-playlist uses
 * `p.ldvAAZ3C3Qmop9`). Here they are a stable function of (user, catalog entity), so the same
 * library renders the same ids on every request without storing them.
 */
export type LibraryKind = 'p' | 'i' | 'l' | 'r';

export function libraryId(kind: LibraryKind, userId: string, entityId: string): string {
  let out = `${kind}.`;
  for (let i = 0; i < 14; i++) out += BASE62[stableHash(`${kind}:${userId}:${entityId}:${i}`) % 62];
  return out;
}
