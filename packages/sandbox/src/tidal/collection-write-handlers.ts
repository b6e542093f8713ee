import type { PlatformAccount } from '../catalog/model';
import { TidalApiError } from './tidal-errors';
import { selfLink } from './tidal-request';
import { requireMe, userErrors, type TidalUserHandler, type TidalUserRequest } from './user-request';

/**
 * `POST /userCollection{Tracks,Albums,Artists}/me/relationships/items` (scope `collection.write`):
 * 1 to 50 identifiers of the collection's type. The answer is 200 with the identifiers added
 * (`meta.addedAt`) and `meta.skipped[{id, type, reason}]`: `NOT_FOUND` for an id TIDAL does not
 * know, `ALREADY_PRESENT` for one the collection holds already (a repeated save adds nothing and
 * still succeeds). An identifier named twice in one request is a 409 `DUPLICATE_ITEMS_IN_COLLECTION`.
 * https://github.com/tidal-music/tidal-sdk-web/blob/main/packages/api/bin/tidal-api-oas.json (v1.10.104)
 */
export const MAX_COLLECTION_ITEMS = 50;

type Kind = 'tracks' | 'albums' | 'artists';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The internal id an identifier names, if TIDAL has it. */
function resolve(r: TidalUserRequest, kind: Kind, id: string): string | undefined {
  if (kind === 'tracks') return r.view.track(id)?.recording.id;
  if (kind === 'albums') return r.view.album(id)?.id;
  return r.view.artist(id)?.id;
}

function held(account: PlatformAccount, kind: Kind): Set<string> {
  if (kind === 'tracks') return new Set(account.savedTracks.map((t) => t.recordingId));
  if (kind === 'albums') return new Set(account.savedAlbums.map((a) => a.albumId));
  return new Set(account.followedArtistIds);
}

function collectionAdd(kind: Kind): TidalUserHandler {
  return (r) => {
    requireMe(r, r.params[0] ?? '', 'id');
    const data = isRecord(r.body) ? r.body.data : undefined;
    if (!Array.isArray(data) || data.length < 1 || data.length > MAX_COLLECTION_ITEMS) {
      throw new TidalApiError(userErrors.invalidBody(`data must hold 1 to ${MAX_COLLECTION_ITEMS} items`));
    }
    const ids = data.map((item, i) => {
      if (!isRecord(item) || typeof item.id !== 'string' || item.type !== kind) {
        throw new TidalApiError(userErrors.invalidBody(`each item must be {id, type: "${kind}"}`, `/data/${i}`));
      }
      return item.id;
    });
    if (new Set(ids).size < ids.length) {
      throw new TidalApiError({ status: 409, code: 'DUPLICATE_ITEMS_IN_COLLECTION', detail: 'Collection already contains one or more items' });
    }
    const have = held(r.owner.account, kind);
    const skipped: { id: string; type: Kind; reason: 'NOT_FOUND' | 'ALREADY_PRESENT' }[] = [];
    const added: { id: string; internal: string }[] = [];
    for (const id of ids) {
      const internal = resolve(r, kind, id);
      if (internal === undefined) skipped.push({ id, type: kind, reason: 'NOT_FOUND' });
      else if (have.has(internal)) skipped.push({ id, type: kind, reason: 'ALREADY_PRESENT' });
      else added.push({ id, internal });
    }
    const internals = added.map((a) => a.internal);
    const user = r.owner.user.id;
    if (internals.length > 0) {
      if (kind === 'tracks') r.users.saveTracks('tidal', user, internals);
      else if (kind === 'albums') r.users.saveAlbums('tidal', user, internals);
      else r.users.followArtists('tidal', user, internals);
    }
    const addedAt = new Date(r.now()).toISOString();
    return {
      status: 200,
      body: { data: added.map((a) => ({ id: a.id, type: kind, meta: { addedAt } })), links: { self: selfLink(r) }, meta: { skipped } },
    };
  };
}

export const addCollectionTracks = collectionAdd('tracks');
export const addCollectionAlbums = collectionAdd('albums');
export const addCollectionArtists = collectionAdd('artists');
