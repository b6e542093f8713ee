/**
 * What keeping a YouTube Music playlist in step needs beyond appends, through the YouTube Data
 * API v3: its version (the etag of its first page of items, `DataApiClient.playlistVersion`),
 * removals with `playlistItems.delete`, one item a call by its own id, so one copy of a repeated
 * song goes alone, and moves with `playlistItems.update` setting the item's `snippet.position`.
 * Each write costs 50 units (https://developers.google.com/youtube/v3/determine_quota_cost).
 */
import { checkRemoval, entryIdOf, movedEntry } from '../kit/playlist-edit-checks';
import type { PlatformLibrary, WriteLimit } from '../kit/platform-library';
import type { DataApiClient } from './data-api';

type EditPart = Pick<PlatformLibrary, 'playlistVersion' | 'removeFromPlaylist' | 'movePlaylistEntry' | 'removesEveryOccurrence'>;

export function ytmusicPlaylistEdits(api: DataApiClient, removeLimit: WriteLimit): EditPart {
  return {
    removesEveryOccurrence: false,
    playlistVersion: (playlistId) => api.playlistVersion(playlistId),
    async removeFromPlaylist(_playlistId, entries) {
      checkRemoval('ytmusic', entries, removeLimit);
      const [entry] = entries;
      if (entry) await api.deletePlaylistItem(entryIdOf('ytmusic', entry));
    },
    async movePlaylistEntry(playlistId, current, from, to) {
      const entry = movedEntry('ytmusic', current, from, to);
      if (from === to) return;
      await api.movePlaylistItem(entryIdOf('ytmusic', entry), playlistId, entry.trackId, to);
    },
  };
}
