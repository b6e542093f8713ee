/**
 * What keeping a TIDAL playlist in step needs beyond appends, as the official OpenAPI document
 * has it (https://github.com/tidal-music/tidal-sdk-web/blob/main/packages/api/bin/tidal-api-oas.json,
 * v1.10.104, `/playlists/{id}/relationships/items`): removals (`DELETE`, `data` of 1 to 50
 * `{id, type, meta: {itemId}}`) and moves (`PATCH`, `data` of 1 to 20 and `meta.positionBefore`,
 * the `itemId` the moved items go before), both naming entries by their own `itemId`, so one copy
 * of a repeated track goes alone. The version is the playlist's `lastModifiedAt`.
 *
 * The OAS says no way to move items to the end (`positionBefore` must name an item, and what a
 * PATCH without `meta` does is not documented), so an entry moves to the end by moving every
 * entry after it before it: one request for at most 20 of them.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { PlatformError } from '../../errors/platform-error';
import type { HttpRequest } from '../http/http-types';
import { checkRemoval, entryIdOf, movedEntry } from '../kit/playlist-edit-checks';
import type { EntryRef, PlatformLibrary } from '../kit/platform-library';
import { singleDocumentSchema } from './api';
import { tidalWriteLimits } from './library-transfer';

/** Items one PATCH moves (OAS `maxItems`). */
export const TIDAL_MOVE_ITEMS = 20;

type Call = <S extends z.ZodType>(request: HttpRequest, schema: S, what: string) => Promise<z.infer<S>>;
type EditPart = Pick<PlatformLibrary, 'playlistVersion' | 'removeFromPlaylist' | 'movePlaylistEntry' | 'removesEveryOccurrence'>;

export interface TidalEditDeps {
  call: Call;
  /** The playlist's version as `playlistEntries` reports it (`checksum`), from its attributes. */
  versionOf(attributes: unknown): string;
}

/** An entry as the OAS names it: its track (or video), and its `itemId`. */
function itemRef(entry: EntryRef) {
  return { id: entry.trackId, type: entry.kind === 'episode' ? 'videos' : 'tracks', meta: { itemId: entryIdOf('tidal', entry) } };
}

export function tidalPlaylistEdits({ call, versionOf }: TidalEditDeps): EditPart {
  const itemsPath = (playlistId: string) => `/playlists/${encodeURIComponent(playlistId)}/relationships/items`;
  /** One write; the `Idempotency-Key` makes a resend after a timeout or 5xx replay the first answer. */
  const send = (playlistId: string, method: 'DELETE' | 'PATCH', json: unknown, what: string) =>
    call({ url: itemsPath(playlistId), method, headers: { 'idempotency-key': randomUUID() }, idempotent: true, json }, z.unknown(), what);

  return {
    removesEveryOccurrence: false,
    async playlistVersion(playlistId) {
      const doc = await call({ url: `/playlists/${encodeURIComponent(playlistId)}` }, singleDocumentSchema, 'playlist');
      return versionOf(doc.data.attributes);
    },
    async removeFromPlaylist(playlistId, entries) {
      checkRemoval('tidal', entries, tidalWriteLimits.removeFromPlaylist!);
      const data = entries.map(itemRef);
      if (data.length === 0) return;
      await send(playlistId, 'DELETE', { data }, 'playlist items');
    },
    async movePlaylistEntry(playlistId, current, from, to) {
      const entry = movedEntry('tidal', current, from, to);
      if (from === to) return;
      // The entry it will stand before: counted before the move, the one after `to` when it moves down.
      const before = to < from ? current[to] : current[to + 1];
      if (before) {
        await send(playlistId, 'PATCH', { data: [itemRef(entry)], meta: { positionBefore: entryIdOf('tidal', before) } }, 'playlist items');
        return;
      }
      const after = current.slice(from + 1);
      if (after.length > TIDAL_MOVE_ITEMS) {
        throw new PlatformError('tidal', 'unsupported', `tidal cannot move an entry to the end past ${after.length} others in one request (at most ${TIDAL_MOVE_ITEMS})`);
      }
      await send(playlistId, 'PATCH', { data: after.map(itemRef), meta: { positionBefore: entryIdOf('tidal', entry) } }, 'playlist items');
    },
  };
}
