/**
 * `playlist/create` `{title, description, privacyStatus, videoIds?}` → `{playlistId}` and
 * `browse/edit_playlist` `{playlistId, actions: [{action: "ACTION_ADD_VIDEO", addedVideoId}]}` →
 * `{status: "STATUS_SUCCEEDED", playlistEditResults: [{playlistEditVideoAddedResultData}]}`, as
 * ytmusicapi sends and reads them (mixins/playlists.py). Without `dedupeOption:
 * "DEDUPE_OPTION_SKIP"` a video already in the playlist makes the whole edit fail and nothing is
 * added (ytmusicapi documents this); the failure body here (`STATUS_FAILED` plus a toast) is a
 * guess at its shape, so clients should test `status` only.
 */
import type { Playlist } from '../catalog/model';
import type { TokenOwner, UserState } from '../user-state/user-state';
import { InnertubeError, innertubeErrors } from './innertube-errors';
import { responseContext } from './response-context';
import { setVideoId } from './song-item';
import type { YtView } from './yt-view';

const PRIVACY: Record<string, boolean> = { PUBLIC: true, UNLISTED: false, PRIVATE: false };

function invalid(message?: string): InnertubeError {
  return new InnertubeError(innertubeErrors.invalidArgument(message));
}

/** Video ids → recording ids; an id YouTube Music does not know fails the request. */
function recordingsOf(view: YtView, videoIds: unknown[]): string[] {
  return videoIds.map((id) => {
    if (typeof id !== 'string') throw invalid();
    const track = view.track(id);
    if (!track) throw invalid();
    return track.recording.id;
  });
}

export function createPlaylist(view: YtView, users: UserState, owner: TokenOwner, raw: Record<string, unknown>): Record<string, unknown> {
  const { title, description, privacyStatus, videoIds } = raw;
  if (typeof title !== 'string' || title.trim() === '') throw invalid();
  if (description !== undefined && typeof description !== 'string') throw invalid();
  const privacy = privacyStatus ?? 'PRIVATE';
  if (typeof privacy !== 'string' || !(privacy in PRIVACY)) throw invalid();
  if (videoIds !== undefined && !Array.isArray(videoIds)) throw invalid();
  const recordingIds = recordingsOf(view, videoIds ?? []);
  const playlist = users.createPlaylist('ytmusic', owner.user.id, { title, description: description ?? '', public: PRIVACY[privacy] });
  if (recordingIds.length > 0) users.addTracks(playlist, recordingIds);
  return { responseContext: responseContext({}, true), playlistId: playlist.platformId };
}

interface AddAction {
  addedVideoId: string;
  dedupe: boolean;
}

function addActions(raw: Record<string, unknown>): AddAction[] {
  const actions = raw.actions;
  if (!Array.isArray(actions) || actions.length === 0) throw invalid();
  return actions.map((a: unknown) => {
    const action = a as Record<string, unknown> | null;
    // Only adding is simulated; other edits (rename, move, remove) are refused as unsupported.
    if (action?.action !== 'ACTION_ADD_VIDEO' || typeof action.addedVideoId !== 'string') throw invalid();
    return { addedVideoId: action.addedVideoId, dedupe: action.dedupeOption === 'DEDUPE_OPTION_SKIP' };
  });
}

export function editPlaylist(view: YtView, users: UserState, owner: TokenOwner, raw: Record<string, unknown>): Record<string, unknown> {
  const id = typeof raw.playlistId === 'string' ? raw.playlistId.replace(/^VL/, '') : '';
  const playlist: Playlist | undefined = view.catalog.index.playlistByPlatformId('ytmusic', id);
  if (!playlist) throw new InnertubeError(innertubeErrors.notFound());
  if (playlist.ownerUserId !== owner.user.id) throw new InnertubeError(innertubeErrors.permissionDenied());
  const actions = addActions(raw);
  const recordingIds = recordingsOf(view, actions.map((a) => a.addedVideoId));
  const present = new Set(playlist.recordingIds);
  const duplicate = recordingIds.some((r, i) => !actions[i]?.dedupe && (present.has(r) || recordingIds.indexOf(r) !== i));
  if (duplicate) {
    return {
      responseContext: responseContext({}, true),
      status: 'STATUS_FAILED',
      actions: [{ addToToastAction: { item: { notificationActionRenderer: { responseText: { runs: [{ text: 'This song is already in the playlist' }] } } } } }],
    };
  }
  const start = playlist.recordingIds.length;
  users.addTracks(playlist, recordingIds);
  return {
    responseContext: responseContext({}, true),
    status: 'STATUS_SUCCEEDED',
    playlistEditResults: actions.map((a, i) => ({
      playlistEditVideoAddedResultData: { videoId: a.addedVideoId, setVideoId: setVideoId(playlist.platformId, start + i) },
    })),
  };
}
