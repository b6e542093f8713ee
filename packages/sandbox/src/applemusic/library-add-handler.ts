import { AppleApiError, appleErrors } from './apple-errors';
import type { AppleUserHandler } from './user-request';

/**
 * `POST /v1/me/library?ids[songs]=…&ids[albums]=…`: 202, no body. Ids Apple cannot add are
 * ignored, not refused ("For requested IDs that can't be added to a user's library, Apple Music
 * Library ignores those IDs": https://developer.apple.com/documentation/applemusicapi/add-a-resource-to-a-library),
 * and adding what the library holds already changes nothing. The types are the catalog kinds a
 * library holds; there are no library artists to add (they follow from songs and albums).
 */
const TYPES = ['songs', 'albums', 'playlists', 'music-videos'] as const;
/** Apple documents no maximum; the sandbox refuses more than this many ids in one request so a runaway client shows. */
export const MAX_LIBRARY_ADD_IDS = 100;

export const addToLibrary: AppleUserHandler = (r) => {
  const ids = new Map<string, string[]>();
  for (const [key, value] of r.query) {
    const type = /^ids\[(.+)\]$/.exec(key)?.[1];
    if (type === undefined) continue;
    if (!(TYPES as readonly string[]).includes(type)) throw new AppleApiError(appleErrors.invalidParameter(key, `Invalid type '${type}'`));
    ids.set(type, [...(ids.get(type) ?? []), ...value.split(',').map((s) => s.trim()).filter(Boolean)]);
  }
  const count = [...ids.values()].reduce((n, list) => n + list.length, 0);
  if (count === 0) throw new AppleApiError(appleErrors.missingParameter('ids'));
  if (count > MAX_LIBRARY_ADD_IDS) throw new AppleApiError(appleErrors.invalidParameter('ids', `At most ${MAX_LIBRARY_ADD_IDS} ids per request`));
  const user = r.owner.user.id;
  const recordings = (ids.get('songs') ?? []).flatMap((id) => r.view.song(id)?.recording.id ?? []);
  const albums = (ids.get('albums') ?? []).flatMap((id) => r.view.album(id)?.id ?? []);
  if (recordings.length > 0) r.users.saveTracks('applemusic', user, recordings);
  if (albums.length > 0) r.users.saveAlbums('applemusic', user, albums);
  // Playlists and music videos are accepted and kept nowhere: the sandbox's library holds neither.
  return { status: 202 };
};
